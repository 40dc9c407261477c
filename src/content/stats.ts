import { company } from './company.ts';
import { words } from './language/en/stats.ts';

export interface Stat {
  /** The number a counter counts up to. */
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

/** The four stats of the spec, in its order: the spec's labels, the owner's numbers. */
export const stats: readonly Stat[] = [
  { value: company.yearsExperience, suffix: '+', label: words.stats.years },
  { value: company.projectsCompleted, suffix: '+', label: words.stats.projects },
  { value: company.statesServed, suffix: '', label: words.stats.states },
  { value: company.satisfactionRate, suffix: '%', label: words.stats.satisfaction },
];

export const formatStat = (stat: Stat, value: number = stat.value): string =>
  `${value}${stat.suffix}`;
