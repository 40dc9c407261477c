import type { Locale } from './locales.ts';
import type { ContentFiles } from './schema/index.ts';
import type { PageListing } from './schema/pageListing.ts';
import type { UploadedPhotos } from './uploadedPhotoFiles.ts';
import type { ProjectData } from './schema/project.ts';

/**
 * The site's content as the render takes it: every file of a content folder, read and parsed by
 * its schema (build-time/siteContent.ts), so each value has its schema's type and nothing is
 * cast. The build reads the owner's `content/`, the tests the frozen copy, and each hands it to
 * the render (`renderPage`) with the language, as it hands it the settings.
 */
export interface SiteContent {
  /** Each language's version of every file. */
  readonly languages: Readonly<Record<Locale, LanguageContent>>;
  /** The owner's uploaded photos that the content names, described (the same in every language). */
  readonly photos: UploadedPhotos;
}

/** Every file of the content in one language, by its name without `.json` (`home`, `company`). */
export type LanguageContent = ContentFiles & {
  /** The pages' listings (`pages/<name>.json`): title, description, link words. */
  readonly listings: Readonly<Record<string, PageListing>>;
  /** The projects (`work/<slug>.json`), by slug. */
  readonly projects: Readonly<Record<string, ProjectData>>;
};

/**
 * What a part of the render reads of the content: the language of the page and the content in
 * it. Everything derived from it (`derived`) is a function of this view alone.
 */
export interface ContentView {
  readonly locale: Locale;
  readonly content: SiteContent;
  /** `content.languages[locale]`. */
  readonly words: LanguageContent;
}

const views = new WeakMap<SiteContent, Map<Locale, ContentView>>();

/** The view of `content` in one language: one object per content and language. */
export function viewOf(content: SiteContent, locale: Locale): ContentView {
  let byLocale = views.get(content);
  if (!byLocale) views.set(content, (byLocale = new Map()));
  let view = byLocale.get(locale);
  if (!view) byLocale.set(locale, (view = { locale, content, words: content.languages[locale] }));
  return view;
}

/**
 * A value derived from the content in one language, computed once per content and language
 * however many pages read it: `words` is one object per both, so it keys the cache.
 */
export function derived<Value>(read: (view: ContentView) => Value): (view: ContentView) => Value {
  const cache = new WeakMap<LanguageContent, Value>();
  return (view) => {
    if (cache.has(view.words)) return cache.get(view.words) as Value;
    const value = read(view);
    cache.set(view.words, value);
    return value;
  };
}
