import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMotionAllowed } from './MotionProvider.tsx';
import { readMotionTokens } from './motionTokens.ts';

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
  /** False once the location has moved on: the page fades out, then calls `onLeft`. */
  readonly present: boolean;
  readonly allowed: boolean;
  readonly onPageMounted: () => void;
  readonly onLeft: () => void;
}

/**
 * Runs a keyframe animation where the browser can; resolves when it ends either way. The last
 * frame is held until `release` runs: an arrival lets go at once (its last frame is the page's
 * own state), a departure never does, since the page is about to leave the document.
 */
function play(
  element: HTMLElement | null,
  keyframes: Keyframe[],
  duration: (tokens: ReturnType<typeof readMotionTokens>) => number,
  release: boolean,
) {
  if (!element || typeof element.animate !== 'function') return Promise.resolve();
  const tokens = readMotionTokens();
  const animation = element.animate(keyframes, {
    duration: duration(tokens),
    easing: tokens.easeOut,
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
 * One page of the route change. It animates itself with the Web Animations API (opacity and
 * transform only), so the route change needs no animation library in the code every route loads
 * before it is interactive.
 */
function Page({ children, arrived, present, allowed, onPageMounted, onLeft }: PageProps) {
  // The content this page arrived with: while it leaves, it goes on showing itself, not the page
  // that replaces it (the router already renders the new location's content).
  const [content] = useState(children);
  const element = useRef<HTMLDivElement>(null);
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
      (tokens) => tokens.pageEnter,
      true,
    );
  });
  // The arrival happens once, when this page mounts.
  useLayoutEffect(() => arrive(), []);

  // The departure, once the new location has been committed. An exit that is no longer wanted
  // (the location came back to this page while it faded) never makes way for another page.
  useEffect(() => {
    if (present) return;
    if (!allowed) {
      onLeft();
      return;
    }
    let wanted = true;
    void play(
      element.current,
      [{ opacity: 1 }, { opacity: 0 }],
      (tokens) => tokens.pageExit,
      false,
    ).then(() => {
      if (wanted) onLeft();
    });
    return () => {
      wanted = false;
    };
  }, [present, allowed, onLeft]);

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

  // The page in the document, one at a time: after a navigation the old page stays until it has
  // faded out, and only then does the current location's page mount. `null` is "the current
  // location's", set when a page has left: it becomes that key in the same render, so the page
  // reached is the one current when the fade ends, however many navigations came meanwhile.
  // No context: a value that changed here would reach into the slices of Home that have not
  // hydrated yet and make React throw their server HTML away (see `lazySlice`).
  const [shownKey, setShownKey] = useState<string | null>(transitionKey);
  const pageKey = shownKey ?? transitionKey;
  if (shownKey === null) setShownKey(pageKey);
  const pageLeft = useCallback(() => setShownKey(null), []);

  return (
    <Page
      key={pageKey}
      arrived={navigated}
      present={pageKey === transitionKey}
      allowed={allowed}
      onPageMounted={onPageMounted}
      onLeft={pageLeft}
    >
      {children}
    </Page>
  );
}
