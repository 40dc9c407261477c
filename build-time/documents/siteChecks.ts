import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { JSDOM, VirtualConsole } from 'jsdom';
import { localeBase, locales, type Locale } from '../../src/content/locales.ts';
import { notFoundDocument } from '../../src/content/paths.ts';

// The checks of a site's documents that name no text: what the shipped content (`dist/`, from
// content/) and the content as an owner edits it (build-time/documents/ownerContent.test.ts) must
// pass, whatever the owner has written.

/** A document of a site: its address, and its HTML as the site serves it. */
export interface SiteDocument {
  readonly address: string;
  readonly html: string;
}

/** The language of a page's address: `/es/...` is Spanish, everything else English. */
export const localeOfAddress = (address: string): Locale =>
  locales.find((locale) => {
    const base = localeBase(locale);
    return base !== '' && (address === base || address.startsWith(`${base}/`));
  }) ?? 'en';

/**
 * The rules of axe that an owner's words and photos can break, each of which jsdom can run:
 * names, alternative texts, languages, lists, labels. (Contrast and what depends on the
 * stylesheet are the browser's to check, on the tests' own content: e2e/a11y.spec.ts.)
 */
const contentRules = [
  'button-name',
  'document-title',
  'empty-heading',
  'html-has-lang',
  'image-alt',
  'label',
  'link-name',
  'list',
  'listitem',
  'role-img-alt',
  'select-name',
  'valid-lang',
];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The path a link of the site leads to, and the part of its page it names, if any. */
function target(href: string): { path: string; part: string } | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const url = new URL(href, 'https://site.invalid');
  return { path: url.pathname, part: decodeURIComponent(url.hash.slice(1)) };
}

/**
 * What is wrong with a site's documents, a line each: a page not in its address's language,
 * without a title or without one main heading; a link of the site to no document of it, or to a
 * part of a page it does not have; a violation of axe's rules an owner's content can break.
 * `files` are the paths of the site's other files a page may link to.
 */
export async function siteProblems(
  documents: readonly SiteDocument[],
  files: readonly string[] = [],
): Promise<string[]> {
  const virtualConsole = new VirtualConsole();
  const window = new JSDOM('<!doctype html><html></html>', {
    runScripts: 'outside-only',
    virtualConsole,
  }).window;
  window.eval(axeSource);
  // axe as its source defines it in the window it ran in.
  const { axe } = window as unknown as {
    axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  };
  const parsed = new Map(
    documents.map(({ address, html }) => [
      address,
      new window.DOMParser().parseFromString(html, 'text/html'),
    ]),
  );
  const problems: string[] = [];
  for (const [address, document] of parsed) {
    const lang = localeOfAddress(address);
    if (document.documentElement.lang !== lang) problems.push(`${address}: not lang="${lang}"`);
    if (document.title.trim() === '') problems.push(`${address}: no title`);
    if (document.querySelectorAll('main h1').length !== 1) {
      problems.push(`${address}: not one main heading`);
    }
    for (const link of document.querySelectorAll('a[href]')) {
      const to = target(link.getAttribute('href') ?? '');
      if (!to) continue;
      const page = parsed.get(to.path) ?? parsed.get(to.path.replace(/\/$/u, ''));
      if (!page && !files.includes(to.path)) {
        problems.push(`${address}: a link to ${to.path}, which is no page of the site`);
      } else if (page && to.part && !page.getElementById(to.part)) {
        problems.push(`${address}: a link to #${to.part}, which ${to.path} does not have`);
      }
    }
    // axe reads the window's own document: the page takes its place there.
    window.document.documentElement.replaceWith(
      window.document.importNode(document.documentElement, true),
    );
    const { violations } = await axe.run(window.document, {
      runOnly: { type: 'rule', values: contentRules },
    });
    for (const violation of violations) {
      problems.push(`${address}: ${violation.id} (${violation.nodes.length})`);
    }
  }
  window.close();
  const notFound = documents.filter(({ address }) => address.endsWith(notFoundDocument));
  if (notFound.length === 0) problems.push(`no ${notFoundDocument}`);
  return problems;
}
