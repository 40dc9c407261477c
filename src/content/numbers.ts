// Figures as a language writes them, without an `Intl` object: the browser's code (the
// estimator) writes them so too, from the words the render read off `Intl` (`formattedFacts.ts`).

/**
 * How a language writes a number (`1,234.5`) and an amount of dollars (`$1,234.50`, or with the
 * sign after it), read off `Intl` by the build: what the browser needs to write any figure the
 * same way without an `Intl` object of its own. (Digits are grouped by three, as in every
 * language of the site's market.)
 */
export interface NumberWords {
  readonly group: string;
  readonly decimal: string;
  /** What stands before the digits of an amount of dollars, and after them. */
  readonly dollarsBefore: string;
  readonly dollarsAfter: string;
}

/** A number as a language writes it (`1,234.5`): `decimals` after its point, or as many as it has (to two). */
export function formatNumber(value: number, words: NumberWords, decimals?: number): string {
  const fixed =
    decimals === undefined ? String(Math.round(value * 100) / 100) : value.toFixed(decimals);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, words.group);
  return fraction ? `${grouped}${words.decimal}${fraction}` : grouped;
}

/** Dollars as the page's language writes them (`$4,250`); cents only where there are some. */
export const formatDollars = (amount: number, words: NumberWords): string =>
  `${words.dollarsBefore}${formatNumber(amount, words, Number.isInteger(amount) ? 0 : 2)}${words.dollarsAfter}`;
