import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The byte budgets of the design (ARCHITECTURE.md, "Budgets"), in gzip KB, checked on the
// production build in `dist/` that the other specs run against. Deterministic: bytes, never
// timings.
const kb = 1024;
const budgets = {
  home: 115 * kb,
  otherRoute: 100 * kb,
  allJs: 170 * kb,
  css: 20 * kb,
  // The only JavaScript a page fetches before its content is on screen.
  boot: 2 * kb,
};

const dist = new URL('../dist/', import.meta.url);
const gzipSize = (file: string) => gzipSync(readFileSync(new URL(file, dist))).length;

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically: what must arrive before it can run. */
function staticClosure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the build manifest`);
  if (!files.has(chunk.file)) {
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  }
  return files;
}

// The page module the app's entry loads before it hydrates.
const routes = {
  '/': 'src/pages/home/HomePage.tsx',
  '/products': 'src/pages/products/ProductsPage.tsx',
  '/services': 'src/pages/services/ServicesPage.tsx',
  '/about': 'src/pages/about/AboutPage.tsx',
  '/contact': 'src/pages/contact/ContactPage.tsx',
  '404': 'src/pages/not-found/NotFoundPage.tsx',
} as const;
const parallaxModule = 'src/motion/HeroParallaxScene.tsx';

const bootModule = 'src/boot.ts';

/** The boot script, the app's entry (index.html's) and the page, each with its imports. */
const initialJs = (page: string) =>
  [...staticClosure(page, staticClosure('index.html', staticClosure(bootModule)))].filter((file) =>
    file.endsWith('.js'),
  );
const totalGzip = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSize(file), 0);

test.describe('byte budgets (gzip)', () => {
  for (const [route, page] of Object.entries(routes)) {
    const budget = route === '/' ? budgets.home : budgets.otherRoute;
    test(`${route} loads at most ${budget / kb} KB of JavaScript before it is interactive`, () => {
      const size = totalGzip(initialJs(page));
      test.info().annotations.push({ type: 'gzip KB', description: (size / kb).toFixed(1) });
      expect(size).toBeLessThanOrEqual(budget);
    });
  }

  test(`the whole build has at most ${budgets.allJs / kb} KB of JavaScript and ${budgets.css / kb} KB of CSS`, () => {
    const assets = readdirSync(new URL('assets/', dist)).map((file) => `assets/${file}`);
    expect(totalGzip(assets.filter((file) => file.endsWith('.js')))).toBeLessThanOrEqual(
      budgets.allJs,
    );
    const css = assets.filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    expect(totalGzip(css)).toBeLessThanOrEqual(budgets.css);
  });

  test('the parallax code is loaded by Home alone, lazily', () => {
    const parallaxFile = manifest[parallaxModule]?.file;
    expect(parallaxFile).toBeDefined();
    for (const page of Object.values(routes)) {
      expect(initialJs(page)).not.toContain(parallaxFile);
    }
    const importers = Object.entries(manifest)
      .filter(([, chunk]) => chunk.dynamicImports?.includes(parallaxModule))
      .map(([key]) => key);
    expect(importers).toEqual([routes['/']]);
    // react-spring's code (recognised by a name its shared package keeps in the minified code)
    // is in that chunk and nowhere else.
    const withSpring = readdirSync(new URL('assets/', dist))
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        readFileSync(new URL(`assets/${file}`, dist), 'utf8').includes('FluidValue.observers'),
      )
      .map((file) => `assets/${file}`);
    expect(withSpring).toEqual([parallaxFile]);
  });

  test(`every page starts with one script, the boot script, at most ${budgets.boot / kb} KB`, () => {
    const bootFile = manifest[bootModule]?.file;
    expect(bootFile).toBeDefined();
    expect(gzipSize(`${bootFile}`)).toBeLessThanOrEqual(budgets.boot);
    const documents = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    expect(documents).toHaveLength(Object.keys(routes).length);
    for (const document of documents) {
      const html = readFileSync(new URL(document, dist), 'utf8');
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts, document).toEqual([`/${bootFile}`]);
      // The app's code and the manifest come later, from the boot script.
      expect(html, document).not.toMatch(/rel="(modulepreload|manifest)"/);
      expect(html, document).toMatch(/<script\b[^>]*\bdata-app="\/assets\/[^"]+\.js"/);
    }
  });
});
