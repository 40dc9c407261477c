import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navItems } from '../../content/navigation.ts';
import { paths } from '../../content/pages.ts';
import { preloadPage, renderRoute } from '../../test/renderRoute.tsx';

// jsdom has no Popover API: what the browser does with the menu (open, Escape, tap outside) is
// tested in a real browser (e2e/static-first.spec.ts). Here: the markup that hands it to the
// browser, and the one thing the app adds.

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(toggle().getAttribute('popovertarget') ?? '');

describe('MobileMenu', () => {
  afterEach(() => Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover'));

  it('is a popover its button opens without script, holding every top-level link', async () => {
    await renderRoute('/products');
    expect(panel()).toHaveAttribute('popover', 'auto');
    const menu = within(panel() as HTMLElement).getByRole('navigation', {
      name: 'Mobile',
      hidden: true,
    });
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(navItems.map((item) => item.label));
    // The browser reports the expanded state; a second, scripted one could disagree with it.
    expect(toggle()).not.toHaveAttribute('aria-expanded');
  });

  it('is closed by a route change, and not by hydration', async () => {
    const hidePopover = vi.fn();
    HTMLElement.prototype.hidePopover = hidePopover;
    const user = userEvent.setup();
    await renderRoute('/products');
    expect(hidePopover).not.toHaveBeenCalled();
    // The next page's code first: under jsdom, React's test scheduler does not resume a
    // navigation that waits for a download (a real browser does; see e2e/navigation.spec.ts).
    await preloadPage(paths.contact);

    // A link outside the menu: the route change alone must close it.
    const main = screen.getByRole('navigation', { name: 'Main', hidden: true });
    await user.click(within(main).getByRole('link', { name: 'CONTACT', hidden: true }));
    await screen.findByRole('heading', { level: 1, name: /talk about your floors/ });
    expect(hidePopover).toHaveBeenCalled();
    expect(hidePopover.mock.contexts.every((element) => element === panel())).toBe(true);
  });
});
