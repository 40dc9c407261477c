import { useEffect, useRef, type ReactNode } from 'react';
import { useMotionAllowed } from './MotionProvider.tsx';
import { subscribeScroll } from './scrollLoop.ts';

interface ScrollDriftProps {
  readonly children: ReactNode;
  /** How far it lags the page: 0.3 moves it 0.3 px against each pixel scrolled. */
  readonly rate: number;
  readonly className?: string;
}

/**
 * A decorative layer that drifts against the scroll while its section crosses the viewport,
 * through the shared scroll loop and a transform only. Still when motion is off.
 */
export function ScrollDrift({ children, rate, className }: ScrollDriftProps) {
  const allowed = useMotionAllowed();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = element.current;
    if (!allowed || !node) return;
    // The scroll at which the layer's centre meets the viewport's, measured outside the loop.
    let centre = 0;
    const measure = () => {
      node.style.transform = '';
      const box = node.getBoundingClientRect();
      centre = box.top + window.scrollY + box.height / 2 - window.innerHeight / 2;
    };
    const unsubscribe = subscribeScroll((scrollY) => {
      node.style.transform = `translate3d(0, ${((scrollY - centre) * rate).toFixed(1)}px, 0)`;
    }, measure);
    return () => {
      unsubscribe();
      node.style.transform = '';
    };
  }, [allowed, rate]);

  return (
    <div ref={element} className={className} data-drift="">
      {children}
    </div>
  );
}
