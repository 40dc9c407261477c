import type { PhotoSource } from '../src/content/schema/photos.ts';

type PhotoRewrite = Extract<PhotoSource, { kind: 'rewrite' }>;

export declare const photoRewrite: PhotoRewrite;

export interface PhotoVariant {
  /** The Playwright project that tests it. */
  readonly name: string;
  readonly photoSource: PhotoRewrite;
}

export declare const photoVariants: readonly PhotoVariant[];

/**
 * The Playwright option that tells e2e/photos.spec.ts which variant it runs against, and where
 * that is built (relative to the project's root).
 */
export interface PhotoVariantOption {
  readonly photoVariant: PhotoVariant & { readonly outDir: string };
}
