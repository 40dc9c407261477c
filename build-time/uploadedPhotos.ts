import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, parse, resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { defaultLocale } from '../src/content/locales.ts';
import { mediaFolder } from '../src/content/paths.ts';
import { contentFolder, where } from '../src/content/schema/index.ts';
import type { FocusPoint } from '../src/content/schema/fields.ts';
import type { SiteContent } from '../src/content/siteContent.ts';
import {
  cropFile,
  type UploadedCrop,
  type UploadedPhoto,
  type UploadedPhotos,
} from '../src/content/uploadedPhotoFiles.ts';
import { root } from './paths.ts';

/**
 * The photos the owner uploaded (`content/media/`), made into what a visitor downloads: each crop
 * a page shows, in the site's responsive widths as WebP with one JPEG for browsers without it.
 * The original (often a 6 MB phone picture) is never published.
 */

/** A photo field that names an uploaded file, and where it is in the content. */
interface PhotoUse {
  readonly file: string;
  readonly focus?: FocusPoint;
  /** `content/home.json: en › hero › photo › file`, as the build's messages name a field. */
  readonly where: string;
}

/**
 * Every photo of the parsed content files that names an uploaded file, in the default language's
 * version: a photo is shared by every language (the content check holds the others to it).
 */
export function photoUses(files: ReadonlyMap<string, unknown>): PhotoUse[] {
  const uses: PhotoUse[] = [];
  const visit = (value: unknown, path: (string | number)[], name: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index], name));
    } else if (typeof value === 'object' && value !== null) {
      const fields = value as Record<string, unknown>;
      if (typeof fields.file === 'string' && typeof fields.alt === 'string') {
        uses.push({
          file: fields.file,
          focus: fields.focus as FocusPoint | undefined,
          where: where(name, [...path, 'file']),
        });
      }
      for (const [key, field] of Object.entries(fields)) visit(field, [...path, key], name);
    }
  };
  for (const [name, value] of files) {
    const versions = (value ?? {}) as Record<string, unknown>;
    visit(versions[defaultLocale], [defaultLocale], name);
  }
  return uses;
}

/** The file on disk of an uploaded photo's `/media/name.jpg`, in a content folder. */
const sourceFile = (file: string, folder: string) => join(folder, file.replace(/^\//u, ''));

/**
 * What is wrong with the uploaded photos the content names: a file that is not there, or that is
 * not a picture this build can read. One line per problem, naming the field.
 */
export async function uploadProblems(
  files: ReadonlyMap<string, unknown>,
  folder: string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const use of photoUses(files)) {
    const file = sourceFile(use.file, folder);
    if (!(await stat(file).catch(() => undefined))?.isFile()) {
      problems.push(
        `${use.where}: ${use.file} is not in ${contentFolder}/${mediaFolder}: ` +
          'upload it again, or choose another photo',
      );
    } else if (
      await sharp(file)
        .metadata()
        .then(() => false)
        .catch(() => true)
    ) {
      problems.push(
        `${use.where}: ${use.file} is not a photo this site can read; ` +
          'save it as JPEG and upload it again',
      );
    }
  }
  return problems;
}

/**
 * Each uploaded photo the content names (`files`, the content folder's, parsed), by its
 * `/media/…` path: its published name (the file's name, a hash of its bytes and focus, so a
 * replaced photo is a new URL) and its size upright.
 */
export async function readUploadedPhotos(folder: string, files: ReadonlyMap<string, unknown>) {
  const photos: Record<string, UploadedPhoto> = {};
  for (const { file, focus } of photoUses(files)) {
    const bytes = await readFile(sourceFile(file, folder));
    // Its size upright, as its EXIF orientation turns a phone's sideways picture, read from its
    // header: nothing is decoded.
    const { width, height } = (await sharp(bytes).metadata()).autoOrient;
    const hash = createHash('sha256')
      .update(bytes)
      .update(focus ?? '')
      .digest('hex')
      .slice(0, 8);
    const { dir, name } = parse(file);
    photos[file] = { name: `${dir}/${name}-${hash}`, width, height, focus };
  }
  return photos satisfies UploadedPhotos;
}

/** sharp's name for a focus point (`top left` is its `left top`). */
const sharpPosition = (focus: FocusPoint | undefined): string =>
  !focus || focus === 'center' ? 'centre' : focus.split(' ').reverse().join(' ');

/** Made files are kept here between builds: a photo is resized once, not on every build. */
const cacheFolder = resolve(root, 'node_modules/.cache/uploaded-photos');

/** One file of a crop of the uploaded photo `source` of a content folder, from the cache or made now. */
export async function cropBytes(
  source: string,
  folder: string,
  photo: UploadedPhoto,
  crop: Pick<UploadedCrop, 'ratio'>,
  width: number,
  format: 'webp' | 'jpg',
): Promise<Buffer> {
  const fileName = cropFile(photo.name, crop.ratio, width, format);
  const cached = join(cacheFolder, fileName.replaceAll('/', '_'));
  const kept = await readFile(cached).catch(() => undefined);
  if (kept) return kept;
  // The shape its name says (three decimals), so a file made from its URL in development and one
  // made by the build are the same file.
  const ratio = Math.round(crop.ratio * 1000) / 1000;
  const resized = sharp(sourceFile(source, folder))
    .autoOrient()
    .resize({
      width,
      height: Math.round(width * ratio),
      fit: 'cover',
      position: sharpPosition(photo.focus),
    });
  const bytes = await (
    format === 'webp' ? resized.webp({ quality: 70 }) : resized.jpeg({ quality: 75, mozjpeg: true })
  ).toBuffer();
  await mkdir(cacheFolder, { recursive: true });
  await writeFile(cached, bytes);
  return bytes;
}

/**
 * Writes every file of the crops the pages asked for into the built site, from the uploaded
 * photos of the content folder `folder`.
 */
export async function writeCrops(
  crops: readonly UploadedCrop[],
  outDir: string,
  folder: string,
): Promise<number> {
  // Each language's pages ask for the same crops: each file is made once.
  const written = new Set<string>();
  for (const crop of crops) {
    const files = [
      ...crop.widths.map((width) => [width, 'webp'] as const),
      [crop.jpegWidth, 'jpg'] as const,
    ];
    for (const [width, format] of files) {
      const target = join(outDir, cropFile(crop.photo.name, crop.ratio, width, format));
      if (written.has(target)) continue;
      written.add(target);
      await mkdir(parse(target).dir, { recursive: true });
      await writeFile(target, await cropBytes(crop.file, folder, crop.photo, crop, width, format));
    }
  }
  return written.size;
}

/**
 * Serves, in development, the crops of the uploaded photos of the content the dev server renders
 * (`content`: its folder and the content read from it), as a build would publish them, made on
 * first request.
 */
export function uploadedPhotosPlugin(
  content: () => Promise<{ folder: string; content: SiteContent }>,
): Plugin {
  return {
    name: 'uploaded-photos',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(`/${mediaFolder}/`, (request, response, next) => {
        const wanted = /^\/(.+)-(\d+)-(\d+)\.(webp|jpg)$/u.exec(
          `/${mediaFolder}${request.url ?? ''}`.split('?')[0] ?? '',
        );
        if (!wanted) return next();
        const [, name = '', ratio = '', width = '', format = 'webp'] = wanted;
        void content()
          .then(async ({ folder, content: { photos } }) => {
            const found = Object.entries(photos).find(([, photo]) => photo.name === `/${name}`);
            if (!found) return next();
            const [file, photo] = found;
            const bytes = await cropBytes(
              file,
              folder,
              photo,
              { ratio: Number(ratio) / 1000 },
              Number(width),
              format as 'webp' | 'jpg',
            );
            response.setHeader('Content-Type', format === 'webp' ? 'image/webp' : 'image/jpeg');
            response.end(bytes);
          })
          .catch(next);
      });
    },
  };
}
