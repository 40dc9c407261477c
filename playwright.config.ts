import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';
import { chromiumFlags, systemChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);

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

export default defineConfig({
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
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
