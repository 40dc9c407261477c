import { describe, expect, it } from 'vitest';
import { imageHost } from '../src/content/images.ts';
import type { PhotoSource } from '../src/content/schema/photos.ts';
import { photoCaching } from './photoSource.ts';

const direct: PhotoSource = { kind: 'host' };
const rewrite: PhotoSource = { kind: 'rewrite', path: '/photos' };

describe('the service worker’s photos', () => {
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
});
