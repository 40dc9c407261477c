import { describe, expect, it } from 'vitest';
import { paths } from '../../content/pagePaths.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

const { questions, links } = frozenView('en').words.questions;

describe('the questions page', () => {
  it('holds every answer without JavaScript, each folded at its own address', () => {
    const page = renderedPage(paths.questions).document;
    const answers = [...page.querySelectorAll('main details')];
    // Each answer's address is inside its fold, which the browser opens when it is followed.
    expect(
      answers.map((answer) => [
        answer.querySelector('summary')?.textContent,
        answer.querySelector(':scope > div[id]')?.id,
        [...answer.querySelectorAll('p')].map((paragraph) => paragraph.textContent),
      ]),
    ).toEqual(questions.map(({ question, id, answer }) => [question, id, answer]));
    for (const answer of answers) expect(answer.hasAttribute('open')).toBe(false);
  });

  it('is linked from Services, Contact and the estimate page', () => {
    for (const [address, words] of [
      [paths.services, links.fromServices],
      [paths.contact, links.fromContact],
      [paths.estimate, links.fromEstimate],
    ] as const) {
      expect(
        renderedPage(address).document.querySelector(`main a[href="${paths.questions}"]`)
          ?.textContent,
        address,
      ).toBe(words);
    }
  });
});
