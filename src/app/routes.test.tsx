import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notFoundText } from '../content/notFound.ts';
import { values } from '../content/about.ts';
import { products } from '../content/products.ts';
import { services } from '../content/services.ts';
import { stats } from '../content/stats.ts';
import { renderRoute } from '../test/renderRoute.tsx';

describe('route table', () => {
  it('renders Home with its story sections in the spec’s order', async () => {
    await renderRoute('/');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    const order = [
      'Welcome to',
      'BEAUTIFUL & SIMPLE',
      'Our Products',
      'Our Services',
      'Numbers we are proud of',
      'WE SERVE MULTIPLE LOCATIONS',
      'GET IN TOUCH',
    ].map((start) => headings.findIndex((text) => text?.startsWith(start)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const cta of screen.getAllByRole('link', { name: /TELL US ABOUT YOUR PROJECT/ })) {
      expect(cta).toHaveAttribute('href', '/contact');
    }
    for (const stat of stats) expect(screen.getAllByText(stat.label)).toHaveLength(1);
  });

  it('renders the six product cards and a link home', async () => {
    await renderRoute('/products');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      products.map((product) => product.title),
    );
    for (const card of cards) expect(within(card).getByRole('img')).toHaveAttribute('alt');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('renders the six service cards and GET FREE ESTIMATE to /contact', async () => {
    await renderRoute('/services');
    expect(screen.getAllByRole('article')).toHaveLength(services.length);
    expect(screen.getByRole('link', { name: /GET FREE ESTIMATE/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('renders About with the story, four stats and three values', async () => {
    await renderRoute('/about');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our story');
    for (const stat of stats) expect(screen.getByText(stat.label)).toBeInTheDocument();
    for (const value of values) {
      expect(screen.getByRole('heading', { name: value.title })).toBeInTheDocument();
    }
  });

  it('marks the current page in the navigation', async () => {
    await renderRoute('/services');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'SERVICES' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current');
  });

  it('shows the 404 page for an unknown path, marked for the page script to log it', async () => {
    expect(await renderRoute('/no/such/page')).toEqual({ status: 404 });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(notFoundText.title);
    expect(screen.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
    expect(heading.closest('[data-not-found-log]')).toHaveAttribute(
      'data-not-found-log',
      notFoundText.logLabel,
    );
  });
});
