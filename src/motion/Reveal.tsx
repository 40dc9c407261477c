import { m, type TargetAndTransition } from 'framer-motion';
import { createContext, useContext, type ReactNode } from 'react';
import { useMotionAllowed } from './MotionProvider.tsx';
import { durations, easeOut, revealDistance } from './tokens.ts';
import { useArmedInView, type ArmPhase } from './useArmedInView.ts';

// Plain targets rather than variant names, so a Reveal never takes part in the variant
// propagation of the page transition around it.
const armed: TargetAndTransition = { opacity: 0, y: revealDistance, transition: { duration: 0 } };
const played = (delay: number): TargetAndTransition => ({
  opacity: 1,
  y: 0,
  transition: { duration: durations.reveal, ease: easeOut, delay },
});

const elements = { div: m.div, li: m.li, span: m.span };

const revealMargin = '0px 0px -8% 0px';

/** The phase of the RevealList around an item, which then follows it instead of its own view. */
const ListPhase = createContext<ArmPhase | null>(null);

interface RevealProps {
  readonly children: ReactNode;
  /** Position in a sequence: each step starts a little after the previous one. */
  readonly index?: number;
  readonly as?: 'div' | 'li' | 'span';
  readonly className?: string;
}

/**
 * Content that rises into place as it scrolls into view. It is plain, visible content in the
 * prerendered HTML, with motion off, and whenever it was already on screen at load.
 */
export function Reveal({ children, index = 0, as = 'div', className }: RevealProps) {
  const allowed = useMotionAllowed();
  const listPhase = useContext(ListPhase);
  const { phase: ownPhase, ref } = useArmedInView({
    allowed: allowed && listPhase === null,
    rootMargin: revealMargin,
  });
  const phase = listPhase ?? ownPhase;

  const Component = elements[as];
  return (
    <Component
      ref={ref}
      className={className}
      // No animate target while static, so the server renders no inline style.
      animate={
        phase === 'static'
          ? undefined
          : phase === 'armed'
            ? armed
            : played(index * durations.stagger)
      }
      data-reveal={phase}
    >
      {children}
    </Component>
  );
}

/**
 * A list whose items (`<Reveal as="li" index={…}>`) enter as one left-to-right sequence when the
 * list comes into view. Items of a sideways-scrolling row sit outside the viewport until swiped
 * to, so with observers of their own the later ones would wait for a swipe and then start late.
 */
export function RevealList({
  children,
  className,
}: {
  readonly children: ReactNode;
  readonly className?: string;
}) {
  const allowed = useMotionAllowed();
  const { phase, ref } = useArmedInView({ allowed, rootMargin: revealMargin });
  return (
    <ListPhase value={phase}>
      <ul ref={ref} className={className}>
        {children}
      </ul>
    </ListPhase>
  );
}
