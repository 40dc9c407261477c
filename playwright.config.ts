import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './scripts/chromium.mjs';
import {
  contentVariants,
  uploadedVariant,
  type ContentVariantOption,
} from './scripts/contentVariants.mjs';
import { deliveryVariants, type VariantOption } from './scripts/deliveryVariants.mjs';
import { photoVariants, type PhotoVariantOption } from './scripts/photoVariants.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * The site as it ships (`dist/`: the contact form sends nothing, photos come from the image host)
 * is tested by every spec but three. Those run against the variant builds (`npm run
 * build:variants`), each served on the next port: the contact form's delivery against each
 * delivery variant, photos through the site's origin against the photo variant, the layout
 * with more or less content against each content variant, and the owner's uploaded photos
 * against the site built with some.
 */
const deliverySpec = /delivery\.spec\.ts$/;
const photoSpec = /photos\.spec\.ts$/;
const contentSpec = /content\.spec\.ts$/;
const uploadsSpec = /uploads\.spec\.ts$/;
const variants = [
  ...deliveryVariants.map((variant) => ({
    name: variant.name,
    outDir: variant.outDir,
    testMatch: deliverySpec,
    use: { variant },
    env: {},
  })),
  ...photoVariants.map((photoVariant) => ({
    name: photoVariant.name,
    outDir: photoVariant.outDir,
    testMatch: photoSpec,
    use: { photoVariant },
    // The spec answers the photos in the browser; a request that got past it reaches nothing
    // here (nothing listens on port 9) instead of the image host.
    env: { SERVE_PROXY_TO: 'http://127.0.0.1:9' },
  })),
  ...contentVariants.map((contentVariant) => ({
    name: contentVariant.name,
    outDir: contentVariant.outDir,
    testMatch: contentSpec,
    use: { contentVariant },
    env: {},
  })),
  {
    name: uploadedVariant.name,
    outDir: uploadedVariant.outDir,
    testMatch: uploadsSpec,
    use: {},
    env: {},
  },
].map((variant, index) => ({ ...variant, origin: `http://127.0.0.1:${port + 1 + index}` }));

/**
 * Playwright's own Chromium when it is installed, otherwise the system one (Debian's `chromium`);
 * CHROMIUM_PATH points anywhere else.
 */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // No bundled browser for this platform: fall through to the system one.
  }
  return systemChromium;
}

/**
 * Each build is served by `scripts/serve.mjs`, stopped with SIGTERM (Playwright's default is
 * SIGKILL), so it removes its compressed copies as it goes.
 */
const siteServer = {
  command: 'node scripts/serve.mjs',
  reuseExistingServer: !process.env.CI,
  gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
} as const;

export default defineConfig<VariantOption & PhotoVariantOption & ContentVariantOption>({
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
    trace: 'retain-on-failure',
    // Each test starts without the offline service worker; the offline spec turns it on.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'site', testIgnore: [deliverySpec, photoSpec, contentSpec, uploadsSpec] },
    ...variants.map(({ name, testMatch, use, origin }) => ({
      name,
      testMatch,
      use: { baseURL: origin, ...use },
    })),
  ],
  webServer: [
    { ...siteServer, env: { PORT: String(port) }, url: `http://127.0.0.1:${port}/` },
    ...variants.map(({ outDir, env, origin }) => ({
      ...siteServer,
      env: { PORT: new URL(origin).port, SERVE_ROOT: outDir, ...env },
      url: `${origin}/`,
    })),
  ],
});
