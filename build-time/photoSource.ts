import type { Plugin } from 'vite';
import { imageHost, photoBase } from '../src/content/images.ts';
import { sitePaths } from '../src/content/pages.ts';
import { editorPath, mediaFolder } from '../src/content/paths.ts';
import { photoSource, type PhotoSource } from '../src/content/photoSource.ts';
import { parsedJson, settingModulePlugin } from './settingModule.ts';

/** Folders the build itself writes to, which a photo path must not take over. */
const builtFolders = ['/assets', `/${mediaFolder}`, `/${editorPath}`];

/**
 * The setting, checked: a mistake fails the build rather than every photo. A rewrite's path is one
 * or more plain segments (`/photos`, `/images/stock`), no trailing slash, and none of the site's
 * own routes or folders, so the host's rule can never shadow a page.
 */
export function checkedPhotoSource(source: PhotoSource): PhotoSource {
  if (source.kind === 'rewrite') {
    const { path } = source;
    const taken = [...sitePaths, ...builtFolders].some(
      (own) => own !== '/' && (path === own || path.startsWith(`${own}/`)),
    );
    if (!/^(\/[\w-]+)+$/.test(path) || taken) {
      throw new Error(`Photo source: "${path}" is not a free path such as /photos`);
    }
  }
  return source;
}

/** A setting written as JSON, as PHOTO_SOURCE carries it. */
function parsedPhotoSource(json: string): PhotoSource {
  const value = parsedJson(json);
  if (typeof value === 'object' && value !== null) {
    const setting = value as Record<string, unknown>;
    if (setting.kind === 'host') return { kind: 'host' };
    if (setting.kind === 'rewrite' && typeof setting.path === 'string') {
      return { kind: 'rewrite', path: setting.path };
    }
  }
  throw new Error(
    `PHOTO_SOURCE=${json} is not a setting such as {"kind":"rewrite","path":"/photos"}`,
  );
}

/**
 * The photo source this build uses: the content's setting, unless PHOTO_SOURCE holds another, as
 * JSON. That variable is for test builds (scripts/buildVariants.mjs, the benchmark), which check
 * photos through the site's origin without touching the setting the site ships with.
 */
export function buildPhotoSource(env: NodeJS.ProcessEnv = process.env): PhotoSource {
  const override = env.PHOTO_SOURCE;
  return checkedPhotoSource(override ? parsedPhotoSource(override) : photoSource);
}

/** Gives the browser's code and the prerender the photo source `buildPhotoSource` chose. */
export function photoSourcePlugin(): Plugin {
  return settingModulePlugin({
    file: 'src/content/photoSource.ts',
    exportName: 'photoSource',
    shipped: photoSource,
    built: buildPhotoSource(),
  });
}

/**
 * The origins other than the site's own that photos come from, for the security policy and the
 * preconnect hint: the image host's, unless photos go through a path on the site's own origin.
 */
export function photoOrigins(source: PhotoSource): string[] {
  const base = photoBase(source);
  return URL.canParse(base) ? [new URL(base).origin] : [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Which responses the service worker keeps as photos. The image host's are plain cross-origin
 * images, opaque to the worker (status 0); through the site's origin they are ordinary same-origin
 * responses, kept only when they succeeded. The pattern for a path allows any origin: Workbox
 * tests it against the full URL, which it cannot know at build time, and the policy lets photos
 * come from the site's own origin alone in that mode.
 */
export function photoCaching(source: PhotoSource): { urlPattern: RegExp; statuses: number[] } {
  const base = photoBase(source);
  return URL.canParse(base)
    ? { urlPattern: new RegExp(`^${escapeRegExp(base)}/`), statuses: [0, 200] }
    : { urlPattern: new RegExp(`^https?://[^/]+${escapeRegExp(base)}/`), statuses: [200] };
}

/**
 * `_redirects` in Netlify's format, for photos through the site's origin: a 200 rule makes Netlify
 * fetch the image host's URL and answer with it (a proxy), and Netlify passes the query string (the
 * photo's size and quality) on to it. Nothing when photos come straight from the image host.
 */
export function redirectsFile(source: PhotoSource): string | undefined {
  if (source.kind !== 'rewrite') return undefined;
  return [
    "# Photos through the site's own origin (src/content/photoSource.ts), from the image host",
    `${source.path}/*  ${imageHost}/:splat  200`,
    '',
  ].join('\n');
}
