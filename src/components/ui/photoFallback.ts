import { islandAttributes } from '../../lib/islandMarks.ts';
import { photoFrameAttribute } from '../../lib/photoFrame.ts';
import styles from './SmartImage.module.scss';

/** Where a photo failed: its frame, marked, shows the fallback instead of the picture. */
export const photoFailedAttribute = 'data-photo-failed';

/**
 * Puts a wood-tone panel carrying the photo's description in the frame, over the picture, which
 * the stylesheet hides. The picture stays where it is (an island's React may own it); a photo
 * with no description (decoration) gets a panel that says nothing.
 */
function showFallback(image: HTMLImageElement) {
  const frame = image.closest<HTMLElement>(`[${photoFrameAttribute}]`);
  if (!frame || frame.hasAttribute(photoFailedAttribute)) return;
  // Inside an island not yet hydrated, the panel waits: React would take it for HTML that
  // differs from its own render, and render the island anew.
  const island = frame.closest<HTMLElement>(`[${islandAttributes.name}]`);
  if (island && !island.hasAttribute(islandAttributes.live)) {
    const live = new MutationObserver(() => {
      if (!island.hasAttribute(islandAttributes.live)) return;
      live.disconnect();
      showFallback(image);
    });
    live.observe(island, { attributes: true, attributeFilter: [islandAttributes.live] });
    return;
  }
  frame.setAttribute(photoFailedAttribute, '');
  const panel = document.createElement('div');
  panel.className = styles.fallback ?? '';
  const description = image.alt;
  if (description) {
    panel.setAttribute('role', 'img');
    panel.setAttribute('aria-label', description);
    const text = document.createElement('span');
    text.setAttribute('aria-hidden', 'true');
    text.textContent = description;
    panel.append(text);
  }
  frame.append(panel);
}

const failed = (image: HTMLImageElement) => image.complete && image.naturalWidth === 0;

const onError = (event: Event) => {
  if (event.target instanceof HTMLImageElement) showFallback(event.target);
};

/**
 * Every photo that fails, from now on or before this ran (the browser's verdict is on the
 * element), becomes its fallback. Returns the way to stop (for tests: a page never stops).
 */
export function startPhotoFallbacks(): () => void {
  // Captured: an image's error event does not bubble.
  document.addEventListener('error', onError, true);
  for (const image of document.querySelectorAll<HTMLImageElement>(`[${photoFrameAttribute}] img`))
    if (failed(image)) showFallback(image);
  return () => document.removeEventListener('error', onError, true);
}
