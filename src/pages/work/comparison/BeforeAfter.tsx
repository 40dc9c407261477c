import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PhotoPicture } from '../../../components/ui/SmartImage.tsx';
import type { Photo } from '../../../content/images.ts';
import type { PhotoFiles } from '../../../lib/photoSources.ts';
import { cx } from '../../../lib/cx.ts';
import { useBrowserValue } from '../../../lib/useBrowserValue.ts';
import { motionTokens } from '../../../motion/tokens.ts';
import { useMotionAllowed } from '../../../motion/useMotionAllowed.ts';
import { trackScrollProgress } from '../../../motion/scrollProgress.ts';
import { hasScrollTimelines } from '../../../motion/scrollTimelines.ts';
import styles from './BeforeAfter.module.scss';

/**
 * One photo of the pair as the page's render chose its files (`photoFiles`): an island has no
 * settings of its own to choose them by.
 */
export interface PairPhoto {
  readonly photo: Pick<Photo, 'alt' | 'focus'>;
  readonly files: PhotoFiles;
}

export interface BeforeAfterProps {
  /** The room before the work, and after it, shot from the same spot. */
  readonly before: PairPhoto;
  readonly after: PairPhoto;
  /** The words on each photo, from the page's content file. */
  readonly beforeLabel: string;
  readonly afterLabel: string;
  /** The slider's accessible name. */
  readonly sliderLabel: string;
  /**
   * What a screen reader says for the slider's value, the share of the after photo shown in
   * whole percent: "60% after".
   */
  readonly valueText: (afterPercent: number) => string;
  /** The `sizes` attribute of both photos: how wide the pair is drawn at each viewport width. */
  readonly sizes: string;
  /** Height / width of both photos, and so of the pair. */
  readonly ratio?: number;
  readonly className?: string;
  /**
   * What the scroll wipe follows through the viewport: the pair itself by default, or the
   * ancestor this selector finds, which holds it when the pair stays in view (sticky) while that
   * scrolls past, as a story's chapter does. For the stylesheet's wipe that ancestor names its
   * view timeline in `--wipe-timeline` (BeforeAfter.module.scss).
   */
  readonly wipeAlong?: string;
}

/** The after photo's share until the visitor or the scroll moves the divider: half of each. */
const initialShare = 50;

/**
 * How far (px) a touch must travel sideways, and more sideways than up or down, before it moves
 * the divider: until then it may still become the page's scroll, which must not move it.
 */
const touchSlop = 10;

/** The after photo's share as the stylesheet has it now, its wipe included (0 to 100). */
const shownShare = (pair: HTMLElement) =>
  Number.parseFloat(getComputedStyle(pair).getPropertyValue('--after-share'));

/**
 * Where the browser has no `scrollend` event, the scroll is taken to have come to rest once this
 * long (ms) has passed without a `scroll` event.
 */
const scrollRestDelay = 150;

/** The width of the sizer's view box; only its ratio to the height matters. */
const sizerWidth = 1000;

const neverChanges = () => () => undefined;
const inBrowser = () => true;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** One primary pointer pressed on the pair, from its press to its release. */
interface Gesture {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  /** The pair's box at the press: measured once, not on every move. */
  readonly box: DOMRect;
  /** It moves the divider: a mouse at once, a touch or pen once it has gone sideways. */
  sliding: boolean;
}

/**
 * The room before and after the work, as one photo with a divider the visitor moves: by pointer,
 * touch or keyboard (a native range input), and, with motion allowed, by scrolling past it until
 * the visitor moves it themselves.
 *
 * Its HTML (and every first render) is the comparison without its divider and slider, the two
 * photos each with its label, half and half (or, with motion allowed and scroll timelines, where
 * the stylesheet's wipe has it): what a visitor sees before the code arrives, so that nothing
 * shifts when it comes (BeforeAfter.module.scss); without JavaScript the styles give each photo a
 * whole frame of its own. The divider and slider come in the deferred render that says its
 * island's code has arrived (`useBrowserValue`), so hydration matches the HTML.
 *
 * The after photo shows left of the divider, the before photo right of it, so the slider's value
 * is the share of the after photo, in every browser's native key handling alike: the right arrow
 * (and "up") shows more of the after photo and moves the divider right, Home is all before, End
 * all after, and the words say "60% after" as the value grows. (With before on the left, the
 * value would count the before photo; an input turned right to left to count the after photo
 * instead flips the arrows in Chromium but not in Safari.) The scroll wipe fills from the left
 * as the page goes down.
 *
 * The position is written to the DOM (the `--after-share` custom property the after photo's clip
 * and the divider read, the slider's value and its spoken text), never to React state: a drag or
 * a scroll renders nothing. The property goes through the CSSOM, which the site's CSP allows
 * where a style attribute is blocked.
 */
export function BeforeAfter({
  before,
  after,
  beforeLabel,
  afterLabel,
  sliderLabel,
  valueText,
  sizes,
  ratio = 2 / 3,
  className,
  wipeAlong,
}: BeforeAfterProps) {
  const live = useBrowserValue(neverChanges, inBrowser, false);
  const motionAllowed = useMotionAllowed();
  // The visitor moved the divider: from then on their choice holds, and the scroll lets go.
  const [chosen, setChosen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const slider = useRef<HTMLInputElement>(null);
  const shownValue = useRef<number | null>(null);

  /** The one writer of the after photo's share (0 to 100), whoever moves the divider. */
  const show = useEffectEvent((share: number) => {
    const pair = root.current;
    const input = slider.current;
    if (!pair || !input) return;
    pair.style.setProperty('--after-share', `${share.toFixed(2)}%`);
    // The slider's value and words change only in whole steps: a scroll frame's fraction of a
    // percent would otherwise rewrite them, and the accessibility tree, on every frame.
    const value = Math.round(share);
    if (value === shownValue.current) return;
    shownValue.current = value;
    input.value = String(value);
    input.setAttribute('aria-valuetext', valueText(value));
  });

  // The pointer and the slider's own input. The range input takes the keyboard (arrows, Page Up
  // and Down, Home, End) and assistive technology natively, but no pointer: over the whole pair,
  // Chromium moves a range input's thumb to where a touch starts, so every scroll that began on
  // the photos would move the divider. The pair answers the pointer itself instead.
  useEffect(() => {
    const pair = root.current;
    const input = slider.current;
    if (!live || !pair || !input) return;
    show(Number(input.value));

    let gesture: Gesture | null = null;
    // The divider goes where the pointer is.
    const place = (clientX: number, box: DOMRect) =>
      show(clamp(((clientX - box.left) / box.width) * 100, 0, 100));

    const onPointerDown = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      gesture = {
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        box: pair.getBoundingClientRect(),
        sliding: event.pointerType === 'mouse',
      };
      if (!gesture.sliding) return;
      // Keeps the drag going when the mouse leaves the pair (a touch is captured already).
      pair.setPointerCapture(event.pointerId);
      place(event.clientX, gesture.box);
      setChosen(true);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (gesture?.id !== event.pointerId) return;
      if (!gesture.sliding) {
        // `touch-action: pan-y` leaves the browser an up-and-down touch (or pen) to scroll with,
        // and it then cancels the pointer; one that goes sideways stays ours and slides.
        const across = Math.abs(event.clientX - gesture.x);
        if (across < touchSlop || across <= Math.abs(event.clientY - gesture.y)) return;
        gesture.sliding = true;
        pair.setPointerCapture(event.pointerId);
        setChosen(true);
      }
      place(event.clientX, gesture.box);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (gesture?.id !== event.pointerId) return;
      const { x, y, box, sliding } = gesture;
      gesture = null;
      // A tap, which neither slid nor scrolled, puts the divider where it landed.
      const moved = Math.max(Math.abs(event.clientX - x), Math.abs(event.clientY - y));
      if (sliding || moved >= touchSlop) return;
      place(event.clientX, box);
      setChosen(true);
    };
    const onPointerCancel = (event: PointerEvent) => {
      if (gesture?.id === event.pointerId) gesture = null;
    };
    // A press on the pair selects no text, drags no photo and keeps focus on the slider, as a
    // press on a range input would: the arrows then go on from where the pointer left it.
    const onMouseDown = (event: MouseEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      input.focus({ preventScroll: true });
    };
    const onInput = () => {
      show(Number(input.value));
      setChosen(true);
    };

    pair.addEventListener('pointerdown', onPointerDown);
    pair.addEventListener('pointermove', onPointerMove);
    pair.addEventListener('pointerup', onPointerUp);
    pair.addEventListener('pointercancel', onPointerCancel);
    pair.addEventListener('mousedown', onMouseDown);
    input.addEventListener('input', onInput);
    return () => {
      pair.removeEventListener('pointerdown', onPointerDown);
      pair.removeEventListener('pointermove', onPointerMove);
      pair.removeEventListener('pointerup', onPointerUp);
      pair.removeEventListener('pointercancel', onPointerCancel);
      pair.removeEventListener('mousedown', onMouseDown);
      input.removeEventListener('input', onInput);
    };
  }, [live]);

  // The scroll wipe: only with motion allowed, and only until the visitor moves the divider.
  // Without motion nothing follows the scroll, and only the slider moves it.
  useEffect(() => {
    const pair = root.current;
    const input = slider.current;
    if (!live || !motionAllowed || chosen || !pair || !input) return;
    if (hasScrollTimelines()) {
      // The stylesheet wipes the pair on the scroll's own timeline, with no script. The slider
      // takes up where it stands once the scroll comes to rest, and as it takes the keyboard:
      // so that it says, and steps from, what is shown. Only a change of a whole step is
      // written (a kiosk's attract loop, an instant scroll a frame, comes to rest every frame).
      const follow = () => {
        const share = shownShare(pair);
        if (Number.isFinite(share) && Math.round(share) !== shownValue.current) show(share);
      };
      let frame = 0;
      let timer = 0;
      // The timeline has the scroll's new place (and a wipe just started, its first) only in
      // the next frame's animations.
      const followNextFrame = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(follow);
      };
      const followSoon = () => {
        clearTimeout(timer);
        timer = window.setTimeout(followNextFrame, scrollRestDelay);
      };
      follow();
      followNextFrame();
      const [rest, onRest] =
        'onscrollend' in window ? ['scrollend', followNextFrame] : ['scroll', followSoon];
      window.addEventListener(rest, onRest, { passive: true });
      input.addEventListener('focus', follow);
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
        window.removeEventListener(rest, onRest);
        input.removeEventListener('focus', follow);
      };
    }
    // Elsewhere the motion library links it to the scroll.
    const { wipeFrom, wipeTo } = motionTokens;
    const along = (wipeAlong ? pair.closest(wipeAlong) : null) ?? pair;
    const range = { from: wipeFrom.vh / 100, to: wipeTo.vh / 100 };
    return trackScrollProgress(along, range, (progress) => {
      show(100 * clamp(progress, 0, 1));
    });
  }, [live, motionAllowed, chosen, wipeAlong]);

  return (
    <div
      ref={root}
      className={cx(styles.comparison, live && styles.live, chosen && styles.chosen, className)}
      data-comparison={live ? 'live' : 'static'}
    >
      {/* Holds the pair at one photo's shape in every state, so nothing below it moves when the
          code arrives. An SVG rather than a style attribute, which the CSP would block. */}
      <svg
        className={styles.sizer}
        viewBox={`0 0 ${sizerWidth} ${Math.round(sizerWidth * ratio)}`}
        aria-hidden="true"
      />
      <figure className={cx(styles.figure, styles.before)}>
        <PhotoPicture {...before} ratio={ratio} sizes={sizes} className={styles.photo} />
        <figcaption className={styles.label}>{beforeLabel}</figcaption>
      </figure>
      <figure className={cx(styles.figure, styles.after)}>
        <PhotoPicture {...after} ratio={ratio} sizes={sizes} className={styles.photo} />
        <figcaption className={styles.label}>{afterLabel}</figcaption>
      </figure>
      {live && (
        <>
          <input
            ref={slider}
            className={styles.slider}
            type="range"
            min={0}
            max={100}
            step={1}
            defaultValue={initialShare}
            aria-label={sliderLabel}
          />
          <div className={styles.divider} aria-hidden="true">
            <span className={styles.handle}>
              <svg
                viewBox="0 0 24 24"
                width="24"
                height="24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                focusable="false"
              >
                <path d="M9 7l-5 5 5 5M15 7l5 5-5 5" />
              </svg>
            </span>
          </div>
        </>
      )}
    </div>
  );
}
