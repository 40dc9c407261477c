// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { numberWords } from './formattedFacts.ts';
import { formatDollars, formatNumber } from './numbers.ts';
import { estimateJob, parseAmount, parseSteps, roomArea, type RoomInput } from './prices.ts';
import type { PriceGuide } from './prices.ts';

/** A guide of round figures, so each sum below can be checked by hand. */
const work = {
  perSquareFoot: { low: 4, high: 6 },
  minimum: 500,
  includes: 'Sanding and finish.',
  factors: ['Stairs'],
  regions: [{ region: 'Los Angeles', perSquareFoot: { low: 5, high: 8 } }],
};
const guide: PriceGuide = {
  installation: { ...work, perStep: { low: 50, high: 80 } },
  refinishing: { ...work, perStep: { low: 30, high: 45 } },
  repair: work,
  consultation: { fee: 0, includes: 'An hour.' },
  other: { ...work, meaning: 'Anything else.' },
  tiers: {
    standard: { low: 0, high: 0 },
    premium: { low: 1, high: 2 },
    exotic: { low: 3, high: 5 },
  },
};

const job = { kind: 'refinishing', region: 'Colorado', squareFeet: 180, steps: 0 } as const;

describe('a job’s price range', () => {
  it('is its area at the rate per square foot', () => {
    expect(estimateJob(guide, job)).toEqual({ low: 720, high: 1080, minimumApplied: false });
  });

  it('takes a region’s own rate where it has one', () => {
    expect(estimateJob(guide, { ...job, region: 'Los Angeles' })).toEqual({
      low: 900,
      high: 1440,
      minimumApplied: false,
    });
  });

  it('adds the steps at the rate per step, and ignores them where the kind has none', () => {
    expect(estimateJob(guide, { ...job, steps: 13 })).toEqual({
      low: 720 + 390,
      high: 1080 + 590, // 585, rounded up to ten dollars
      minimumApplied: false,
    });
    expect(estimateJob(guide, { ...job, kind: 'repair', steps: 13 })).toEqual({
      low: 720,
      high: 1080,
      minimumApplied: false,
    });
  });

  it('adds what a species’ price tier adds per square foot, to an installation alone', () => {
    const installation = { ...job, kind: 'installation' } as const;
    expect(estimateJob(guide, { ...installation, tier: 'premium' })).toEqual({
      low: 180 * 5,
      high: 180 * 8,
      minimumApplied: false,
    });
    expect(estimateJob(guide, { ...installation, region: 'Los Angeles', tier: 'exotic' })).toEqual({
      low: 180 * 8,
      high: 180 * 13,
      minimumApplied: false,
    });
    expect(estimateJob(guide, { ...job, tier: 'exotic' })).toEqual(estimateJob(guide, job));
  });

  it('is never below the minimum charge, and says when the minimum set it', () => {
    expect(estimateJob(guide, { ...job, squareFeet: 30 })).toEqual({
      low: 500,
      high: 500,
      minimumApplied: true,
    });
    expect(estimateJob(guide, { ...job, squareFeet: 100 })).toEqual({
      low: 500,
      high: 600,
      minimumApplied: true,
    });
  });

  it('rounds its ends outward to ten dollars', () => {
    expect(estimateJob(guide, { ...job, squareFeet: 133.3 })).toEqual({
      low: 530, // 533.2
      high: 800, // 799.8
      minimumApplied: false,
    });
  });

  it('rounds what the rates come to in cents, not in floating point', () => {
    const repair = { ...work, perSquareFoot: { low: 4.1, high: 4.4 }, minimum: 0 };
    const cents = { ...guide, repair };
    const at = (squareFeet: number) => estimateJob(cents, { ...job, kind: 'repair', squareFeet });
    // 100 x 4.10 is 409.99999999999994, 50 x 4.40 is 220.00000000000003 in floating point.
    expect(at(100)).toMatchObject({ low: 410 });
    expect(at(50)).toMatchObject({ high: 220 });
  });

  it('is a consultation’s fee, whatever the rooms', () => {
    expect(estimateJob(guide, { ...job, kind: 'consultation', squareFeet: 900 })).toEqual({
      low: 0,
      high: 0,
      minimumApplied: false,
    });
    const paid = { ...guide, consultation: { fee: 150, includes: 'An hour.' } };
    expect(estimateJob(paid, { ...job, kind: 'consultation' })).toMatchObject({
      low: 150,
      high: 150,
    });
  });
});

describe('figures', () => {
  // What the browser writes without Intl must be what Intl writes, in each language's locale.
  const amounts = [0, 7, 42.5, 900, 1234.5, 4250, 36_270, 1_000_000];
  for (const intl of ['en-US', 'es-US']) {
    it(`are written as Intl writes them in ${intl}, cents only where there are some`, () => {
      const words = numberWords(intl);
      for (const amount of amounts) {
        const cents = Number.isInteger(amount) ? 0 : 2;
        const currency = new Intl.NumberFormat(intl, {
          style: 'currency',
          currency: 'USD',
          minimumFractionDigits: cents,
          maximumFractionDigits: cents,
        });
        expect(formatDollars(amount, words)).toBe(currency.format(amount));
        expect(formatNumber(amount, words)).toBe(new Intl.NumberFormat(intl).format(amount));
      }
    });
  }

  it('are $4,250 and $3.50 in English', () => {
    expect(formatDollars(4250, numberWords('en-US'))).toBe('$4,250');
    expect(formatDollars(3.5, numberWords('en-US'))).toBe('$3.50');
  });
});

describe('what a visitor types', () => {
  it('is a number with a decimal point and thousands’ commas, or a named problem', () => {
    expect(parseAmount(' 12.5 ')).toEqual({ value: 12.5 });
    expect(parseAmount('1,200')).toEqual({ value: 1200 });
    expect(parseAmount('')).toEqual({ problem: 'empty' });
    expect(parseAmount('twelve')).toEqual({ problem: 'number' });
    expect(parseAmount('12ft')).toEqual({ problem: 'number' });
    expect(parseAmount('1,20')).toEqual({ problem: 'number' });
    expect(parseAmount('0')).toEqual({ problem: 'positive' });
    expect(parseAmount('-4')).toEqual({ problem: 'positive' });
  });

  it('gives stair steps as a whole number up to the limit, none when empty', () => {
    expect(parseSteps('')).toEqual({ value: 0 });
    expect(parseSteps('0')).toEqual({ value: 0 });
    expect(parseSteps('13')).toEqual({ value: 13 });
    expect(parseSteps('2.5')).toEqual({ problem: 'whole' });
    expect(parseSteps('-3')).toEqual({ problem: 'whole' });
    expect(parseSteps('a few')).toEqual({ problem: 'number' });
    expect(parseSteps('501')).toEqual({ problem: 'tooManySteps' });
  });

  const room = (typed: Partial<RoomInput>): RoomInput => ({
    length: '',
    width: '',
    area: '',
    ...typed,
  });

  it('gives a room’s area from its sides, or its area where one is given', () => {
    expect(roomArea(room({ length: '12', width: '15' }))).toEqual({
      squareFeet: 180,
      length: 12,
      width: 15,
    });
    expect(roomArea(room({ length: '12', width: '15', area: '200' }))).toEqual({ squareFeet: 200 });
    expect(roomArea(room({ length: '12', area: '200' }))).toEqual({ squareFeet: 200 });
  });

  it('names each field’s problem, an empty room once, and a room over 10,000 sq ft', () => {
    expect(roomArea(room({}))).toEqual({ problems: { length: 'empty' } });
    expect(roomArea(room({ length: '12' }))).toEqual({ problems: { width: 'empty' } });
    expect(roomArea(room({ width: '12' }))).toEqual({ problems: { length: 'empty' } });
    // A bad side is named even where an area is given: it is what the visitor typed.
    expect(roomArea(room({ length: 'x', area: '200' }))).toEqual({
      problems: { length: 'number' },
    });
    expect(roomArea(room({ length: 'x', width: '0' }))).toEqual({
      problems: { length: 'number', width: 'positive' },
    });
    expect(roomArea(room({ length: '101', width: '100' }))).toEqual({
      problems: { length: 'tooLarge' },
    });
    expect(roomArea(room({ area: '10000' }))).toEqual({ squareFeet: 10_000 });
    expect(roomArea(room({ area: '10001' }))).toEqual({ problems: { area: 'tooLarge' } });
  });
});
