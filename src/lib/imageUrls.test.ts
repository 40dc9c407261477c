import { describe, expect, it } from 'vitest';
import { frozenView } from '../test/frozenContent.ts';
import { testedPageSettings } from '../test/testedSettings.ts';
import { imageSrcSet, imageUrl } from './imageUrls.ts';
import { localBusinessJsonLd } from './jsonLd.ts';

const view = frozenView('en');
// The frozen hero is a photo on the image host.
const hero = view.words.home.hero.photo.id ?? '';
const heroImage = (jsonLd: string) => (JSON.parse(jsonLd) as { image: string }).image;
const host = { kind: 'host' } as const;
const rewrite = { kind: 'rewrite', path: '/photos' } as const;

describe('photo URLs', () => {
  it('point at the image host by default', () => {
    expect(imageUrl(host, hero, { width: 1080, ratio: 2 / 3 })).toBe(
      `https://images.unsplash.com/photo-${hero}?auto=format&fit=crop&w=1080&h=720&q=70`,
    );
    expect(
      imageSrcSet(host, hero)
        .split(', ')
        .every((entry) => entry.startsWith('https://images.')),
    ).toBe(true);
    expect(
      heroImage(
        localBusinessJsonLd({ ...view, settings: { ...testedPageSettings, photoSource: host } }),
      ),
    ).toBe(imageUrl(host, hero, { width: 1600 }));
  });

  it('stay on the site’s origin, with the same query, when photos go through it', () => {
    expect(imageUrl(rewrite, hero, { width: 1080, ratio: 2 / 3, quality: 50 })).toBe(
      `/photos/photo-${hero}?auto=format&fit=crop&w=1080&h=720&q=50`,
    );
    for (const entry of imageSrcSet(rewrite, hero, { ratio: 1 }).split(', ')) {
      expect(entry).toMatch(/^\/photos\/photo-[\w-]+\?auto=format&fit=crop&w=\d+&h=\d+&q=70 \d+w$/);
    }
    // Structured data is read away from the page: its photo URL stays absolute, on the site.
    expect(
      heroImage(
        localBusinessJsonLd({ ...view, settings: { ...testedPageSettings, photoSource: rewrite } }),
      ),
    ).toBe(
      `${new URL(view.words.company.website).origin}/photos/photo-${hero}?auto=format&fit=crop&w=1600&q=70`,
    );
  });
});
