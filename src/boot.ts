import { whenContentShown } from './lib/whenContentShown.ts';

// The longest the page's code waits for the content to be shown before it loads anyway.
const contentWaitMs = 3000;

function addLink(rel: string, href: string, crossOrigin?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  if (crossOrigin !== undefined) link.crossOrigin = crossOrigin;
  link.href = href;
  document.head.append(link);
}

// The one script a built page starts with (the dev server loads `main.tsx` directly). The
// prerendered page is complete and usable without script: links are plain links. Its code
// (React, the router, the page) is fetched only once the first paint and the first photo are on
// screen, so on a slow phone network it takes no bandwidth from the photo, the stylesheet and the
// heading font, which the visitor needs first. The manifest link (Chromium fetches the manifest
// and an icon as soon as it sees one) comes after the code.
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const { app, appImports = '', manifest } = script?.dataset ?? {};
if (app) {
  whenContentShown(contentWaitMs)
    // The wait only orders the downloads: if it fails, the code loads at once.
    .catch(() => undefined)
    .then(() => {
      for (const href of appImports.split(' ').filter(Boolean)) addLink('modulepreload', href, '');
      return import(/* @vite-ignore */ app);
    })
    .then(
      () => {
        if (manifest) addLink('manifest', manifest);
      },
      // Without its code the page stays what the prerender made it: complete, static and usable.
      (error: unknown) => console.error('The page stays static: its code failed to load.', error),
    );
}
