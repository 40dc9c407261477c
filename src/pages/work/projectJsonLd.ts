import { localePath } from '../../content/locales.ts';
import { paths } from '../../content/pages.ts';
import { siteUrl } from '../../content/seo.ts';
import { scriptJson } from '../../lib/JsonDataBlock.tsx';
import type { PageContext } from '../../lib/pageContext.tsx';
import { photoLink } from '../../lib/photoSources.ts';
import { projectAt } from './projectAt.ts';

/**
 * A project's page described for search engines: the work, where and when it was done, by
 * whom, and its photo. Never a rating or a review: the client's words are a
 * quote on the page, not a claim about the company for search results.
 */
export function projectJsonLd(pathname: string, page: PageContext): string | undefined {
  const project = projectAt(page, pathname);
  const { locale, settings, content } = page;
  if (!project) return undefined;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.summary,
    url: siteUrl(page, localePath(locale, pathname)),
    inLanguage: locale,
    image: siteUrl(page, photoLink(project.photo, settings.photoSource, content.photos)),
    dateCreated: project.completed,
    genre: project.formatted.kindLabel,
    locationCreated: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: project.city,
        addressRegion: project.region,
        addressCountry: 'US',
      },
    },
    creator: {
      '@type': 'HomeAndConstructionBusiness',
      name: page.words.company.legalName,
      url: siteUrl(page, localePath(locale, paths.home)),
    },
  };
  return scriptJson(data);
}
