import { questionsText } from '../src/pages/questions/content/questions.ts';
import { en } from './words.ts';
import { expect, test } from './fixtures.ts';

// The questions page of the tests' frozen content (src/test/content/questions.json): the last
// answer is far below the first screen, and the first one above it.
const { questions } = questionsText(en);
const [first] = questions;
const last = questions.at(-1);
if (!first || !last || first === last) throw new Error('The frozen content has too few questions');

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an answer’s address opens it and brings it into view, and a tap folds or unfolds any other', async ({
    page,
  }) => {
    await page.goto(`/questions#${last.id}`);
    const target = page.locator(`details:has(#${last.id})`);
    await expect(target).toHaveAttribute('open', '');
    await expect(target.getByText(last.question, { exact: true })).toBeInViewport();
    await expect(target.getByText(last.answer[0] ?? '', { exact: true })).toBeInViewport();
    const other = page.locator(`details:has(#${first.id})`);
    await expect(other).not.toHaveAttribute('open');
    await other.getByText(first.question, { exact: true }).click();
    await expect(other).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(other).not.toHaveAttribute('open');
  });
});
