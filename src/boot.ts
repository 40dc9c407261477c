import { whenContentShown } from './lib/whenContentShown.ts';

// The longest the page's code waits for the content to be shown before it loads anyway.
const contentWaitMs = 3000;

// As `src/lib/nextTask.ts`, which this script cannot import: a module the app shares would be a
// chunk of its own, fetched before this script could run.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

function addLink(rel: string, href: string, crossOrigin?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  if (crossOrigin !== undefined) link.crossOrigin = crossOrigin;
  link.href = href;
  document.head.append(link);
}

// A contact form that delivers its messages posts itself to its service without script, leaving
// the page for the service's confirmation. Once this script runs, a submit made before the app's
// code has arrived is held here instead: it closes the form's record (the dialog marked
// data-submit-record, src/pages/contact/SubmitRecord.tsx), which shows a note that the message goes
// out once the page has loaded, and the app sends it when it mounts, so the visitor stays and sees
// the site's own confirmation or failure message. From then on the app handles the submit and
// cancels it first (its listener on the root comes before this one on the document), and this
// listener lets it be.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  const record = form.querySelector<HTMLDialogElement>(':scope > dialog[data-submit-record]');
  if (!record) return;
  event.preventDefault();
  record.open = false;
});

// The one script a built page starts with (the dev server loads `main.tsx` directly). The
// prerendered page is complete and usable without script: links are plain links. Its code
// (React, the router, the page) is fetched only once the first paint and the first photo are on
// screen, so on a slow phone network it takes no bandwidth from the photo, the stylesheet and the
// heading font, which the visitor needs first. The manifest link (Chromium fetches the manifest
// and an icon as soon as it sees one) comes after the code.
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const { app, appImports = '', pageImports = '', manifest } = script?.dataset ?? {};
const urls = (list: string) => list.split(' ').filter(Boolean);
if (app) {
  whenContentShown(contentWaitMs)
    // The wait only orders the downloads: if it fails, the code loads at once.
    .catch(() => undefined)
    .then(async () => {
      const imports = urls(appImports);
      // The page's own code downloads with the app's, not once the app asks for it; the app
      // imports it (which Vite's preloading, finding these links, leaves alone).
      for (const href of [...imports, ...urls(pageImports)]) addLink('modulepreload', href, '');
      // One chunk per task: evaluated together, the framework and the app held a slow phone's
      // main thread for one long task; apart, a tap can be answered between them.
      for (const href of imports) {
        await import(/* @vite-ignore */ href);
        await nextTask();
      }
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
