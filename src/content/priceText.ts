import type { EstimateData } from '../pages/estimate/content/schema.ts';
import { filledIn } from './language.ts';
import { formatDollars, formatNumber, type NumberWords } from './numbers.ts';
import type { DollarRange, MeasuredRoom } from './prices.ts';
import type { WorkKind } from './workKinds.ts';

/**
 * The words figures and estimates are written with: the price guide's units, the page's words
 * for a rate and a free fee, the estimator's, and the kinds of work as the contact form names
 * them. The estimate page's render reads them from its content (`estimate.ts`); the estimator
 * island gets them as props, with no content module of its own.
 */
export interface EstimateWords {
  readonly units: EstimateData['units'];
  readonly page: Pick<EstimateData['page'], 'free' | 'perSquareFoot' | 'guide'>;
  readonly estimator: EstimateData['estimator'];
  readonly kinds: Readonly<Record<WorkKind, string>>;
}

/** What an estimate was made of, and what it came to. */
export interface EstimateSummary {
  readonly kind: WorkKind;
  readonly region: string;
  readonly rooms: readonly MeasuredRoom[];
  readonly steps: number;
  readonly range: DollarRange;
  /** The species and the stain chosen on the species guide, by name, if any. */
  readonly species?: string;
  readonly stain?: string;
}

export const totalSquareFeet = (rooms: readonly MeasuredRoom[]): number =>
  rooms.reduce((sum, room) => sum + room.squareFeet, 0);

/**
 * Figures and estimates in words, written as the language writes numbers and dollars
 * (`numbers`, read off `Intl` by the render), so the browser needs no `Intl` object.
 */
export function estimateText(
  { units, page, estimator, kinds }: EstimateWords,
  numbers: NumberWords,
) {
  const dollarsText = (amount: number): string => formatDollars(amount, numbers);
  /** A number as the page's language writes it (`10,000`). */
  const countText = (value: number): string => formatNumber(value, numbers);
  const squareFeetText = (area: number): string =>
    filledIn(units.squareFeet, { area: countText(area) });
  const stepsText = (count: number): string =>
    count === 1 ? units.oneStep : filledIn(units.steps, { count: countText(count) });
  /** A range in dollars (`$1,080–$1,800`), or its one figure; a fee of nothing is free. */
  const rangeText = ({ low, high }: DollarRange): string => {
    if (low === high) return high === 0 ? page.free : dollarsText(low);
    return filledIn(units.range, { low: dollarsText(low), high: dollarsText(high) });
  };
  /** A kind of work as the contact form's project types name it. */
  const kindLabel = (kind: WorkKind): string => kinds[kind];
  /** A room's size in words: `12 x 15 ft (180 sq ft)`, or its area alone. */
  const roomText = ({ squareFeet, length, width }: MeasuredRoom): string =>
    length !== undefined && width !== undefined
      ? filledIn(units.roomAndArea, {
          size: filledIn(units.room, { length: countText(length), width: countText(width) }),
          area: squareFeetText(squareFeet),
        })
      : squareFeetText(squareFeet);
  return {
    dollarsText,
    countText,
    squareFeetText,
    stepsText,
    rangeText,
    kindLabel,
    roomsText: (count: number): string =>
      count === 1 ? units.oneRoom : filledIn(units.rooms, { count: countText(count) }),
    /**
     * The estimate as the contact form's message (the estimator's "Send this to us"): the work,
     * the region, the species and stain chosen, each room, the stairs, the total area and the range shown, a line each, for
     * the visitor to read and change before sending.
     */
    estimateMessage: ({
      kind,
      region,
      rooms,
      steps,
      range,
      species,
      stain,
    }: EstimateSummary): string => {
      const words = estimator.message;
      return [
        words.heading,
        filledIn(words.kind, { kind: kindLabel(kind) }),
        filledIn(words.region, { region }),
        ...(species ? [filledIn(words.species, { species })] : []),
        ...(stain ? [filledIn(words.stain, { stain })] : []),
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
    },
    /**
     * The estimate as a text message's first line ("About my estimate: Refinishing, Colorado,
     * 450 sq ft, Red oak, $1,800–$2,400"): the same facts, each once, on one line.
     */
    estimateLine: ({
      kind,
      region,
      rooms,
      steps,
      range,
      species,
      stain,
    }: EstimateSummary): string =>
      filledIn(estimator.message.text, {
        details: [
          kindLabel(kind),
          region,
          ...(rooms.length > 0 ? [squareFeetText(totalSquareFeet(rooms))] : []),
          ...(steps > 0 ? [stepsText(steps)] : []),
          ...(species ? [species] : []),
          ...(stain ? [stain] : []),
          rangeText(range),
        ].join(', '),
      }),
  };
}

export type EstimateText = ReturnType<typeof estimateText>;
