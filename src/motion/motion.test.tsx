import { act, fireEvent, render, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../test/reducedMotion.ts';
import { Counter } from './Counter.tsx';
import { MotionProvider, useMotionAllowed } from './MotionProvider.tsx';
import { motionStorageKey } from '../content/storageKeys.ts';
import { MotionToggle } from './MotionToggle.tsx';
import { PageTransition } from './PageTransition.tsx';
import { Reveal } from './Reveal.tsx';
import { revealFallbackMs } from './tokens.ts';

/** jsdom has no layout: place every element below a 768 px viewport, as on a long page. */
function placeBelowTheFold() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top: 2000,
    bottom: 2100,
    left: 0,
    right: 100,
    width: 100,
    height: 100,
    x: 0,
    y: 2000,
    toJSON: () => ({}),
  });
}

const renderWithMotion = (ui: React.ReactNode) =>
  render(
    <MotionProvider>
      {ui}
      <MotionToggle label="Animations" onText="On" offText="Off" systemText="Off (system)" />
    </MotionProvider>,
  );

beforeEach(() => emulateReducedMotion(false));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useMotionAllowed', () => {
  function Probe() {
    return <p>{useMotionAllowed() ? 'moving' : 'still'}</p>;
  }

  it('allows motion by default, and not when the OS asks for less', () => {
    const { unmount } = renderWithMotion(<Probe />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    unmount();
    emulateReducedMotion(true);
    renderWithMotion(<Probe />);
    expect(screen.getByText('still')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Animations' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription('Off (system)');
  });

  it('follows the footer toggle and remembers it', () => {
    renderWithMotion(<Probe />);
    // One name throughout; the state is aria-pressed alone, and the eye reads it beside the name.
    const toggle = screen.getByRole('button', { name: 'Animations' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Animations: On');
    fireEvent.click(toggle);
    expect(screen.getByText('still')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Animations');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveTextContent('Animations: Off');
    expect(toggle).not.toHaveAccessibleDescription();
    expect(window.localStorage.getItem(motionStorageKey)).toBe('off');
    expect(document.documentElement.dataset.motion).toBe('off');
  });
});

describe('Reveal', () => {
  it('arms content below the fold and plays it when it comes into view', () => {
    placeBelowTheFold();
    renderWithMotion(<Reveal>Story</Reveal>);
    const wrapper = screen.getByText('Story');
    expect(wrapper).toHaveAttribute('data-reveal', 'waiting');
    act(() => mockAllIsIntersecting(true));
    expect(wrapper).toHaveAttribute('data-reveal', 'played');
  });

  it('leaves content on screen at load alone', () => {
    renderWithMotion(<Reveal>Hero text</Reveal>);
    expect(screen.getByText('Hero text')).toHaveAttribute('data-reveal', 'static');
  });

  it('stays static when motion is reduced', () => {
    emulateReducedMotion(true);
    placeBelowTheFold();
    renderWithMotion(<Reveal>Calm</Reveal>);
    expect(screen.getByText('Calm')).toHaveAttribute('data-reveal', 'static');
  });

  it('shows everything at once when the visitor turns motion off', () => {
    placeBelowTheFold();
    renderWithMotion(<Reveal>Later</Reveal>);
    expect(screen.getByText('Later')).toHaveAttribute('data-reveal', 'waiting');
    fireEvent.click(screen.getByRole('button', { name: /Animations/ }));
    expect(screen.getByText('Later')).toHaveAttribute('data-reveal', 'static');
  });

  it('is never stuck hidden: focus or a timeout reveals it if the observer never reports', () => {
    vi.useFakeTimers();
    placeBelowTheFold();
    renderWithMotion(
      <>
        <Reveal>
          <a href="#x">Focusable</a>
        </Reveal>
        <Reveal>Unobserved</Reveal>
      </>,
    );
    fireEvent.focusIn(screen.getByRole('link', { name: 'Focusable' }));
    expect(screen.getByRole('link').parentElement).toHaveAttribute('data-reveal', 'played');
    expect(screen.getByText('Unobserved')).toHaveAttribute('data-reveal', 'waiting');
    act(() => vi.advanceTimersByTime(revealFallbackMs));
    expect(screen.getByText('Unobserved')).toHaveAttribute('data-reveal', 'played');
  });
});

describe('Counter', () => {
  const format = (value: number) => `${value}+`;
  const copy = (container: HTMLElement) =>
    container.querySelector('[data-counter] [aria-hidden="true"]');

  it('writes its value once, as text everyone gets, when it does not count', () => {
    const { container } = renderWithMotion(<Counter value={500} format={format} />);
    expect(container.querySelector('[data-counter]')).toHaveTextContent(/^500\+$/);
    expect(copy(container)).toBeNull();
  });

  it('counts up from zero once it scrolls into view and ends as one text at the value', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout'] });
    placeBelowTheFold();
    const { container } = renderWithMotion(<Counter value={500} format={format} />);
    // Waiting: the copy shows zero; the value stays readable for screen readers.
    expect(copy(container)).toHaveTextContent(/^0\+$/);
    expect(screen.getByText('500+')).not.toHaveAttribute('aria-hidden');
    act(() => mockAllIsIntersecting(true));
    // The count starts from zero, never from the final value.
    expect(copy(container)).toHaveTextContent(/^0\+$/);
    act(() => vi.advanceTimersByTime(400));
    const midway = Number(copy(container)?.textContent?.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(500);
    act(() => vi.advanceTimersByTime(3000));
    expect(copy(container)).toBeNull();
    expect(container.querySelector('[data-counter]')).toHaveTextContent(/^500\+$/);
  });

  it('does not render React on every frame of the count', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout'] });
    placeBelowTheFold();
    let commits = 0;
    renderWithMotion(
      <Profiler id="counter" onRender={() => (commits += 1)}>
        <Counter value={500} format={format} />
      </Profiler>,
    );
    act(() => mockAllIsIntersecting(true));
    commits = 0;
    // Frame by frame, each in its own act, as the browser would paint them.
    for (let frame = 0; frame < 200; frame += 1) act(() => vi.advanceTimersByTime(16));
    // About a hundred frames of counting; one render when the count ends.
    expect(commits).toBe(1);
  });

  it('counts again, from zero, when motion is switched off and on while it is below the fold', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout'] });
    placeBelowTheFold();
    const { container } = renderWithMotion(<Counter value={500} format={format} />);
    act(() => mockAllIsIntersecting(true));
    act(() => vi.advanceTimersByTime(3000));
    expect(copy(container)).toBeNull();

    const toggle = screen.getByRole('button', { name: /^Animations/ });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(copy(container)).toHaveTextContent(/^0\+$/);
    act(() => mockAllIsIntersecting(true));
    act(() => vi.advanceTimersByTime(400));
    const midway = Number(copy(container)?.textContent?.replace('+', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(500);
  });

  it('stays at the final value, once, when motion is reduced', () => {
    emulateReducedMotion(true);
    placeBelowTheFold();
    const { container } = renderWithMotion(<Counter value={15} format={format} />);
    expect(container.querySelector('[data-counter]')).toHaveTextContent(/^15\+$/);
    expect(copy(container)).toBeNull();
  });
});

describe('PageTransition', () => {
  /** jsdom has no Web Animations: record what would play and let the test finish it. */
  function recordAnimations() {
    const played: { keyframes: Keyframe[]; finish: () => void; cancel: () => void }[] = [];
    HTMLElement.prototype.animate = vi.fn((keyframes: Keyframe[]) => {
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const cancel = vi.fn();
      played.push({ keyframes, finish, cancel });
      return { finished, cancel } as unknown as Animation;
    }) as unknown as HTMLElement['animate'];
    return played;
  }
  afterEach(() => Reflect.deleteProperty(HTMLElement.prototype, 'animate'));

  const renderPages = (key: string, onPageMounted: () => void) => (
    <MotionProvider>
      <PageTransition transitionKey={key} onPageMounted={onPageMounted}>
        <h1>{key}</h1>
      </PageTransition>
    </MotionProvider>
  );

  it('leaves the first page alone, fades the old page out and the new one in', async () => {
    const played = recordAnimations();
    const shown = vi.fn();
    const { rerender } = render(renderPages('first', shown));
    expect(played).toHaveLength(0);

    rerender(renderPages('second', shown));
    expect(screen.getByRole('heading')).toHaveTextContent('first');
    expect(played.map((animation) => animation.keyframes)).toEqual([
      [{ opacity: 1 }, { opacity: 0 }],
    ]);
    await act(async () => played[0]?.finish());

    expect(await screen.findByRole('heading')).toHaveTextContent('second');
    expect(shown).toHaveBeenCalledTimes(1);
    expect(played[1]?.keyframes.map((frame) => frame.opacity)).toEqual([0, 1]);
    // The old page keeps its faded-out last frame until it is gone (no flash of it at full
    // opacity); the new page lets go of its animation once it has arrived.
    expect(played[0]?.cancel).not.toHaveBeenCalled();
    await act(async () => played[1]?.finish());
    expect(played[1]?.cancel).toHaveBeenCalledOnce();
  });

  it('shows the location current when the fade ends, after several navigations', async () => {
    const played = recordAnimations();
    const shown = vi.fn();
    const { rerender } = render(renderPages('first', shown));
    rerender(renderPages('second', shown));
    rerender(renderPages('third', shown));
    // One page at a time: the first goes on fading out, once.
    expect(screen.getByRole('heading')).toHaveTextContent('first');
    expect(played).toHaveLength(1);
    await act(async () => played[0]?.finish());

    expect(await screen.findByRole('heading')).toHaveTextContent('third');
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('keeps the page when the location comes back to it while it fades', async () => {
    const played = recordAnimations();
    const shown = vi.fn();
    const { rerender } = render(renderPages('first', shown));
    rerender(renderPages('second', shown));
    rerender(renderPages('first', shown));
    await act(async () => played[0]?.finish());

    expect(screen.getByRole('heading')).toHaveTextContent('first');
    expect(shown).not.toHaveBeenCalled();
    expect(played).toHaveLength(1);
  });

  it('changes pages at once, without animating, when motion is reduced', async () => {
    emulateReducedMotion(true);
    const played = recordAnimations();
    const shown = vi.fn();
    const { rerender } = render(renderPages('first', shown));
    rerender(renderPages('second', shown));
    expect(await screen.findByRole('heading')).toHaveTextContent('second');
    expect(shown).toHaveBeenCalledTimes(1);
    expect(played).toHaveLength(0);
  });
});
