// Everything the benchmark starts (servers, browsers) registers how to stop it here, so a normal
// end, a crash and Ctrl-C all leave no process behind.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const stops = [];

/**
 * Remembers how to stop something just started. Returns that stop, made safe to call more than
 * once, so a caller can end a resource early and the final sweep skips it.
 */
export function onStop(stop) {
  let stopping;
  const once = () => (stopping ??= stop());
  stops.push(once);
  return once;
}

let stoppingAll;

/**
 * Stops everything still registered, newest first; one failing stop does not keep the rest alive.
 * A signal and the normal end may both ask for this, and both then wait for the same sweep.
 */
export function stopAll() {
  stoppingAll ??= (async () => {
    while (stops.length > 0) {
      try {
        await stops.pop()();
      } catch (error) {
        console.error('While stopping:', error);
      }
    }
  })();
  return stoppingAll;
}

/** Runs a command to completion and resolves with its output; on failure the output is in the error. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => (output += chunk);
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`,
          ),
        );
    });
  });
}

/** Ends a child process and waits until it has exited. */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill();
  });
}

/** A Playwright-driven Chromium for a measurement; `stop` closes it early, the sweep otherwise. */
export async function launchBrowser(chromePath, flags) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: flags,
    // The benchmark's own signal handler closes the browser together with the servers.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  return { browser, stop: onStop(() => browser.close()) };
}
