// The Chromium flags every browser this project drives starts with (the end-to-end tests and the
// benchmark): no sandbox or GPU (containers and CI machines have neither), and no background
// traffic of the browser's own that could touch the network or skew a measurement.
/** Debian's Chromium, used when CHROMIUM_PATH names no other (the benchmark's browser). */
export const systemChromium = '/usr/bin/chromium';

/**
 * Debian's headless shell (package chromium-headless-shell): the browser Playwright's own headless
 * runs use. The end-to-end tests prefer it: the whole suite runs a third faster on it than on the
 * full browser's headless mode, with the same engine.
 */
export const systemHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
