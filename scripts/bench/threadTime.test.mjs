import { describe, expect, it } from 'vitest';
import { onThreadTime } from './threadTime.mjs';

const page = { pid: 1, tid: 7 };
const start = {
  ...page,
  ph: 'R',
  name: 'navigationStart',
  ts: 0,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:4610/' } },
};

describe('onThreadTime', () => {
  it("shortens each of the page's tasks to its thread time, keeping what it holds inside it", () => {
    const task = { ...page, ph: 'X', name: 'RunTask', ts: 1000, dur: 15000, tdur: 3000 };
    const request = { ...page, ph: 'I', name: 'ResourceSendRequest', ts: 11000 };
    const call = { ...page, ph: 'X', name: 'FunctionCall', ts: 6000, dur: 5000, tdur: 1000 };
    const later = { ...page, ph: 'X', name: 'RunTask', ts: 20000, dur: 2000, tdur: 2000 };
    const { traceEvents } = onThreadTime({ traceEvents: [start, task, call, request, later] });
    expect(traceEvents).toEqual([
      start,
      { ...task, dur: 3000 },
      { ...call, ts: 2000, dur: 1000 },
      { ...request, ts: 3000 },
      later,
    ]);
  });

  it('leaves other threads, and tasks that say no thread time, as they were', () => {
    const other = { pid: 1, tid: 9, ph: 'X', name: 'RunTask', ts: 1000, dur: 15000, tdur: 3000 };
    const untimed = { ...page, ph: 'X', name: 'RunTask', ts: 1000, dur: 15000 };
    const trace = { traceEvents: [start, other, untimed] };
    expect(onThreadTime(trace).traceEvents).toEqual(trace.traceEvents);
  });

  it('returns a trace without a page navigation unchanged', () => {
    const trace = { traceEvents: [{ ...page, ph: 'X', name: 'RunTask', ts: 0, dur: 9, tdur: 1 }] };
    expect(onThreadTime(trace)).toBe(trace);
  });
});
