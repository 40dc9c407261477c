export interface Value {
  readonly title: string;
  readonly description: string;
}

export const valuesSection = {
  title: 'What we stand for',
} as const;

/** The three values of the About page, in the spec's order. */
export const values: readonly Value[] = [
  {
    title: 'Quality Craftsmanship',
    description:
      'We measure twice, acclimate every board and sweat the details others skip, because a floor should outlast the house.',
  },
  {
    title: 'Customer First',
    description:
      'Clear quotes, tidy job sites and a project lead who answers the phone. Your home, your schedule, your call.',
  },
  {
    title: 'Integrity & Trust',
    description:
      'Honest advice, even when it means a smaller job. Licensed, insured and backed by a workmanship warranty.',
  },
];
