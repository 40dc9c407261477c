import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { formatStat, stats } from '../../content/stats.ts';
import { Counter } from '../../motion/Counter.tsx';
import styles from './StatsBand.module.scss';

interface StatsBandProps {
  readonly id: string;
  readonly title: string;
}

/** The four company stats on a dark band (Home and About). */
export function StatsBand({ id, title }: StatsBandProps) {
  const titleId = `${id}-title`;
  return (
    <Section labelledBy={titleId} tone="dark">
      <SectionHeader id={titleId} title={title} center />
      <ul className={styles.list}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.item}>
            <Counter
              className={styles.value}
              value={stat.value}
              format={(value) => formatStat(stat, value)}
            />
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
