// Every component's stylesheet, in the site's one stylesheet: the pages' components render at
// build time only, so the browser's code imports their styles here (kept by
// build-time/pageStylesPlugin.ts). No JavaScript comes of it.
import.meta.glob('./**/*.module.scss', { eager: true });
