import { formatStat, type Stat } from '../content/stats.ts';

/**
 * A stat's number, counting up from zero as it scrolls into view. The number is written once, as
 * its final text, in the HTML: for readers, robots, a copy and a paste, and for anyone when
 * motion is off. The count is drawn over it by the stylesheet on the browser's scroll timeline
 * (`styles/_motion.scss`), or by the fallback island, with the stat's suffix, and is never text
 * of the page.
 */
export function Counter({ stat, className }: { readonly stat: Stat; readonly className?: string }) {
  return (
    <span
      className={className}
      data-counter=""
      data-count={stat.value}
      data-count-suffix={stat.suffix}
    >
      <span data-counter-value="">{formatStat(stat)}</span>
    </span>
  );
}
