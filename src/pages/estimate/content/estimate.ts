import estimateFile from '../../../../content/estimate.json' with { type: 'json' };
import { filled } from '../../../content/company.ts';
import { filledIn, siteLocale } from '../../../content/language.ts';
import type { WorkKind } from '../../../content/workKinds.ts';
import { projectTypes } from '../../contact/content/contactForm.ts';
import { formattedFacts } from '../../../content/formattedFacts.ts';
import { formatDollars, formatNumber, type DollarRange, type MeasuredRoom } from './priceGuide.ts';
import type { EstimateData, PriceGuide } from './schema.ts';

/** The price guide and its words, in this build's language (`content/estimate.json`). */
const data = filled(estimateFile[siteLocale] as EstimateData);

/** The owner's prices: the same figures in every language (the content check holds them so). */
export const priceGuide: PriceGuide = estimateFile[siteLocale].prices as PriceGuide;
export const priceExamples = data.examples;
export const estimatePage = data.page;
/** The words of the links to the page, from Services and from each project's page. */
export const estimateLinks = data.links;
export const estimatorText = data.estimator;

/** How an area, a room's size, a range and a count of steps or rooms read. */
export const estimateUnits = data.units;
const units = estimateUnits;
// Written as the language writes figures, without an `Intl` object in the browser (formattedFacts.ts).
const { numbers } = formattedFacts;

/** A kind of work as the contact form's project types name it. */
export const kindLabel = (kind: WorkKind): string =>
  projectTypes.find((option) => option.value === kind)?.label ?? kind;

export const dollarsText = (amount: number): string => formatDollars(amount, numbers);

/** A range in dollars (`$1,080–$1,800`), or its one figure; a fee of nothing is free. */
export function rangeText({ low, high }: DollarRange): string {
  if (low === high) return high === 0 ? estimatePage.free : dollarsText(low);
  return filledIn(units.range, { low: dollarsText(low), high: dollarsText(high) });
}

/** A number as the page's language writes it (`10,000`). */
export const countText = (value: number): string => formatNumber(value, numbers);

export const squareFeetText = (area: number): string =>
  filledIn(units.squareFeet, { area: countText(area) });

export const stepsText = (count: number): string =>
  count === 1 ? units.oneStep : filledIn(units.steps, { count: countText(count) });

export const roomsText = (count: number): string =>
  count === 1 ? units.oneRoom : filledIn(units.rooms, { count: countText(count) });

/** A room's size as measured: `12 x 15 ft`. */
export const roomSizeText = (length: number, width: number): string =>
  filledIn(units.room, { length: countText(length), width: countText(width) });

/** What an estimate was made of, and what it came to. */
export interface EstimateSummary {
  readonly kind: WorkKind;
  readonly region: string;
  readonly rooms: readonly MeasuredRoom[];
  readonly steps: number;
  readonly range: DollarRange;
}

/** A room's size in words: `12 x 15 ft (180 sq ft)`, or its area alone. */
const roomText = ({ squareFeet, length, width }: MeasuredRoom): string =>
  length !== undefined && width !== undefined
    ? filledIn(units.roomAndArea, {
        size: roomSizeText(length, width),
        area: squareFeetText(squareFeet),
      })
    : squareFeetText(squareFeet);

export const totalSquareFeet = (rooms: readonly MeasuredRoom[]): number =>
  rooms.reduce((sum, room) => sum + room.squareFeet, 0);

/**
 * The estimate as the contact form's message (the estimator's "Send this to us"): the work, the
 * region, each room, the stairs, the total area and the range shown, a line each, for the
 * visitor to read and change before sending.
 */
export function estimateMessage({ kind, region, rooms, steps, range }: EstimateSummary): string {
  const words = estimatorText.message;
  return [
    words.heading,
    filledIn(words.kind, { kind: kindLabel(kind) }),
    filledIn(words.region, { region }),
    ...rooms.map((room, index) =>
      filledIn(words.room, { number: String(index + 1), size: roomText(room) }),
    ),
    ...(steps > 0 ? [filledIn(words.stairs, { count: stepsText(steps) })] : []),
    // A consultation may come without rooms: no total of none.
    ...(rooms.length > 0
      ? [filledIn(words.total, { area: squareFeetText(totalSquareFeet(rooms)) })]
      : []),
    filledIn(words.range, { range: rangeText(range) }),
  ].join('\n');
}
