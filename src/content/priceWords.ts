import { filled } from './company.ts';
import { formattedFacts } from './formattedFacts.ts';
import { estimateText, type EstimateWords } from './priceText.ts';
import { derived } from './siteContent.ts';

/**
 * The owner's prices (`content/estimate.json`: the same figures in every language, as the content
 * check holds them) with the words they are written in, in the view's language, and the figures
 * in words (`estimateText`), as the pages that quote a price read them: the estimate page, the
 * species guide. The estimator island gets the words and the number formats as props instead.
 */
export const priceWordsOf = derived((view) => {
  const { units, page, estimator } = filled(view, view.words.estimate);
  const labels = view.words.contact.projectTypes;
  const words: EstimateWords = {
    units,
    page: { free: page.free, perSquareFoot: page.perSquareFoot, guide: page.guide },
    estimator,
    // The kinds of work as the contact form's project types name them.
    kinds: {
      installation: labels.installation,
      refinishing: labels.refinishing,
      repair: labels.repair,
      consultation: labels.consultation,
      other: labels.other,
    },
  };
  const { numbers } = formattedFacts(view);
  return { prices: view.words.estimate.prices, words, numbers, ...estimateText(words, numbers) };
});
