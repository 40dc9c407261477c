import { createContext, useContext, type ReactNode } from 'react';
import type { PageSettings } from '../content/schema/settings.ts';
import type { ContentView } from '../content/siteContent.ts';

export type { PageSettings };

/**
 * What a page's render reads besides its address: the content in the page's language (a view:
 * its language, the whole content and this language's words) and the settings. The render gives
 * it (`renderPage`); every part of a page reads it as a hook.
 */
export interface PageContext extends ContentView {
  readonly settings: PageSettings;
}

const Context = createContext<PageContext | undefined>(undefined);

/** Gives a page's parts what the page is rendered with. */
export function PageProvider({
  page,
  children,
}: {
  readonly page: PageContext;
  readonly children: ReactNode;
}) {
  return <Context value={page}>{children}</Context>;
}

/**
 * What the page is rendered with: its language, the content and the settings. Only a page's
 * render has them: an island gets every word and setting it needs as props, since it is a React
 * root of its own in the browser, so a part that asks outside a page's render is a mistake, and
 * says so.
 */
export function usePage(): PageContext {
  const page = useContext(Context);
  if (!page) throw new Error('usePage: outside a page render (an island takes props)');
  return page;
}
