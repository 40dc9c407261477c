// The Chromium flags every browser this project drives starts with (the end-to-end tests and the
// benchmark): no sandbox or GPU (containers and CI machines have neither), and no background
// traffic of the browser's own that could touch the network or skew a measurement.
/** Debian's Chromium, used when CHROMIUM_PATH names no other. */
export const systemChromium = '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
