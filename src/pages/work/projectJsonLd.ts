import { company } from '../../content/company.ts';
import { siteLocale } from '../../content/language.ts';
import { localePath } from '../../content/locales.ts';
import { paths } from '../../content/pages.ts';
import { siteUrl } from '../../content/seo.ts';
import type { PageSettings } from '../../lib/pageSettings.tsx';
import { photoLink } from '../../lib/photoSources.ts';
import { projectAt } from './projectAt.ts';
import { scriptJson } from '../../lib/JsonDataBlock.tsx';

/**
 * A project's page described for search engines: the work, where and when it was done, by
 * whom, and its photo. Never a rating or a review: the client's words are a
 * quote on the page, not a claim about the company for search results.
 */
export function projectJsonLd(pathname: string, { photoSource }: PageSettings): string | undefined {
  const project = projectAt(pathname);
  if (!project) return undefined;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.summary,
    url: siteUrl(localePath(siteLocale, pathname)),
    inLanguage: siteLocale,
    image: siteUrl(photoLink(project.photo, photoSource)),
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
      name: company.legalName,
      url: siteUrl(localePath(siteLocale, paths.home)),
    },
  };
  return scriptJson(data);
}
