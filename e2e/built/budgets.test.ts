import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  pageScriptEntry,
  staticClosure,
  type BuildManifest,
} from '../../build-time/buildManifest.ts';
import { documentFileFor } from '../../build-time/buildSite.ts';
import { localePath, locales } from '../../src/content/locales.ts';
import { pageList } from '../../src/content/pages.ts';
import { budgets, kb } from '../byteBudgets.ts';
import {
  builtManifest,
  builtText,
  fallbackModule,
  hydrateModule,
  jsFiles,
  siteBuild,
  sitemapPaths,
  totalGzip,
} from './builtSite.ts';

// The byte budgets of the design (e2e/byteBudgets.ts) of the build's files, on the build the
// specs run against: bytes, never timings. (shipped.test.ts checks those the content can change
// on the site as it ships; e2e/budgets.spec.ts what a page left alone fetches in the browser.)

/** The build's manifest: one browser build for every language. */
const manifest = builtManifest();

/** A size in gzip KB, one decimal, for a failure's message. */
const inKb = (bytes: number) => `${(bytes / kb).toFixed(1)} KB`;

/**
 * Every island's module, as the build found them: what the islands' wake-up imports when one is
 * wanted, one per declaration (src/app/islands.ts), so a new island is budgeted with no list here
 * to update.
 */
const islandModules = (chunks: BuildManifest): readonly string[] =>
  chunks[hydrateModule]?.dynamicImports ?? [];

/** The page's script (index.html's entry) with its static imports: what every page starts with. */
const startJs = (chunks: BuildManifest) =>
  [...staticClosure(chunks, pageScriptEntry)].filter((file) => file.endsWith('.js'));

/** Every JavaScript file the build wrote for the browser. */
const allJs = () => jsFiles(manifest);

describe('the byte budgets (gzip)', () => {
  it(`every page starts with one file of at most ${budgets.start / kb} KB of JavaScript`, () => {
    // One file: no part of the page script waits for another's request.
    expect(startJs(manifest)).toHaveLength(1);
    const size = totalGzip(startJs(manifest));
    expect(size, inKb(size)).toBeLessThanOrEqual(budgets.start);
  });

  it(`every island needs at most ${budgets.island / kb} KB of JavaScript`, () => {
    // The three the browser's checks wake among them: the list is the build's, not empty.
    expect(islandModules(manifest)).toEqual(
      expect.arrayContaining([
        'src/pages/contact/ContactForm.tsx',
        'src/pages/work/comparison/BeforeAfterIsland.tsx',
        'src/pages/estimate/Estimator.tsx',
      ]),
    );
    for (const module of islandModules(manifest)) {
      const size = totalGzip(
        new Set([...staticClosure(manifest, hydrateModule), ...staticClosure(manifest, module)]),
      );
      expect(size, `${module}: ${inKb(size)}`).toBeLessThanOrEqual(budgets.island);
    }
  });

  it(`the site has at most ${budgets.allJs / kb} KB of JavaScript`, () => {
    const size = totalGzip(allJs());
    expect(size, inKb(size)).toBeLessThanOrEqual(budgets.allJs);
  });

  it(`every page links one stylesheet, its own page's, and none is over ${budgets.css / kb} KB`, () => {
    // Each page of the table at its address in each language (a page per item, by the item the
    // sitemap lists first), and the not-found document: the stylesheet its module's
    // (build-time/pageStyles.ts names it after the module).
    const listed = sitemapPaths();
    const pageAddresses = pageList.flatMap(({ path, module }) => {
      const own = module.replace(/^.*\/|Page\.tsx$/gu, '').toLowerCase();
      const pattern = new RegExp(`^${(path ?? '').replace(/:[a-z]+/gu, '[^/]+')}$`, 'u');
      const address = path ? listed.find((candidate) => pattern.test(candidate)) : '/404.html';
      if (!address) throw new Error(`The sitemap lists no page at ${path}`);
      return locales.map((locale) => ({ address: localePath(locale, address), own }));
    });
    for (const { address, own } of pageAddresses) {
      const linked = [
        ...builtText(documentFileFor(address)).matchAll(
          /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+)"/gu,
        ),
      ].map(([, file]) => file);
      expect(linked, address).toEqual([expect.stringMatching(new RegExp(`^assets/${own}-`, 'u'))]);
    }
    const css = readdirSync(new URL('assets/', siteBuild))
      .filter((file) => file.endsWith('.css'))
      .map((file) => `assets/${file}`);
    for (const file of css) {
      const size = totalGzip([file]);
      expect(size, `${file}: ${inKb(size)}`).toBeLessThanOrEqual(budgets.css);
    }
  });
});

// A page's first `Intl` object costs a phone 15 to 25 ms of locale data in the task that starts
// the page (more than 100 ms on a slow one): the render formats what the pages show instead
// (src/content/formattedFacts.ts).
it('no browser code creates an Intl object', () => {
  const formatting = allJs().filter((file) => builtText(file).includes('Intl.'));
  expect(formatting).toEqual([]);
});

// The animation libraries (framer-motion's animations, @react-spring/parallax) are the motion
// fallback island's, for a browser without scroll timelines (src/motion/motionFallback.ts).
// (e2e/motion.spec.ts shows that a browser with them never asks for it.)
it('the motion fallback island is a chunk of its own, which no page starts with', () => {
  const fallback = manifest[fallbackModule]?.file;
  expect(fallback, `${fallbackModule} has a chunk of its own`).toBeDefined();
  expect(startJs(manifest)).not.toContain(fallback);
});
