import { describe, expect, it } from 'vitest';
import { imageHost } from '../../content/images.ts';
import { hashSource } from './hashSource.ts';
import {
  contentSecurityPolicy,
  directiveSources,
  photoOrigins,
  securityHeaders,
  type PolicySettings,
} from './securityPolicy.ts';
import { speculationRules, speculationRulesSource } from './speculationRules.ts';
import { counterTargets, viewTransitionOptIn } from './inlineStyle.ts';
import { statsOf } from '../../content/stats.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { attributes, renderedSite, renderedWith } from '../../test/renderedSite.ts';
import { testedPageSettings } from '../../test/testedSettings.ts';
import type { PageSettings } from '../../lib/pageContext.tsx';

const endpoint = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' } as const;
const photoSource = { kind: 'host' } as const;
const analytics = { kind: 'none' } as const;
const firstPaint = 'document.documentElement.dataset.test = "";';
const style = '@view-transition{navigation:auto}';
const policyFor = (settings: PolicySettings) =>
  contentSecurityPolicy(settings, { firstPaint, style });

describe('the Content-Security-Policy', () => {
  it('lets forms and connections go to our own origin alone by default, and with Netlify Forms', () => {
    for (const delivery of [{ kind: 'none' }, { kind: 'netlify', formName: 'contact' }] as const) {
      const policy = policyFor({ contactDelivery: delivery, photoSource, analytics });
      expect(directiveSources(policy, 'form-action')).toEqual(["'self'"]);
      expect(directiveSources(policy, 'connect-src')).toEqual([
        "'self'",
        'https://images.unsplash.com',
      ]);
    }
  });

  it('names a POST endpoint’s origin, and nothing more of it, where the form needs it', () => {
    const policy = policyFor({ contactDelivery: endpoint, photoSource, analytics });
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'", 'https://formspree.io']);
    expect(directiveSources(policy, 'connect-src')).toEqual([
      "'self'",
      'https://images.unsplash.com',
      'https://formspree.io',
    ]);
    expect(policy.match(/formspree/g)).toHaveLength(2);
  });

  it('names no analytics service unless one is on, then its origin for its script and counts', () => {
    const off = policyFor({ contactDelivery: endpoint, photoSource, analytics });
    expect(off).not.toMatch(/plausible|umami/u);
    const on = policyFor({
      contactDelivery: endpoint,
      photoSource,
      analytics: { kind: 'plausible', origin: 'https://plausible.io', site: 'heartwood.example' },
    });
    expect(directiveSources(on, 'script-src')?.at(-1)).toBe('https://plausible.io');
    expect(directiveSources(on, 'connect-src')?.at(-1)).toBe('https://plausible.io');
    expect(on.match(/plausible/g)).toHaveLength(2);
  });

  it('is the meta tag’s alone: the pages’ header adds only frame-ancestors', () => {
    expect(securityHeaders()['Content-Security-Policy']).toBe("frame-ancestors 'none'");
  });
});

describe('the inline style', () => {
  it('is the page’s one, allowed by its hash', () => {
    const sources = directiveSources(
      policyFor({ contactDelivery: { kind: 'none' }, photoSource, analytics }),
      'style-src',
    );
    expect(sources).toEqual(["'self'", hashSource(style)]);
  });
});

describe('the inline scripts', () => {
  it('are each allowed by its hash, and no other', () => {
    const sources = directiveSources(
      policyFor({ contactDelivery: { kind: 'none' }, photoSource, analytics }),
      'script-src',
    );
    expect(sources).toEqual(["'self'", hashSource(firstPaint), speculationRulesSource()]);
    expect(JSON.parse(speculationRules())).toMatchObject({
      prefetch: [{ eagerness: 'moderate' }],
    });
  });
});

describe('where the photos come from', () => {
  it('names the image host in the policy and the preconnect only for direct photos', () => {
    expect(photoOrigins(photoSource)).toEqual([imageHost]);
    const policy = policyFor({ contactDelivery: { kind: 'none' }, photoSource, analytics });
    expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:', imageHost]);
    expect(directiveSources(policy, 'connect-src')).toEqual(["'self'", imageHost]);
  });

  it('lets photos through the site’s origin come from that origin alone', () => {
    const rewrite = { kind: 'rewrite', path: '/photos' } as const;
    expect(photoOrigins(rewrite)).toEqual([]);
    const policy = policyFor({
      contactDelivery: { kind: 'none' },
      photoSource: rewrite,
      analytics,
    });
    expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directiveSources(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain(new URL(imageHost).hostname);
  });
});

describe('the dev server’s pages', () => {
  it('take the styles its client writes as it runs, and nothing else inline but the first paint', () => {
    const policy = contentSecurityPolicy(
      { contactDelivery: { kind: 'none' }, photoSource, analytics },
      { firstPaint, style, development: true },
    );
    expect(directiveSources(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directiveSources(policy, 'script-src')).toEqual([
      "'self'",
      hashSource(firstPaint),
      speculationRulesSource(),
    ]);
  });
});

/** The settings a check renders a page with: the content's own with one changed. */
const withSetting = (change: Partial<PageSettings>): PageSettings => ({
  ...testedPageSettings,
  ...change,
});
const netlify = { kind: 'netlify', formName: 'contact' } as const;
const rewrite = { kind: 'rewrite', path: '/photos' } as const;
const plausible = {
  kind: 'plausible',
  origin: 'https://analytics.example',
  site: 'heartwoodfloors.example',
} as const;

/** A page's Content-Security-Policy, from its meta tag. */
const policyOf = (document: Document) =>
  attributes(document, 'meta[http-equiv="Content-Security-Policy"]', 'content')[0] ?? '';

describe('each rendered page’s policy', () => {
  it('allows exactly its own inline script, rules and style, by their hashes', () => {
    for (const page of renderedSite.documents()) {
      const policy = policyOf(page.document);
      const inline = (selector: string) =>
        [...page.document.querySelectorAll(selector)].map((element) =>
          hashSource(element.textContent ?? ''),
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

  it('whose one inline style is the fade’s opt-in and the counters’ numbers, from the content', () => {
    const values = statsOf(frozenView('en')).map((stat) => stat.value);
    for (const page of renderedSite.documents()) {
      expect(
        [...page.document.querySelectorAll('style')].map((element) => element.textContent),
        page.address,
      ).toEqual([viewTransitionOptIn + counterTargets(values)]);
    }
    expect(counterTargets([500, 12, 500])).toBe(
      '[data-count="500"]{--count-to:500}[data-count="12"]{--count-to:12}',
    );
  });

  it('lets the form reach its service, and no other, as each delivery has its form post', async () => {
    for (const delivery of [{ kind: 'none' } as const, netlify, endpoint]) {
      const { document } = await renderedWith(
        '/contact',
        withSetting({ contactDelivery: delivery }),
      );
      const service = delivery.kind === 'endpoint' ? ['https://formspree.io'] : [];
      expect(directiveSources(policyOf(document), 'form-action'), delivery.kind).toEqual([
        "'self'",
        ...service,
      ]);
      const form = document.querySelector('form[id]');
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
    const direct = renderedSite.documents('en')[0]?.document as Document;
    expect(directiveSources(policyOf(direct), 'img-src')).toEqual(["'self'", 'data:', imageHost]);
    expect(attributes(direct, 'link[rel="preconnect"]', 'href')).toEqual([imageHost]);
    const { document: through } = await renderedWith('/', withSetting({ photoSource: rewrite }));
    expect(directiveSources(policyOf(through), 'img-src')).toEqual(["'self'", 'data:']);
    expect(policyOf(through)).not.toContain(new URL(imageHost).hostname);
    expect(attributes(through, 'link[rel="preconnect"]', 'href')).toEqual([]);
    const photos = attributes(through, 'img', 'src').filter((src) => src?.includes('photo-'));
    expect(photos.length).toBeGreaterThan(0);
    for (const src of photos) expect(src).toMatch(/^\/photos\/photo-/u);
  });

  it('names an analytics service only when one is on, with its script', async () => {
    const { document } = await renderedWith('/', withSetting({ analytics: plausible }));
    expect(directiveSources(policyOf(document), 'script-src')).toContain(plausible.origin);
    const counting = document.querySelector('script[data-counting]');
    expect(counting?.getAttribute('src')).toBe(`${plausible.origin}/js/script.js`);
    expect(counting?.getAttribute('data-domain')).toBe(plausible.site);
    for (const page of renderedSite.documents()) {
      expect(page.document.querySelector('script[data-counting]'), page.address).toBeNull();
    }
  });
});
