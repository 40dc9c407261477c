/** What a spec run against a site is given: its project's name and options. */
interface SpecProject {
  readonly spec: string;
  readonly name: string;
  readonly use: Readonly<Record<string, unknown>>;
  /** Its tests this site leaves out, by tag: they are run against another site. */
  readonly grepInvert?: RegExp;
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

import type { SiteBuild } from '../build-time/sites.ts';

export declare const settingSets: readonly (ServedSite & {
  readonly env: Readonly<Record<string, string>>;
})[];
export declare const testedSite: SiteBuild;
export declare const contentSite: ServedSite & {
  readonly content: string;
  /**
   * Each edited file of the content, by name, and the edit made to each language's version (to
   * the settings file whole, which has none).
   */
  readonly edits: Readonly<Record<string, (data: Record<string, unknown>, locale: string) => void>>;
  /** Photos made in the content's media/ before it is built, by file name. */
  readonly media: Readonly<
    Record<string, { readonly width: number; readonly height: number; readonly quality: number }>
  >;
};
export declare const e2eSites: readonly SiteBuild[];
export declare const servedSites: readonly ServedSite[];
