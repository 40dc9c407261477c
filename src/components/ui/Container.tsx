import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './Container.module.scss';

interface ContainerProps {
  readonly children: ReactNode;
  readonly narrow?: boolean;
  readonly className?: string;
}

export function Container({ children, narrow = false, className }: ContainerProps) {
  return <div className={cx(narrow ? styles.narrow : styles.container, className)}>{children}</div>;
}
