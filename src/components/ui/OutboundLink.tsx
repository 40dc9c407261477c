import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './OutboundLink.module.scss';

interface OutboundLinkProps {
  /** An address on another site. */
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
  /** What a kiosk shows in its place, if other words than the link's say it better there. */
  readonly onKiosk?: ReactNode;
}

/**
 * A link to another site, and on a kiosk (its root's `data-kiosk`) its words alone: a kiosk never
 * leaves for another site, where its reset would not follow.
 */
export function OutboundLink({ href, className, children, onKiosk = children }: OutboundLinkProps) {
  return (
    <>
      <a href={href} className={cx(styles.link, className)}>
        {children}
      </a>
      <span className={styles.words}>{onKiosk}</span>
    </>
  );
}
