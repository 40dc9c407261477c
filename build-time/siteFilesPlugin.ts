import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { themeColor } from '../src/content/seo.ts';
import { root } from './paths.ts';
import { photoOrigins, redirectsFile } from './photoSource.ts';
import type { SiteSettings } from './settings.ts';
import { firstPaintScript } from './firstPaintBundle.ts';
import { speculationRules } from './speculationRules.ts';
import { viewTransitionOptIn } from './viewTransitionOptIn.ts';
import { contentSecurityPolicy } from './securityPolicy.ts';
import { analyticsScript } from '../src/content/schema/analytics.ts';
import { headersFile, notFoundRules, robotsTxt, sitemapXml } from './siteFiles.ts';
import { isBrowserBuild } from './siteLanguage.ts';

/**
 * Writes the favicon into the page as a data URL. As a file it was one more request at the start
 * of every page load, sharing a phone's connection with the first photo and the heading font. The
 * file stays in `public/` for the app manifest.
 */
async function inlineFavicon(html: string): Promise<string> {
  const link = 'rel="icon" href="/favicon.svg"';
  if (!html.includes(link)) throw new Error(`No <link ${link}> in index.html`);
  const svg = (await readFile(resolve(root, 'public/favicon.svg'), 'utf8')).trim();
  return html.replace(link, `rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
}

/**
 * The CSP meta tag, the inline favicon, the photo host's preconnect hint and the analytics
 * service's script (when one is on) in every page, and
 * robots.txt, sitemap.xml, _headers and _redirects from the content (each language's app manifest
 * is written with its pages, by `buildSite`).
 */
export function siteFilesPlugin(settings: SiteSettings): Plugin {
  const { photoSource: photos, analytics } = settings;
  const counting = analyticsScript(analytics);
  // The CSP names the contact form's service, if it has one, and the photos' origin, unless they
  // come through the site's own; the meta tag and _headers agree.
  const redirects = [notFoundRules(), redirectsFile(photos) ?? ''].join('');
  return {
    name: 'site-files',
    apply: 'build',
    // Every language's pages get the head tags; the site's files are written once.
    applyToEnvironment: isBrowserBuild,
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => ({
        html: await inlineFavicon(html),
        tags: [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: contentSecurityPolicy(settings, await firstPaintScript()),
            },
            injectTo: 'head-prepend',
          },
          // The first photo's connection opens while the page is parsed. Photos through the site's
          // origin share the page's connection: nothing to open.
          ...photoOrigins(photos).map((origin) => ({
            tag: 'link',
            attrs: { rel: 'preconnect', href: origin },
            injectTo: 'head' as const,
          })),
          { tag: 'meta', attrs: { name: 'theme-color', content: themeColor }, injectTo: 'head' },
          // Before the stylesheet and the body: what it sets holds from the first paint.
          { tag: 'script', children: await firstPaintScript(), injectTo: 'head' },
          // Known before the body begins, so the arriving page never misses the fade.
          { tag: 'style', children: viewTransitionOptIn(), injectTo: 'head' },
          // The analytics service's own script, where the owner turned one on: it counts the
          // page view when it arrives, holding up nothing of the page's.
          ...(counting ? [{ tag: 'script', attrs: counting, injectTo: 'head' as const }] : []),
          {
            tag: 'script',
            attrs: { type: 'speculationrules' },
            children: speculationRules(),
            injectTo: 'body',
          },
        ],
      }),
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml() });
      const headers = headersFile(settings, await firstPaintScript());
      this.emitFile({ type: 'asset', fileName: '_headers', source: headers });
      // Netlify's rules: each language's not-found page, and the photo path forwarded to the
      // image host when photos go through the site's origin.
      this.emitFile({ type: 'asset', fileName: '_redirects', source: redirects });
    },
  };
}
