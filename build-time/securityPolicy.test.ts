import { describe, expect, it } from 'vitest';
import { hashSource } from './hashSource.ts';
import { contentSecurityPolicy, directiveSources, securityHeaders } from './securityPolicy.ts';
import { speculationRules, speculationRulesSource } from './speculationRules.ts';
import { viewTransitionOptIn, viewTransitionOptInSource } from './viewTransitionOptIn.ts';

const endpoint = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' } as const;
const photoSource = { kind: 'host' } as const;
const analytics = { kind: 'none' } as const;
/** A stand-in for the first-paint script, which the policy allows as it is given. */
const firstPaint = 'document.documentElement.dataset.painted = "";';

describe('the Content-Security-Policy', () => {
  it('lets forms and connections go to our own origin alone by default, and with Netlify Forms', () => {
    for (const delivery of [{ kind: 'none' }, { kind: 'netlify', formName: 'contact' }] as const) {
      const policy = contentSecurityPolicy(
        { contactDelivery: delivery, photoSource, analytics },
        firstPaint,
      );
      expect(directiveSources(policy, 'form-action')).toEqual(["'self'"]);
      expect(directiveSources(policy, 'connect-src')).toEqual([
        "'self'",
        'https://images.unsplash.com',
      ]);
    }
  });

  it('names a POST endpoint’s origin, and nothing more of it, where the form needs it', () => {
    const policy = contentSecurityPolicy(
      { contactDelivery: endpoint, photoSource, analytics },
      firstPaint,
    );
    expect(directiveSources(policy, 'form-action')).toEqual(["'self'", 'https://formspree.io']);
    expect(directiveSources(policy, 'connect-src')).toEqual([
      "'self'",
      'https://images.unsplash.com',
      'https://formspree.io',
    ]);
    expect(policy.match(/formspree/g)).toHaveLength(2);
  });

  it('names no analytics service unless one is on, then its origin for its script and counts', () => {
    const off = contentSecurityPolicy(
      { contactDelivery: endpoint, photoSource, analytics },
      firstPaint,
    );
    expect(off).not.toMatch(/plausible|umami/u);
    const on = contentSecurityPolicy(
      {
        contactDelivery: endpoint,
        photoSource,
        analytics: { kind: 'plausible', origin: 'https://plausible.io', site: 'heartwood.example' },
      },
      firstPaint,
    );
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
      contentSecurityPolicy(
        { contactDelivery: { kind: 'none' }, photoSource, analytics },
        firstPaint,
      ),
      'style-src',
    );
    expect(sources).toEqual(["'self'", viewTransitionOptInSource()]);
    expect(viewTransitionOptIn()).toBe('@view-transition{navigation:auto}');
  });
});

describe('the inline scripts', () => {
  it('are each allowed by its hash, and no other', () => {
    const sources = directiveSources(
      contentSecurityPolicy(
        { contactDelivery: { kind: 'none' }, photoSource, analytics },
        firstPaint,
      ),
      'script-src',
    );
    expect(sources).toEqual(["'self'", hashSource(firstPaint), speculationRulesSource()]);
    expect(JSON.parse(speculationRules())).toMatchObject({
      prefetch: [{ eagerness: 'moderate' }],
    });
  });
});
