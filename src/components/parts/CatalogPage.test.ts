import { describe, expect, it } from 'vitest';
import { paths } from '../../content/pagePaths.ts';
import { productsText, servicesText } from '../../content/products.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

const en = frozenView('en');

describe('a page of cards', () => {
  it('shows every card of Products and Services in the owner’s order, each with its photo', () => {
    for (const [path, cards] of [
      [paths.products, productsText(en).cards],
      [paths.services, servicesText(en).cards],
    ] as const) {
      const articles = [...renderedPage(path).document.querySelectorAll('main article')];
      expect(
        articles.map((card) => [
          card.querySelector('h2')?.textContent,
          card.querySelector('p')?.textContent,
        ]),
        path,
      ).toEqual(cards.map((card) => [card.title, card.description]));
      for (const [index, card] of articles.entries()) {
        expect(card.querySelector('img')?.getAttribute('alt')).toBe(cards[index]?.photo.alt);
      }
    }
  });

  it('leads on: Products Home and to the species guide, Services to the form', () => {
    const products = renderedPage(paths.products).document;
    expect(products.querySelector(`main a[href="${paths.home}"]`)?.textContent).toBe(
      productsText(en).page.backHome,
    );
    const services = renderedPage(paths.services).document;
    expect(services.querySelector(`main a[href="${paths.contact}"]`)?.textContent).toBe(
      servicesText(en).page.cta,
    );
  });
});
