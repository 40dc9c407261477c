import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../test/reducedMotion.ts';
import { Counter } from './Counter.tsx';
import { motionStorageKey } from '../content/storageKeys.ts';
import { MotionToggle } from './MotionToggle.tsx';
import { startMotionSwitch } from './motionSwitch.ts';
import { Reveal } from './Reveal.tsx';
import { useMotionAllowed } from './useMotionAllowed.ts';

let stopSwitch: (() => void) | undefined;

/** The page as built (the footer's switch in it), then the page's script started on it. */
function renderWithMotion(ui: React.ReactNode) {
  const view = render(
    <>
      {ui}
      <MotionToggle label="Animations" onText="On" offText="Off" systemText="Off (system)" />
    </>,
  );
  stopSwitch = startMotionSwitch();
  return view;
}

beforeEach(() => emulateReducedMotion(false));
afterEach(() => {
  stopSwitch?.();
  stopSwitch = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the Animations switch', () => {
  function Probe() {
    return <p>{useMotionAllowed() ? 'moving' : 'still'}</p>;
  }

  it('is hidden until the page script shows it', () => {
    render(<MotionToggle label="Animations" onText="On" offText="Off" systemText="Off (system)" />);
    expect(screen.queryByRole('button', { name: 'Animations' })).toBeNull();
  });

  it('allows motion by default, and not when the OS asks for less', () => {
    const { unmount } = renderWithMotion(<Probe />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    unmount();
    stopSwitch?.();
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
    act(() => fireEvent.click(toggle));
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
    stopSwitch?.();
    supports(false);
    emulateReducedMotion(true);
    renderWithMotion(<Reveal>Story</Reveal>);
    expect(fallbackMarked()).toBe(false);
  });
});
