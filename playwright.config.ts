import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './scripts/chromium.mjs';
import { deliveryVariants, type VariantOption } from './scripts/deliveryVariants.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);

/**
 * The site as it ships (`dist/`, the contact form sends nothing) is tested by every spec but one;
 * that one, the contact form's delivery, runs against each variant build (`npm run
 * build:variants`), each served on the next port.
 */
const deliverySpec = /delivery\.spec\.ts$/;
const variants = deliveryVariants.map((variant, index) => ({
  variant,
  origin: `http://127.0.0.1:${port + 1 + index}`,
}));

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

export default defineConfig<VariantOption>({
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
    { name: 'site', testIgnore: deliverySpec },
    ...variants.map(({ variant, origin }) => ({
      name: variant.name,
      testMatch: deliverySpec,
      use: { baseURL: origin, variant },
    })),
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
    },
    ...variants.map(({ variant, origin }) => ({
      command: 'node scripts/serve.mjs',
      env: { PORT: new URL(origin).port, SERVE_ROOT: variant.outDir },
      url: `${origin}/`,
      reuseExistingServer: !process.env.CI,
    })),
  ],
});
