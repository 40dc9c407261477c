import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Photo } from '../../../content/images.ts';
import { motionStorageKey } from '../../../content/storageKeys.ts';
import { photoFiles } from '../../../lib/photoSources.ts';
import { emulateReducedMotion } from '../../../test/reducedMotion.ts';
import { BeforeAfter, type PairPhoto } from './BeforeAfter.tsx';

/** A photo of the pair as a page's render gives it to the island. */
const pairPhoto = (photo: Photo): PairPhoto => ({
  photo,
  files: photoFiles(photo, { ratio: 2 / 3 }, { kind: 'host' }, {}),
});
const before = pairPhoto({
  id: '1693948568453-a3564f179a84',
  alt: 'The kitchen floor before: worn, grey and scratched',
});
const after = pairPhoto({
  id: '1581858726788-75bc0f6a952d',
  alt: 'The same floor after: warm, even and smooth',
});

// The words a page passes in from its content file.
const words = {
  beforeLabel: 'Before',
  afterLabel: 'After',
  sliderLabel: 'Compare before and after',
  valueText: (afterPercent: number) => `${afterPercent}% after`,
};

const pair = <BeforeAfter before={before} after={after} {...words} sizes="100vw" />;

const root = () => document.querySelector<HTMLElement>('[data-comparison]');
/**
 * Where the divider stands, from the pair's left: the custom property the after photo's clip
 * (`inset(0 calc(100% - var(--after-share)) 0 0)`) and the divider read. The after photo shows left
 * of it, so it is also the after photo's share.
 */
const divider = () => root()?.style.getPropertyValue('--after-share');

/**
 * jsdom has no layout: the pair is 400 × 300 px, 100 px from the viewport's left, its top 1500 px
 * down the page (as it moves with the scroll), under jsdom's 768 px high viewport.
 */
function placePair() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    const top = 1500 - window.scrollY;
    return {
      top,
      bottom: top + 300,
      left: 100,
      right: 500,
      width: 400,
      height: 300,
      x: 100,
      y: top,
      toJSON: () => ({}),
    };
  });
}

// The scroll's progress through the pair is the motion library's to measure (`scrollProgress.ts`,
// which needs a browser's layout, checked in e2e/work.spec.ts): here it is what the test says.
const scrollTracking = vi.hoisted(() => ({
  listeners: new Set<(progress: number) => void>(),
  ranges: [] as unknown[],
}));
vi.mock('../../../motion/scrollProgress.ts', () => ({
  trackScrollProgress: (_target: Element, range: unknown, onProgress: (p: number) => void) => {
    scrollTracking.ranges.push(range);
    scrollTracking.listeners.add(onProgress);
    return () => scrollTracking.listeners.delete(onProgress);
  },
}));

/** The scroll has carried the pair this far through the viewport (0 coming in, 1 leaving). */
function scrollThrough(progress: number) {
  act(() => scrollTracking.listeners.forEach((listener) => listener(progress)));
}

beforeEach(() => {
  emulateReducedMotion(false);
  // jsdom implements no pointer capture.
  Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', {
    value: vi.fn(),
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'setPointerCapture');
  vi.unstubAllGlobals();
});

describe('BeforeAfter before its code arrives', () => {
  /** The prerendered pair in the document, as the browser has it before the code runs. */
  function prerendered() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(pair);
    document.body.append(container);
    return container;
  }

  afterEach(() => document.body.replaceChildren());

  it('is both photos, each with its label, and no slider, in the prerendered HTML', () => {
    const view = within(prerendered());
    const [beforeFigure, afterFigure] = view.getAllByRole('figure');
    expect(within(beforeFigure as HTMLElement).getByRole('img')).toHaveAccessibleName(
      before.photo.alt,
    );
    expect(beforeFigure?.querySelector('figcaption')).toHaveTextContent(/^Before$/);
    expect(within(afterFigure as HTMLElement).getByRole('img')).toHaveAccessibleName(
      after.photo.alt,
    );
    expect(afterFigure?.querySelector('figcaption')).toHaveTextContent(/^After$/);
    expect(view.queryByRole('slider')).toBeNull();
    expect(root()).toHaveAttribute('data-comparison', 'static');
  });

  it('hydrates without a mismatch, keeps the same photos, then becomes a labelled slider', async () => {
    placePair();
    const container = prerendered();
    const photos = [...container.querySelectorAll('img')];
    // A mismatch would be a console error, which fails the test (src/test/consoleGuard.ts).
    const hydrated = await act(async () => hydrateRoot(container, pair));
    const slider = screen.getByRole('slider', { name: words.sliderLabel });
    // With motion allowed, the scroll wipe takes it from the first scroll frame: below the
    // viewport, that holds it at the before photo.
    expect(scrollTracking.listeners.size).toBe(1);
    scrollThrough(0);
    expect(slider).toHaveValue('0');
    expect(slider).toHaveAttribute('aria-valuetext', '0% after');
    expect(root()).toHaveAttribute('data-comparison', 'live');
    // The very photos already loading stay in the page, not made (and fetched) again.
    expect(photos).toHaveLength(2);
    for (const photo of photos) expect(container).toContainElement(photo);
    act(() => hydrated.unmount());
  });
});

describe('BeforeAfter once live', () => {
  // Without the scroll wipe, the divider starts half way and moves only as the visitor moves it.
  beforeEach(() => {
    emulateReducedMotion(true);
    placePair();
  });

  it('moves the divider, and so the after photo’s clip, with the slider’s value', () => {
    render(pair);
    const slider = screen.getByRole('slider', { name: words.sliderLabel });
    expect(slider).toHaveValue('50');
    expect(slider).toHaveAttribute('aria-valuetext', '50% after');
    expect(divider()).toBe('50.00%');
    // What the browser fires for each arrow, Page Up or Down, Home or End on a range input.
    fireEvent.input(slider, { target: { value: '70' } });
    expect(divider()).toBe('70.00%');
    expect(slider).toHaveAttribute('aria-valuetext', '70% after');
    // Home: all before.
    fireEvent.input(slider, { target: { value: '0' } });
    expect(divider()).toBe('0.00%');
    expect(slider).toHaveAttribute('aria-valuetext', '0% after');
  });

  it('follows a mouse pressed and dragged anywhere over the pair', () => {
    render(pair);
    const pairElement = root() as HTMLElement;
    const mouse = { pointerId: 1, pointerType: 'mouse', isPrimary: true };
    fireEvent.pointerDown(pairElement, { ...mouse, clientX: 200 });
    expect(divider()).toBe('25.00%');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '25% after');
    fireEvent.pointerMove(pairElement, { ...mouse, clientX: 400 });
    expect(divider()).toBe('75.00%');
    // Past the edge, it stops at the edge.
    fireEvent.pointerMove(pairElement, { ...mouse, clientX: 900 });
    expect(divider()).toBe('100.00%');
    expect(screen.getByRole('slider')).toHaveValue('100');
    // Released, the mouse moves it no more.
    fireEvent.pointerUp(pairElement, { ...mouse, clientX: 900 });
    fireEvent.pointerMove(pairElement, { ...mouse, clientX: 200 });
    expect(divider()).toBe('100.00%');
  });

  it('leaves a vertical swipe to the page, and follows a sideways one', () => {
    render(pair);
    const pairElement = root() as HTMLElement;
    const touch = { pointerId: 2, pointerType: 'touch', isPrimary: true };
    // Down on the photos, then up the screen: the browser scrolls and cancels the pointer.
    fireEvent.pointerDown(pairElement, { ...touch, clientX: 150, clientY: 200 });
    fireEvent.pointerMove(pairElement, { ...touch, clientX: 153, clientY: 160 });
    fireEvent.pointerCancel(pairElement, touch);
    expect(divider()).toBe('50.00%');
    // Sideways: it slides once past the slop, and then follows the finger.
    fireEvent.pointerDown(pairElement, { ...touch, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(pairElement, { ...touch, clientX: 305, clientY: 200 });
    expect(divider()).toBe('50.00%');
    fireEvent.pointerMove(pairElement, { ...touch, clientX: 340, clientY: 204 });
    expect(divider()).toBe('60.00%');
    fireEvent.pointerUp(pairElement, { ...touch, clientX: 340, clientY: 204 });
    // A tap puts the divider where it landed.
    fireEvent.pointerDown(pairElement, { ...touch, clientX: 140, clientY: 200 });
    fireEvent.pointerUp(pairElement, { ...touch, clientX: 140, clientY: 201 });
    expect(divider()).toBe('10.00%');
  });
});

describe('BeforeAfter and the scroll', () => {
  beforeEach(() => {
    scrollTracking.listeners.clear();
    scrollTracking.ranges.length = 0;
    placePair();
  });

  it('wipes from before to after as the pair scrolls through, with motion allowed', () => {
    render(pair);
    // From its centre at 80% of the viewport's height to 20%, as the tokens say.
    expect(scrollTracking.ranges).toEqual([{ from: 0.8, to: 0.2 }]);
    // Coming in: all before.
    scrollThrough(0);
    expect(divider()).toBe('0.00%');
    scrollThrough(0.5);
    expect(divider()).toBe('50.00%');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '50% after');
    scrollThrough(1);
    expect(divider()).toBe('100.00%');
    expect(screen.getByRole('slider')).toHaveValue('100');
  });

  it('lets go once the visitor moves the slider: their choice holds', () => {
    render(pair);
    scrollThrough(0.5);
    fireEvent.input(screen.getByRole('slider'), { target: { value: '20' } });
    scrollThrough(1);
    expect(divider()).toBe('20.00%');
    expect(scrollTracking.listeners.size).toBe(0);
  });

  it('keeps the wipe when a touch on the photos only scrolled the page', () => {
    render(pair);
    const pairElement = root() as HTMLElement;
    const touch = { pointerId: 3, pointerType: 'touch', isPrimary: true };
    fireEvent.pointerDown(pairElement, { ...touch, clientX: 150, clientY: 200 });
    fireEvent.pointerMove(pairElement, { ...touch, clientX: 150, clientY: 150 });
    fireEvent.pointerCancel(pairElement, touch);
    scrollThrough(1);
    expect(divider()).toBe('100.00%');
  });

  it('is moved by the slider alone when the system asks for reduced motion', () => {
    emulateReducedMotion(true);
    render(pair);
    expect(divider()).toBe('50.00%');
    scrollThrough(0.5);
    scrollThrough(1);
    expect(divider()).toBe('50.00%');
    fireEvent.input(screen.getByRole('slider'), { target: { value: '80' } });
    expect(divider()).toBe('80.00%');
  });

  it('leaves the wipe to the stylesheet where the browser has scroll timelines', () => {
    vi.stubGlobal('CSS', { supports: (query: string) => query.includes('animation-timeline') });
    render(pair);
    // Nothing of the pair's code follows the scroll: the browser's timeline does.
    expect(scrollTracking.listeners.size).toBe(0);
    // Where the wipe stands (the browser's animated value; here, set by hand) is what the slider
    // says and steps from once it takes the keyboard.
    act(() => root()?.style.setProperty('--after-share', '30%'));
    fireEvent.focus(screen.getByRole('slider'));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '30% after');
    expect(screen.getByRole('slider')).toHaveValue('30');
  });

  it('is moved by the slider alone with "Animations: Off"', () => {
    window.localStorage.setItem(motionStorageKey, 'off');
    render(pair);
    scrollThrough(0.5);
    scrollThrough(1);
    expect(divider()).toBe('50.00%');
  });
});
