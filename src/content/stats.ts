import { company } from './company.ts';

export interface Stat {
  /** The number a counter counts up to. */
  readonly value: number;
  readonly suffix: string;
  readonly label: string;
}

export const statsSection = {
  title: 'Numbers we are proud of',
} as const;

/** The four stats of the spec, in its order. */
export const stats: readonly Stat[] = [
  { value: company.yearsExperience, suffix: '+', label: 'Years Experience' },
  { value: company.projectsCompleted, suffix: '+', label: 'Projects Completed' },
  { value: company.statesServed, suffix: '', label: 'States Served' },
  { value: 100, suffix: '%', label: 'Satisfaction Rate' },
];

export const formatStat = (stat: Stat, value: number = stat.value): string =>
  `${value}${stat.suffix}`;
