import type { PhotoSource } from '../src/content/photoSource.ts';

type PhotoRewrite = Extract<PhotoSource, { kind: 'rewrite' }>;

export declare const photoRewrite: PhotoRewrite;

export interface PhotoVariant {
  /** The Playwright project that tests it. */
  readonly name: string;
  /** Where it is built, relative to the project's root. */
  readonly outDir: string;
  readonly photoSource: PhotoRewrite;
}

export declare const photoVariants: readonly PhotoVariant[];

/** The Playwright option that tells e2e/photos.spec.ts which variant it runs against. */
export interface PhotoVariantOption {
  readonly photoVariant: PhotoVariant;
}
