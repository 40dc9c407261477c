import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';

const toggle = () => screen.getByRole('button', { name: /menu/i });

describe('MobileMenu', () => {
  it('opens and closes with its button, reporting aria-expanded', async () => {
    const user = userEvent.setup();
    await renderRoute('/products');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    await renderRoute('/products');
    await user.click(toggle());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    await renderRoute('/products');
    await user.click(toggle());
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'CONTACT' }));
    await screen.findByRole('heading', { level: 1, name: /talk about your floors/ });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
