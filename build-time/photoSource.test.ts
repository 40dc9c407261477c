import { describe, expect, it } from 'vitest';
import { imageHost } from '../src/content/images.ts';
import type { PhotoSource } from '../src/content/schema/photos.ts';
import { photoCaching, photoOrigins, redirectsFile } from './photoSource.ts';
import { contentSecurityPolicy, directiveSources } from './securityPolicy.ts';
import { headersFile } from './siteFiles.ts';

const direct: PhotoSource = { kind: 'host' };
const rewrite: PhotoSource = { kind: 'rewrite', path: '/photos' };
const contactDelivery = { kind: 'none' } as const;
const analytics = { kind: 'none' } as const;
/** A stand-in for the first-paint script, which the policy allows by its hash. */
const firstPaint = 'document.documentElement.dataset.painted = "";';

describe('what follows the setting', () => {
  it('names the image host in the security policy and the preconnect only for direct photos', () => {
    expect(photoOrigins(direct)).toEqual([imageHost]);
    const policy = contentSecurityPolicy(
      { contactDelivery, photoSource: direct, analytics },
      firstPaint,
    );
    expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:', imageHost]);
    expect(directiveSources(policy, 'connect-src')).toEqual(["'self'", imageHost]);
  });

  it('lets photos through the site’s origin come from that origin alone', () => {
    expect(photoOrigins(rewrite)).toEqual([]);
    const policy = contentSecurityPolicy(
      { contactDelivery, photoSource: rewrite, analytics },
      firstPaint,
    );
    expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directiveSources(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policy).not.toContain(new URL(imageHost).hostname);
    // _headers gives the service worker the same policy as the pages' meta tag.
    expect(headersFile({ contactDelivery, photoSource: rewrite, analytics }, firstPaint)).toContain(
      `Content-Security-Policy: ${policy}\n`,
    );
  });

  it('keeps the image host’s opaque responses in the service worker, or the site’s own 200s', () => {
    const hostCaching = photoCaching(direct);
    expect(hostCaching.urlPattern.source).toBe(String.raw`^https:\/\/images\.unsplash\.com\/`);
    expect(hostCaching.statuses).toEqual([0, 200]);
    expect(hostCaching.urlPattern.test(`${imageHost}/photo-1?w=480`)).toBe(true);
    expect(hostCaching.urlPattern.test('https://images.unsplash.com.evil.example/photo-1')).toBe(
      false,
    );

    const sameOrigin = photoCaching(rewrite);
    expect(sameOrigin.statuses).toEqual([200]);
    for (const url of [
      'https://www.heartwoodfloors.example/photos/photo-1?auto=format&w=480',
      'http://127.0.0.1:4320/photos/photo-1?w=480',
    ]) {
      expect(sameOrigin.urlPattern.test(url), url).toBe(true);
    }
    for (const url of [
      `${imageHost}/photo-1?w=480`,
      'https://www.heartwoodfloors.example/photosx/photo-1',
      'https://www.heartwoodfloors.example/assets/photos/photo-1',
      'https://www.heartwoodfloors.example/?next=/photos/photo-1',
    ]) {
      expect(sameOrigin.urlPattern.test(url), url).toBe(false);
    }
  });

  it('writes Netlify’s proxy rule for the path, and no _redirects for direct photos', () => {
    expect(redirectsFile(direct)).toBeUndefined();
    const rules = (redirectsFile(rewrite) ?? '').split('\n').filter((line) => /^\//.test(line));
    expect(rules).toEqual([`/photos/*  ${imageHost}/:splat  200`]);
  });
});
