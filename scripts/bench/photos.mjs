// What the photo host's stand-in answers: a file cut to the size the URL asks for, with the bytes a
// real photo of that size and quality would have, so the benchmark sees width and quality choices.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The share of a JPEG's bytes that `auto=format` saves. The real host then answers AVIF to a
 * browser that accepts it, commonly about half the bytes of a JPEG that looks the same; the
 * stand-in sends a JPEG cut down to those bytes, since its pixels only have to be a photo.
 */
export const modernFormatShare = 0.5;

/** How strong and how fine the added texture is (see `texture`). */
const textureAmplitude = 60;
const textureScale = 2;

/**
 * A fixed pseudo-random texture at a fraction of the size, enlarged smoothly: detail in the middle
 * frequencies, which JPEG keeps, like the grain and weave of a real interior photo. The fixture
 * alone, enlarged, is so smooth that a 1080 × 720 file at q=70 weighs 21 KB, a fifth of a real one.
 */
async function texture(width, height) {
  const w = Math.ceil(width / textureScale);
  const h = Math.ceil(height / textureScale);
  const data = Buffer.alloc(w * h);
  let seed = 7;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = 128 + ((seed >> 8) % (2 * textureAmplitude + 1)) - textureAmplitude;
  }
  return sharp(data, { raw: { width: w, height: h, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .toColourspace('srgb')
    .png()
    .toBuffer();
}

const clampInteger = (raw, min, max, fallback) => {
  const value = Math.round(Number(raw));
  return raw !== null && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};

/**
 * The file a URL asks for, as imgix-style hosts read it: `w` and `h` in pixels (either alone keeps
 * the photo's shape; `fit=crop` fills both), `q` from 1 to 100 (75 when absent), `auto=format`
 * for the lighter modern format.
 */
export function requestedFile(url, sourceWidth, sourceHeight) {
  const params = new URL(url, 'https://host').searchParams;
  const ratio = sourceHeight / sourceWidth;
  const w = clampInteger(params.get('w'), 1, 8192, null);
  const h = clampInteger(params.get('h'), 1, 8192, null);
  const width = w ?? (h ? Math.round(h / ratio) : sourceWidth);
  const height = h ?? Math.round(width * ratio);
  return {
    width,
    height,
    quality: clampInteger(params.get('q'), 1, 100, 75),
    modern: params.get('auto')?.split(',').includes('format') ?? false,
  };
}

async function encode(width, height, quality, fixture) {
  return sharp(fixture)
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: await texture(width, height), blend: 'soft-light' }])
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}

/** The JPEG at the highest quality whose bytes are at most `share` of the file at `quality`. */
async function lighter(file, width, height, quality, share, fixture) {
  const budget = file.length * share;
  let [low, high, best] = [1, quality - 1, null];
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = await encode(width, height, middle, fixture);
    if (candidate.length <= budget) [best, low] = [candidate, middle + 1];
    else high = middle - 1;
  }
  return best ?? (await encode(width, height, 1, fixture));
}

/**
 * Makes the stand-in's files from `fixture` (a JPEG). Files are made once per URL and kept under
 * `cacheRoot`, because a large one takes seconds and a slow answer would count as the host's; the
 * folder is named for the fixture and the settings above, so changing either makes new files.
 */
export async function createPhotoMaker(fixture, cacheRoot) {
  const { width: sourceWidth, height: sourceHeight } = await sharp(fixture).metadata();
  const recipe = createHash('sha256')
    .update(fixture)
    .update(JSON.stringify([textureAmplitude, textureScale, modernFormatShare]))
    .digest('hex')
    .slice(0, 12);
  const cacheDir = join(cacheRoot, recipe);
  await mkdir(cacheDir, { recursive: true });
  const pending = new Map();

  const make = async ({ width, height, quality, modern }) => {
    const name = `${width}x${height}-q${quality}${modern ? '-auto' : ''}.jpg`;
    const path = join(cacheDir, name);
    const cached = await readFile(path).catch(() => null);
    if (cached) return cached;
    const file = await encode(width, height, quality, fixture);
    const result = modern
      ? await lighter(file, width, height, quality, modernFormatShare, fixture)
      : file;
    await writeFile(path, result);
    return result;
  };

  return function photoFor(url) {
    const request = requestedFile(url, sourceWidth, sourceHeight);
    const key = JSON.stringify(request);
    if (!pending.has(key)) pending.set(key, make(request));
    return pending.get(key);
  };
}
