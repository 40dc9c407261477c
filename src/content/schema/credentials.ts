import {
  count,
  described,
  group,
  list,
  optional,
  prose,
  sharedText,
  template,
  text,
  uniqueList,
} from './fields.ts';

/**
 * A state where the company works: its contractor licence (its number and who issues it, or that
 * the state licenses no such trade) and its insurance there.
 */
const state = group({
  state: described(sharedText(), { title: 'State', description: 'Its name, like Nevada.' }),
  licence: described(
    group({
      number: described(optional(sharedText()), {
        title: 'Licence number',
        description: 'Leave empty only where the state has no licence for this trade.',
      }),
      authority: described(text(), {
        title: 'Who issues it',
        description: 'Like: Nevada State Contractors Board, classification C-3.',
      }),
      none: described(optional(prose()), {
        title: 'Where the state has no licence for this trade',
        description:
          'Say so, and name any local licence you hold instead, like Denver’s contractor licence.',
      }),
    }).superRefine((licence, context) => {
      if ((licence.number === undefined) === (licence.none === undefined)) {
        context.addIssue({
          code: 'custom',
          path: [licence.number === undefined ? 'number' : 'none'],
          message:
            licence.number === undefined
              ? 'needs the licence number, or words saying the state has no licence for this trade'
              : 'must be empty when there is a licence number: give one or the other',
        });
      }
    }),
    { title: 'Contractor licence' },
  ),
  liability: described(text(), {
    title: 'General liability insurance',
    description: 'Its cover, like: $2,000,000 per occurrence, with Acme Insurance.',
  }),
  workersComp: described(text(), {
    title: 'Workers’ compensation',
    description: 'Like: every crew member covered.',
  }),
});

/**
 * `content/credentials.json`: what a homeowner checks before letting a crew in: the licence and
 * insurance in each state, memberships and certifications, and the warranty on the work. Shown
 * on About and, in a line, in every page's footer; the licences and memberships are also in the
 * business's structured data.
 */
export const credentialsSchema = described(
  group({
    states: described(uniqueList(state, 'state'), { title: 'By state', item: 'state' }),
    memberships: described(
      list(
        group({
          organization: described(sharedText(), {
            title: 'The organization',
            description: 'Its own name, like National Wood Flooring Association.',
          }),
          what: described(text(), {
            title: 'What you hold',
            description: 'Like: Member since 2012, or Certified Sand & Finisher.',
          }),
        }),
        0,
      ),
      { title: 'Memberships and certifications', item: 'membership' },
    ),
    warranty: described(
      group({
        years: described(count(1), { title: 'Its length, in years' }),
        covers: described(prose(), { title: 'What it covers' }),
      }),
      { title: 'Warranty on the workmanship' },
    ),
    words: described(
      group({
        title: text(),
        intro: prose(),
        licence: described(text(), { title: 'Heading: licence' }),
        number: described(template('number', 'authority'), { title: 'A licence number' }),
        insurance: described(text(), { title: 'Heading: insurance' }),
        liability: described(text(), { title: 'Label: general liability' }),
        workersComp: described(text(), { title: 'Label: workers’ compensation' }),
        memberships: described(text(), { title: 'Heading: memberships' }),
        membership: described(template('organization', 'what'), { title: 'A membership' }),
        warranty: described(template('length'), { title: 'Heading: the warranty' }),
        footer: described(template('length'), { title: 'The line in every page’s footer' }),
      }),
      { title: 'The words around them' },
    ),
  }),
  {
    title: 'Licences, insurance, warranty',
    description: 'Per state where you work, with your memberships and your warranty.',
  },
);
