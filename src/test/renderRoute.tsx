import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderPage, type PageAssets } from '../app/renderPage.tsx';
import { localeOfPath, type Locale } from '../content/locales.ts';
import { PageProvider, type PageSettings } from '../lib/pageContext.tsx';
import { frozenContent, frozenView } from './frozenContent.ts';
import { testedPageSettings } from './testedSettings.ts';

/** Stand-ins for the built files a document links to: the tests read what the render writes. */
export const testAssets: PageAssets = {
  scripts: ['/assets/site-test.js'],
  stylesheetsOf: () => ['/assets/style-test.css'],
  firstPaint: 'document.documentElement.dataset.firstPaint="";',
};

/**
 * Renders the real site's document at a path, from the frozen content, as the build and the dev
 * server do (`renderPage`), into the test's document, and returns the status a host answers it
 * with.
 */
export async function renderRoute(
  path: string,
  settings: PageSettings = testedPageSettings,
): Promise<{ status: number }> {
  const { status, html } = await renderPage(path, {
    locale: localeOfPath(path),
    content: frozenContent,
    settings,
    assets: testAssets,
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  // Into the test's own head and body (`screen` queries the body it found at the start); the
  // page's scripts never run there: a test page is inert.
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  return { status };
}

/** Renders a part of a page as a page's render does: with the frozen content and the settings. */
export const renderInPage = (
  ui: ReactNode,
  {
    locale = 'en',
    settings = testedPageSettings,
  }: { locale?: Locale; settings?: PageSettings } = {},
): RenderResult =>
  render(<PageProvider page={{ ...frozenView(locale), settings }}>{ui}</PageProvider>);
