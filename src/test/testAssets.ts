import { firstPaintScript } from '../../build-time/firstPaintBundle.ts';
import type { PageAssets } from '../app/renderPage.tsx';

/**
 * What the tests render pages with: the build's shape of files (one page script, a stylesheet
 * per page) and the first-paint script itself, so a document's head is the build's.
 */
export const testAssets: PageAssets = {
  scripts: ['/assets/site-test.js'],
  stylesheetsOf: (module) => [`/assets/${module.replace(/\W+/gu, '-')}.css`],
  firstPaint: await firstPaintScript(),
};
