import { Link } from 'react-router-dom';
import { Section, SectionHeader } from '../ui/Section.tsx';
import { statsOf, type Stat } from '../../content/stats.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Counter } from '../../motion/Counter.tsx';
import styles from './StatsBand.module.scss';

interface StatsBandProps {
  readonly id: string;
  readonly title: string;
  /** Where a stat leads, if anywhere: About's projects lead to the work (`/work`). */
  readonly links?: Partial<Readonly<Record<Stat['name'], string>>>;
}

/** The four company stats on a dark band (Home and About). */
export function StatsBand({ id, title, links = {} }: StatsBandProps) {
  const titleId = `${id}-title`;
  const stats = statsOf(usePage());
  return (
    <Section labelledBy={titleId} tone="dark">
      <SectionHeader id={titleId} title={title} center />
      <ul className={styles.list}>
        {stats.map((stat) => {
          const figure = (
            <>
              <Counter className={styles.value} stat={stat} />
              <span className={styles.label}>{stat.label}</span>
            </>
          );
          const link = links[stat.name];
          return (
            <li key={stat.name} className={styles.item}>
              {link ? (
                <Link to={link} className={styles.link}>
                  {figure}
                </Link>
              ) : (
                figure
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
