/** What a spec run against a site is given: its project's name and options. */
interface SpecProject {
  readonly spec: string;
  readonly name: string;
  readonly use: Readonly<Record<string, unknown>>;
}

/** A site the specs run against: where it is, what its server needs, which specs test it. */
export interface ServedSite {
  /** Its folder, relative to the project's root. */
  readonly outDir: string;
  /** What its server's environment adds. */
  readonly serverEnv: Readonly<Record<string, string>>;
  /** The specs run against it (`e2e/<spec>.spec.ts`), each as a project with its options. */
  readonly projects: readonly SpecProject[];
}

/** A build of the site for the end-to-end tests (see siteVariants.mjs). */
export interface SiteBuild {
  readonly outDir: string;
  /** The content folder its copy of the project starts from, relative to the project's root. */
  readonly content: string;
  /** The languages it makes, as SITE_LANGUAGES names them, or undefined for every one. */
  readonly languages: string | undefined;
  /** The build's settings, as environment variables. */
  readonly env: Readonly<Record<string, string>>;
  /** The sites it renders beside its own, each with other settings (SITE_SETTING_SETS). */
  readonly sets: readonly {
    readonly outDir: string;
    readonly env: Readonly<Record<string, string>>;
  }[];
  /**
   * Each edited file of content/, by name, and the edit made to each language's version (to the
   * settings file whole, which has none).
   */
  readonly edits: Readonly<Record<string, (data: Record<string, unknown>, locale: string) => void>>;
  /** Photos made in the copy's content/media/ before it is built, by file name. */
  readonly media: Readonly<
    Record<string, { readonly width: number; readonly height: number; readonly quality: number }>
  >;
}

export declare const settingSets: readonly (ServedSite & {
  readonly env: Readonly<Record<string, string>>;
})[];
export declare const testedSite: SiteBuild;
export declare const contentBuild: SiteBuild & ServedSite;
export declare const builds: readonly SiteBuild[];
export declare const servedSites: readonly ServedSite[];
