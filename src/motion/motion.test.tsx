import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../test/reducedMotion.ts';
import { Counter } from './Counter.tsx';
import { MotionProvider, useMotionAllowed } from './MotionProvider.tsx';
import { motionStorageKey } from '../content/storageKeys.ts';
import { MotionToggle } from './MotionToggle.tsx';
import { PageTransition } from './PageTransition.tsx';
import { Reveal } from './Reveal.tsx';
import { readMotionTokens } from './motionTokens.ts';

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
  it('is plain, visible content in its final state, marked for the stylesheet to move', () => {
    renderWithMotion(
      <>
        <Reveal>First</Reveal>
        <Reveal index={3} as="li">
          Fourth
        </Reveal>
      </>,
    );
    const first = screen.getByText('First');
    expect(first).toHaveAttribute('data-reveal', '');
    expect(first).not.toHaveAttribute('data-reveal-step');
    expect(first).not.toHaveAttribute('style');
    expect(screen.getByText('Fourth')).toHaveAttribute('data-reveal-step', '3');
    expect(screen.getByText('Fourth').tagName).toBe('LI');
  });
});

describe('Counter', () => {
  it('writes its number once, as text, and gives the stylesheet what it counts to', () => {
    const stat = { name: 'projects', value: 500, suffix: '+', label: 'Projects' } as const;
    const { container } = renderWithMotion(<Counter stat={stat} />);
    const counter = container.querySelector('[data-counter]');
    expect(counter).toHaveTextContent(/^500\+$/);
    expect(counter).toHaveAttribute('data-count', '500');
    expect(counter).toHaveAttribute('data-count-suffix', '+');
    expect(counter?.querySelectorAll('[aria-hidden]')).toHaveLength(0);
  });
});

describe('the motion fallback island', () => {
  const supports = (timelines: boolean) =>
    vi.stubGlobal('CSS', { supports: (query: string) => timelines || !query.includes('timeline') });
  const fallbackMarked = () => document.documentElement.hasAttribute('data-motion-fallback');

  it('runs where the browser has no scroll timelines, and stops when motion is switched off', () => {
    supports(false);
    renderWithMotion(<Reveal>Story</Reveal>);
    expect(fallbackMarked()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Animations' }));
    expect(fallbackMarked()).toBe(false);
  });

  it('is not started where the browser has them, nor when motion is reduced', () => {
    supports(true);
    const { unmount } = renderWithMotion(<Reveal>Story</Reveal>);
    expect(fallbackMarked()).toBe(false);
    unmount();
    supports(false);
    emulateReducedMotion(true);
    renderWithMotion(<Reveal>Story</Reveal>);
    expect(fallbackMarked()).toBe(false);
  });
});

describe('the motion tokens', () => {
  it('are read from the stylesheet’s custom properties, in milliseconds and pixels', () => {
    const root = document.createElement('div');
    root.style.setProperty('--reveal-duration', '0.7s');
    root.style.setProperty('--page-exit', '150ms');
    root.style.setProperty('--reveal-distance', '28px');
    root.style.setProperty('--ease-out', 'cubic-bezier(0.22, 1, 0.36, 1)');
    document.body.append(root);
    expect(readMotionTokens(root)).toMatchObject({
      revealDuration: 700,
      pageExit: 150,
      revealDistance: 28,
      easeOut: 'cubic-bezier(0.22, 1, 0.36, 1)',
    });
    root.remove();
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
