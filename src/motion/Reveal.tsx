import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { useMotionAllowed } from './MotionProvider.tsx';
import { durations, easeOut, revealDistance } from './tokens.ts';
import { useInViewPhase, type InViewPhase } from './useInViewPhase.ts';

const revealMargin = '0px 0px -8% 0px';

const hidden = { opacity: '0', transform: `translateY(${revealDistance}px)` };

/** The phase of the RevealList around an item, which then follows it instead of its own view. */
const ListPhase = createContext<InViewPhase | null>(null);

interface RevealProps {
  readonly children: ReactNode;
  /** Position in a sequence: each step starts a little after the previous one. */
  readonly index?: number;
  readonly as?: 'div' | 'li' | 'span';
  readonly className?: string;
}

/**
 * The element's look in each phase, written on the element itself rather than rendered: the
 * server's HTML and the hydration render never carry a style. Waiting, it is hidden below its
 * place; played, it rises into place with the Web Animations API (no animation library, so a
 * slice of the page costs little to hydrate); static, it is simply itself.
 */
function useRevealStyle(phase: InViewPhase, index: number) {
  const element = useRef<HTMLElement | null>(null);
  const isHidden = useRef(false);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    if (phase === 'waiting') {
      Object.assign(node.style, hidden);
      isHidden.current = true;
      return;
    }
    node.style.removeProperty('opacity');
    node.style.removeProperty('transform');
    if (phase === 'static') isHidden.current = false;
    if (!isHidden.current || typeof node.animate !== 'function') return;
    const animation = node.animate([hidden, { opacity: '1', transform: 'none' }], {
      duration: durations.reveal * 1000,
      delay: index * durations.stagger * 1000,
      easing: easeOut,
      // Hidden while it waits for its turn in a sequence.
      fill: 'backwards',
    });
    // Motion switched off mid-way (static) shows it in place at once.
    return () => animation.cancel();
  }, [phase, index]);
  return element;
}

/**
 * Content that rises into place as it scrolls into view. It is plain, visible content in the
 * prerendered HTML, with motion off, and whenever it was already on screen at load.
 */
export function Reveal({ children, index = 0, as: Element = 'div', className }: RevealProps) {
  const allowed = useMotionAllowed();
  const listPhase = useContext(ListPhase);
  const { phase: ownPhase, ref: inViewRef } = useInViewPhase({
    allowed: allowed && listPhase === null,
    rootMargin: revealMargin,
  });
  const phase = listPhase ?? ownPhase;
  const elementRef = useRevealStyle(phase, index);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      elementRef.current = node;
      inViewRef(node);
    },
    [elementRef, inViewRef],
  );

  return (
    <Element ref={ref} className={className} data-reveal={phase}>
      {children}
    </Element>
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
  const { phase, ref } = useInViewPhase({ allowed, rootMargin: revealMargin });
  return (
    <ListPhase value={phase}>
      <ul ref={ref} className={className}>
        {children}
      </ul>
    </ListPhase>
  );
}
