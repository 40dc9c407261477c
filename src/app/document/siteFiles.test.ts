import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageHost } from '../../content/images.ts';
import { localePath, locales } from '../../content/locales.ts';
import { editorPath, mediaFolder } from '../../content/paths.ts';
import { siteUrl } from '../../content/seo.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { attributes, renderedPage, renderedSite, siteFilesWith } from '../../test/renderedSite.ts';
import { testedPageSettings } from '../../test/testedSettings.ts';
import { directiveSources } from './securityPolicy.ts';

// The site's own files beside its documents, as the render makes them for the frozen content.

const en = frozenView('en');

/** A header of the `_headers` block for `path`, as the host reads it. */
const headerOf = (path: string, name: string) => {
  const block = renderedSite.files._headers
    ?.split(/\n\s*\n/u)
    .find((text) => text.startsWith(`${path}\n`));
  return new RegExp(`^  ${name}: (.*)$`, 'mu').exec(block ?? '')?.[1];
};

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

  it('make the site installable full screen, with its icons, described as its Home is', () => {
    for (const locale of locales) {
      const manifest = JSON.parse(
        renderedSite.files[localePath(locale, '/manifest.webmanifest').slice(1)] ?? '{}',
      ) as {
        display?: string;
        theme_color?: string;
        description?: string;
        icons?: { src: string; sizes: string }[];
      };
      expect(['fullscreen', 'standalone']).toContain(manifest.display);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/u);
      const icons = manifest.icons ?? [];
      expect(icons.map((icon) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      // Each a file the build copies to the site's root.
      for (const icon of icons) {
        expect(
          existsSync(resolve(import.meta.dirname, '../../../public', `.${icon.src}`)),
          icon.src,
        ).toBe(true);
      }
      // Installed from a page of a language, the site is described in it, as its Home is.
      expect(manifest.description).toBe(
        attributes(
          renderedPage(localePath(locale, '/')).document,
          'meta[name="description"]',
          'content',
        )[0],
      );
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

  it('keep the built code and the uploaded photos a year: their names change with their bytes', () => {
    for (const path of ['/assets/*', `/${mediaFolder}/*`]) {
      expect(headerOf(path, 'Cache-Control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keep the editor, at both its addresses, under its own policy, never indexed', () => {
    for (const path of [`/${editorPath}`, `/${editorPath}/*`]) {
      const header = (name: string) => headerOf(path, name);
      const policy = header('Content-Security-Policy') ?? '';
      // Its saves go to GitHub, or to decap-server on this machine (`npm run admin`).
      expect(directiveSources(policy, 'connect-src'), path).toEqual([
        "'self'",
        'https://api.github.com',
        'http://localhost:8081',
      ]);
      expect(directiveSources(policy, 'frame-ancestors'), path).toEqual(["'none'"]);
      expect(header('X-Robots-Tag'), path).toBe('noindex, nofollow');
      // GitHub's login popup must be able to hand the editor its token.
      expect(header('Cross-Origin-Opener-Policy'), path).toBe('same-origin-allow-popups');
    }
  });
});
