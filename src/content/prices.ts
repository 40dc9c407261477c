import type { PriceGuide, PriceRange } from '../pages/estimate/content/schema.ts';
import type { SpeciesTier } from './speciesTiers.ts';
import type { WorkKind } from './workKinds.ts';

export type { PriceGuide, PriceRange };

/** What the estimator takes, past which it answers with a message instead of a range. */
export const estimateLimits = {
  /** One room's area, in square feet: a larger floor is a project to measure, not to guess. */
  roomSquareFeet: 10_000,
  rooms: 20,
  steps: 500,
} as const;

/** A price range in whole dollars; `low` equals `high` for a single figure (a flat fee). */
export interface DollarRange {
  readonly low: number;
  readonly high: number;
}

/** The rates a kind of work has in a region: its own, or the region's where it has one. */
export interface Rates {
  readonly perSquareFoot: PriceRange;
  readonly perStep?: PriceRange;
  readonly minimum: number;
}

/**
 * A kind of work's price per square foot in `region`: its own, or the region's where it has one.
 * An installation of a species of a price tier (`tier`) costs what the tier adds.
 */
export function perSquareFootFor(
  prices: PriceGuide,
  kind: Exclude<WorkKind, 'consultation'>,
  region: string,
  tier?: SpeciesTier,
): PriceRange {
  const work = prices[kind];
  const base = work.regions.find((entry) => entry.region === region)?.perSquareFoot;
  const { low, high } = base ?? work.perSquareFoot;
  const added = kind === 'installation' && tier ? prices.tiers[tier] : { low: 0, high: 0 };
  return { low: low + added.low, high: high + added.high };
}

/** A kind of work's rates in `region`; undefined for a consultation, which has a fee. */
export function ratesFor(
  prices: PriceGuide,
  kind: WorkKind,
  region: string,
  tier?: SpeciesTier,
): Rates | undefined {
  if (kind === 'consultation') return undefined;
  const work = prices[kind];
  return {
    perSquareFoot: perSquareFootFor(prices, kind, region, tier),
    ...(work.perStep ? { perStep: work.perStep } : {}),
    minimum: work.minimum,
  };
}

/**
 * What a job is: its kind, where, its floor's area and its stair steps, and the price tier of
 * the species chosen for it, if one is.
 */
export interface Job {
  readonly kind: WorkKind;
  readonly region: string;
  readonly squareFeet: number;
  readonly steps: number;
  readonly tier?: SpeciesTier;
}

/** A job's price range, and whether the minimum charge set either end. */
export interface JobEstimate extends DollarRange {
  readonly minimumApplied: boolean;
}

/**
 * A job's price: its area at the rate per square foot, plus its steps at the rate per step where
 * the kind has one, never below the minimum charge; the ends rounded outward to ten dollars, as a
 * guide is no more precise than that. A consultation costs its fee, whatever the rooms.
 */
export function estimateJob(prices: PriceGuide, job: Job): JobEstimate {
  const rates = ratesFor(prices, job.kind, job.region, job.tier);
  if (!rates) {
    const { fee } = prices.consultation;
    return { low: fee, high: fee, minimumApplied: false };
  }
  const steps = rates.perStep ? job.steps : 0;
  // In whole cents first: 100 sq ft at $4.10 is 409.99999999999994 in floating point, which
  // would round down a whole ten dollars.
  const end = (side: keyof PriceRange) =>
    Math.round(
      (job.squareFeet * rates.perSquareFoot[side] + steps * (rates.perStep?.[side] ?? 0)) * 100,
    ) / 100;
  const low = Math.floor(end('low') / 10) * 10;
  const high = Math.ceil(end('high') / 10) * 10;
  return {
    low: Math.max(low, rates.minimum),
    high: Math.max(high, rates.minimum),
    minimumApplied: low < rates.minimum,
  };
}

/** Why a value typed in the estimator gives no figure. */
export type InputProblem = 'empty' | 'number' | 'positive' | 'whole' | 'tooLarge' | 'tooManySteps';

export type Parsed = { readonly value: number } | { readonly problem: InputProblem };

/**
 * A number typed by a visitor: digits with an optional decimal point, and commas between
 * thousands (`1,200.5`); spaces around it ignored. Anything else is not a number, not a guess.
 */
export function parseAmount(typed: string): Parsed {
  const trimmed = typed.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (!/^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/u.test(trimmed)) return { problem: 'number' };
  const value = Number(trimmed.replaceAll(',', ''));
  return value > 0 ? { value } : { problem: 'positive' };
}

/** A count of stair steps: empty is none; otherwise a whole number from 0 to the limit. */
export function parseSteps(typed: string): Parsed {
  const trimmed = typed.trim();
  if (trimmed === '') return { value: 0 };
  if (!/^-?[\d.,]+$/u.test(trimmed)) return { problem: 'number' };
  const value = Number(trimmed.replaceAll(',', ''));
  if (!Number.isInteger(value) || value < 0) return { problem: 'whole' };
  return value > estimateLimits.steps ? { problem: 'tooManySteps' } : { value };
}

/** What a visitor typed for one room: its length and width in feet, or its area. */
export interface RoomInput {
  readonly length: string;
  readonly width: string;
  readonly area: string;
}

/** A room's field that a problem is shown beside. */
export type RoomField = keyof RoomInput;

/** A room as the estimate counts it: its area, and its sides where they were given. */
export interface MeasuredRoom {
  readonly squareFeet: number;
  readonly length?: number;
  readonly width?: number;
}

export type RoomResult =
  MeasuredRoom | { readonly problems: Partial<Record<RoomField, InputProblem>> };

/**
 * A room's area from what was typed: the area if one was given, else length times width. A value
 * typed that is not a number above 0 is named wherever it is, the area given or not; a room given
 * neither an area nor both sides is empty (said once, at its length, when it has neither); one
 * over the limit is too large.
 */
export function roomArea(room: RoomInput): RoomResult {
  const problems: Partial<Record<RoomField, InputProblem>> = {};
  const values: Partial<Record<RoomField, number>> = {};
  for (const field of ['length', 'width', 'area'] as const) {
    if (room[field].trim() === '') continue;
    const parsed = parseAmount(room[field]);
    if ('value' in parsed) values[field] = parsed.value;
    else problems[field] = parsed.problem;
  }
  if (Object.keys(problems).length > 0) return { problems };
  const { length, width, area } = values;
  if (area !== undefined) {
    return area > estimateLimits.roomSquareFeet
      ? { problems: { area: 'tooLarge' } }
      : { squareFeet: area };
  }
  if (length === undefined || width === undefined) {
    return {
      problems:
        width === undefined && length !== undefined ? { width: 'empty' } : { length: 'empty' },
    };
  }
  const squareFeet = length * width;
  return squareFeet > estimateLimits.roomSquareFeet
    ? { problems: { length: 'tooLarge' } }
    : { squareFeet, length, width };
}
