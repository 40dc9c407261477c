import { readFileSync } from 'node:fs';
import { serviceWorkerFile } from '../src/content/paths.ts';
import {
  expect,
  gotoReady,
  loadEveryPhoto,
  renderedFrame,
  test,
  waitForPageScript,
} from './fixtures.ts';
import { projectSample } from './words.ts';
import { siteBuild } from './built/builtSite.ts';

// What the static host is told to send: the build's `_headers`, the file `scripts/serve.mjs`
// reads, so the e2e tests see the real Content-Security-Policy header and not only the <meta>.
const headersFile = readFileSync(new URL('_headers', siteBuild), 'utf8');

/** The `Name: value` lines of the `_headers` block for `pattern`, by lower-case name. */
function headersBlock(pattern: string): Record<string, string> {
  const block = headersFile.split(/\n\s*\n/).find((text) => text.startsWith(`${pattern}\n`));
  if (!block) throw new Error(`No ${pattern} block in the build's _headers`);
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/:\s*(.*)/, 2))
      .map(([name = '', value = '']) => [name.toLowerCase(), value]),
  );
}

// The site's policy: the service worker's header, and every page's <meta>.
const policy = headersBlock(`/${serviceWorkerFile}`)['content-security-policy'] ?? '';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

// Every document's policy and its inline parts are checked in Node, for every document the
// render makes (src/app/document/securityPolicy.test.ts); here, what runs in the browser against
// it, on one page of each kind: a page of text, a page with an island and a form, a project's page
// with its photos, and the kiosk. The server's headers are its own tests' (scripts/serve.test.mjs).
test.describe('the Content-Security-Policy', () => {
  for (const path of ['/', '/contact', projectSample, '/?kiosk=1']) {
    test(`${path} carries it once, and nothing on the page violates it`, async ({ page }) => {
      // Before any script of the page: every violation, also of what runs during the load.
      await page.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The <meta> carries the policy; the header only what a <meta> cannot say.
      const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
      expect(await meta.getAttribute('content')).toBe(policy);
      expect(await response?.headerValue('content-security-policy')).toBe("frame-ancestors 'none'");

      await waitForPageScript(page);
      if (path.includes('kiosk')) {
        await page.waitForFunction(() => document.documentElement.dataset.kiosk === 'on');
      }
      // Every photo, and the page's script.
      await loadEveryPhoto(page);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    });
  }
});

test('a violation of the policy is reported once, not once per copy of the policy', async ({
  page,
  allowConsole,
}) => {
  // The browser's own line for the blocked photo below.
  allowConsole(/Loading the image 'https:\/\/elsewhere\.example\/x\.png' violates/);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await gotoReady(page, '/products');
  await page.evaluate(() => {
    const image = new Image();
    image.src = 'https://elsewhere.example/x.png';
    document.body.append(image);
  });
  await expect
    .poll(() => page.evaluate(() => window.cspViolations))
    .toEqual(['img-src https://elsewhere.example/x.png']);
  // And no second report comes after the first: a second policy would have reported the same
  // request in the same moment, its event queued before the page renders again.
  await renderedFrame(page);
  expect(await page.evaluate(() => window.cspViolations)).toHaveLength(1);
});
