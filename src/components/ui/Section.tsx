import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Container } from './Container.tsx';
import styles from './Section.module.scss';

interface SectionProps {
  readonly id?: string;
  /** Id of the heading that names this region. */
  readonly labelledBy: string;
  readonly tone?: 'plain' | 'warm' | 'dark';
  readonly className?: string;
  readonly children: ReactNode;
}

/** A page band with vertical rhythm and a tone; named by its heading for landmark navigation. */
export function Section({ id, labelledBy, tone = 'plain', className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cx(styles.section, tone !== 'plain' && styles[tone], className)}
    >
      <Container>{children}</Container>
    </section>
  );
}

interface SectionHeaderProps {
  readonly id: string;
  readonly title: string;
  readonly eyebrow?: string;
  readonly intro?: string;
  readonly level?: 1 | 2;
  readonly center?: boolean;
  /** On wide screens, the intro stands beside the heading rather than under it. */
  readonly split?: boolean;
}

/** Eyebrow, heading and intro of a section; level 1 makes it the page's heading. */
export function SectionHeader({
  id,
  title,
  eyebrow,
  intro,
  level = 2,
  center = false,
  split = false,
}: SectionHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={cx(styles.header, center && styles.center, split && styles.split)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading id={id} className={styles.title} tabIndex={level === 1 ? -1 : undefined}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  );
}
