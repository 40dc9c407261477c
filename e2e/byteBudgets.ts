// The byte budgets of the design, in gzip bytes, each stated here alone: e2e/built/budgets.test.ts
// checks those of the build's files on the tested build, e2e/built/shipped.test.ts those the
// content can change on the shipped content, and e2e/budgets.spec.ts what a page left alone
// fetches in the browser.
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
