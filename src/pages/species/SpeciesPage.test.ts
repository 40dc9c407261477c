import { describe, expect, it } from 'vitest';
import {
  contactAddress,
  estimateAddress,
  estimatorAnchor,
  stainChooserId,
} from '../../content/addresses.ts';
import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pagePaths.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

const en = frozenView('en');
const guide = en.words.species;
const page = () => renderedPage(paths.species).document;
/** A figure as the page's language writes it: 1,290. */
const figure = (value: number) => new Intl.NumberFormat('en-US').format(value);
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

describe('the species guide', () => {
  it('scales every species by its hardness, softest first, each figure written as text', () => {
    const softestFirst = [...guide.species].sort((a, b) => a.janka - b.janka);
    expect(softestFirst.map((species) => species.id)).not.toEqual(
      guide.species.map((species) => species.id),
    );
    expect([...page().querySelectorAll('main ol li')].map((row) => row.textContent.trim())).toEqual(
      softestFirst.map(
        (species) =>
          `${species.name}${filledIn(guide.scale.figure, { figure: figure(species.janka) })}`,
      ),
    );
  });

  it('gives each species its card, its hardness with its source, its photo and its price tier', () => {
    const cards = [...page().querySelectorAll('main article')];
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(
      guide.species.map((species) => species.name),
    );
    for (const [index, species] of guide.species.entries()) {
      const card = cards[index];
      expect(card?.textContent).toContain(filledIn(guide.list.source, { source: species.source }));
      // Its tier's installed price: the price guide's installation price and what the tier adds.
      const { prices, units } = en.words.estimate;
      const [low, high] = (['low', 'high'] as const).map((end) =>
        dollars.format(prices.installation.perSquareFoot[end] + prices.tiers[species.tier][end]),
      );
      expect(card?.textContent).toContain(
        `${guide.tiers[species.tier]}: ${filledIn(guide.list.installed, {
          range: filledIn(units.range, { low: low ?? '', high: high ?? '' }),
        })}`,
      );
      expect(card?.querySelector('img')?.getAttribute('alt')).toBe(species.photo.alt);
      expect(card?.querySelector('img')?.getAttribute('srcset')).toContain(' 1600w');
      // Its links carry it to the estimator and the contact form, by its word in addresses.
      expect(
        [...(card?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href')),
      ).toEqual(
        expect.arrayContaining([
          estimateAddress({ kind: 'installation', species: species.id }),
          contactAddress({ type: 'installation', species: species.id }),
        ]),
      );
    }
  });

  it('names each species with its article where its words need one: “an Ash floor”', () => {
    // The frozen words: "Get {a} {species} floor priced".
    const links = [...page().querySelectorAll('main article a')].map((link) => link.textContent);
    expect(links).toContain('Get an Ash floor priced');
    expect(links).toContain('Get a White oak floor priced');
    // The chooser's options carry it, for the first line of a text about the floor chosen.
    expect(
      page().querySelector(`#${stainChooserId} option[value="ash"]`)?.getAttribute('data-article'),
    ).toBe('an');
    // The contact form's words for a choice from the guide have it too.
    const block = renderedPage(paths.contact).document.getElementById('guide-choice');
    expect(JSON.parse(block?.textContent ?? '{}')).toMatchObject({
      articles: { ash: 'an', 'white-oak': 'a' },
    });
  });

  it('offers the stains as one named radio group, each with its words and its tint', () => {
    const form = page().querySelector(`form#${stainChooserId}`);
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe(`${paths.estimate}#${estimatorAnchor}`);
    expect(form?.querySelector('fieldset legend')?.textContent).toBe(guide.stains.legend);
    const radios = [...(form?.querySelectorAll('input[type="radio"][name="stain"]') ?? [])];
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(
      guide.stains.items.map((stain) => stain.id),
    );
    expect(radios[0]?.hasAttribute('checked')).toBe(true);
    for (const [index, radio] of radios.entries()) {
      const words = form?.querySelector(`#${radio.getAttribute('aria-describedby') ?? ''}`);
      expect(words?.textContent).toBe(guide.stains.items[index]?.description);
      expect(radio.closest('label')?.textContent).toContain(words?.textContent);
    }
    // A tint per stain, in its colour, over the photo.
    expect(
      [...(form?.querySelectorAll('[data-stain] rect') ?? [])].map((rect) =>
        rect.getAttribute('fill'),
      ),
    ).toEqual(guide.stains.items.map((stain) => stain.colour));
    expect(
      [...(form?.querySelectorAll('select[name="species"] option') ?? [])].map((option) =>
        option.getAttribute('value'),
      ),
    ).toEqual(guide.species.map((species) => species.id));
    expect(form?.querySelector(`button[formaction="${paths.contact}"]`)?.textContent).toBe(
      guide.stains.contact,
    );
  });

  it('is reached from Products and leads to the care guide', () => {
    expect(
      renderedPage(paths.products).document.querySelector(`main a[href="${paths.species}"]`)
        ?.textContent,
    ).toBe(en.words.products.page.speciesLink);
    expect(page().querySelector(`main a[href="${paths.care}"]`)?.textContent).toBe(guide.care.link);
  });
});
