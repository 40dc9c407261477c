import { AnimatePresence, m, type Variants } from 'framer-motion';
import { useEffectEvent, useLayoutEffect, useState, type ReactNode } from 'react';
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
  readonly onPageShown: () => void;
}

const variants = (allowed: boolean): Variants => ({
  enter: { opacity: 0, y: allowed ? 16 : 0 },
  visible: {
    opacity: 1,
    y: 0,
    transition: { duration: allowed ? durations.pageEnter : 0, ease: easeOut },
  },
  exit: { opacity: 0, transition: { duration: allowed ? durations.pageExit : 0 } },
});

function Entered({ onEnter }: { readonly onEnter: () => void }) {
  const run = useEffectEvent(onEnter);
  useLayoutEffect(() => run(), []);
  return null;
}

/**
 * The shared route change: the old page fades out, the new one fades up. With motion off both
 * steps take no time. The first page renders as plain content (no inline style in the HTML, no
 * fade on the largest paint); only pages reached by navigation animate in.
 */
export function PageTransition({ transitionKey, children, onPageShown }: PageTransitionProps) {
  const allowed = useMotionAllowed();
  const [initialKey] = useState(transitionKey);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && transitionKey !== initialKey) setNavigated(true);

  return (
    // No `initial={false}` here: it would also swallow the first animation of every Reveal
    // inside the page. The first page has no animation props, so it does not animate anyway.
    <AnimatePresence mode="wait">
      <m.div
        key={transitionKey}
        variants={variants(allowed)}
        initial={navigated ? 'enter' : undefined}
        animate={navigated ? 'visible' : undefined}
        exit="exit"
      >
        {navigated && <Entered onEnter={onPageShown} />}
        {children}
      </m.div>
    </AnimatePresence>
  );
}
