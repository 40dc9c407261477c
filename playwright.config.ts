import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium, systemHeadlessShell } from './scripts/chromium.mjs';
import type { VariantOption } from './scripts/deliveryVariants.mjs';
import type { PhotoVariantOption } from './scripts/photoVariants.mjs';
import type { VisitVariantOption } from './scripts/visitVariants.mjs';
import type { AnalyticsVariantOption } from './scripts/analyticsVariants.mjs';
import { servedSites, testedSite } from './scripts/siteVariants.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * The site as it ships, built from the frozen content (`testedSite`: the contact form sends
 * nothing, photos come from the image host, no online calendar, nothing counted), is tested by
 * every spec but six, which run against the other sites of the tests' builds
 * (`npm run build:tests`, scripts/siteVariants.mjs), each served on the next port: the contact
 * form's delivery, photos through the site's origin, visits booked online, analytics, the layout
 * with other amounts of content, the owner's uploaded photos. (What a build wrote, read as files,
 * is checked in Node: e2e/built/.)
 */
const variants = servedSites.map((variant, index) => ({
  ...variant,
  origin: `http://127.0.0.1:${port + 1 + index}`,
}));
/** Every option a spec run against a variant build reads, to be told what the build holds. */
type VariantSpecOptions = VariantOption &
  PhotoVariantOption &
  VisitVariantOption &
  AnalyticsVariantOption;
/** The options one spec is given. */
type SpecOptions = Partial<VariantSpecOptions>;

/** The options of one build's specs, as one project's: each spec reads its own, never another's. */
function together(options: readonly SpecOptions[]): SpecOptions {
  const merged: SpecOptions = {};
  for (const option of options) {
    const shared = Object.keys(option).filter((key) => key in merged);
    if (shared.length > 0) throw new Error(`Two specs of one build set ${shared.join(', ')}`);
    Object.assign(merged, option);
  }
  return merged;
}

/** The file of `e2e/<spec>.spec.ts`. */
const specFile = (spec: string) => new RegExp(`${spec}\\.spec\\.ts$`);

/**
 * Playwright's own Chromium when it is installed, otherwise the system's: Debian's headless shell
 * if there is one, else its `chromium`. CHROMIUM_PATH points anywhere else.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No bundled browser for this platform: fall through to the system one.
  }
  return existsSync(systemHeadlessShell) ? systemHeadlessShell : systemChromium;
}

/** Each build is served by `scripts/serve.mjs`, as a static host serves it. */
const siteServer = {
  command: 'node scripts/serve.mjs',
  reuseExistingServer: !process.env.CI,
} as const;

export default defineConfig<VariantSpecOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumFlags],
    },
    // No traces: recording them (screencast and DOM snapshots) took a fifth of the suite's time. A
    // failure still leaves the page's ARIA snapshot beside its error (error-context.md); rerun
    // the test with `--trace on` to record one.
    trace: 'off',
    // Each test starts without the offline service worker; the offline spec turns it on.
    serviceWorkers: 'block',
  },
  projects: [
    // One project per build, its specs each given the option that tells it what the build holds:
    // a project of its own for each spec started its workers (and their browsers) anew.
    ...variants.map(({ origin, projects }) => ({
      name: projects.map(({ name }) => name).join(' + '),
      testMatch: projects.map(({ spec }) => specFile(spec)),
      grepInvert: projects.flatMap(({ grepInvert }) => (grepInvert ? [grepInvert] : [])),
      use: { baseURL: origin, ...together(projects.map(({ use }) => use)) },
      // One worker each, so two of these short projects run side by side, each starting one
      // worker and its browser, where each started two and ran alone.
      workers: 1,
    })),
    // Last, so its many short tests fill both workers to the end: listed first, it left the
    // variants' longer tests to run one at a time on one worker after it, a tenth of the suite.
    {
      name: 'site',
      testIgnore: [
        /built\//,
        ...variants.flatMap(({ projects }) => projects.map(({ spec }) => specFile(spec))),
      ],
    },
  ],
  webServer: [
    {
      ...siteServer,
      env: { PORT: String(port), SERVE_ROOT: testedSite.outDir },
      url: `http://127.0.0.1:${port}/`,
    },
    ...variants.map(({ outDir, serverEnv, origin }) => ({
      ...siteServer,
      env: { PORT: new URL(origin).port, SERVE_ROOT: outDir, ...serverEnv },
      url: `${origin}/`,
    })),
  ],
});
