// How soon a phone visitor's first tap works: from the first contentful paint, the menu button is
// tapped again and again until the menu opens, on a phone-sized page with slow 4G and a 4x slower
// CPU applied for real. Every tap before that is lost to the visitor (the "dead window").
import { setTimeout as sleep } from 'node:timers/promises';
import { launchBrowser } from './processes.mjs';

const viewport = { width: 390, height: 844 };
// Lighthouse's mobile DevTools throttling: slow 4G (its request latency and 90 % of its
// throughput, as Lighthouse applies them) and a mid-range phone's CPU.
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const cpuSlowdown = 4;
// A tap every so often, and how long each one is given to show the menu.
const tapPauseMs = 50;
// A page whose menu never opens ends its run here (and reports no time).
const giveUpMs = 20_000;

/** Runs in the page before its own scripts: notes when the page script marks the page ready. */
function installProbe() {
  const probe = { scripted: null };
  window.firstTapProbe = probe;
  new MutationObserver(() => {
    if (probe.scripted === null && document.documentElement?.dataset.script) {
      probe.scripted = performance.now();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-script'] });
}

async function oneRun(browser, url) {
  const context = await browser.newContext({
    viewport,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(installProbe);

    await page.goto(url, { waitUntil: 'commit' });
    const fcp = await page
      .waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        null,
        { polling: 16, timeout: giveUpMs },
      )
      .then((handle) => handle.jsonValue());

    const toggle = page.getByRole('button', { name: /menu/i });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const now = () => page.evaluate(() => performance.now());
    let firstTap = null;
    let opened = null;
    let lostTaps = 0;
    while (opened === null && (await now()) - fcp < giveUpMs) {
      const tappedAt = await now();
      firstTap ??= tappedAt;
      await toggle.tap({ timeout: giveUpMs });
      await sleep(tapPauseMs);
      if (await menu.isVisible()) opened = tappedAt;
      else lostTaps += 1;
    }
    // The page script must leave an open menu open: it adds behaviour, it never resets a control.
    const scripted = await page
      .waitForFunction(() => window.firstTapProbe.scripted, null, { timeout: giveUpMs })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    return {
      fcp: Math.round(fcp),
      scriptedAfterFcp: scripted === null ? null : Math.round(scripted - fcp),
      firstTapAfterFcp: Math.round(firstTap - fcp),
      deadWindow: opened === null ? null : Math.round(opened - firstTap),
      lostTaps,
      // Null when there was nothing to keep: the menu only opened once the page script had run.
      openAfterScript:
        opened === null || scripted === null || scripted <= opened ? null : await menu.isVisible(),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures each route `runs` times in a fresh browser context (nothing cached) and returns the
 * runs per route. `flags` map the photo host to the local stand-in, so photos load (and compete
 * for the throttled bandwidth) as they would from the real host.
 */
export async function measureFirstTap({ origin, chromePath, flags, paths, runs }) {
  const { browser, stop } = await launchBrowser(chromePath, flags);
  try {
    const results = {};
    for (const path of paths) {
      results[path] = [];
      for (let run = 0; run < runs; run += 1) {
        results[path].push(await oneRun(browser, `${origin}${path}`));
      }
    }
    return results;
  } finally {
    await stop();
  }
}
