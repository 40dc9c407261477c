// A scripted scroll through the Home story with motion on, measuring what Lighthouse cannot: main
// thread long tasks and frame pacing while the scroll-driven animations run.
import { setTimeout as sleep } from 'node:timers/promises';
import { launchBrowser } from './processes.mjs';
import { photoHeaders } from './servers.mjs';
import { photoHost } from './site.mjs';

const viewport = { width: 1280, height: 800 };
const wheelSteps = 60;
const wheelDelta = 120;
const wheelPauseMs = 50;
// A frame that took more than this many median frame intervals missed at least one refresh.
const droppedFrameFactor = 1.5;
// Ends the top-to-bottom pass should the page keep growing as it is scrolled.
const maxWheelSteps = 400;

/** Runs in the page: records long tasks (including those before it was installed) and frames. */
function installProbe() {
  const probe = { longTasks: [], frames: [] };
  window.benchProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
  const onFrame = (time) => {
    probe.frames.push(time);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** Long tasks and frame intervals inside the scrolling window [start, end] of the page clock. */
function analyse({ longTasks, frames }, start, end) {
  const during = longTasks.filter(
    (task) => task.start + task.duration >= start && task.start <= end,
  );
  const before = longTasks.filter((task) => task.start + task.duration < start);
  const times = frames.filter((time) => time >= start && time <= end);
  const intervals = times.slice(1).map((time, index) => time - times[index]);
  const sorted = [...intervals].sort((a, b) => a - b);
  const median = sorted.length > 0 ? percentile(sorted, 0.5) : null;
  const total = (tasks) => Math.round(tasks.reduce((sum, task) => sum + task.duration, 0));
  return {
    scrollMs: Math.round(end - start),
    longTasks: during.length,
    longTaskMs: total(during),
    longTaskDurations: during.map((task) => Math.round(task.duration)),
    loadLongTasks: before.length,
    loadLongTaskMs: total(before),
    frames: times.length,
    medianFrameMs: median,
    p95FrameMs: sorted.length > 0 ? percentile(sorted, 0.95) : null,
    droppedFrames:
      median === null
        ? null
        : intervals.filter((interval) => interval > droppedFrameFactor * median).length,
  };
}

/**
 * Loads Home in a Playwright-driven Chromium, scrolls it with the mouse wheel (60 steps, then once
 * from the top to the bottom) and reports long tasks and frame pacing during the scroll.
 */
export async function scrollHome({ origin, chromePath, flags, photo }) {
  const { browser, stop } = await launchBrowser(chromePath, flags);
  try {
    // Motion is what is being measured, so the page must not be asked to reduce it.
    const context = await browser.newContext({ viewport, reducedMotion: 'no-preference' });
    const photos = { served: 0, failedRequests: [] };
    // On the context rather than the page, so photos fetched by the service worker are answered
    // from the fixture too.
    await context.route(`https://${photoHost}/**`, (route) => {
      photos.served += 1;
      return route.fulfill({ status: 200, headers: photoHeaders, body: photo });
    });
    context.on('requestfailed', (request) => photos.failedRequests.push(request.url()));
    const page = await context.newPage();

    await page.goto(`${origin}/`);
    await page.waitForSelector('html[data-script="ready"]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(installProbe);
    await page.mouse.move(viewport.width / 2, viewport.height / 2);

    const start = await page.evaluate(() => performance.now());
    for (let step = 0; step < wheelSteps; step += 1) {
      await page.mouse.wheel(0, wheelDelta);
      await sleep(wheelPauseMs);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    let steps = 0;
    while (
      steps < maxWheelSteps &&
      !(await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ))
    ) {
      await page.mouse.wheel(0, wheelDelta);
      await sleep(wheelPauseMs);
      steps += 1;
    }
    // Smooth scrolling and the reveals it triggers finish after the last wheel event.
    await sleep(1000);
    const end = await page.evaluate(() => performance.now());

    const probe = await page.evaluate(() => window.benchProbe);
    return {
      viewport,
      wheelSteps,
      wheelDelta,
      wheelPauseMs,
      topToBottomSteps: steps,
      pageHeight: await page.evaluate(() => document.documentElement.scrollHeight),
      ...analyse(probe, start, end),
      photos,
    };
  } finally {
    await stop();
  }
}
