import { createContext, useContext, type ReactNode } from 'react';
import type { PageSettings } from '../content/schema/settings.ts';

export type { PageSettings };

const PageSettingsContext = createContext<PageSettings | undefined>(undefined);

/** The settings a page is rendered with, for the parts of it that follow one. */
export function PageSettingsProvider({
  settings,
  children,
}: {
  readonly settings: PageSettings;
  readonly children: ReactNode;
}) {
  return <PageSettingsContext value={settings}>{children}</PageSettingsContext>;
}

/**
 * The settings the page is rendered with. Only a page's render has them: an island gets what it
 * needs of them as props, since it is a React root of its own in the browser, so a part that
 * asks outside a page's render is a mistake, and says so.
 */
export function usePageSettings(): PageSettings {
  const settings = useContext(PageSettingsContext);
  if (!settings) throw new Error('usePageSettings: outside a page render (an island takes props)');
  return settings;
}
