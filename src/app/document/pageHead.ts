import { defaultLocale, localePath, locales } from '../../content/locales.ts';
import { siteUrl, socialImagePath, type PageMetaData } from '../../content/seo.ts';
import type { ContentView } from '../../content/siteContent.ts';

export interface HeadElement {
  readonly type: 'meta' | 'link';
  readonly props: Readonly<Record<string, string>>;
}

/**
 * A page's own head tags: its description, how a shared link shows it, its canonical address and
 * its versions in every language (a page that must not be indexed says so instead).
 */
export function pageHeadElements(view: ContentView, meta: PageMetaData): HeadElement[] {
  const elements: HeadElement[] = [
    { type: 'meta', props: { name: 'description', content: meta.description } },
    { type: 'meta', props: { property: 'og:title', content: meta.title } },
    { type: 'meta', props: { property: 'og:description', content: meta.description } },
    { type: 'meta', props: { property: 'og:type', content: 'website' } },
    { type: 'meta', props: { property: 'og:site_name', content: view.words.company.name } },
    {
      type: 'meta',
      props: { property: 'og:image', content: meta.image ?? siteUrl(view, socialImagePath) },
    },
    { type: 'meta', props: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.path) {
    const { path } = meta;
    const url = siteUrl(view, localePath(view.locale, path));
    elements.push(
      { type: 'link', props: { rel: 'canonical', href: url } },
      { type: 'meta', props: { property: 'og:url', content: url } },
      // The page in every language, this one included, and English for any other reader.
      ...locales.map((locale): HeadElement => ({
        type: 'link',
        props: {
          rel: 'alternate',
          hreflang: locale,
          href: siteUrl(view, localePath(locale, path)),
        },
      })),
      {
        type: 'link',
        props: {
          rel: 'alternate',
          hreflang: 'x-default',
          href: siteUrl(view, localePath(defaultLocale, path)),
        },
      },
    );
  } else {
    elements.push({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
  }
  return elements;
}
