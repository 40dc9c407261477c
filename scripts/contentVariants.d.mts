type Json = Record<string, unknown>;

export interface ContentVariant {
  /** The Playwright project that tests it. */
  readonly name: string;
  /** Where it is built, relative to the project's root. */
  readonly outDir: string;
  /** Each edited file of content/, by name, and the edit made to its parsed JSON. */
  readonly edits: Readonly<Record<string, (data: Json) => void>>;
  /** How many of each the built pages show. */
  readonly counts: {
    readonly products: number;
    readonly services: number;
    readonly regions: number;
    readonly values: number;
  };
}

export declare const contentVariants: readonly ContentVariant[];

/** The Playwright option that tells e2e/content.spec.ts which variant it runs against. */
export interface ContentVariantOption {
  readonly contentVariant: ContentVariant;
}
