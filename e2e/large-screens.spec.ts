import { expect, fillAndSharpness, gotoReady, test } from './fixtures.ts';

// Home from a phone to a 4K screen, loaded at each. A page of each kind on a 4K screen is laid
// out in e2e/layout.spec.ts, and the hero's file on a dense screen is chosen in e2e/phone.spec.ts; here,
// the type as the screen grows, and Home on the large screens below 4K.

/** A phone, a laptop, then the large screens: Full HD, QHD and 4K. */
const screens = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
  { width: 3840, height: 2160 },
] as const;

test('as the screen grows Home’s type grows with it, and at 1920 and 2560 px it fills the screen with sharp photos', async ({
  page,
}) => {
  const sizes: number[] = [];
  for (const screen of screens) {
    await page.setViewportSize(screen);
    await gotoReady(page, '/');
    sizes.push(
      await page
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize)),
    );
    // 4K is layout.spec's.
    if (screen.width < 1920 || screen.width >= 3840) continue;
    const { column, soft } = await fillAndSharpness(page);
    expect(column, `${screen.width} px`).toBeGreaterThan(screen.width * 0.66);
    expect(soft, `${screen.width} px`).toEqual([]);
  }
  expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  expect(new Set(sizes).size).toBe(sizes.length);
  expect(sizes.at(-1)).toBeGreaterThan((sizes[1] ?? 0) * 1.5);
});
