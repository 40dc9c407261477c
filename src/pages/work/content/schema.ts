import { described, group, prose, template, text } from '../../../content/schema/fields.ts';

/** `content/work.json`: the words of the work page and of every project's page. */
export const workPageSchema = described(
  group({
    pageTitle: described(template('project', 'company'), {
      title: 'A project’s title in search results',
      description: '{project} is the project’s title, {company} the company’s name.',
    }),
    list: described(group({ eyebrow: text(), title: text(), intro: prose() }), {
      title: 'The list of projects',
    }),
    filters: described(
      group({
        label: described(text(), { title: 'Their name (for screen readers)' }),
        all: text(),
        regions: text(),
        kinds: text(),
        inRegion: described(template('region'), {
          title: 'The title of one region’s work',
          description: '{region} is the region’s name.',
        }),
        ofKind: described(template('kind'), {
          title: 'The title of one kind of work',
          description: '{kind} is the kind of work, as the contact form names it.',
        }),
        regionPage: described(template('region'), {
          title: 'On one region’s work, the link to the region’s page',
          description: '{region} is the region’s name.',
        }),
      }),
      { title: 'The links that narrow the list' },
    ),
    facts: described(
      group({
        title: text(),
        place: text(),
        kind: text(),
        size: text(),
        sizeValue: template('size'),
        species: text(),
        finish: text(),
        duration: text(),
        completed: text(),
      }),
      { title: 'A project’s facts' },
    ),
    comparison: described(
      group({
        before: text(),
        after: text(),
        slider: described(text(), { title: 'The slider (for screen readers)' }),
        position: template('percent'),
      }),
      { title: 'Before and after' },
    ),
    cta: described(
      group({
        title: text(),
        text: prose(),
        link: text(),
        textLine: described(template('project'), {
          title: 'The first line of a text message from a project’s page',
        }),
      }),
      { title: 'The call to action under a project' },
    ),
    back: described(text(), { title: 'The link back to the list' }),
  }),
  {
    title: 'Our work: the words of its pages',
    description: 'The words of the work page and of every project’s page.',
  },
);
