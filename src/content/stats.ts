import { company } from './company.ts';

export interface Stat {
  /** The number a counter counts up to. */
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

/** The four stats of the spec, in its order: the spec's labels, the owner's numbers. */
export const stats: readonly Stat[] = [
  { value: company.yearsExperience, suffix: '+', label: 'Years Experience' },
  { value: company.projectsCompleted, suffix: '+', label: 'Projects Completed' },
  { value: company.statesServed, suffix: '', label: 'States Served' },
  { value: company.satisfactionRate, suffix: '%', label: 'Satisfaction Rate' },
];

export const formatStat = (stat: Stat, value: number = stat.value): string =>
  `${value}${stat.suffix}`;
