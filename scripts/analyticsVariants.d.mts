export interface AnalyticsVariant {
  /** The Playwright project that tests it. */
  readonly name: string;
  /** The setting as content/settings.json would hold it. */
  readonly analytics: { readonly kind: 'plausible'; readonly host: string; readonly site: string };
}

export declare const plausibleVariant: AnalyticsVariant;

/** The Playwright option that tells e2e/analytics.spec.ts the analytics setting of its build. */
export interface AnalyticsVariantOption {
  readonly analyticsVariant: AnalyticsVariant;
}
