import { describe, expect, it } from 'vitest';
import { defaultLocale, localeNames, localePath, locales, routeOf } from '../../content/locales.ts';
import { notFoundDocument } from '../../content/paths.ts';
import { pageList, sitePages } from '../../content/pages.ts';
import { projectsOf } from '../../content/projects.ts';
import { siteUrl } from '../../content/seo.ts';
import { frozenContent, frozenView } from '../../test/frozenContent.ts';
import { noScriptTexts } from '../../test/noScriptTexts.ts';
import {
  attributes,
  moduleOf,
  renderedSite,
  structuredDataOf,
  textOf,
  textsOf,
} from '../../test/renderedSite.ts';
import { testAssets } from '../../test/testAssets.ts';

// What every document of the site says in its HTML, read in the one rendered site the tests share
// (src/test/globalSetup.ts): every page of both languages, each filter and project of the work,
// and the not-found pages. Each feature's own checks sit beside it; what only a browser shows
// (layout, motion, the islands at work, axe) is the end-to-end suite's.

const isNotFound = (address: string) => address.endsWith(notFoundDocument);
const en = frozenView('en');

describe('every document', () => {
  it('is the whole site: each page of the table, each filter and project, and the 404', () => {
    for (const locale of locales) {
      const routes = renderedSite.documents(locale).map((page) => routeOf(locale, page.address));
      expect(routes).toEqual(expect.arrayContaining(sitePages.map((page) => page.path)));
      expect(routes).toEqual(
        expect.arrayContaining(projectsOf(frozenView(locale)).index.map((project) => project.path)),
      );
      expect(routes.at(-1)).toBe(notFoundDocument);
    }
  });

  it('speaks its language, has one title, one description and one main heading', () => {
    for (const page of renderedSite.documents()) {
      const { document } = page;
      expect(document.documentElement.lang, page.address).toBe(page.locale);
      expect(document.querySelectorAll('title'), page.address).toHaveLength(1);
      expect(document.title.trim(), page.address).not.toBe('');
      const description = attributes(document, 'meta[name="description"]', 'content');
      expect(description, page.address).toHaveLength(1);
      expect(description[0]?.trim(), page.address).not.toBe('');
      expect(document.querySelectorAll('main h1'), page.address).toHaveLength(1);
    }
  });

  it('names its own address and its version in every language, or asks not to be indexed', () => {
    for (const page of renderedSite.documents()) {
      const { document } = page;
      const canonical = attributes(document, 'link[rel="canonical"]', 'href');
      const versions = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      if (isNotFound(page.address)) {
        expect(canonical).toEqual([]);
        expect(versions).toEqual([]);
        expect(attributes(document, 'meta[name="robots"]', 'content')).toEqual(['noindex']);
        continue;
      }
      const route = routeOf(page.locale, page.address);
      expect(canonical, page.address).toEqual([siteUrl(en, page.address)]);
      expect(attributes(document, 'meta[property="og:url"]', 'content')).toEqual(canonical);
      expect(versions, page.address).toEqual([
        ...locales.map((version) => [version, siteUrl(en, localePath(version, route))]),
        ['x-default', siteUrl(en, localePath(defaultLocale, route))],
      ]);
    }
  });

  it('runs one script of the site’s, and no other but the first paint’s and the prefetch rules', () => {
    for (const page of renderedSite.documents()) {
      const scripts = [...page.document.querySelectorAll('script')];
      const executable = scripts.filter((script) =>
        ['', 'module', 'text/javascript'].includes(script.type),
      );
      expect(
        executable.map((script) => script.getAttribute('src') ?? 'inline'),
        page.address,
      ).toEqual(['inline', ...testAssets.scripts]);
      expect(executable[0]?.textContent).toBe(testAssets.firstPaint);
      // The rest is data the browser never runs.
      expect(
        scripts.filter((script) => !executable.includes(script)).map((script) => script.type),
        page.address,
      ).toEqual(expect.arrayContaining(['speculationrules', 'application/json']));
      for (const script of scripts) {
        expect([
          '',
          'module',
          'speculationrules',
          'application/json',
          'application/ld+json',
        ]).toContain(script.type);
      }
      // No handler or style in an attribute, no script in an address: the policy would refuse
      // them.
      expect(page.html, page.address).not.toMatch(/\son[a-z]+="/u);
      expect(page.html, page.address).not.toMatch(/\sstyle="/u);
      expect(page.html, page.address).not.toMatch(/href="javascript:/u);
    }
  });

  it('links the stylesheets of its own page, and no other', () => {
    const modules = new Set<string>();
    for (const page of renderedSite.documents()) {
      const module = moduleOf(page);
      modules.add(module);
      expect(attributes(page.document, 'link[rel="stylesheet"]', 'href'), page.address).toEqual(
        testAssets.stylesheetsOf(module),
      );
    }
    expect([...modules].sort()).toEqual([...new Set(pageList.map((entry) => entry.module))].sort());
  });

  it('describes itself for search engines in data that can never close its own element, and rates the business nowhere', () => {
    for (const page of renderedSite.documents()) {
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        expect(script.innerHTML, page.address).not.toContain('<');
      }
      expect(JSON.stringify(structuredDataOf(page.document)), page.address).not.toMatch(
        /aggregateRating|"review"|"@type":"Review"|[rR]ating"|ratingValue/u,
      );
    }
  });
});

describe('without JavaScript', () => {
  it('a page of each kind holds all of its content, and every page a body of words', () => {
    const texts = noScriptTexts(en);
    expect(Object.keys(texts).length).toBeGreaterThan(3);
    for (const page of renderedSite.pages('en')) {
      const text = textOf(page.document);
      for (const words of texts[page.address] ?? []) expect(text, page.address).toContain(words);
      const wordCount = textsOf(page.document).join(' ').split(/\s+/u).filter(Boolean).length;
      expect(wordCount, page.address).toBeGreaterThan(page.address === '/' ? 300 : 80);
    }
  });

  it('hides nothing but what works only with its code, even from a reader without the stylesheet', () => {
    for (const page of renderedSite.pages()) {
      for (const hidden of page.document.querySelectorAll('main [hidden]')) {
        expect(hidden.closest('form, [data-island]'), page.address).not.toBeNull();
      }
      expect(
        page.document.querySelector('button[data-motion-switch]'),
        page.address,
      ).toHaveProperty('hidden', true);
    }
  });
});

type Json = string | number | boolean | null | undefined | readonly Json[] | object;

/** Every text of `english` that `spanish` words differently, at the same place. */
function translated(english: Json, spanish: Json): string[] {
  if (typeof english === 'string') return english !== spanish ? [english] : [];
  if (Array.isArray(english)) {
    return english.flatMap((entry: Json, index) =>
      translated(entry, (spanish as readonly Json[])[index]),
    );
  }
  if (typeof english === 'object' && english !== null) {
    const other =
      typeof spanish === 'object' && spanish !== null ? (spanish as Record<string, Json>) : {};
    return Object.entries(english).flatMap(([key, value]: [string, Json]) =>
      translated(value, other[key]),
    );
  }
  return [];
}

/**
 * The English words a Spanish page must not show: every text of the frozen content that its
 * Spanish version words otherwise, a `{fact}` cut out (it is filled in), of four letters or more.
 */
const englishWords = [
  ...new Set(
    translated(frozenContent.languages.en, frozenContent.languages.es)
      .flatMap((text) => text.split(/\{\w+\}/u))
      .map((text) => text.trim())
      .filter((text) => /\p{L}{4}/u.test(text)),
  ),
];

/** Every text of `english` that `spanish` holds unchanged, at the same place. */
function copied(english: Json, spanish: Json): string[] {
  if (typeof english === 'string') return english === spanish ? [english] : [];
  if (typeof english !== 'object' || english === null) return [];
  const other =
    typeof spanish === 'object' && spanish !== null ? (spanish as Record<string, Json>) : {};
  return Object.entries(english).flatMap(([key, value]: [string, Json]) =>
    copied(value, other[key]),
  );
}

describe('the Spanish pages', () => {
  it('have English words to look for, from every file of the content', () => {
    expect(englishWords).toContain(en.words.site.chrome.skipLink);
    expect(englishWords).toContain(en.words.home.hero.title);
    expect(englishWords.length).toBeGreaterThan(150);
  });

  it('have every button, label and message of the site in Spanish words of its own, names aside', () => {
    // A text copied into the Spanish version unchanged is one the check below cannot see.
    const { en: english, es: spanish } = frozenContent.languages;
    const files = ['site', 'stats', 'kiosk', 'notFound', 'listings'] as const;
    expect(files.flatMap((file) => copied(english[file], spanish[file]))).toEqual([
      en.words.site.chrome.instagram,
      en.words.site.chrome.facebook,
    ]);
  });

  it('show and name no English, and switch to their English version', () => {
    for (const page of renderedSite.documents('es')) {
      const { document } = page;
      const named = [...document.querySelectorAll('[alt], [aria-label], [placeholder], [title]')]
        .flatMap((element) =>
          ['alt', 'aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name)),
        )
        .filter((value) => value !== null);
      const shown = [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        textOf(document, 'es'),
        ...named,
      ]
        .join('\n')
        .toLowerCase();
      const english = englishWords.filter((text) => {
        const escaped = text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
        return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(shown);
      });
      expect(english, page.address).toEqual([]);
      // The one English word of a Spanish page: the switch to its English version, so marked.
      const switchTo = document.querySelector(`header a[hreflang="${defaultLocale}"]`);
      expect(switchTo?.textContent).toBe(localeNames.en);
      expect(switchTo?.getAttribute('lang')).toBe(defaultLocale);
      expect(switchTo?.getAttribute('href')).toBe(
        isNotFound(page.address) ? '/' : routeOf('es', page.address),
      );
    }
  });
});

// The switch is one component on every page; the e2e suite follows it from Home alone
// (e2e/spanish.spec.ts), so where each English page's switch leads is read here.
describe('the English pages', () => {
  it('switch to their Spanish version, the not-found page to the Spanish Home', () => {
    for (const page of renderedSite.documents('en')) {
      const switchTo = page.document.querySelector('header a[hreflang="es"]');
      expect(switchTo?.textContent, page.address).toBe(localeNames.es);
      expect(switchTo?.getAttribute('lang'), page.address).toBe('es');
      const route = isNotFound(page.address) ? '/' : routeOf(defaultLocale, page.address);
      expect(switchTo?.getAttribute('href'), page.address).toBe(localePath('es', route));
    }
  });
});
