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

/** The path a link of the site leads to, and the part of its page it names, if any. */
function target(href: string): { path: string; part: string } | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const url = new URL(href, 'https://site.invalid');
  return { path: url.pathname, part: decodeURIComponent(url.hash.slice(1)) };
}

/**
 * What is wrong with a site's documents, a line each: a page not in its address's language,
 * without a title or without one main heading; a link of the site to no document of it, or to a
 * part of a page it does not have. (What an owner's words and photos could break of a page's
 * accessibility, the schemas refuse: a photo without its description, a link or a heading
 * without words. The pages' own is axe's, in the browser: e2e/a11y.spec.ts.)
 */
export function siteProblems(documents: readonly SiteDocument[]): string[] {
  const { window } = new JSDOM('', { virtualConsole: new VirtualConsole() });
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
      if (!page) {
        problems.push(`${address}: a link to ${to.path}, which is no page of the site`);
      } else if (to.part && !page.getElementById(to.part)) {
        problems.push(`${address}: a link to #${to.part}, which ${to.path} does not have`);
      }
    }
  }
  window.close();
  const notFound = documents.filter(({ address }) => address.endsWith(notFoundDocument));
  if (notFound.length === 0) problems.push(`no ${notFoundDocument}`);
  return problems;
}
