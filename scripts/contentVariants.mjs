// The site rendered from other content than it ships with, to check that the layout holds for any
// sensible amount of it (more cards and regions and longer texts, fewer of others) and with the
// owner's own photos: the frozen content, its files edited first (scripts/buildTestSites.mjs,
// scripts/siteVariants.mjs); e2e/content.spec.ts and e2e/uploads.spec.ts run against it.

import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const longText =
  'Wide-plank white oak, hand-scraped and oiled on site, with a matching stair nosing, a ' +
  'border of walnut around the fireplace and a finish that keeps its colour in full sun: ' +
  'the kind of description an owner writes when a project deserves every word of it.';

/** Another card like the first: a seventh product, an extra service. */
const extraCard = (cards, title) => ({ ...cards[0], title, description: longText });

/**
 * More of some parts than the site ships with and less of others, in one build: a seventh
 * product with long texts beside a single service (the same card grid, full and nearly empty), a
 * sixth region, a single value on About with a longer story, an extra line of hours, one office,
 * and no region with prices of its own.
 */
const mixedContent = {
  'products.json': (data) => {
    data.cards.push(extraCard(data.cards, 'Parquet and Herringbone Patterns, Laid by Hand'));
    data.cards[1].description = longText;
  },
  'services.json': (data) => data.cards.splice(1),
  'regions.json': (data) => {
    data.regions.push({
      ...data.regions[1],
      name: 'New Mexico',
      detail: 'Santa Fe, Taos & Albuquerque',
    });
  },
  'about.json': (data) => {
    data.values.items.splice(1);
    data.story.paragraphs.push(longText);
  },
  'hours.json': (data) => {
    data.hours.splice(1, 0, { from: 'Friday', to: 'Friday', opens: '08:00', closes: '20:00' });
  },
  'company.json': (data) => data.offices.splice(1),
  // The regions with prices of their own are gone: every kind has the one price.
  'estimate.json': (data) => {
    for (const work of Object.values(data.prices)) if (work.regions) work.regions = [];
  },
};

/**
 * The owner's own photos: the hero as a phone takes them (4032 x 3024, a few MB) with a focus
 * point, and the first product card from a smaller picture (1200 x 800). `files` are written into
 * the edited content's media/ before it is built (`made` from e2e/fixtures/photo.jpg).
 */
const uploadedContent = {
  'home.json': (data) => {
    data.hero.photo = {
      file: '/media/hero-phone-photo.jpg',
      alt: data.hero.photo.alt,
      focus: 'bottom',
    };
  },
  'products.json': (data) => {
    data.cards[0].photo = {
      file: '/media/solid-oak.jpg',
      alt: 'Solid oak planks we laid in Denver',
    };
  },
};

const uploadedFiles = {
  'hero-phone-photo.jpg': { width: 4032, height: 3024, quality: 95 },
  'solid-oak.jpg': { width: 1200, height: 800, quality: 90 },
};

/** The site with other amounts of content (`mixedContent`), and how many of each its pages show. */
export const contentVariant = {
  name: 'content-mixed',
  edits: mixedContent,
  counts: { products: 7, services: 1, regions: 6, values: 1 },
};

/** The site with the owner's own photos in it, for e2e/uploads.spec.ts. */
export const uploadedVariant = {
  name: 'content-uploaded',
  edits: uploadedContent,
  media: uploadedFiles,
};

/**
 * A photo as the owner would upload it, made from the test fixture at `width` x `height` and
 * JPEG `quality` (the fixture itself is small, so the tests' repository stays small).
 */
export async function writeUploadedPhoto(file, { width, height, quality }) {
  const { default: sharp } = await import('sharp');
  await mkdir(dirname(file), { recursive: true });
  await sharp(fileURLToPath(new URL('../e2e/fixtures/photo.jpg', import.meta.url)))
    .resize({ width, height, fit: 'cover' })
    .jpeg({ quality })
    .toFile(file);
}
