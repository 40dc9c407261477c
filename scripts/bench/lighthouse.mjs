// Lighthouse runs through its public Node API (the `lighthouse` package's own exports), and the
// figures the report keeps from each one.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts, desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { photoRewrite } from '../photoVariants.mjs';
import { onStop } from './processes.mjs';
import { photoHost } from './site.mjs';
import { onThreadTime } from './threadTime.mjs';

export const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export const presets = [
  // Lighthouse's default: a mid-range phone on slow 4G, the load simulated from an unthrottled one.
  { name: 'mobile', description: 'mobile, simulated throttling', config: undefined },
  // The same phone with the throttling applied for real, which shows what simulation smooths over.
  {
    name: 'mobile-devtools',
    description: 'mobile, DevTools throttling',
    config: { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
  },
  // The same phone with a CPU twice as slow: PageSpeed Insights runs Lighthouse on machines about
  // half as fast as ours, so its 4x slowdown there is about an 8x one here.
  {
    name: 'mobile-slow',
    description: 'mobile, simulated throttling, 8x CPU slowdown',
    // Lighthouse merges these settings into its default ones: its slow 4G, with the CPU at 8x.
    config: {
      extends: 'lighthouse:default',
      settings: { throttling: { cpuSlowdownMultiplier: 8 } },
    },
  },
  { name: 'desktop', description: 'desktop, simulated throttling', config: desktopConfig },
];

/**
 * One headless Chromium serves every Lighthouse run, each in a browser context of its own (see
 * measure). Resolves with its version, the connection that opens those contexts, and `stop`.
 */
export async function launchChromium(chromePath, flags) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...flags],
    // The benchmark's own signal handler stops Chromium together with the servers.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const stop = onStop(async () => {
    await browser.disconnect();
    chrome.kill();
  });
  return { version: await browser.version(), browser, stop };
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

/** The LCP element as a person would name it: its tag and Lighthouse's label (alt or text). */
function lcpElement(lhr) {
  const lists = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lists.flatMap((table) => table.items ?? []).find((item) => item.node)?.node;
  if (!node) return null;
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1]?.toLowerCase() ?? 'element';
  return { label: `${tag} "${node.nodeLabel ?? ''}"`, selector: node.selector ?? null };
}

/**
 * Where the LCP's time went (ms): the document's first byte, the wait before the LCP resource is
 * requested, its download, and the wait from then until it is painted.
 */
function lcpPhases(lhr) {
  const lists = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const rows = lists.flatMap((table) => table.items ?? []).filter((item) => item.phase);
  return rows.length === 0
    ? null
    : Object.fromEntries(rows.map((row) => [row.phase, Math.round(row.timing)]));
}

/**
 * The main thread's long tasks as Lighthouse reports them (simulated with the preset's CPU
 * slowdown, at most its 20 longest): each one's start and duration in ms and the script it is
 * attributed to, by file name.
 */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items.map((item) => ({
    start: Math.round(item.startTime),
    duration: Math.round(item.duration),
    script: typeof item.url === 'string' ? (item.url.split('/').at(-1) ?? item.url) : null,
  }));
}

/**
 * A photo: asked of the image host, or, in the build with photos through the site's origin, of
 * the site's photo path (no other build has that path).
 */
function isPhoto(url) {
  const { hostname, pathname } = new URL(url);
  return hostname === photoHost || pathname.startsWith(`${photoRewrite.path}/`);
}

/** The figures one run contributes to the report (times in ms, sizes in bytes). */
function summarize(lhr) {
  const resources = Object.fromEntries(
    (lhr.audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const photos = requests.filter((request) => isPhoto(request.url));
  const failed = (request) => request.statusCode < 200 || request.statusCode >= 400;
  const tasks = longTasks(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    jsBytes: resources.script?.transferSize ?? null,
    totalBytes: resources.total?.transferSize ?? null,
    requests: resources.total?.requestCount ?? null,
    photosRequested: photos.length,
    photosLoaded: photos.filter((request) => request.statusCode === 200).length,
    photoProtocols: [...new Set(photos.map((request) => request.protocol))],
    photoBytes: photos.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    lcpPhases: lcpPhases(lhr),
    longTasks: tasks,
    longTaskCount: tasks.length,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    failedRequests: requests
      .filter(failed)
      .map((request) => `${request.statusCode} ${request.url}`),
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/** The figures of a load simulated again from its tasks' thread time (see threadTime.mjs). */
function onCpu(lhr) {
  return {
    performance: score(lhr, 'performance'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
  };
}

/**
 * Runs Lighthouse once on `url` with `preset` in `chromium` (from launchChromium): its figures are
 * Lighthouse's report's. Beside them, labelled `onCpu`, a simulated preset's load is audited a
 * second time (`auditFlowArtifacts`) from the same artifacts with every task of the trace at its
 * thread time: the page's own work, without the time this machine's other processes took.
 *
 * Each run has a browser context of its own, closed after it, as a visitor's first load has a
 * fresh browser: in a shared one, an earlier run's service worker keeps its renderer process
 * alive, the next runs on 127.0.0.1 load into it, and walking its heap costs them up to 1 s of
 * blocking time at 8x (docs/benchmark.md, "Every run in a fresh browser").
 */
export async function measure(url, preset, chromium) {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // The report keeps figures, not pictures; skipping the full-page capture saves time per run.
    disableFullPageScreenshot: true,
  };
  const context = await chromium.browser.createBrowserContext();
  const result = await context
    .newPage()
    .then((page) => lighthouse(url, flags, preset.config, page))
    .finally(() => context.close());
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const figures = summarize(result.lhr);
  if (result.lhr.configSettings.throttlingMethod !== 'simulate') return figures;
  const { artifacts } = result;
  const again = await auditFlowArtifacts(
    { gatherSteps: [{ artifacts: { ...artifacts, Trace: onThreadTime(artifacts.Trace) }, flags }] },
    preset.config,
  );
  // One gather step in, one step out (Lighthouse throws rather than return none).
  return { ...figures, onCpu: onCpu(again.steps[0].lhr) };
}
