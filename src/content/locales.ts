/**
 * The site's languages: English, its default and the spec's, then Spanish. The owner's content
 * has a folder per language (`content/en/`, `content/es/`).
 */
export const locales = ['en', 'es'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';
