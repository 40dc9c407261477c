import { describe, expect, it } from 'vitest';
import { estimatorAnchor } from '../../content/addresses.ts';
import { filledIn } from '../../content/language.ts';
import { localePath } from '../../content/locales.ts';
import { paths } from '../../content/pagePaths.ts';
import { pages } from '../../content/pages.ts';
import { priceWordsOf } from '../../content/priceWords.ts';
import { projectsOf } from '../../content/projects.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage, renderedSite } from '../../test/renderedSite.ts';
import { estimatePageText } from './content/estimate.ts';

const en = frozenView('en');
const { page: text, examples, units } = estimatePageText(en);
const { prices, dollarsText, rangeText, squareFeetText, stepsText } = priceWordsOf(en);
/** A range of dollars as the page writes it. */
const dollars = (low: number, high: number) => rangeText({ low, high });
const links = en.words.estimate.links;

describe('the estimate page', () => {
  // The price guide of the frozen content (src/test/content/estimate.json), its sums worked out
  // by hand: 180 sq ft refinished at $3.50–$5.50 is $630–$990, which the minimum of $900 raises.
  it('answers without JavaScript: the typical projects at their prices, each kind’s rates, the way to the form', () => {
    const { document } = renderedPage(paths.estimate);
    const table = document.querySelector('main table');
    expect(document.getElementById(table?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      text.tableTitle,
    );
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [
      row.querySelector('th')?.textContent,
      [...row.querySelectorAll('td span')].map((price) => price.textContent),
    ]);
    const [bedroom, , , mainFloor, designer] = examples;
    const inRegion = (region: string, range: string) =>
      filledIn(text.regionPrice, { region, range });
    // The regions with refinishing rates of their own (both rows are refinishing), in its order.
    const [ownRate, lowerRate] = prices.refinishing.regions.map(({ region }) => region);
    expect(rows).toHaveLength(examples.length);
    expect(rows[0]).toEqual([
      `${bedroom?.label}${squareFeetText(180)}`,
      [
        dollars(900, 990),
        inRegion(ownRate ?? '', dollars(900, 1260)),
        inRegion(lowerRate ?? '', dollarsText(900)),
      ],
    ]);
    expect(rows[3]).toEqual([
      `${mainFloor?.label}${filledIn(units.areaAndSteps, { area: squareFeetText(1000), steps: stepsText(13) })}`,
      [
        dollars(3950, 6280),
        inRegion(ownRate ?? '', dollars(4950, 7780)),
        inRegion(lowerRate ?? '', dollars(3450, 5780)),
      ],
    ]);
    expect(rows[4]).toEqual([designer?.label, [text.free]]);

    // Each kind of work's rates, from the owner's price guide.
    const refinishing = document.querySelector('main section[aria-labelledby="rates-refinishing"]');
    expect([...(refinishing?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual(
      expect.arrayContaining([
        filledIn(text.perSquareFoot, { range: rangeText(prices.refinishing.perSquareFoot) }),
        prices.refinishing.includes,
      ]),
    );
    // The estimator says it needs JavaScript (shown only where it is off, by the stylesheet).
    expect(document.querySelector(`#${estimatorAnchor}`)?.textContent).toContain(
      en.words.estimate.estimator.noScript,
    );
    expect(document.querySelector(`main a[href="${paths.contact}"]`)?.textContent).toBe(
      text.contactLink,
    );
  });

  it('is linked from Services, from every project at its kind of work, and from every page’s footer, not from the top navigation', () => {
    const services = renderedPage(paths.services).document;
    expect(services.querySelector(`main a[href="${paths.estimate}"]`)?.textContent).toBe(
      links.fromServices,
    );
    const projects = projectsOf(en).index;
    expect(projects.length).toBeGreaterThan(1);
    for (const project of projects) {
      const link = renderedPage(project.path).document.querySelector(
        `main a[href^="${paths.estimate}"]`,
      );
      expect(link?.getAttribute('href'), project.path).toBe(
        `${paths.estimate}?kind=${project.kind}#${estimatorAnchor}`,
      );
      expect(link?.textContent, project.path).toBe(links.fromProject);
    }
    for (const page of renderedSite.documents()) {
      const view = frozenView(page.locale);
      const address = localePath(page.locale, paths.estimate);
      expect(
        [...page.document.querySelectorAll(`footer a[href="${address}"]`)].map(
          (link) => link.textContent,
        ),
        page.address,
      ).toEqual([view.words.listings[pages.estimate.listing]?.navLabel]);
      expect(
        page.document.querySelectorAll(`header nav a[href="${address}"]`),
        page.address,
      ).toHaveLength(0);
    }
  });
});
