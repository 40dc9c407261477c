import { company } from './company.ts';
import statsFile from '../../content/stats.json' with { type: 'json' };
import { siteLocale } from './language.ts';

/** The numbers' labels (`content/stats.json`). */
const labels = statsFile[siteLocale];

export interface Stat {
  /** Which of the four it is (its label's name in `content/stats.json`). */
  readonly name: keyof typeof labels;
  /** The number a counter counts up to. */
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

/** The four stats of the spec, in its order: the spec's labels, the owner's numbers. */
export const stats: readonly Stat[] = [
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

export const formatStat = (stat: Stat): string => `${stat.value}${stat.suffix}`;
