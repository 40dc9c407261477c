import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '../content/company.ts';
import { heroText } from '../content/home.ts';
import type { PhotoSource } from '../content/schema/photos.ts';

/**
 * This module and the JSON-LD, loaded afresh for a build whose photo source is `source`, as the
 * build gives it to the pages (`virtual:site-settings/photoSource`).
 */
async function builtWith(source: PhotoSource) {
  vi.resetModules();
  vi.doMock('virtual:site-settings/photoSource', () => ({ photoSource: source }));
  const [urls, jsonLd] = await Promise.all([import('./imageUrls.ts'), import('./jsonLd.ts')]);
  return { ...urls, ...jsonLd };
}

afterEach(() => {
  vi.doUnmock('virtual:site-settings/photoSource');
});

// The shipped hero is a photo on the image host.
const hero = heroText.photo.id ?? '';
const heroImage = (jsonLd: string) => (JSON.parse(jsonLd) as { image: string }).image;

describe('photo URLs', () => {
  it('point at the image host by default', async () => {
    const { imageUrl, imageSrcSet, isPhotoUrl, localBusinessJsonLd } = await builtWith({
      kind: 'host',
    });
    expect(imageUrl(hero, { width: 1080, ratio: 2 / 3 })).toBe(
      `https://images.unsplash.com/photo-${hero}?auto=format&fit=crop&w=1080&h=720&q=70`,
    );
    expect(
      imageSrcSet(hero)
        .split(', ')
        .every((entry) => entry.startsWith('https://images.')),
    ).toBe(true);
    expect(heroImage(localBusinessJsonLd())).toBe(imageUrl(hero, { width: 1600 }));
    expect(isPhotoUrl(imageUrl(hero, { width: 480 }), 'https://site.example/')).toBe(true);
    expect(isPhotoUrl('https://site.example/photos/photo-1', 'https://site.example/')).toBe(false);
  });

  it('stay on the site’s origin, with the same query, when photos go through it', async () => {
    const { imageUrl, imageSrcSet, isPhotoUrl, localBusinessJsonLd } = await builtWith({
      kind: 'rewrite',
      path: '/photos',
    });
    expect(imageUrl(hero, { width: 1080, ratio: 2 / 3, quality: 50 })).toBe(
      `/photos/photo-${hero}?auto=format&fit=crop&w=1080&h=720&q=50`,
    );
    for (const entry of imageSrcSet(hero, { ratio: 1 }).split(', ')) {
      expect(entry).toMatch(/^\/photos\/photo-[\w-]+\?auto=format&fit=crop&w=\d+&h=\d+&q=70 \d+w$/);
    }
    // Structured data is read away from the page: its photo URL stays absolute, on the site.
    expect(heroImage(localBusinessJsonLd())).toBe(
      `${new URL(company.website).origin}/photos/photo-${hero}?auto=format&fit=crop&w=1600&q=70`,
    );
    const page = 'http://127.0.0.1:4320/about';
    expect(isPhotoUrl(`http://127.0.0.1:4320/photos/photo-${hero}?w=480`, page)).toBe(true);
    expect(isPhotoUrl(`https://images.unsplash.com/photo-${hero}?w=480`, page)).toBe(false);
    expect(isPhotoUrl(`https://other.example/photos/photo-${hero}`, page)).toBe(false);
  });
});
