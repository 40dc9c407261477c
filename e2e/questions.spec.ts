import { expect, test } from './fixtures.ts';

// The questions page of the tests' frozen content (src/test/content/questions.json).

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an answer’s address opens it and brings it into view, and a tap folds or unfolds any other', async ({
    page,
  }) => {
    await page.goto('/questions#dust');
    const dust = page.locator('details:has(#dust)');
    await expect(dust).toHaveAttribute('open', '');
    await expect(dust.getByText('Will there be dust everywhere?')).toBeInViewport();
    await expect(dust.getByText(/^Very little/u)).toBeInViewport();
    const pets = page.locator('details:has(#pets)');
    await expect(pets).not.toHaveAttribute('open');
    await pets.getByText('What about our pets?', { exact: true }).click();
    await expect(pets).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(pets).not.toHaveAttribute('open');
  });
});
