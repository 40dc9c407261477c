/** The browser has the HTML Popover API, which opens and closes the kiosk's dock by itself. */
const hasPopovers = (): boolean => 'popover' in HTMLElement.prototype;

const dockButtons = '[data-kiosk-dock] button[popovertarget]';

const openPanels = () => document.querySelectorAll('[data-kiosk-dock] [data-open]');

/**
 * The kiosk's contact dock where the browser has no Popover API (before 2024): there its panel
 * stays hidden behind a button that would do nothing (FloatingContact.module.scss). So the
 * kiosk's code opens and closes it, as the browser would: its button toggles it (`data-open`,
 * `aria-expanded`), and Escape or a press elsewhere closes it. Listening on the document, it
 * serves every dock the page shows, one made anew by an idle reset too. Returns the way to stop;
 * where the browser has the API it does nothing.
 */
export function startDockFallback(): () => void {
  if (hasPopovers()) return () => undefined;
  const show = (panel: Element, open: boolean) => {
    panel.toggleAttribute('data-open', open);
    document
      .querySelector(`[popovertarget="${CSS.escape(panel.id)}"]`)
      ?.setAttribute('aria-expanded', String(open));
  };
  const closeAll = () => openPanels().forEach((panel) => show(panel, false));

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest(dockButtons);
    const panel = button && document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (panel) show(panel, !panel.hasAttribute('data-open'));
  };
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Element | null;
    if (!target?.closest('[data-kiosk-dock]')) closeAll();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeAll();
  };
  document
    .querySelectorAll(dockButtons)
    .forEach((button) => button.setAttribute('aria-expanded', 'false'));
  document.addEventListener('click', onClick);
  document.addEventListener('pointerdown', onPointerDown);
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerdown', onPointerDown);
    document.removeEventListener('keydown', onKeyDown);
  };
}
