import { inject } from 'vitest';
import { renderPage, siteFiles } from '../app/renderPage.tsx';
import { pageAt } from '../app/routes.tsx';
import { localeOfPath, routeOf, type Locale } from '../content/locales.ts';
import { notFoundDocument } from '../content/paths.ts';
import type { PageSettings } from '../lib/pageContext.tsx';
import { frozenContent, frozenView } from './frozenContent.ts';
import type { RenderedPage } from './globalSetup.ts';
import { testAssets } from './testAssets.ts';
import { testedPageSettings } from './testedSettings.ts';

/** A document as the render made it, parsed as a browser parses it (its scripts never run). */
export interface RenderedDocument extends RenderedPage {
  readonly document: Document;
}

/** The HTML of a document, parsed by the test's own DOM (jsdom), which runs none of its scripts. */
const parsed = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

const rendered = inject('documents');
const cache = new Map<string, RenderedDocument>();

/** A document of the site, by its address (`/about`, `/es/about`), parsed once per test file. */
export function renderedPage(address: string): RenderedDocument {
  const known = cache.get(address);
  if (known) return known;
  const page = rendered.find((candidate) => candidate.address === address);
  if (!page) throw new Error(`The site has no document at ${address}`);
  const document: RenderedDocument = { ...page, document: parsed(page.html) };
  cache.set(address, document);
  return document;
}

/**
 * The tests' site: every document of it (each page of the table in every language, each filter
 * and project of the work, each language's not-found page), rendered once from the frozen
 * content with its own settings (src/test/globalSetup.ts), and its own files.
 */
export const renderedSite = {
  addresses: rendered.map((page) => page.address),
  /** Every document, in every language, or in one. */
  documents: (locale?: Locale): RenderedDocument[] =>
    rendered
      .filter((page) => locale === undefined || page.locale === locale)
      .map((page) => renderedPage(page.address)),
  /** Every page, the not-found documents left out. */
  pages: (locale?: Locale): RenderedDocument[] =>
    renderedSite.documents(locale).filter((page) => !page.address.endsWith(notFoundDocument)),
  files: inject('siteFiles'),
};

/** A page rendered now, from the frozen content, with other settings than the content's own. */
export async function renderedWith(
  address: string,
  settings: PageSettings,
): Promise<RenderedDocument> {
  const locale = localeOfPath(address);
  const { status, html } = await renderPage(address, {
    locale,
    content: frozenContent,
    settings,
    assets: testAssets,
  });
  return { address, locale, status, html, document: parsed(html) };
}

/**
 * A document's texts, in order: no script's or style's; with `language`, only those in it (a
 * part marked with another `lang`, like a customer's words as they wrote them, left out).
 */
export function textsOf(document: Document, language?: string): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (element?.closest('script, style, template')) continue;
    if (language && element?.closest('[lang]')?.getAttribute('lang') !== language) continue;
    texts.push(node.nodeValue ?? '');
  }
  return texts;
}

/** A document's text as its elements run it together, its white space collapsed. */
export const textOf = (document: Document, language?: string): string =>
  textsOf(document, language).join('').replace(/\s+/gu, ' ');

/** An attribute of every element a selector finds. */
export const attributes = (document: Document, selector: string, name: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name));

/** The structured data a document describes itself with, parsed. */
export const structuredDataOf = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

/** The module of the page a document is (`home/HomePage.tsx`), as the page table names it. */
export const moduleOf = (page: RenderedPage): string =>
  pageAt(routeOf(page.locale, page.address), {
    ...frozenView(page.locale),
    settings: testedPageSettings,
  }).module;

/** The site's own files, rendered now from the frozen content with other settings. */
export const siteFilesWith = (settings: PageSettings): Record<string, string> =>
  siteFiles({ content: frozenContent, settings, assets: testAssets });
