/** A build of the site for the end-to-end tests (see siteVariants.mjs). */
export interface SiteVariant {
  /** Where it is built, relative to the project's root. */
  readonly outDir: string;
  /** The content folder its copy of the project starts from, relative to the project's root. */
  readonly content: string;
  /** The languages it makes, as SITE_LANGUAGES names them, or undefined for every one. */
  readonly languages: string | undefined;
  /** What is done to the copy's content folder before the edits (given its path). */
  readonly prepare?: (content: string) => Promise<void>;
  /** The build's settings, as environment variables. */
  readonly env: Readonly<Record<string, string>>;
  /**
   * Each edited file of content/, by name, and the edit made to each language's version (to the
   * settings file whole, which has none).
   */
  readonly edits: Readonly<Record<string, (data: Record<string, unknown>, locale: string) => void>>;
  /** Photos made in the copy's content/media/ before it is built, by file name. */
  readonly media: Readonly<
    Record<string, { readonly width: number; readonly height: number; readonly quality: number }>
  >;
  /** What its server's environment adds. */
  readonly serverEnv: Readonly<Record<string, string>>;
  /** The specs run against it (`e2e/<spec>.spec.ts`), each as a project with its options. */
  readonly projects: readonly {
    readonly spec: string;
    readonly name: string;
    readonly use: Readonly<Record<string, unknown>>;
  }[];
}

export declare const testedSite: SiteVariant;
export declare const siteVariants: readonly SiteVariant[];
