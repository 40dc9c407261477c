// @vitest-environment node
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
import { viewTransitionOptIn, viewTransitionOptInSource } from './viewTransitionOptIn.ts';

const endpoint = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' } as const;
const photoSource = { kind: 'host' } as const;
const analytics = { kind: 'none' } as const;
const firstPaint = 'document.documentElement.dataset.test = "";';
const policyFor = (settings: PolicySettings) => contentSecurityPolicy(settings, { firstPaint });

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
  it('is the view-transition opt-in alone, allowed by its hash', () => {
    const sources = directiveSources(
      policyFor({ contactDelivery: { kind: 'none' }, photoSource, analytics }),
      'style-src',
    );
    expect(sources).toEqual(["'self'", viewTransitionOptInSource()]);
    expect(viewTransitionOptIn()).toBe('@view-transition{navigation:auto}');
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
      { firstPaint, development: true },
    );
    expect(directiveSources(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directiveSources(policy, 'script-src')).toEqual([
      "'self'",
      hashSource(firstPaint),
      speculationRulesSource(),
    ]);
  });
});
