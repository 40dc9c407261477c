/** What the build writes into each site's worker, before the worker's code. */
export interface SiteWorker {
  /** Every file the worker keeps from the first visit, by its address from the site's root. */
  readonly precache: readonly { readonly url: string; readonly revision: string }[];
  /** Where photos come from: each a URL's pattern and the answers kept. */
  readonly photos: readonly {
    readonly pattern: string;
    readonly statuses: readonly number[];
    /** The owner's uploads, on the site's origin (a new photo is a new file name). */
    readonly uploaded: boolean;
  }[];
}
