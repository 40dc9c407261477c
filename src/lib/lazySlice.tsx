import {
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';
import { nextTask } from './nextTask.ts';
import { arrivedValue, tracked, type Tracked } from './tracked.ts';

/**
 * A part of a long page that hydrates on its own, after the page: its code is fetched when it
 * nears the viewport (a screen ahead), gains focus or is touched, or when the browser is idle
 * (the waiting slices take turns, one per idle moment), whichever comes first. Until then React keeps its prerendered HTML in place (a
 * dehydrated Suspense boundary): complete, with working plain links, just not moving yet.
 *
 * Two rules keep that HTML in place, because React throws a dehydrated boundary's HTML away
 * (and renders its empty fallback) when the boundary receives an update outside a transition:
 * - the boundary's element is created once, so re-rendering the slice never updates it;
 * - no context above it changes value while it waits. The motion provider keeps a constant
 *   value for that reason, and the kiosk and the page transition provide none; the
 *   router's change only on a navigation, which is a transition that waits for the slice, and a
 *   slice wants its code as soon as one starts.
 */
export interface LazySlice {
  /** Names it in the page (`data-slice`) and in a message if its code fails to load. */
  readonly name: string;
  /** The slice in its place on the page. */
  readonly Slice: ComponentType;
  /** Fetches the slice's code (once; again after a failure). A page rendered from nothing needs it first. */
  readonly load: () => Promise<void>;
}

/** How far ahead of the viewport a slice's code is fetched: one screen above and below. */
const nearViewport = '100% 0px';

/** The browser's next idle moment; without `requestIdleCallback` (Safari), shortly after. */
function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else window.setTimeout(callback, 500);
}

/**
 * The slices still waiting, in page order (the order they mounted). Idle moments wake them one
 * at a time, the next once the one before has its code: a slow phone hydrates one part of the
 * story per idle moment, never the whole of it in one go.
 */
const waitingForIdle = new Set<() => void>();
let idleWakeScheduled = false;

function wakeOneWhenIdle(): void {
  if (idleWakeScheduled || waitingForIdle.size === 0) return;
  idleWakeScheduled = true;
  whenIdle(() => {
    idleWakeScheduled = false;
    const [wake] = waitingForIdle;
    if (wake) wake();
    else wakeOneWhenIdle();
  });
}

const subscribeNever = () => () => undefined;

/**
 * True while React hydrates the calling component from the prerendered HTML (then it renders
 * again at once with `false`).
 */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );

/** A slice's code once it has arrived. */
interface SliceCode {
  readonly Component: ComponentType;
}

export function lazySlice(name: string, load: () => Promise<ComponentType>): LazySlice {
  let code: Tracked<SliceCode> | undefined;
  const loadCode = (): Tracked<SliceCode> => {
    code ??= tracked(
      load().then(
        (Component) => ({ Component }),
        (failure: unknown) => {
          code = undefined;
          throw failure;
        },
      ),
    );
    return code;
  };

  // The code its prerendered HTML waits for: fetched once the slice is wanted. If it fails, the
  // HTML stays as it is, static and working, rather than turning into an error.
  let isWanted = false;
  let resolveWanted: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (resolveWanted = resolve));
  // Its download starts in a task of its own: the slices near the first screen are wanted
  // together, and their downloads and preloads made one long task on a slow phone.
  const wantedCode = wanted.then(nextTask).then(loadCode);
  const want = () => {
    if (isWanted) return;
    isWanted = true;
    waitingForIdle.delete(want);
    resolveWanted();
    // The next waiting slice's idle turn comes once this one's code is in, either way.
    void wantedCode.then(wakeOneWhenIdle, wakeOneWhenIdle);
  };
  const hydrationCode = tracked(
    wantedCode.catch((failure: unknown) => {
      console.error(`The ${name} section stays static: its code failed to load.`, failure);
      return new Promise<never>(() => undefined);
    }),
  );

  interface ContentProps {
    readonly fromHtml: boolean;
    readonly wrapper: RefObject<HTMLDivElement | null>;
  }

  function Content({ fromHtml, wrapper }: ContentProps) {
    // Code already here (the prerender loads it first) renders at once.
    const waiting = fromHtml && arrivedValue(code) === undefined;
    const loaded = use(waiting ? hydrationCode : loadCode());
    // Says on the page that the slice is live (as `data-hydrated` does for the page), for
    // styles and tests; an attribute React does not render, so no render has to change.
    useEffect(() => {
      wrapper.current?.setAttribute('data-slice-hydrated', '');
    }, [wrapper]);
    return <loaded.Component />;
  }

  function Slice() {
    // Hydrated from the prerendered HTML, or rendered from nothing (a page reached by
    // navigation, or remounted by a kiosk reset), which wants its code at once.
    const [fromHtml] = useState(useHydrating());
    const { key } = useLocation();
    const [firstKey] = useState(key);
    // A navigation while the slice still waits (a link to an anchor on this page) renders in a
    // transition that waits for every waiting slice: it wants its code now. Starting a download
    // is the only effect here, and doing it twice does nothing.
    if (!fromHtml || key !== firstKey) want();

    const element = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const node = element.current;
      if (!fromHtml || !node) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) want();
        },
        { rootMargin: nearViewport },
      );
      observer.observe(node);
      if (!isWanted) waitingForIdle.add(want);
      wakeOneWhenIdle();
      // Focus (a Tab into it) or a touch: it will be used in a moment.
      node.addEventListener('focusin', want);
      node.addEventListener('pointerdown', want);
      void wanted.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        waitingForIdle.delete(want);
        node.removeEventListener('focusin', want);
        node.removeEventListener('pointerdown', want);
      };
    }, [fromHtml]);

    // Created once: a new element would be an update to the boundary while it still waits.
    const boundary = useMemo(
      () => (
        <Suspense fallback={null}>
          <Content fromHtml={fromHtml} wrapper={element} />
        </Suspense>
      ),
      [fromHtml],
    );
    return (
      <div ref={element} data-slice={name}>
        {boundary}
      </div>
    );
  }

  return { name, Slice, load: () => loadCode().then(() => undefined) };
}
