import { derived } from './siteContent.ts';
import type { StatsWords } from './schema/words.ts';

export interface Stat {
  /** Which of the four it is (its label's name in `content/stats.json`). */
  readonly name: keyof StatsWords;
  /** The number a counter counts up to. */
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

/** The four stats of the spec, in its order: the spec's labels, the owner's numbers. */
export const statsOf = derived(({ words }): readonly Stat[] => {
  const { company, stats: labels } = words;
  return [
    { name: 'years', value: company.yearsExperience, suffix: '+', label: labels.years },
    { name: 'projects', value: company.projectsCompleted, suffix: '+', label: labels.projects },
    { name: 'states', value: company.statesServed, suffix: '', label: labels.states },
    {
      name: 'satisfaction',
      value: company.satisfactionRate,
      suffix: '%',
      label: labels.satisfaction,
    },
  ];
});

export const formatStat = (stat: Stat): string => `${stat.value}${stat.suffix}`;
