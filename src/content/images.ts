import type { PhotoSource } from './photoSource.ts';
import type { Photo } from './schema/fields.ts';

export type { Photo };

export const imageHost = 'https://images.unsplash.com';

/**
 * What every photo URL starts with: the image host, or, when the site's host forwards photos to
 * it (`photoSource.ts`), the path on the site's own origin. Photo URLs, the service worker's photo
 * cache, the host rewrite and the security policy are all derived from it.
 */
export const photoBase = (source: PhotoSource): string =>
  source.kind === 'rewrite' ? source.path : imageHost;

/**
 * The photos of the pages' copy, by their id on the image host; a region's photo is in
 * `content/regions.json` with the region. Alt texts describe the picture for people who cannot
 * see it.
 */
export const photos = {
  hero: { id: '1560185008-b033106af5c3', alt: 'Sunlit living room with wide-plank oak floors' },
  solidHardwood: { id: '1601063936640-a0e4e4ed081c', alt: 'Close-up of solid hardwood planks' },
  engineeredHardwood: {
    id: '1633356423472-c5ebc7ea627e',
    alt: 'Engineered hardwood floor in a bright room',
  },
  exoticSpecies: { id: '1617262869353-3c653071818c', alt: 'Richly grained exotic wood flooring' },
  reclaimedWood: { id: '1715534408885-b9e45db5fc13', alt: 'Weathered reclaimed wood boards' },
  customFinishes: {
    id: '1673924968581-c18b53d64e22',
    alt: 'Hand-applied stain on a hardwood floor',
  },
  luxuryVinyl: {
    id: '1626551039948-ddd7e595fe06',
    alt: 'Luxury vinyl plank flooring in a kitchen',
  },
  installation: { id: '1760976354141-1b4428e1ac18', alt: 'Installer fitting hardwood planks' },
  refinishing: { id: '1693948568453-a3564f179a84', alt: 'Floor being sanded for refinishing' },
  repair: { id: '1581858726788-75bc0f6a952d', alt: 'Restored hardwood floor after repair' },
  millwork: { id: '1680704249080-16c1f8cba335', alt: 'Custom trim and millwork along a wall' },
  protection: { id: '1584622050111-993a426fbf0a', alt: 'Protected hardwood floor with felt pads' },
  consultation: {
    id: '1747992021633-762a63985d01',
    alt: 'Designer reviewing wood samples with a client',
  },
  craftsman: { id: '1688240817677-d28b8e232dd4', alt: 'Craftsman at work in a wood shop' },
  woodGrain: { id: '1525034687081-c702010cb70d', alt: 'Warm wood-grain texture' },
} as const satisfies Record<string, Photo>;
