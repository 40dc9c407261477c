import { company } from './company.ts';
import statsFile from '../../content/stats.json' with { type: 'json' };
import { siteLocale } from './language.ts';

/** The numbers' labels (`content/stats.json`). */
const labels = statsFile[siteLocale];

export interface Stat {
  /** The number a counter counts up to. */
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

/** The four stats of the spec, in its order: the spec's labels, the owner's numbers. */
export const stats: readonly Stat[] = [
  { value: company.yearsExperience, suffix: '+', label: labels.years },
  { value: company.projectsCompleted, suffix: '+', label: labels.projects },
  { value: company.statesServed, suffix: '', label: labels.states },
  { value: company.satisfactionRate, suffix: '%', label: labels.satisfaction },
];

export const formatStat = (stat: Stat, value: number = stat.value): string =>
  `${value}${stat.suffix}`;
