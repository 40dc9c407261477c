import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../content/locales.ts';
import { PageProvider, type PageSettings } from '../lib/pageContext.tsx';
import { frozenView } from './frozenContent.ts';
import { testedPageSettings } from './testedSettings.ts';

/** Renders a part of a page as a page's render does: with the frozen content and the settings. */
export const renderInPage = (
  ui: ReactNode,
  {
    locale = 'en',
    settings = testedPageSettings,
  }: { locale?: Locale; settings?: PageSettings } = {},
): RenderResult =>
  render(<PageProvider page={{ ...frozenView(locale), settings }}>{ui}</PageProvider>);
