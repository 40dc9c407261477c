import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, parse, relative, resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { defaultLocale } from '../src/content/locales.ts';
import { mediaFolder } from '../src/content/paths.ts';
import { contentFolder, where } from '../src/content/schema/index.ts';
import type { FocusPoint } from '../src/content/schema/fields.ts';
import {
  cropFile,
  type UploadedCrop,
  type UploadedPhoto,
  type UploadedPhotos,
} from '../src/content/uploadedPhotoFiles.ts';
import { readContentFiles } from './contentFiles.ts';
import { contentRoot, root } from './paths.ts';

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
const sourceFile = (file: string, folder = contentRoot()) => join(folder, file.replace(/^\//u, ''));

/**
 * What is wrong with the uploaded photos the content names: a file that is not there, or that is
 * not a picture this build can read. One line per problem, naming the field.
 */
export async function uploadProblems(
  files: ReadonlyMap<string, unknown>,
  folder = contentRoot(),
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
 * Each uploaded photo the content names, by its `/media/…` path: its published name (the file's
 * name, a hash of its bytes and focus, so a replaced photo is a new URL) and its size upright.
 */
export async function readUploadedPhotos(folder = contentRoot()) {
  const { files, unreadable } = await readContentFiles(folder);
  // The content check says so at the start of a build; the dev server shows it over the page.
  if (unreadable.length > 0) throw new Error(unreadable.join('\n'));
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

/** One file of a crop, from the cache or made now. */
export async function cropBytes(
  source: string,
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
  const resized = sharp(sourceFile(source))
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

/** Writes every file of the crops the pages asked for into the built site. */
export async function writeCrops(crops: readonly UploadedCrop[], outDir: string): Promise<number> {
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
      await writeFile(target, await cropBytes(crop.file, crop.photo, crop, width, format));
    }
  }
  return written.size;
}

const virtualId = 'virtual:uploaded-photos';
const resolvedId = `\0${virtualId}`;

/**
 * Describes the uploaded photos to the pages (`virtual:uploaded-photos`), and in development
 * serves their crops as a build would publish them, made on first request.
 */
export function uploadedPhotosPlugin(): Plugin {
  const folder = contentRoot();
  let photos: Promise<Record<string, UploadedPhoto>> | undefined;
  const described = () => (photos ??= readUploadedPhotos(folder));
  return {
    name: 'uploaded-photos',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      return `export const uploadedPhotos = ${JSON.stringify(await described())};\n`;
    },
    // A content edit may name another photo: describe them again.
    hotUpdate({ file }) {
      if (!relative(folder, file).startsWith('..')) photos = undefined;
    },
    configureServer(server) {
      server.middlewares.use(`/${mediaFolder}/`, (request, response, next) => {
        const wanted = /^\/(.+)-(\d+)-(\d+)\.(webp|jpg)$/u.exec(
          `/${mediaFolder}${request.url ?? ''}`.split('?')[0] ?? '',
        );
        if (!wanted) return next();
        const [, name = '', ratio = '', width = '', format = 'webp'] = wanted;
        void described()
          .then(async (all) => {
            const found = Object.entries(all).find(([, photo]) => photo.name === `/${name}`);
            if (!found) return next();
            const [file, photo] = found;
            const bytes = await cropBytes(
              file,
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
