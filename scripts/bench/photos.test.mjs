import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhotoMaker, modernFormatShare, requestedFile } from './photos.mjs';

describe('the photo host stand-in', () => {
  let cache;
  let photoFor;
  // Vitest runs from the project's root.
  beforeAll(async () => {
    cache = await mkdtemp(join(tmpdir(), 'photos-test-'));
    const fixture = await readFile(join(process.cwd(), 'e2e/fixtures/photo.jpg'));
    photoFor = await createPhotoMaker(fixture, cache);
  });
  afterAll(() => rm(cache, { recursive: true, force: true }));

  it('reads the size, quality and format of a URL as an image CDN does', () => {
    expect(requestedFile('/p?w=480&h=853&q=50&auto=format&fit=crop', 1200, 800)).toEqual({
      width: 480,
      height: 853,
      quality: 50,
      modern: true,
    });
    // Width alone keeps the photo's shape; no quality means the host's default.
    expect(requestedFile('/p?w=600', 1200, 800)).toEqual({
      width: 600,
      height: 400,
      quality: 75,
      modern: false,
    });
  });

  it('answers a JPEG cut to the requested size', async () => {
    const file = await photoFor('/photo-1?w=480&h=853&q=50&fit=crop');
    expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 853 });
  });

  it('weighs less at a lower quality, and less again for auto=format', async () => {
    const q70 = await photoFor('/photo-1?w=480&h=320&q=70');
    const q40 = await photoFor('/photo-1?w=480&h=320&q=40');
    const modern = await photoFor('/photo-1?w=480&h=320&q=70&auto=format');
    expect(q40.length).toBeLessThan(q70.length * 0.8);
    expect(modern.length).toBeLessThanOrEqual(q70.length * modernFormatShare);
    expect(modern.length).toBeGreaterThan(q70.length * modernFormatShare * 0.7);
    // A real photo's bytes, not a flat picture's: about a bit per pixel at q=70.
    expect((q70.length * 8) / (480 * 320)).toBeGreaterThan(0.5);
  });
});
