interface CounterProps {
  /** The number it counts up to, and its text as the page writes it ("500+"). */
  readonly value: number;
  readonly text: string;
  /** What the counter shows after the number ("+", "%"), also while it counts. */
  readonly suffix: string;
  readonly className?: string;
}

/**
 * A number that counts up from zero as it scrolls into view. The number is written once, as its
 * final text, in the HTML: for readers, robots, a copy and a paste, and for anyone when motion is
 * off. The count is drawn over it by the stylesheet on the browser's scroll timeline
 * (`styles/_motion.scss`), or by the fallback island, and is never text of the page.
 */
export function Counter({ value, text, suffix, className }: CounterProps) {
  return (
    <span className={className} data-counter="" data-count={value} data-count-suffix={suffix}>
      <span data-counter-value="">{text}</span>
    </span>
  );
}
