import { z } from 'zod';
import { sitePaths } from '../pages.ts';
import { editorPath, mediaFolder } from '../paths.ts';
import { group, optional, sharedText } from './fields.ts';

/** Folders the build itself writes to, which a photo path must not take over. */
const builtFolders = ['/assets', `/${mediaFolder}`, `/${editorPath}`];

/** Whether `path` is, or is under, one of the site's own pages or folders. */
const taken = (path: string) =>
  [...sitePaths, ...builtFolders].some(
    (own) => own !== '/' && (path === own || path.startsWith(`${own}/`)),
  );

/**
 * Where visitors' browsers fetch the photos from (docs/operator.md, "Photos through the site's
 * origin"): the image host, or a path on the site's own origin that the host forwards to it. The
 * one check of the setting: of `photoSource` in content/settings.json, and of PHOTO_SOURCE, which
 * a test build sets instead (build-time/settings.ts).
 */
export const photoSourceSetting = group({
  kind: z.enum(['host', 'rewrite'], { error: 'must be host or rewrite' }),
  path: optional(
    sharedText()
      .regex(/^(\/[\w-]+)+$/u, 'must be a path of plain words, like /photos')
      .refine(
        (path) => !taken(path),
        'must be a path no page or folder of the site has, like /photos',
      ),
  ),
}).superRefine((setting, context) => {
  if (setting.kind === 'rewrite' && setting.path === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['path'],
      message: 'must name the path the host forwards to the image host, like /photos',
    });
  }
});

/**
 * Where the photos come from, as the pages and the build read it. Every photo URL, the
 * preconnect hint, the Content-Security-Policy and the service worker's photo cache follow it.
 */
export type PhotoSource =
  /**
   * The spec's way: photos straight from the image host (`imageHost` in `../images.ts`), on a
   * connection of their own. Nothing to set up on the site's host.
   */
  | { readonly kind: 'host' }
  /**
   * Photos through the site's own origin, under `path` (for example `/photos`): the site's host
   * must forward `<path>/*` to the image host, query string included. The build writes Netlify's
   * rule into `_redirects`; other hosts need their own. The first photo then arrives on the
   * connection that brought the page, one connection fewer before the largest paint.
   */
  | { readonly kind: 'rewrite'; readonly path: string };

/** A setting the schema has passed, as the pages read it. */
export const photoSourceOf = (setting: z.infer<typeof photoSourceSetting>): PhotoSource =>
  setting.kind === 'rewrite' ? { kind: 'rewrite', path: setting.path ?? '' } : { kind: 'host' };
