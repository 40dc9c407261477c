import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navItems } from '../../content/navigation.ts';
import { renderRoute } from '../../test/renderRoute.tsx';

// jsdom has no Popover API: what the browser does with the menu (open, Escape, tap outside) is
// tested in a real browser (e2e/static-first.spec.ts). Here: the markup that hands it to the
// browser.

const toggle = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(toggle().getAttribute('popovertarget') ?? '');

describe('MobileMenu', () => {
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
});
