import { inject } from 'vitest';
import type { Locale } from '../content/locales.ts';
import { viewOf, type ContentView, type SiteContent } from '../content/siteContent.ts';

/**
 * The tests' frozen content (`src/test/content/`), as the render takes it: read and parsed once
 * for the whole run (src/test/globalSetup.ts). A test hands it to the render, and finds the
 * words it expects in it.
 */
export const frozenContent: SiteContent = inject('content');

/** The frozen content in one language, as the render's parts read it. */
export const frozenView = (locale: Locale): ContentView => viewOf(frozenContent, locale);
