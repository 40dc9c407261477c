import { islandAttributes as attributes } from '../lib/islandMarks.ts';
import { readStored } from '../lib/storage.ts';

/** How far ahead of the viewport a `visible` island's code is fetched: half a screen. */
const nearViewport = '50% 0px';

/** What says an island is about to be used, whatever its trigger: a Tab into it or a touch. */
const interactions = ['focusin', 'pointerdown'] as const;

/**
 * Wakes each island of the page (`Island`) when it is wanted, and only then: as it nears the
 * viewport (`visible`), when it is focused or touched, or at once when it is in use already or
 * has something stored to restore. Until then it is its prerendered HTML, and no React is
 * fetched at all. Its code (React, then the island's own chunk) comes with the first island
 * wanted.
 */
export function startIslands(root: ParentNode = document): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wake(entry.target as HTMLElement);
    },
    { rootMargin: nearViewport },
  );
  const woken = new WeakSet<HTMLElement>();

  function listen(node: HTMLElement, onVisible = node.getAttribute(attributes.on) === 'visible') {
    for (const type of interactions) node.addEventListener(type, onInteraction);
    if (onVisible) observer.observe(node);
  }

  function wake(node: HTMLElement) {
    if (woken.has(node)) return;
    woken.add(node);
    observer.unobserve(node);
    for (const type of interactions) node.removeEventListener(type, onInteraction);
    // A button pressed before React has taken the island over did nothing: React answers only
    // what comes after. Each is pressed again once the island is live (a form's submit is the
    // page script's to keep, `SubmitRecord`, so only plain buttons).
    const pressed: HTMLButtonElement[] = [];
    const onClick = (event: Event) => {
      const button = (event.target as Element).closest('button[type="button"]');
      if (button instanceof HTMLButtonElement && node.contains(button)) pressed.push(button);
    };
    node.addEventListener('click', onClick);
    import('./hydrateIsland.tsx')
      .then(({ hydrateIsland }) =>
        hydrateIsland(node, {
          onHydrating: () => node.removeEventListener('click', onClick),
          onLive: () => {
            // Each once, though a development build's StrictMode says so twice.
            for (const button of pressed.splice(0)) if (button.isConnected) button.click();
          },
        }),
      )
      .catch((error: unknown) => {
        node.removeEventListener('click', onClick);
        // Its HTML stays, complete; the next touch (back online, say) tries again. Not its
        // coming into view: one on screen would be tried again at once, frame after frame.
        console.error(
          `The ${node.getAttribute(attributes.name) ?? ''} part stays static: its code failed to load.`,
          error,
        );
        woken.delete(node);
        listen(node, false);
      });
  }

  function onInteraction(this: HTMLElement) {
    wake(this);
  }

  for (const node of root.querySelectorAll<HTMLElement>(`[${attributes.name}]`)) {
    const key = node.getAttribute(attributes.stored);
    // In use already: focused before this script ran (a field typed in, a form sent), or with
    // something stored to restore.
    if (
      node.contains(document.activeElement) ||
      (key && readStored('sessionStorage', key) !== null)
    ) {
      wake(node);
      continue;
    }
    listen(node);
  }
}
