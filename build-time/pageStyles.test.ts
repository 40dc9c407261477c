import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byPath } from './pageStyles.ts';
import { root } from './paths.ts';

describe('a page’s stylesheet', () => {
  it('holds its components’ styles in the order of their paths, code unit by code unit, as the site’s one stylesheet did', () => {
    // The project's story gives the before and after a class of its own: the before and after's
    // rule of equal weight, later in the order, keeps its corners (a locale's order, which puts
    // lower case first, turned them).
    const stylesheets = [
      'src/pages/work/comparison/BeforeAfter.module.scss',
      'src/pages/work/ProjectPage.module.scss',
      'src/components/parts/ReviewCard.module.scss',
    ].map((file) => resolve(root, file));
    expect(stylesheets.sort(byPath).map((id) => id.slice(root.length + 1))).toEqual([
      'src/components/parts/ReviewCard.module.scss',
      'src/pages/work/ProjectPage.module.scss',
      'src/pages/work/comparison/BeforeAfter.module.scss',
    ]);
  });
});
