import { sep } from 'node:path';
import type { EnvironmentOptions, Plugin } from 'vite';
import { defaultLocale, locales, type Locale } from '../src/content/locales.ts';
import { settingsFile } from '../src/content/schema/index.ts';
import { contentRoot, outDir, prerenderOutDir } from './paths.ts';

/**
 * Each language is built on its own, from the same code: the browser and prerender builds of
 * English (`client`, `ssr`) and of each other language (`client_es`, `ssr_es`), so a page
 * carries its own language's words only.
 */
export const environmentLocale = (name: string): Locale =>
  locales.find((locale) => locale !== defaultLocale && name.endsWith(`_${locale}`)) ??
  defaultLocale;

/**
 * The languages this build makes: every one, unless SITE_LANGUAGES names some (`en`): the e2e
 * tests' variant builds check settings that do not depend on the language, at half the cost.
 */
export function builtLocales(named = process.env.SITE_LANGUAGES): readonly Locale[] {
  if (!named) return locales;
  const codes = named.split(',').map((code) => code.trim());
  const unknown = codes.filter((code) => !locales.some((locale) => locale === code));
  if (unknown.length > 0 || !codes.includes(defaultLocale)) {
    throw new Error(
      `SITE_LANGUAGES=${named}: name languages of ${locales.join(', ')}, ${defaultLocale} among them`,
    );
  }
  return locales.filter((locale) => codes.includes(locale));
}

/**
 * Every language's browser build, for a plugin's `applyToEnvironment`; the prerender builds run
 * in Node.
 */
export const isBrowserBuild: NonNullable<Plugin['applyToEnvironment']> = (environment) =>
  environment.config.consumer === 'client';

/** The build environments of a language other than English. */
export const localeEnvironment = (name: 'client' | 'ssr', locale: Locale): string =>
  locale === defaultLocale ? name : `${name}_${locale}`;

/** A language's build manifest in the site's output: English's is Vite's own. */
export const manifestFile = (locale: Locale): string =>
  locale === defaultLocale ? '.vite/manifest.json' : `.vite/manifest-${locale}.json`;

/**
 * Gives each build its language: it defines `__SITE_LANGUAGE__` (what `src/content/language.ts`
 * reads as `siteLocale`), and each content file, which holds a version per language, is read as
 * its version in the build's language alone, so a page carries no other language's words (the
 * settings file, the same in every language, is read whole).
 */
export function siteLanguagePlugin(): Plugin {
  // The dev server serves one language, English unless its mode names another (`npm run dev:es`
  // is `vite --mode es`): its pages then live under `/es`, as in the build.
  let devLocale: Locale | undefined;
  const contentFiles = contentRoot() + sep;
  const localeOf = (environment: string) => devLocale ?? environmentLocale(environment);
  return {
    name: 'site-language',
    enforce: 'pre',
    config(_, { command, mode }) {
      if (command === 'serve') devLocale = locales.find((locale) => locale === mode);
    },
    configEnvironment: (name) => ({
      define: { __SITE_LANGUAGE__: JSON.stringify(localeOf(name)) },
    }),
    transformIndexHtml: (html) =>
      devLocale ? html.replace('<html lang="en">', `<html lang="${devLocale}">`) : html,
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(contentFiles) || !file.endsWith('.json')) return null;
      // The settings are not per language: every build reads them whole.
      if (file === `${contentFiles}${settingsFile}`) return null;
      const locale = localeOf(this.environment.name);
      const versions = JSON.parse(code) as Record<string, unknown>;
      return { code: JSON.stringify({ [locale]: versions[locale] }), map: null };
    },
  };
}

/**
 * The build's environments beyond Vite's own `client` (English's browser build, which the
 * top-level `build` options describe): each language's render build (`ssr`, `ssr_es`), each into a
 * folder of its own outside the site, and each other language's browser build (`client_es`),
 * writing into the same site, its manifest beside English's.
 */
export function buildEnvironments({
  pageScript,
  render,
}: {
  readonly pageScript: string;
  readonly render: string;
}): Record<string, EnvironmentOptions> {
  return Object.fromEntries(
    builtLocales().flatMap((locale) => {
      const ssr: [string, EnvironmentOptions] = [
        localeEnvironment('ssr', locale),
        {
          build: {
            outDir: `${prerenderOutDir}/${locale}`,
            emptyOutDir: true,
            manifest: false,
            rolldownOptions: { input: { renderPage: render } },
          },
        },
      ];
      if (locale === defaultLocale) return [ssr];
      const client: [string, EnvironmentOptions] = [
        localeEnvironment('client', locale),
        {
          consumer: 'client',
          build: {
            outDir,
            emptyOutDir: false,
            manifest: manifestFile(locale),
            rolldownOptions: { input: pageScript },
          },
        },
      ];
      return [client, ssr];
    }),
  );
}
