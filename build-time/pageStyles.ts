import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { OutputAsset, OutputBundle, PluginContext } from 'rolldown';
import type { Plugin } from 'vite';
import { pageList } from '../src/content/pages.ts';
import { root } from './paths.ts';

/**
 * Each page's stylesheet: the site's base styles and the stylesheet of every component the page
 * shows, and no other. Made by the render's build (`ssr`), whose module graph is the pages' own:
 * a page's components are what its module imports, with its islands' (what their declarations
 * load) and the chrome around every page (`RootLayout`). The class names in its HTML and in its
 * stylesheet come from that one build, so they agree by construction.
 */

/** The file the render's build writes beside its bundle: each page module's stylesheets. */
export const pageStylesFile = 'page-styles.json';

/** Each page module (`home/HomePage.tsx`, as the page table names it) and its stylesheets. */
export type PageStyles = Readonly<Record<string, readonly string[]>>;

/** The site's base styles, first in every page's stylesheet. */
const baseStyles = resolve(root, 'styles/base.scss');
/** The chrome every page shares. */
const chrome = resolve(root, 'src/app/RootLayout.tsx');

const isStyle = (id: string) => /\.s?css$/u.test(id);

/** Every component's stylesheet of the project, by its path. */
const moduleStylesheets = (): string[] =>
  readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.scss'))
    .map((file) => resolve(root, 'src', file));

/**
 * A stylesheet's chunk of its own in the render's build, so the build gives each its own CSS,
 * which the pages' stylesheets are made of.
 */
const styleChunkName = (id: string): string | null =>
  isStyle(id) ? `style-${relative(root, id).replace(/[^\w]+/gu, '-')}` : null;

/**
 * The order of the components' stylesheets in a page's: by path, code unit by code unit (a glob's
 * order, which the site's one stylesheet had), not by locale, so that where two give one element
 * the same property with equal weight, the same one wins as before: `work/ProjectPage` before
 * `work/comparison/BeforeAfter`.
 */
export const byPath = (a: string, b: string): number => {
  const [first, second] = [relative(root, a), relative(root, b)];
  return first < second ? -1 : first > second ? 1 : 0;
};

/** Every module a module imports, statically or not (an island's code), and itself. */
function importsOf(context: PluginContext, id: string, found = new Set<string>()): Set<string> {
  if (found.has(id) || id.includes('/node_modules/')) return found;
  found.add(id);
  const info = context.getModuleInfo(id);
  for (const imported of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
    importsOf(context, imported, found);
  }
  return found;
}

/** Each stylesheet module's CSS, as its own chunk of the bundle holds it, by the module's id. */
function cssByModule(bundle: OutputBundle): Map<string, { css: string; files: string[] }> {
  const styles = new Map<string, { css: string; files: string[] }>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    const [style, ...others] = output.moduleIds.filter(isStyle);
    if (style === undefined || others.length > 0) continue;
    const files = [...(output.viteMetadata?.importedCss ?? [])];
    const css = files.map((file) => String((bundle[file] as OutputAsset).source)).join('');
    styles.set(style, { css, files });
  }
  return styles;
}

/**
 * The render's build makes each page's stylesheet (`assets/<page>-<hash>.css`, pages that show
 * the same components sharing one) and names them by page module in `page-styles.json`. Each is
 * the base styles, then its components' stylesheets in the order of their paths, as the site's
 * one stylesheet had them: every element of every page computes the same styles as it did then
 * (compared on each page of both languages, at a phone's and a desktop's width and on a kiosk).
 * A component's stylesheet that no page carries stops the build: a part drawn only by the
 * browser's code (the kiosk's runner, the motion fallback's scene) is imported by the component
 * it draws into, for its page to carry.
 */
export function pageStylesPlugin(): Plugin[] {
  return [
    {
      name: 'page-styles',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      configEnvironment: (name) =>
        name === 'ssr'
          ? {
              build: {
                cssCodeSplit: true,
                ssrEmitAssets: true,
                rolldownOptions: {
                  output: {
                    codeSplitting: { groups: [{ name: styleChunkName, debugName: 'page-styles' }] },
                  },
                },
              },
            }
          : undefined,
      generateBundle(_options, bundle) {
        const styles = cssByModule(bundle);
        const carried = new Set<string>();
        const pageStyles: Record<string, string[]> = {};
        const chromeImports = importsOf(this, chrome);
        for (const { module } of pageList) {
          const shown = [
            ...importsOf(this, resolve(root, 'src/pages', module), new Set(chromeImports)),
          ]
            .filter((id) => id.endsWith('.module.scss'))
            .sort(byPath);
          for (const id of shown) carried.add(id);
          const css = [baseStyles, ...shown].map((id) => styles.get(id)?.css ?? '').join('');
          const name = module.replace(/^.*\/|Page\.tsx$/gu, '').toLowerCase();
          const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
          const fileName = `assets/${name}-${hash}.css`;
          if (!bundle[fileName]) this.emitFile({ type: 'asset', fileName, source: css });
          pageStyles[module] = [`/${fileName}`];
        }
        const orphans = moduleStylesheets().filter((file) => !carried.has(file));
        if (orphans.length > 0) {
          this.error(
            `No page carries the styles of ${orphans.map((file) => relative(root, file)).join(', ')}: ` +
              'import each in the component whose HTML it styles',
          );
        }
        // The pages' stylesheets are the site's: each component's own is only what they are made of.
        for (const { files } of styles.values())
          for (const file of files) Reflect.deleteProperty(bundle, file);
        this.emitFile({
          type: 'asset',
          fileName: pageStylesFile,
          source: JSON.stringify(pageStyles, null, 2),
        });
      },
    },
    // The browser build's own stylesheet (its islands' styles, which their classes need) is never
    // linked: each page links its own, which holds them. Left out of the site.
    {
      name: 'page-styles:browser',
      apply: 'build',
      // After Vite's own CSS plugin, which writes that stylesheet as the bundle is generated.
      enforce: 'post',
      applyToEnvironment: (environment) => environment.config.consumer === 'client',
      generateBundle(_options, bundle) {
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'asset' && file.endsWith('.css'))
            Reflect.deleteProperty(bundle, file);
        }
      },
    },
  ];
}
