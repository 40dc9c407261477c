import { animate, scroll } from 'framer-motion';
import { createRoot } from 'react-dom/client';
import { observe } from 'react-intersection-observer';
import { motionTokens } from '../tokens.ts';
import { fallbackEasing } from './easing.ts';
import { HeroScene } from './HeroScene.tsx';
import styles from './HeroScene.module.scss';

/** How far inside the viewport a reveal or a counter must be before it plays. */
const rootMargin = '0px 0px -8% 0px';

type Stop = () => void;

/** Below the viewport: only what the visitor has not seen yet waits to reveal or count. */
const belowTheFold = (element: Element) => element.getBoundingClientRect().top > window.innerHeight;

/** Runs `play` once `element` comes into view or gains focus, whichever comes first. */
function whenInView(element: Element, trigger: Element, play: () => void): Stop {
  let stopObserving: Stop = () => undefined;
  const once = () => {
    stop();
    play();
  };
  const stop = () => {
    stopObserving();
    element.removeEventListener('focusin', once);
  };
  stopObserving = observe(trigger, (inView) => inView && once(), { rootMargin });
  element.addEventListener('focusin', once);
  return stop;
}

function armReveal(element: HTMLElement): Stop {
  const step = Number(element.dataset.revealStep ?? 0);
  const from = `translateY(${motionTokens.revealDistance.px}px)`;
  element.style.opacity = '0';
  element.style.transform = from;
  // A sideways row's items follow the row's entry, as in the stylesheet.
  const trigger = element.closest('[data-reveal-list]') ?? element;
  let running: { stop: () => void } | undefined;
  const stopWaiting = whenInView(element, trigger, () => {
    running = animate(
      element,
      { opacity: [0, 1], transform: [from, 'translateY(0px)'] },
      {
        duration: motionTokens.revealDuration.ms / 1000,
        delay: (step * motionTokens.revealStepDelay.ms) / 1000,
        ease: fallbackEasing(motionTokens.easeOut.easing),
        onComplete: () => element.style.removeProperty('transform'),
      },
    );
  });
  return () => {
    stopWaiting();
    running?.stop();
    element.style.removeProperty('opacity');
    element.style.removeProperty('transform');
  };
}

function armCounter(element: HTMLElement): Stop {
  const value = Number(element.dataset.count);
  const show = (count: number, counting: boolean) => {
    element.style.setProperty('--count', String(Math.round(count)));
    element.style.setProperty('--counting', counting ? '1' : '0');
  };
  show(0, true);
  let running: { stop: () => void } | undefined;
  const stopWaiting = whenInView(element, element, () => {
    running = animate(0, value, {
      duration: motionTokens.counterDuration.ms / 1000,
      ease: fallbackEasing(motionTokens.easeOut.easing),
      onUpdate: (count) => show(count, true),
      onComplete: () => show(value, false),
    });
  });
  return () => {
    stopWaiting();
    running?.stop();
    element.style.removeProperty('--count');
    element.style.removeProperty('--counting');
  };
}

/** The band's grain, drifting against the scroll as its section crosses the viewport. */
function armDrift(element: HTMLElement): Stop {
  const section = element.closest('section') ?? element;
  const { percent } = motionTokens.driftDistance;
  const stop = scroll(
    animate(
      element,
      { transform: [`translateY(${percent}%)`, `translateY(${-percent}%)`] },
      { ease: 'linear' },
    ),
    { target: section, offset: ['start end', 'end start'] },
  );
  return () => {
    stop();
    element.style.removeProperty('transform');
  };
}

/** The hero's parallax scene, over its static photo (which stays the page's largest paint). */
function armHero(hero: HTMLElement): Stop {
  const [photo, grain] = hero.children;
  if (!photo || !grain) return () => undefined;
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  // After the still grain, so that the scene paints over both it and the photo.
  grain.after(holder);
  const root = createRoot(holder);
  root.render(<HeroScene photo={photo} grain={grain} className={styles.scene} />);
  return () => {
    root.unmount();
    holder.remove();
  };
}

/**
 * The motion of the page where the browser has no scroll timelines (Firefox today): the same
 * rises, counts, drift and parallax as the stylesheet's (`styles/_motion.scss`), through
 * react-intersection-observer (when a part comes into view), framer-motion (the rises, the counts,
 * the drift) and @react-spring/parallax (the hero), on the same tokens. Only what is below the
 * viewport when the page starts waits: what the visitor already sees is never hidden. Returns the
 * way to stop, which leaves every part in its final state.
 */
export function startMotionFallback(): Stop {
  const arm = (element: HTMLElement, waits: boolean): Stop => {
    if (element.hasAttribute('data-parallax-scene')) return armHero(element);
    if (element.hasAttribute('data-drift')) return armDrift(element);
    if (!waits) return () => undefined;
    if (element.hasAttribute('data-counter')) return armCounter(element);
    return armReveal(element);
  };
  const found = [
    ...document.body.querySelectorAll<HTMLElement>(
      '[data-reveal], [data-counter], [data-drift], [data-parallax-scene]',
    ),
  ];
  // Every place read before any part is put in its waiting state: one layout, not one a part.
  const waits = found.map(belowTheFold);
  const stops = found.map((element, index) => arm(element, waits[index] ?? false));
  return () => stops.forEach((stop) => stop());
}
