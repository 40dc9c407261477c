import {
  addressWord,
  described,
  group,
  list,
  prose,
  text,
  uniqueList,
} from '../../../content/schema/fields.ts';

const answer = group({
  id: addressWord('dust', 'The answer’s address is then /questions#dust.'),
  question: described(text(), { title: 'The question' }),
  answer: described(list(prose()), { title: 'The answer', item: 'paragraph' }),
});

/** `content/questions.json`: the answers to the questions homeowners ask, each at its address. */
export const questionsSchema = described(
  group({
    page: group({
      eyebrow: described(text(), { title: 'Small line above the title' }),
      title: described(text(), { title: 'Page title' }),
      intro: described(prose(), { title: 'Introduction' }),
    }),
    questions: described(uniqueList(answer, 'id'), {
      title: 'Questions and answers',
      item: 'question',
      description: 'Drag to reorder. Each has its own address: /questions#its-word.',
    }),
    more: group({
      lead: described(prose(), { title: 'Before the link to the contact form' }),
      link: described(text(), { title: 'The link to the contact form' }),
    }),
    links: described(
      group({
        fromServices: described(text(), { title: 'On Services' }),
        fromContact: described(text(), { title: 'On Contact' }),
        fromEstimate: described(text(), { title: 'On the estimate page' }),
      }),
      { title: 'Links to this page' },
    ),
  }),
  {
    title: 'Questions and answers',
    description: 'How long the work takes, staying home, dust, pets, furniture, curing, payment.',
  },
);
