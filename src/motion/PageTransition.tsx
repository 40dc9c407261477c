import { AnimatePresence, usePresence } from 'framer-motion';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMotionAllowed } from './MotionProvider.tsx';
import { durations, easeOut } from './tokens.ts';

interface PageTransitionProps {
  /** Changes when the page changes (the pathname): a new key is a new page. */
  readonly transitionKey: string;
  readonly children: ReactNode;
  /**
   * Called once a new page is in the document, before it is painted: the moment to scroll to
   * the top and move focus, when the old page is gone and the new one not yet seen.
   */
  readonly onPageMounted: () => void;
}

interface PageProps {
  readonly children: ReactNode;
  /** False for the first page: it is the prerendered page and must not fade in. */
  readonly arrived: boolean;
  readonly allowed: boolean;
  readonly onPageMounted: () => void;
}

/**
 * Runs a keyframe animation where the browser can; resolves when it ends either way. The last
 * frame is held until `release` runs: an arrival lets go at once (its last frame is the page's
 * own state), a departure never does, since the page is about to leave the document.
 */
function play(
  element: HTMLElement | null,
  keyframes: Keyframe[],
  seconds: number,
  release: boolean,
) {
  if (!element || typeof element.animate !== 'function') return Promise.resolve();
  const animation = element.animate(keyframes, {
    duration: seconds * 1000,
    easing: easeOut,
    fill: 'both',
  });
  return animation.finished.then(
    () => {
      if (release) animation.cancel();
    },
    () => undefined,
  );
}

/**
 * One page inside AnimatePresence. It animates itself with the Web Animations API (opacity and
 * transform only) and tells AnimatePresence when its exit is done, so the route change needs no
 * `m` component: framer-motion's animation engine stays out of the code every route loads
 * before it is interactive.
 */
function Page({ children, arrived, allowed, onPageMounted }: PageProps) {
  // The content this page arrived with: while it leaves, it goes on showing itself, not the page
  // that replaces it (the router already renders the new location's content).
  const [content] = useState(children);
  const element = useRef<HTMLDivElement>(null);
  const [isPresent, safeToRemove] = usePresence();
  const arrive = useEffectEvent(() => {
    if (!arrived) return;
    onPageMounted();
    if (!allowed) return;
    void play(
      element.current,
      [
        { opacity: 0, transform: 'translateY(16px)' },
        { opacity: 1, transform: 'none' },
      ],
      durations.pageEnter,
      true,
    );
  });
  // The arrival happens once, when this page mounts.
  useLayoutEffect(() => arrive(), []);

  // A passive effect, as framer-motion's own usePresence examples run exits: the exit is reported
  // once AnimatePresence has registered it (in its layout effect, after this child's).
  useEffect(() => {
    if (isPresent) return;
    if (!allowed) {
      safeToRemove();
      return;
    }
    void play(element.current, [{ opacity: 1 }, { opacity: 0 }], durations.pageExit, false).then(
      safeToRemove,
    );
  }, [isPresent, allowed, safeToRemove]);

  return <div ref={element}>{content}</div>;
}

/**
 * The shared route change: the old page fades out, the new one fades up. With motion off both
 * steps take no time. The first page renders as plain content (no inline style in the HTML, no
 * fade on the largest paint); only pages reached by navigation animate in.
 */
export function PageTransition({ transitionKey, children, onPageMounted }: PageTransitionProps) {
  const allowed = useMotionAllowed();
  const [initialKey] = useState(transitionKey);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && transitionKey !== initialKey) setNavigated(true);

  return (
    // presenceAffectsLayout off: otherwise every render here gives the page a new presence
    // context, which would reach into the slices of Home that have not hydrated yet and make
    // React throw their server HTML away (see `lazySlice`).
    <AnimatePresence mode="wait" presenceAffectsLayout={false}>
      <Page key={transitionKey} arrived={navigated} allowed={allowed} onPageMounted={onPageMounted}>
        {children}
      </Page>
    </AnimatePresence>
  );
}
