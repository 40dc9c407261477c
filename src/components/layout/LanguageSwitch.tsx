import { useDeferredValue } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { siteLocale } from '../../content/language.ts';
import { localeNames, localePath, locales } from '../../content/locales.ts';
import { paths, sitePaths } from '../../content/pages.ts';

interface LanguageSwitchProps {
  readonly className?: string;
}

/**
 * The page in the site's other language, named in that language: "Español" on English pages,
 * "English" on Spanish ones. A plain link, not the router's: each language is its own build,
 * loaded whole. Keeps the place on the page a link to a section names. From a path no page has,
 * it leads to the other language's Home: the not-found page is one document for every such
 * path, prerendered before anyone asked for one.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const location = useLocation();
  // The prerendered link has no section (a host never tells the page its address's `#`): the
  // hydration render must not have one either, so the section's comes in the render after.
  const section = useDeferredValue(location.hash, '');
  // Every project is in every language (one file holds both), so a project's page is known too.
  const known =
    sitePaths.includes(location.pathname) || matchPath(paths.project, location.pathname) !== null;
  const [pathname, hash] = known ? [location.pathname, section] : ['/', ''];
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
