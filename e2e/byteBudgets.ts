// The byte budgets of the design, in gzip bytes, each stated here alone: e2e/budgets.spec.ts
// checks them all on the tested build, e2e/shipped.spec.ts those the content can change on the
// shipped content.
export const kb = 1024;
export const budgets = {
  // What a page fetches at once, on every route: its one script and what that imports.
  start: 10 * kb,
  // A page loaded and left alone (no scroll, no input), in a browser with scroll timelines:
  // its script, the service worker's registration, and no island.
  leftAlone: 25 * kb,
  // An island's whole code: React, the loader and its own chunk, fetched when it is wanted.
  island: 100 * kb,
  // With the motion fallback island (about 43 KB: framer-motion's animations and
  // @react-spring/parallax), which only a browser without scroll timelines ever fetches.
  allJs: 180 * kb,
  // A page's stylesheet: the base styles and its components' (build-time/pageStyles.ts).
  css: 10 * kb,
};
