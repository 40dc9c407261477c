import { describe, expect, it } from 'vitest';
import { imageHost } from '../../content/images.ts';
import { localePath, locales } from '../../content/locales.ts';
import { siteUrl } from '../../content/seo.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedSite, siteFilesWith } from '../../test/renderedSite.ts';
import { testedPageSettings } from '../../test/testedSettings.ts';

// The site's own files beside its documents, as the render makes them for the frozen content.

const en = frozenView('en');

describe('the site’s own files', () => {
  it('list every page of both languages in the sitemap, each with its versions', () => {
    const sitemap = renderedSite.files['sitemap.xml'] ?? '';
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map(([, url]) => url);
    const pages = renderedSite.pages().map((page) => siteUrl(en, page.address));
    expect(listed.sort()).toEqual(pages.sort());
    expect(sitemap.match(/hreflang="x-default"/gu)).toHaveLength(pages.length);
  });

  it('let every crawler in, and name the sitemap at its full address', () => {
    expect(renderedSite.files['robots.txt']).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(en, '/sitemap.xml')}\n`,
    );
  });

  it('give each language its own app manifest, opening at its Home', () => {
    for (const locale of locales) {
      const manifest = JSON.parse(
        renderedSite.files[localePath(locale, '/manifest.webmanifest').slice(1)] ?? '{}',
      ) as { lang?: string; start_url?: string; name?: string };
      expect(manifest).toMatchObject({
        lang: locale,
        start_url: localePath(locale, '/'),
        name: frozenView(locale).words.company.name,
      });
      for (const page of renderedSite.documents(locale)) {
        expect(
          page.document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
          page.address,
        ).toBe(localePath(locale, '/manifest.webmanifest'));
      }
    }
  });
});

describe('the host’s own files', () => {
  it('give the service worker the pages’ policy, and forward the photo path when photos go through the site', () => {
    const files = siteFilesWith({
      ...testedPageSettings,
      photoSource: { kind: 'rewrite', path: '/photos' },
    });
    expect(files._redirects).toContain(`/photos/*  ${imageHost}/:splat  200`);
    const policy = renderedSite
      .documents('en')[0]
      ?.document.querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    expect(renderedSite.files._headers).toContain(`Content-Security-Policy: ${policy}\n`);
    expect(renderedSite.files._redirects).not.toContain(imageHost);
    // Each language's not-found page answers its language's unknown paths.
    expect(renderedSite.files._redirects).toContain('/es/*  /es/404.html  404');
  });
});
