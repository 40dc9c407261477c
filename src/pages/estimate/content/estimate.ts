import { filled } from '../../../content/company.ts';
import { derived } from '../../../content/siteContent.ts';

/**
 * The estimate page's words and typical projects (`content/estimate.json`), in the view's
 * language; its prices and the words figures are written in are `priceWordsOf`'s.
 */
export const estimatePageText = derived((view) => {
  const { page, examples, units } = filled(view, view.words.estimate);
  return { page, examples, units };
});
