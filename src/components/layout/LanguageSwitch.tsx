import { useLocation } from 'react-router-dom';
import { localeNames, localePath, locales } from '../../content/locales.ts';
import { usePage } from '../../lib/pageContext.tsx';

export interface LanguageSwitchProps {
  readonly className?: string;
  /** The page shown is the not-found page: the router's answer, a page per item's too. */
  readonly notFound: boolean;
}

/**
 * The page in the site's other language, named in that language: "Español" on English pages,
 * "English" on Spanish ones. A plain link, as every link of the site is. The page's script adds the place on the page a link to a section names
 * (`data-language-switch`: the prerender never knows it). From a path no page has,
 * it leads to the other language's Home: the not-found page is one document for every such
 * path, prerendered before anyone asked for one.
 */
export function LanguageSwitch({ className, notFound }: LanguageSwitchProps) {
  const location = useLocation();
  const { locale: pageLocale } = usePage();
  // Every page is in every language (a project's file holds both), so any page but the not-found
  // one has its other version at the same path.
  const pathname = notFound ? '/' : location.pathname;
  return locales
    .filter((locale) => locale !== pageLocale)
    .map((locale) => (
      <a
        key={locale}
        className={className}
        href={localePath(locale, pathname)}
        hrefLang={locale}
        lang={locale}
        {...(notFound ? {} : { 'data-language-switch': '' })}
      >
        {localeNames[locale]}
      </a>
    ));
}
