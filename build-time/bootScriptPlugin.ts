import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { pageImportsAttribute } from './htmlDocument.ts';
import { root } from './paths.ts';
import { isBrowserBuild } from './siteLanguage.ts';

/**
 * Starts every page with one small script, `src/boot.ts`, in place of the app's entry, its module
 * preloads and the manifest link: it waits until the prerendered content is on screen, then adds
 * them. The entry, its imports and the chunks stay as Vite builds them; only the tags that would
 * fetch them at once leave the page, and the boot script carries their URLs instead. (Chromium
 * fetches the manifest and an icon from it as soon as it sees the link.) At low priority, so even
 * the boot script gives way to the stylesheet, the font and the first photo.
 *
 * Vite's own preloading does not do this: its HTML build always writes the entry's `<script src>`
 * (`build.modulePreload` can drop only the preload links, `experimental.renderBuiltUrl` changes
 * only URLs) and leaves the manifest link alone. Making `src/boot.ts` the HTML entry, with
 * `import('./main.tsx')`, was tried (Vite 8.3): the boot script grew from 0.9 to 1.9 KB gzip
 * with Vite's preload helper and polyfill, the app split into 29 files instead of 22, the
 * manifest still loaded at once, and the dev server would wait behind the boot script too.
 */
export function bootScriptPlugin(): Plugin {
  let base = '/';
  return {
    name: 'boot-script',
    apply: 'build',
    applyToEnvironment: isBrowserBuild,
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(root, 'src/boot.ts'), name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!boot) throw new Error('The boot chunk is missing from the bundle');
        const take = (tag: RegExp, what: string) => {
          const url = tag.exec(html)?.[1];
          if (url === undefined) throw new Error(`index.html has no ${what}`);
          html = html.replace(tag, '');
          return url;
        };
        const entry = take(
          /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/,
          'entry script',
        );
        const manifest = take(/<link rel="manifest" href="([^"]+)" \/>\s*/, 'manifest link');
        const preloads: string[] = [];
        const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/;
        while (preloadTag.test(html)) preloads.push(take(preloadTag, 'module preload'));
        // Loud if Vite ever writes these tags differently: a missed one would load at once.
        if (/<script\b[^>]*\bsrc=|rel="(modulepreload|manifest)"/.test(html)) {
          throw new Error('index.html still loads a script, a module preload or the manifest');
        }
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: {
                type: 'module',
                fetchpriority: 'low',
                crossorigin: true,
                src: `${base}${boot.fileName}`,
                'data-app': entry,
                'data-app-imports': preloads.join(' '),
                // Each document's own (`renderDocument`): the chunks of its page's code.
                [pageImportsAttribute]: '',
                'data-manifest': manifest,
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
