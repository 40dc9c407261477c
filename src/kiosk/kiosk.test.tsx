import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testedSettings } from '../test/testedSettings.ts';
import { startAutoScroll, startKioskCycle } from './kioskCycle.ts';
import { parseIdleSeconds, settingsForQuery } from './kioskSettings.ts';

/** The idle timeout the tested content's settings give. */
const settingsIdle = testedSettings.kiosk.idleSeconds;

describe('?kiosk and ?idle', () => {
  it('turn kiosk mode on with any value but 0, and off with 0', () => {
    expect(settingsForQuery('?kiosk', null, settingsIdle)).toEqual({
      idleSeconds: settingsIdle,
    });
    expect(settingsForQuery('?kiosk=1', null, settingsIdle)).toEqual({
      idleSeconds: settingsIdle,
    });
    expect(settingsForQuery('?kiosk=yes&idle=30', null, settingsIdle)).toEqual({ idleSeconds: 30 });
    expect(settingsForQuery('?kiosk=0', { idleSeconds: 30 }, settingsIdle)).toBeNull();
    expect(settingsForQuery('', null, settingsIdle)).toBeNull();
  });

  it('keep the current settings on a URL without them', () => {
    expect(settingsForQuery('?utm_source=x', { idleSeconds: 45 }, settingsIdle)).toEqual({
      idleSeconds: 45,
    });
    expect(settingsForQuery('?idle=20', { idleSeconds: 45 }, settingsIdle)).toEqual({
      idleSeconds: 20,
    });
    // ?idle alone does not turn a website into a kiosk.
    expect(settingsForQuery('?idle=20', null, settingsIdle)).toBeNull();
  });

  it('bound the idle timeout sanely', () => {
    // Three seconds to an hour.
    expect(parseIdleSeconds('-5')).toBe(3);
    expect(parseIdleSeconds('0')).toBe(3);
    expect(parseIdleSeconds('999999')).toBe(3600);
    expect(parseIdleSeconds('12.6')).toBe(13);
    expect(parseIdleSeconds('abc')).toBeUndefined();
    expect(parseIdleSeconds('')).toBeUndefined();
    expect(parseIdleSeconds('Infinity')).toBeUndefined();
    expect(settingsForQuery('?kiosk&idle=abc', null, settingsIdle)).toEqual({
      idleSeconds: settingsIdle,
    });
    expect(settingsForQuery('?kiosk&idle=-5', null, settingsIdle)).toEqual({ idleSeconds: 3 });
  });
});

describe('the kiosk cycle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = () => {
    const calls: string[] = [];
    const stop = startKioskCycle({
      idleMs: 3000,
      attractPauseMs: 5000,
      onIdle: () => calls.push('reset'),
      onAttract: () => calls.push('attract'),
      onInput: () => calls.push('input'),
    });
    return { calls, stop };
  };

  it('resets after the idle time, then starts the attract loop after the pause', () => {
    const { calls, stop } = start();
    vi.advanceTimersByTime(2999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['reset']);
    vi.advanceTimersByTime(4999);
    expect(calls).toEqual(['reset']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['reset', 'attract']);
    stop();
  });

  it('counts from the last input: pointer, touch, key or wheel', () => {
    const { calls, stop } = start();
    for (const type of ['pointermove', 'touchstart', 'keydown', 'wheel']) {
      vi.advanceTimersByTime(2500);
      window.dispatchEvent(new Event(type));
    }
    expect(calls).toEqual(['input', 'input', 'input', 'input']);
    vi.advanceTimersByTime(2999);
    expect(calls).not.toContain('reset');
    vi.advanceTimersByTime(1);
    expect(calls.at(-1)).toBe('reset');
    stop();
  });

  it('stops the attract loop on input and starts counting again', () => {
    const { calls, stop } = start();
    vi.advanceTimersByTime(8000);
    expect(calls).toEqual(['reset', 'attract']);
    window.dispatchEvent(new Event('pointerdown'));
    expect(calls.at(-1)).toBe('input');
    vi.advanceTimersByTime(3000);
    expect(calls.at(-1)).toBe('reset');
    stop();
    vi.advanceTimersByTime(60_000);
    window.dispatchEvent(new Event('keydown'));
    expect(calls.at(-1)).toBe('reset');
  });
});

describe('the attract loop', () => {
  afterEach(() => vi.useRealTimers());

  /** A page 1000 px longer than the viewport, on the frames' fake clock: every scroll made. */
  function scrollablePage(): number[] {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(1800);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const positions: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      positions.push(options.top ?? 0);
    }) as typeof window.scrollTo);
    return positions;
  }

  it('scrolls slowly to the end, rests, starts over from the top, and stops when told', () => {
    const positions = scrollablePage();

    const stop = startAutoScroll({ speed: 100, restMs: 2000 });
    vi.advanceTimersByTime(5000);
    // 100 px a second: about 500 px after 5 s, moving down a little in every frame.
    expect(positions.at(-1)).toBeGreaterThan(480);
    expect(positions.at(-1)).toBeLessThan(520);
    expect(positions.every((top, index) => index === 0 || top >= (positions[index - 1] ?? 0))).toBe(
      true,
    );

    // The end (1000 px) after 10 s, then a 2 s rest, then the top again.
    vi.advanceTimersByTime(5500);
    expect(positions.at(-1)).toBe(1000);
    vi.advanceTimersByTime(1500);
    expect(positions.at(-1)).toBe(1000);
    vi.advanceTimersByTime(600);
    expect(positions.slice(positions.indexOf(1000))).toContain(0);
    vi.advanceTimersByTime(1000);
    expect(positions.at(-1)).toBeGreaterThan(50);

    stop();
    const stoppedAt = positions.length;
    vi.advanceTimersByTime(5000);
    expect(positions).toHaveLength(stoppedAt);
  });

  it('hands over to the next page at the end of its rest, when there is one', () => {
    const positions = scrollablePage();
    const onLapEnd = vi.fn();

    startAutoScroll({ speed: 100, restMs: 2000, onLapEnd });
    // Down to the end (1000 px) in 10 s, resting 2 s: then the next page, not the top again.
    vi.advanceTimersByTime(12_500);
    expect(onLapEnd).toHaveBeenCalledOnce();
    expect(positions.at(-1)).toBe(1000);
    const handedOverAt = positions.length;
    vi.advanceTimersByTime(5000);
    expect(positions).toHaveLength(handedOverAt);
  });
});
