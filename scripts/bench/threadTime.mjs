// A trace's page work at the time the page's main thread actually ran, for a second simulation.
//
// Lighthouse's simulated throttling multiplies each main-thread task's wall time by the CPU
// slowdown. On a small machine that wall time also holds the time the thread waited for a core
// while Chromium's other processes and threads, the servers and Lighthouse itself ran: on two
// cores a task of 1 ms of work can last 15 ms, which an 8x slowdown turns into 120 ms, 70 ms of it
// "blocking". Trace events carry the thread's own CPU time (`tdur`) beside their wall time (`dur`),
// so each task can be shortened to its CPU time and the same load simulated again.

/** The renderer main thread that loaded the page: the one that marked its navigation's start. */
function pageMainThread(events) {
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  return start ? { pid: start.pid, tid: start.tid } : null;
}

const isTask = (event) => event.ph === 'X' && event.name === 'RunTask' && event.dur > 0;

/**
 * A copy of `trace` in which every task of the page's main thread lasts its thread time instead of
 * its wall time, and everything that happened inside it is moved closer to its start in the same
 * proportion. So each event stays inside its task, in its order, and what a task started (a
 * request, a paint) stays attributed to it. Tasks without thread time, and every other thread, are
 * left as they were. Returns the trace unchanged if it has no such thread.
 */
export function onThreadTime(trace) {
  const thread = pageMainThread(trace.traceEvents);
  if (!thread) return trace;
  const events = trace.traceEvents
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid)
    // A task before what it holds: by start, then the longer first.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const squeezed = new Map();
  let task = null;
  let ratio = 1;
  for (const event of events) {
    if (task && event.ts >= task.ts + task.dur) task = null;
    if (!task && isTask(event)) {
      task = event;
      ratio = event.tdur > 0 && event.tdur < event.dur ? event.tdur / event.dur : 1;
      if (ratio < 1) squeezed.set(event, { ...event, dur: event.tdur });
    } else if (task && ratio < 1) {
      squeezed.set(event, {
        ...event,
        ts: task.ts + (event.ts - task.ts) * ratio,
        ...(event.dur === undefined ? {} : { dur: event.dur * ratio }),
      });
    }
  }
  return {
    ...trace,
    traceEvents: trace.traceEvents.map((event) => squeezed.get(event) ?? event),
  };
}
