import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSettings } from '../../src/app/renderPage.tsx';
import { company, copyrightLine, mainOffice } from '../../src/content/company.ts';
import { mailtoHref, smsHref, telHref } from '../../src/content/contactHrefs.ts';
import { imageHost } from '../../src/content/images.ts';
import {
  defaultLocale,
  localePath,
  localeNames,
  locales,
  routeOf,
  type Locale,
} from '../../src/content/locales.ts';
import { chromeText } from '../../src/content/navigation.ts';
import { notFoundDocument } from '../../src/content/paths.ts';
import { sitePages } from '../../src/content/pages.ts';
import { regions } from '../../src/content/regions.ts';
import { siteUrl } from '../../src/content/seo.ts';
import { contentRoot } from '../paths.ts';
import { siteSettings } from '../settings.ts';
import { noScriptTexts } from '../../src/test/noScriptTexts.ts';
import {
  renderedSite,
  testAssets,
  type RenderedDocument,
  type RenderedSite,
} from './renderedSite.ts';

// What a page's HTML says, read in Node from the documents the one render makes (through the dev
// server's render, on the tests' frozen content), every page of both languages, with the
// settings each check injects. What only a browser shows (layout, motion, the islands at work,
// axe) is the end-to-end suite's.

const sites = {} as Record<Locale, RenderedSite>;
const documents = {} as Record<Locale, RenderedDocument[]>;
const settings = siteSettings();

beforeAll(async () => {
  for (const locale of locales) {
    const site = await renderedSite(locale);
    sites[locale] = site;
    documents[locale] = await Promise.all(site.addresses.map((address) => site.render(address)));
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(sites).map((site) => site.close()));
});

const isNotFound = (page: RenderedDocument) => page.address.endsWith(notFoundDocument);
const pagesOf = (locale: Locale) => documents[locale].filter((page) => !isNotFound(page));
const every = () => locales.flatMap((locale) => documents[locale]);
const attributes = (page: RenderedDocument, selector: string, name: string) =>
  [...page.document.querySelectorAll(selector)].map((element) => element.getAttribute(name));
/** One directive of a policy, as its list of sources (undefined if the policy has none). */
const directiveSources = (policy: string, name: string): string[] | undefined =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('every document', () => {
  it('is the whole site: each page of the table, each filter and project, and the 404', () => {
    for (const locale of locales) {
      const routes = sites[locale].addresses.map((address) => routeOf(locale, address));
      expect(routes).toEqual(expect.arrayContaining(sitePages.map((page) => page.path)));
      expect(routes).toContain('/work/colorado/red-oak-kitchen-denver');
      expect(routes.at(-1)).toBe(notFoundDocument);
    }
  });

  it('speaks its language, has one title, one description and one main heading', () => {
    for (const locale of locales) {
      for (const page of documents[locale]) {
        const { document } = page;
        expect(document.documentElement.lang, page.address).toBe(locale);
        expect(document.querySelectorAll('title'), page.address).toHaveLength(1);
        expect(document.title.trim(), page.address).not.toBe('');
        const description = attributes(page, 'meta[name="description"]', 'content');
        expect(description, page.address).toHaveLength(1);
        expect(description[0]?.trim(), page.address).not.toBe('');
        expect(document.querySelectorAll('main h1'), page.address).toHaveLength(1);
      }
    }
  });

  it('names its own address and its version in every language, or asks not to be indexed', () => {
    for (const locale of locales) {
      for (const page of documents[locale]) {
        const canonical = attributes(page, 'link[rel="canonical"]', 'href');
        const versions = [...page.document.querySelectorAll('link[rel="alternate"]')].map(
          (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
        );
        if (isNotFound(page)) {
          expect(canonical).toEqual([]);
          expect(versions).toEqual([]);
          expect(attributes(page, 'meta[name="robots"]', 'content')).toEqual(['noindex']);
          continue;
        }
        const route = routeOf(locale, page.address);
        expect(canonical, page.address).toEqual([siteUrl(page.address)]);
        expect(attributes(page, 'meta[property="og:url"]', 'content')).toEqual(canonical);
        expect(versions, page.address).toEqual([
          ...locales.map((version) => [version, siteUrl(localePath(version, route))]),
          ['x-default', siteUrl(localePath(defaultLocale, route))],
        ]);
      }
    }
  });

  it('runs one script of the site’s, and no other but the first paint’s and the prefetch rules', () => {
    for (const page of every()) {
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
      const html = page.html;
      expect(html, page.address).not.toMatch(/\son[a-z]+="/u);
      expect(html, page.address).not.toMatch(/\sstyle="/u);
      expect(html, page.address).not.toMatch(/href="javascript:/u);
    }
  });
});

describe('structured data', () => {
  const describedOn = (page: RenderedDocument) =>
    [...page.document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );

  it('describes the business on Home, a project on its page, in the page’s language', () => {
    for (const locale of locales) {
      for (const page of pagesOf(locale)) {
        const route = routeOf(locale, page.address);
        const data = describedOn(page);
        if (route === '/') {
          expect(data).toHaveLength(1);
          expect(data[0]).toMatchObject({
            '@type': 'HomeAndConstructionBusiness',
            name: company.legalName,
            telephone: company.phone.e164,
            url: siteUrl(page.address),
            address: { addressLocality: mainOffice.city },
            areaServed: regions.map((region) => ({ '@type': 'Place', name: region.name })),
          });
        } else if (/^\/work\/[^/]+\/[^/]+$/u.test(route)) {
          expect(data).toEqual([
            expect.objectContaining({
              '@type': 'CreativeWork',
              url: siteUrl(page.address),
              inLanguage: locale,
              name: page.document.querySelector('h1')?.textContent,
            }),
          ]);
        } else {
          expect(data, page.address).toEqual([]);
        }
      }
    }
  });

  it('carries the licences and memberships, and rates the business nowhere', () => {
    const home = documents.en.find((page) => page.address === '/');
    const [business] = home ? describedOn(home) : [];
    expect(business).toMatchObject({
      // Colorado, which licenses no such trade, has none.
      hasCredential: [
        { identifier: 'UT-5550199' },
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'license',
          identifier: 'NV-0081234',
          recognizedBy: { '@type': 'Organization', name: 'Nevada State Contractors Board' },
        },
      ],
      memberOf: [{ '@type': 'Organization', name: 'NWFA' }],
    });
    for (const page of every()) {
      const text = JSON.stringify(describedOn(page));
      expect(text, page.address).not.toMatch(
        /aggregateRating|"review"|"@type":"Review"|[rR]ating"|ratingValue/u,
      );
    }
  });

  it('can never close its own element, whatever the content says', () => {
    for (const page of every()) {
      for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
        expect(script.innerHTML).not.toContain('<');
      }
    }
  });
});

describe('the site’s own files', () => {
  it('list every page of both languages in the sitemap, each with its versions', async () => {
    const files = await sites[defaultLocale].files();
    const sitemap = files['sitemap.xml'] ?? '';
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map(([, url]) => url);
    const pages = locales.flatMap((locale) => pagesOf(locale).map((page) => siteUrl(page.address)));
    expect(listed.sort()).toEqual(pages.sort());
    expect(sitemap.match(/hreflang="x-default"/gu)).toHaveLength(pages.length);
  });

  it('let every crawler in, and name the sitemap at its full address', async () => {
    const files = await sites[defaultLocale].files();
    expect(files['robots.txt']).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('/sitemap.xml')}\n`,
    );
    expect(files).toHaveProperty('sitemap.xml');
  });

  it('give each language its own app manifest, opening at its Home', async () => {
    for (const locale of locales) {
      const manifest = JSON.parse(
        (await sites[locale].files())[localePath(locale, '/manifest.webmanifest').slice(1)] ?? '{}',
      ) as { lang?: string; start_url?: string };
      expect(manifest).toMatchObject({ lang: locale, start_url: localePath(locale, '/') });
      for (const page of documents[locale]) {
        expect(attributes(page, 'link[rel="manifest"]', 'href')).toEqual([
          localePath(locale, '/manifest.webmanifest'),
        ]);
      }
    }
  });
});

/** The settings a check injects: the content's own with one changed. */
const withSetting = (change: Partial<PageSettings>): PageSettings => ({ ...settings, ...change });
const endpoint = { kind: 'endpoint', url: 'https://forms.example/f/heartwood' } as const;
const netlify = { kind: 'netlify', formName: 'contact' } as const;
const rewrite = { kind: 'rewrite', path: '/photos' } as const;
const plausible = {
  kind: 'plausible',
  origin: 'https://analytics.example',
  site: 'heartwoodfloors.example',
} as const;

/** The page's Content-Security-Policy, from its meta tag. */
const policyOf = (page: RenderedDocument) =>
  attributes(page, 'meta[http-equiv="Content-Security-Policy"]', 'content')[0] ?? '';

describe('the security policy', () => {
  it('allows exactly the page’s own inline script, rules and style, by their hashes', () => {
    for (const page of every()) {
      const policy = policyOf(page);
      const inline = (selector: string) =>
        [...page.document.querySelectorAll(selector)].map((element) =>
          sha256(element.textContent ?? ''),
        );
      expect(directiveSources(policy, 'script-src'), page.address).toEqual([
        "'self'",
        ...inline('script:not([src]):not([type]), script[type="speculationrules"]'),
      ]);
      expect(directiveSources(policy, 'style-src'), page.address).toEqual([
        "'self'",
        ...inline('style'),
      ]);
    }
  });

  it('lets the form reach its service, and no other, for each delivery', async () => {
    for (const delivery of [{ kind: 'none' } as const, netlify, endpoint]) {
      const page = await sites.en.render('/contact', withSetting({ contactDelivery: delivery }));
      const policy = policyOf(page);
      const service = delivery.kind === 'endpoint' ? ['https://forms.example'] : [];
      expect(directiveSources(policy, 'form-action'), delivery.kind).toEqual([
        "'self'",
        ...service,
      ]);
      expect(directiveSources(policy, 'connect-src'), delivery.kind).toEqual([
        "'self'",
        imageHost,
        ...service,
      ]);
      const form = page.document.querySelector('form[id]');
      if (delivery.kind === 'netlify') {
        expect(form?.getAttribute('data-netlify')).toBe('true');
        expect(form?.getAttribute('name')).toBe('contact');
        expect(form?.querySelector('input[name="form-name"]')?.getAttribute('value')).toBe(
          'contact',
        );
      } else if (delivery.kind === 'endpoint') {
        expect(form?.getAttribute('action')).toBe(endpoint.url);
        expect(form?.getAttribute('method')).toBe('post');
      } else {
        // The spec's form: it posts nowhere, and never puts a field in the address.
        expect(form?.getAttribute('method')).toBe('dialog');
      }
    }
  });

  it('lets photos come from the image host, or from the site alone when they go through it', async () => {
    const direct = await sites.en.render('/', settings);
    expect(directiveSources(policyOf(direct), 'img-src')).toEqual(["'self'", 'data:', imageHost]);
    expect(attributes(direct, 'link[rel="preconnect"]', 'href')).toEqual([imageHost]);
    const through = await sites.en.render('/', withSetting({ photoSource: rewrite }));
    expect(directiveSources(policyOf(through), 'img-src')).toEqual(["'self'", 'data:']);
    expect(policyOf(through)).not.toContain(new URL(imageHost).hostname);
    expect(attributes(through, 'link[rel="preconnect"]', 'href')).toEqual([]);
    const photos = attributes(through, 'img', 'src').filter((src) => src?.includes('photo-'));
    expect(photos.length).toBeGreaterThan(0);
    for (const src of photos) expect(src).toMatch(/^\/photos\/photo-/u);
    // The host forwards the path to the image host, and the service worker's policy agrees.
    const files = await sites.en.files(withSetting({ photoSource: rewrite }));
    expect(files._redirects).toContain(`/photos/*  ${imageHost}/:splat  200`);
    expect(files._headers).toContain(`Content-Security-Policy: ${policyOf(through)}\n`);
    expect((await sites.en.files(settings))._redirects).not.toContain(imageHost);
  });

  it('names an analytics service only when one is on, with its script', async () => {
    expect(policyOf(await sites.en.render('/', settings))).not.toMatch(/analytics\.example/u);
    const page = await sites.en.render('/', withSetting({ analytics: plausible }));
    expect(directiveSources(policyOf(page), 'script-src')).toContain(plausible.origin);
    expect(directiveSources(policyOf(page), 'connect-src')).toContain(plausible.origin);
    const counting = page.document.querySelector('script[data-counting]');
    expect(counting?.getAttribute('src')).toBe(`${plausible.origin}/js/script.js`);
    expect(counting?.getAttribute('data-domain')).toBe(plausible.site);
  });
});

/**
 * A document's texts, in order: no script's or style's; with `language`, only those in it (a
 * part marked with another `lang`, like a customer's words as they wrote them, left out).
 */
function textsOf(document: Document, language?: string): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
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
const textOf = (document: Document, language?: string): string =>
  textsOf(document, language).join('').replace(/\s+/gu, ' ');

/** How many words a document shows, each element's text a word apart from the next's. */
const wordCount = (document: Document): number =>
  textsOf(document).join(' ').split(/\s+/u).filter(Boolean).length;

describe('without JavaScript', () => {
  it('every page holds all of its content, the story and the contact details', () => {
    for (const page of pagesOf('en')) {
      const text = textOf(page.document);
      for (const words of noScriptTexts[page.address] ?? []) {
        expect(text, page.address).toContain(words);
      }
      expect(wordCount(page.document), page.address).toBeGreaterThan(
        page.address === '/' ? 300 : 80,
      );
      // Nothing of it waits for code to be shown; what works only with it (the Animations
      // switch) is hidden until it does, even to a reader without the stylesheet.
      for (const hidden of page.document.querySelectorAll('main [hidden]')) {
        expect(hidden.closest('form, [data-island]'), page.address).not.toBeNull();
      }
      expect(
        page.document.querySelector('button[data-motion-switch]'),
        page.address,
      ).toHaveProperty('hidden', true);
    }
  });

  it('marks the current page in the top navigation, offers a call, a text and an email, and the footer', () => {
    for (const page of pagesOf('en')) {
      const current = [
        ...page.document.querySelectorAll(
          `nav[aria-label="${chromeText.primaryNavLabel}"] [aria-current="page"]`,
        ),
      ].map((link) => link.textContent);
      const item = sitePages.find((entry) => entry.path === page.address)?.nav;
      expect(current, page.address).toEqual(item && !item.footerOnly ? [item.label] : []);
      const dock = page.document.querySelector(`aside[aria-label="${chromeText.floatingLabel}"]`);
      expect(
        [...(dock?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href')),
        page.address,
      ).toEqual([telHref(), smsHref(), mailtoHref()]);
      expect(
        page.document.querySelector('header a[href^="tel:"]')?.getAttribute('href'),
        page.address,
      ).toBe(telHref());
      const footer = page.document.querySelector('footer');
      expect(footer?.textContent, page.address).toContain(copyrightLine);
      // Its social links open in a new tab that cannot reach back into the page.
      const social = [...(footer?.querySelectorAll('a[href^="https://"]') ?? [])];
      expect(social.length, page.address).toBeGreaterThan(1);
      for (const link of social) {
        expect(link.getAttribute('target'), page.address).toBe('_blank');
        expect(link.getAttribute('rel'), page.address).toBe('noopener noreferrer');
      }
    }
  });
});

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Every text of `english` that `spanish` words differently, at the same place. */
function translated(english: Json, spanish: Json): string[] {
  if (typeof english === 'string') return english !== spanish ? [english] : [];
  if (Array.isArray(english)) {
    return english.flatMap((entry, index) => translated(entry, (spanish as Json[])[index]));
  }
  if (typeof english === 'object' && english !== null) {
    const other = spanish as Record<string, Json>;
    return Object.entries(english).flatMap(([key, value]) => translated(value, other[key]));
  }
  return [];
}

/**
 * The English words a Spanish page must not show: every text of the tested content's files that
 * has a Spanish version, a `{fact}` cut out (it is filled in), of four letters or more.
 */
function englishWords(): string[] {
  const folder = contentRoot();
  const files = [
    ...readdirSync(folder).filter((name) => name.endsWith('.json') && name !== 'settings.json'),
    ...readdirSync(`${folder}/pages`).map((name) => `pages/${name}`),
  ];
  const texts = files.flatMap((name) => {
    const { en, es } = JSON.parse(readFileSync(`${folder}/${name}`, 'utf8')) as Record<
      Locale,
      Json
    >;
    return translated(en, es);
  });
  return [
    ...new Set(
      texts
        .flatMap((text) => text.split(/\{\w+\}/u))
        .map((text) => text.trim())
        .filter((text) => /\p{L}{4}/u.test(text)),
    ),
  ];
}

describe('the species guide', () => {
  const guide = () => {
    const found = documents.en.find((page) => page.address === '/species');
    if (!found) throw new Error('No species guide');
    return found.document;
  };

  it('lists every species of the fixture with its hardness and where it comes from, without JavaScript', () => {
    const document = guide();
    // Softest first on the scale, each figure in the HTML as text.
    expect(
      [...document.querySelectorAll('main ol li')].map((row) => row.textContent.trim()),
    ).toEqual([
      'Black walnut1,025 lbf',
      'Northern red oak1,305 lbf',
      'Ash1,335 lbf',
      'White oak1,375 lbf',
      'Hard maple1,465 lbf',
      'Hickory1,835 lbf',
      'Brazilian cherry (jatoba)2,365 lbf',
      'Brazilian walnut (ipe)3,525 lbf',
    ]);
    const cards = [...document.querySelectorAll('main article')];
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(card.querySelector('h3')?.textContent).toBeTruthy();
      expect(card.textContent).toMatch(
        /Janka hardness [\d,]+ lbfSource: Wood Handbook, table 5-3/u,
      );
      expect(card.querySelector('img')?.getAttribute('alt')).toBeTruthy();
      expect(card.querySelector('img')?.getAttribute('srcset')).toContain(' 1600w');
    }
    expect(cards[0]?.textContent).toContain('Standard: $9–$16 per sq ft installed');
  });

  it('offers the stains as one named radio group, each with its words and its tint, sent with the species', () => {
    const form = guide().querySelector('form#stain-chooser');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/estimate#estimator');
    expect(form?.querySelector('fieldset legend')?.textContent).toBe('Stain colour');
    const radios = [...(form?.querySelectorAll('input[type="radio"][name="stain"]') ?? [])];
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'natural',
      'nordic-white',
      'golden-oak',
      'provincial',
      'dark-walnut',
      'ebony',
      'charcoal',
    ]);
    expect(radios[0]?.hasAttribute('checked')).toBe(true);
    for (const radio of radios) {
      const words = form?.querySelector(`#${radio.getAttribute('aria-describedby') ?? ''}`);
      expect(radio.closest('label')?.textContent).toContain(words?.textContent);
      expect(words?.textContent.length).toBeGreaterThan(10);
    }
    // A tint per stain, in its colour, over the photo.
    expect(
      [...(form?.querySelectorAll('[data-stain] rect') ?? [])].map((rect) =>
        rect.getAttribute('fill'),
      ),
    ).toHaveLength(radios.length);
    expect(form?.querySelector('select[name="species"]')?.children).toHaveLength(8);
    expect(form?.querySelector('button[formaction="/contact"]')?.textContent).toBe(
      'Ask us about this floor',
    );
  });

  it('sends each species to the estimator and the contact form by its id', () => {
    const links = [...guide().querySelectorAll('main article a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toContain('/estimate?kind=installation&species=white-oak#estimator');
    expect(links).toContain('/contact?type=installation&species=white-oak');
  });

  it('is reached from Products and the footer, and leads to the care guide', () => {
    const products = documents.en.find((page) => page.address === '/products')?.document;
    expect(products?.querySelector('main a[href="/species"]')?.textContent).toBe(
      'Explore the wood species',
    );
    for (const page of documents.en) {
      const footer = page.document.querySelector('footer');
      expect(footer?.querySelector('a[href="/species"]')?.textContent, page.address).toBe(
        'SPECIES GUIDE',
      );
      expect(footer?.querySelector('a[href="/care"]')?.textContent, page.address).toBe(
        'CARE GUIDE',
      );
    }
    expect(guide().querySelector('main a[href="/care"]')).not.toBeNull();
  });
});

describe('the care guide', () => {
  it('holds its four parts, the notes per region and its sources, without JavaScript', () => {
    const care = documents.en.find((page) => page.address === '/care')?.document;
    expect([...(care?.querySelectorAll('main h2') ?? [])].map((heading) => heading.id)).toEqual([
      'humidity',
      'regions',
      'cleaning',
      'after-refinishing',
      'recoat',
      'sources',
    ]);
    expect(care?.querySelector('main h2')?.textContent).toBe(
      'How humid a wood floor likes the air',
    );
    expect(care?.querySelector('main dl')?.textContent).toContain(
      'ColoradoDry winter air: run a humidifier from October.',
    );
    expect(
      [...(care?.querySelectorAll('#sources ~ ul a') ?? [])].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['https://www.nwfa.org/', 'https://www.fpl.fs.usda.gov/']);
  });

  it('is linked from Services and from every project’s page', () => {
    const linking = documents.en.filter(
      (page) => page.address === '/services' || /^\/work\/[\w-]+\/[\w-]+$/u.test(page.address),
    );
    expect(linking.length).toBeGreaterThanOrEqual(4);
    for (const page of linking) {
      expect(page.document.querySelector('main a[href="/care"]'), page.address).not.toBeNull();
    }
  });
});

describe('the licences, insurance and warranty', () => {
  it('are on About, state by state, with the warranty and the memberships', () => {
    const about = documents.en.find((page) => page.address === '/about')?.document;
    const section = about?.querySelector('#credentials');
    expect(section?.querySelector('h2')?.textContent).toBe('Licences, insurance and our guarantee');
    expect(
      [...(section?.querySelectorAll('li h3') ?? [])].map((state) => state.textContent),
    ).toEqual(['Colorado', 'Utah', 'Nevada']);
    const text = section?.textContent ?? '';
    expect(text).toContain('Colorado licenses no flooring trade statewide');
    expect(text).toContain('No. NV-0081234, Nevada State Contractors Board');
    expect(text).toContain('Our 3-year workmanship warranty');
    expect(text).toContain('NWFA: Certified installer');
  });

  it('are a line in every page’s footer, in its language, linked to them', () => {
    for (const locale of locales) {
      for (const page of documents[locale]) {
        const line = page.document.querySelector(`footer a[href$="/about#credentials"]`);
        expect(line?.getAttribute('href'), page.address).toBe(
          `${localePath(locale, '/about')}#credentials`,
        );
        expect(line?.textContent, page.address).toBe(
          locale === 'en'
            ? 'Licensed where required · Insured · 3-year warranty on our work'
            : 'Con licencia donde se exige · Asegurados · 3 años de garantía en nuestro trabajo',
        );
      }
    }
  });
});

describe('the questions page', () => {
  it('holds every answer of the fixture without JavaScript, each at its own address', () => {
    const questions = documents.en.find((page) => page.address === '/questions')?.document;
    const answers = [...(questions?.querySelectorAll('main details') ?? [])];
    // Each answer's address is inside its fold, which the browser opens when it is followed.
    expect(answers.map((answer) => answer.querySelector(':scope > div[id]')?.id)).toEqual([
      'how-long',
      'staying-home',
      'dust',
      'pets',
      'curing',
      'payment',
    ]);
    expect(answers[2]?.querySelector('summary')?.textContent).toBe(
      'Will there be dust everywhere?',
    );
    for (const answer of answers) {
      expect(answer.querySelector('summary')?.textContent, answer.id).toMatch(/\?$/u);
      expect(answer.querySelectorAll('p').length, answer.id).toBeGreaterThan(0);
    }
  });

  it('is linked from Services, Contact and the estimate page', () => {
    for (const address of ['/services', '/contact', '/estimate']) {
      const page = documents.en.find((document) => document.address === address)?.document;
      expect(page?.querySelector('main a[href="/questions"]'), address).not.toBeNull();
    }
    const contact = documents.en.find((page) => page.address === '/contact')?.document;
    expect(contact?.querySelector('main a[href="/questions"]')?.textContent).toBe(
      'Read the common questions',
    );
  });
});

describe('the reviews', () => {
  const page = (locale: Locale, route: string) => {
    const found = documents[locale].find(
      (document) => document.address === localePath(locale, route),
    );
    if (!found) throw new Error(`No page at ${route}`);
    return found.document;
  };
  const cards = (document: Document) => [...document.querySelectorAll('main [data-review]')];
  const words = (card: Element) =>
    [...(card.querySelector('blockquote')?.querySelectorAll('p') ?? [])]
      .map((paragraph) => paragraph.textContent)
      .join('\n\n');
  const cardOf = (document: Document, name: string) => {
    const found = cards(document).find((card) =>
      card.querySelector('figcaption')?.textContent?.startsWith(`${name},`),
    );
    if (!found) throw new Error(`No review by ${name}`);
    return found;
  };

  it('are all on the reviews page, newest first, each with its source, without JavaScript', () => {
    const reviews = page('en', '/reviews');
    // The fixture's six, listed in the file in another order than their dates'.
    expect(
      cards(reviews).map((card) => card.querySelector('time')?.getAttribute('datetime')),
    ).toEqual(['2026-11-05', '2026-10-02', '2026-07-14', '2026-05-30', '2026-03-22', '2026-03-20']);
    expect(words(cards(reviews)[0] as Element)).toBe(
      'I run the finishing crew, so count me as biased: this was the best white oak we laid all year.',
    );
    expect(words(cardOf(reviews, 'Daniel K.'))).toBe(
      'The stairs were finished a day early and the walnut glows.\n\nWe would hire them again.',
    );
    expect(reviews.querySelector('main')?.textContent).toContain(
      'This is every review we hold, newest first, the glowing and the critical alike.',
    );
    const laura = cardOf(reviews, 'Laura P.');
    expect(
      laura.querySelector('a[href="https://www.google.com/maps/reviews/larkspur-laura"]')
        ?.textContent,
    ).toBe('See it on Google Maps');
    expect(
      laura.querySelector('a[href="/work/colorado/red-oak-kitchen-denver"]')?.textContent,
    ).toBe('The project: A 1950s kitchen floor, refinished');
    expect(cardOf(reviews, 'Rosa G.').querySelector('figcaption')?.textContent).toContain(
      'Written to us',
    );
    // Each site where all of them can be read.
    for (const link of [
      'https://www.google.com/maps/place/larkspur-floor-studio',
      'https://www.houzz.com/pro/larkspur-floor-studio',
      'https://www.yelp.com/biz/larkspur-floor-studio',
    ]) {
      expect(reviews.querySelector(`main a[href="${link}"]`)?.textContent, link).toMatch(
        /^All our reviews on /u,
      );
    }
  });

  it('are reached from Home, which says which of how many it shows, and from every page’s footer', () => {
    const home = page('en', '/');
    const section = home.querySelector('section[aria-labelledby="reviews-title"]');
    expect(section?.querySelector('h2')?.textContent).toBe('Customers on our floors');
    expect(section?.textContent).toContain('Our 3 latest reviews, of 6 in all.');
    expect(
      [...(section?.querySelectorAll('[data-review] time') ?? [])].map((time) =>
        time.getAttribute('datetime'),
      ),
    ).toEqual(['2026-11-05', '2026-10-02', '2026-07-14']);
    expect(section?.querySelector('a[href="/reviews"]')?.textContent).toBe('SEE ALL REVIEWS');
    for (const document of pagesOf('en')) {
      expect(
        document.document.querySelector('footer a[href="/reviews"]')?.textContent,
        document.address,
      ).toBe('WHAT CUSTOMERS SAY');
    }
  });

  it('of a project are on its page, and no other’s', () => {
    const shown = (route: string) =>
      cards(page('en', route)).map((card) => card.querySelector('figcaption p')?.textContent);
    expect(shown('/work/colorado/red-oak-kitchen-denver')).toEqual([
      'Laura P., Denver, October 2, 2026',
    ]);
    expect(shown('/work/montana/walnut-stairs-bozeman')).toEqual([
      'Rosa G., Bozeman, March 22, 2026',
      'Daniel K., Bozeman, March 20, 2026',
    ]);
    expect(shown('/work/utah/white-oak-great-room-salt-lake-city')).toEqual([]);
    // On its own page, a review does not link to it.
    expect(
      page('en', '/work/colorado/red-oak-kitchen-denver').querySelector(
        '[data-review] a[href^="/work/"]',
      ),
    ).toBeNull();
  });

  it('show a rating only with its count, the day it was read and the link to its site', () => {
    const reviews = page('en', '/reviews');
    const ratings = [...reviews.querySelectorAll('[data-rating]')];
    expect(ratings.map((rating) => rating.textContent)).toEqual([
      'Rated 4.7 of 5 by 128 reviewers on November 1, 2026',
      'Rated 4.0 of 5 by 23 reviewers on October 15, 2026',
    ]);
    for (const rating of ratings) {
      expect(rating.querySelector('time')?.getAttribute('datetime')).toMatch(/^2026-1[01]-\d\d$/u);
      expect(rating.closest('li')?.querySelector('a[href^="https://"]')).not.toBeNull();
    }
    // Houzz, with no rating entered, shows none; no other page shows one.
    expect(reviews.querySelectorAll('main li:has(> [data-rating])')).toHaveLength(2);
    for (const document of every().filter((other) => !other.address.endsWith('/reviews'))) {
      expect(document.document.querySelector('[data-rating]'), document.address).toBeNull();
    }
  });

  it('say beside the words a reviewer’s tie to the company, and that a sample is one', () => {
    const reviews = page('en', '/reviews');
    const notice = (name: string) => cardOf(reviews, name).querySelector('ul')?.textContent;
    expect(notice('Sam T.')).toBe('Sam T. is on our staff');
    expect(notice('Rosa G.')).toBe('Rosa G. is related to our staff');
    expect(notice('Owen R.')).toBe(
      'A sample reviewOwen R. received a coupon for a future recoat for writing this',
    );
    expect(cardOf(reviews, 'Laura P.').querySelector('ul')).toBeNull();
    // Before the words, where a reader starts.
    const sam = cardOf(reviews, 'Sam T.');
    expect(sam.firstElementChild?.tagName).toBe('UL');
  });

  it('keep a customer’s words in the language they wrote in, marked, with a translation marked as one', () => {
    const spanish = page('es', '/reviews');
    const laura = cardOf(spanish, 'Laura P.');
    expect(laura.querySelector('blockquote')?.getAttribute('lang')).toBe('en');
    expect(words(laura)).toBe(
      'They sanded our red oak back to the wood and the kitchen looks new. The crew cleaned up every evening.',
    );
    expect(laura.querySelector('[data-review-translation]')?.textContent).toBe(
      'Traducida por nosotrosLijaron nuestro roble rojo hasta la madera y la cocina parece nueva. El equipo limpiaba cada tarde.',
    );
    // In its own language, no translation; an English one has none in the fixture.
    const marisol = cardOf(spanish, 'Marisol V.');
    expect(marisol.querySelector('blockquote')?.getAttribute('lang')).toBe('es');
    expect(marisol.querySelector('[data-review-translation]')).toBeNull();
    expect(cardOf(spanish, 'Sam T.').querySelector('[data-review-translation]')).toBeNull();
    const english = page('en', '/reviews');
    expect(cardOf(english, 'Marisol V.').querySelector('blockquote')?.getAttribute('lang')).toBe(
      'es',
    );
    expect(words(cardOf(english, 'Marisol V.'))).toBe(
      'Nos dieron un presupuesto claro y lo cumplieron al dólar.',
    );
    expect(
      cardOf(english, 'Marisol V.').querySelector('[data-review-translation]')?.textContent,
    ).toBe('Translated by usThey gave us a clear estimate and kept to it to the dollar.');
  });
});

describe('the Spanish pages', () => {
  const words = englishWords();

  it('have English words to look for, from every content file', () => {
    expect(words).toContain('Skip to main content');
    expect(words).toContain('Floors crafted to last a lifetime');
    expect(words.length).toBeGreaterThan(150);
  });

  it('show and name no English, and switch to their English version', () => {
    for (const page of documents.es) {
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
      const english = words.filter((text) => {
        const escaped = text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
        return new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, 'u').test(shown);
      });
      expect(english, page.address).toEqual([]);
      // The one English word of a Spanish page: the switch to its English version, so marked.
      const route = routeOf('es', page.address);
      const switchTo = document.querySelector(`header a[hreflang="${defaultLocale}"]`);
      expect(switchTo?.textContent).toBe(localeNames.en);
      expect(switchTo?.getAttribute('lang')).toBe(defaultLocale);
      expect(switchTo?.getAttribute('href')).toBe(isNotFound(page) ? '/' : route);
    }
  });
});

// The switch is one component on every page of both builds; the e2e suite follows it from Home
// alone (e2e/spanish.spec.ts), so where each English page's switch leads is read here.
describe('the English pages', () => {
  it('switch to their Spanish version, the not-found page to the Spanish Home', () => {
    for (const page of documents.en) {
      const switchTo = page.document.querySelector('header a[hreflang="es"]');
      expect(switchTo?.textContent, page.address).toBe(localeNames.es);
      expect(switchTo?.getAttribute('lang'), page.address).toBe('es');
      const route = isNotFound(page) ? '/' : routeOf(defaultLocale, page.address);
      expect(switchTo?.getAttribute('href'), page.address).toBe(localePath('es', route));
    }
  });
});
