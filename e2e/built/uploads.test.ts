import { readdirSync, readFileSync } from 'node:fs';
import { JSDOM, VirtualConsole } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentFileFor } from '../../build-time/buildSite.ts';
import { uploadedVariant } from '../../scripts/contentVariants.mjs';
import { contentSite } from '../../scripts/siteVariants.mjs';
import { mediaFolder } from '../../src/content/paths.ts';
import { buildFolder } from './builtSite.ts';

// What the build made of the owner's own photos (scripts/contentVariants.mjs, `uploadedVariant`):
// the hero from a 4032 x 3024 phone picture, the first product card from a 1200 x 800 one. Which
// of the files a screen takes is the browser's: e2e/uploads.spec.ts.

const build = buildFolder(contentSite.outDir);

/** A document of the build, parsed, by its address. */
function builtDocument(address: string): Document {
  const html = readFileSync(new URL(documentFileFor(address), build), 'utf8');
  return new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
}

/** A published photo's format and size, from its file (`/media/...`). */
async function photoFile(path: string) {
  const { format, width, height } = await sharp(
    readFileSync(new URL(path.slice(1), build)),
  ).metadata();
  return { format, width, height };
}

/**
 * The format and size a published photo's name says: its shape (height / width, in thousandths)
 * and its width (`hero-1a2b3c4d-667-1080.webp`).
 */
function namedSize(path: string) {
  const [, shape = '', width = '', extension = ''] = /-(\d+)-(\d+)\.(webp|jpg)$/u.exec(path) ?? [];
  return {
    format: extension === 'jpg' ? 'jpeg' : extension,
    width: Number(width),
    height: Math.round((Number(width) * Number(shape)) / 1000),
  };
}

/** The first product card's photo as the variant uploads it: its description. */
function uploadedCardAlt(): string {
  const products: { cards: { photo?: { alt: string } }[] } = { cards: [{}] };
  uploadedVariant.edits['products.json']?.(products);
  return products.cards[0]?.photo?.alt ?? '';
}

describe('photos the owner uploaded', () => {
  it('become WebP files of the site’s widths, cut to the card, and one JPEG, with width, height and alt', async () => {
    const alt = uploadedCardAlt();
    const image = [...builtDocument('/products').images].find((img) => img.alt === alt);
    expect(image, alt).toBeDefined();
    expect(image?.getAttribute('width')).toBe('1080');
    expect(image?.getAttribute('height')).toBe('720');
    const jpeg = image?.getAttribute('src') ?? '';
    expect(jpeg).toMatch(/^\/media\/solid-oak-[0-9a-f]{8}-667-1080\.jpg$/u);
    expect(await photoFile(jpeg)).toEqual(namedSize(jpeg));

    const source = image?.closest('picture')?.querySelector('source[type="image/webp"]');
    const entries = (source?.getAttribute('srcset') ?? '').split(', ').map((entry) => {
      const [url = '', width = ''] = entry.split(' ');
      return { url, width: Number.parseInt(width, 10) };
    });
    // The original is 1200 px wide: no file is made wider than it holds.
    expect(entries.map(({ width }) => width)).toEqual([480, 768, 1080]);
    for (const { url, width } of entries) {
      expect(url).toMatch(/^\/media\/solid-oak-[0-9a-f]{8}-667-\d+\.webp$/u);
      expect(namedSize(url).width, url).toBe(width);
      expect(await photoFile(url), url).toEqual(namedSize(url));
    }
  });

  it('publish each crop as its name says, never the phone’s original', async () => {
    const published = readdirSync(new URL(`${mediaFolder}/`, build)).map(
      (file) => `/${mediaFolder}/${file}`,
    );
    for (const original of Object.keys(uploadedVariant.media)) {
      expect(published).not.toContain(`/${mediaFolder}/${original}`);
    }
    // Each file a crop at one width: its name, its hash, its shape and its width.
    for (const path of published) {
      expect(path).toMatch(/^\/media\/[a-z-]+-[0-9a-f]{8}-\d+-\d+\.(webp|jpg)$/u);
      expect(await photoFile(path), path).toEqual(namedSize(path));
    }
  });

  it('give search engines the hero as a JPEG on the site', async () => {
    const jsonLd = JSON.parse(
      builtDocument('/').querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as { image?: string };
    const { pathname } = new URL(jsonLd.image ?? '', 'https://site.invalid');
    // The whole photo, at the JPEG's width.
    expect(pathname).toMatch(/^\/media\/hero-phone-photo-[0-9a-f]{8}-750-1080\.jpg$/u);
    expect(await photoFile(pathname)).toEqual(namedSize(pathname));
  });
});
