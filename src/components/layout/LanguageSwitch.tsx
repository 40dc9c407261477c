import { useDeferredValue } from 'react';
import { useLocation } from 'react-router-dom';
import { siteLocale } from '../../content/language.ts';
import { localeNames, localePath, locales } from '../../content/locales.ts';

export interface LanguageSwitchProps {
  readonly className?: string;
  /** The page shown is the not-found page: the router's answer, a page per item's too. */
  readonly notFound: boolean;
}

/**
 * The page in the site's other language, named in that language: "Español" on English pages,
 * "English" on Spanish ones. A plain link, not the router's: each language is its own build,
 * loaded whole. Keeps the place on the page a link to a section names. From a path no page has,
 * it leads to the other language's Home: the not-found page is one document for every such
 * path, prerendered before anyone asked for one.
 */
export function LanguageSwitch({ className, notFound }: LanguageSwitchProps) {
  const location = useLocation();
  // The prerendered link has no section (a host never tells the page its address's `#`): the
  // hydration render must not have one either, so the section's comes in the render after.
  const section = useDeferredValue(location.hash, '');
  // Every page is in every language (a project's file holds both), so any page but the not-found
  // one has its other version at the same path.
  const [pathname, hash] = notFound ? ['/', ''] : [location.pathname, section];
  return locales
    .filter((locale) => locale !== siteLocale)
    .map((locale) => (
      <a
        key={locale}
        className={className}
        href={`${localePath(locale, pathname)}${hash}`}
        hrefLang={locale}
        lang={locale}
      >
        {localeNames[locale]}
      </a>
    ));
}
