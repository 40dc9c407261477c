import estimateFile from '../../../../content/estimate.json' with { type: 'json' };
import { filled } from '../../../content/company.ts';
import { siteLocale } from '../../../content/language.ts';
import { workKinds } from '../../../content/workKinds.ts';
import { projectTypes } from '../../contact/content/contactForm.ts';
import { formattedFacts } from '../../../content/formattedFacts.ts';
import { estimateText, type EstimateWords } from './estimateText.ts';
import type { EstimateData, PriceGuide } from './schema.ts';

/** The price guide and its words, in this build's language (`content/estimate.json`). */
const data = filled(estimateFile[siteLocale] as EstimateData);

/** The owner's prices: the same figures in every language (the content check holds them so). */
export const priceGuide: PriceGuide = estimateFile[siteLocale].prices as PriceGuide;
export const priceExamples = data.examples;
export const estimatePage = data.page;
/** The words of the links to the page, from Services and from each project's page. */
export const estimateLinks = data.links;

/** How an area, a room's size, a range and a count of steps or rooms read. */
export const estimateUnits = data.units;

/** The words figures and estimates are written with, in this language (`EstimateWords`). */
export const estimateWords: EstimateWords = {
  units: data.units,
  page: { free: data.page.free, perSquareFoot: data.page.perSquareFoot, guide: data.page.guide },
  estimator: data.estimator,
  kinds: Object.fromEntries(
    workKinds.map((kind) => [
      kind,
      projectTypes.find((option) => option.value === kind)?.label ?? kind,
    ]),
  ) as EstimateWords['kinds'],
};

export const { dollarsText, countText, squareFeetText, stepsText, rangeText, kindLabel } =
  estimateText(estimateWords, formattedFacts.numbers);
