import type { VisitSettings } from '../src/content/schema/settings.ts';

export interface VisitVariant {
  /** The Playwright project that tests it. */
  readonly name: string;
  readonly visits: Required<VisitSettings>;
}

export declare const bookingVariant: VisitVariant;

/** The Playwright option that tells e2e/visits.spec.ts the visits setting of its build. */
export interface VisitVariantOption {
  readonly visitVariant: VisitVariant;
}
