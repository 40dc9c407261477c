import type { ReactNode } from 'react';

interface RevealProps {
  readonly children: ReactNode;
  /** Position in a sequence: each step starts a little further into the scroll than the last. */
  readonly index?: number;
  readonly as?: 'div' | 'li' | 'span';
  readonly className?: string;
}

/**
 * Content that rises into place as it scrolls into view. The motion is the stylesheet's, on the
 * browser's scroll timeline (`styles/_motion.scss`), or the fallback island's where the browser
 * has none: the element itself is plain, visible content, in the HTML and without motion.
 */
export function Reveal({ children, index = 0, as: Element = 'div', className }: RevealProps) {
  return (
    <Element className={className} data-reveal="" data-reveal-step={index > 0 ? index : undefined}>
      {children}
    </Element>
  );
}
