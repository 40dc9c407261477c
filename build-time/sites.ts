/**
 * A site a build writes: the content folder it renders, where it is written, and its settings:
 * those of its content folder's `settings.json`, with the variables `env` sets over them
 * (`build-time/settings.ts`). `sets` are more sites of the same content with other settings,
 * each a copy of this one with its own documents, site files and service worker.
 */
export interface SiteBuild {
  /** The content folder, from the project's root. */
  readonly content: string;
  /** Its folder, from the project's root. */
  readonly outDir: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly sets?: readonly {
    readonly outDir: string;
    readonly env: Readonly<Record<string, string>>;
  }[];
}
