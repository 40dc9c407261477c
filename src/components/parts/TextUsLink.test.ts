import { describe, expect, it } from 'vitest';
import { localePath, locales } from '../../content/locales.ts';
import { filledIn } from '../../content/language.ts';
import { chromeText } from '../../content/navigation.ts';
import { projectPath, projectsOf } from '../../content/projects.ts';
import { regionPagesOf } from '../../content/regionPages.ts';
import { boundedLine, textCode, textHref, textLineLimit } from '../../content/textUs.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage, renderedSite } from '../../test/renderedSite.ts';

// "Text us" as the render writes it: each link's number and first line before the visitor asks
// anything. What the page script writes when they do (an estimate, a floor chosen) is the
// end-to-end suite's.

/** The number and first line a link's address opens the phone's messages with. */
function message(link: Element | null | undefined): { to: string; body: string | null } {
  const [to = '', query = ''] = (link?.getAttribute('href') ?? '').split('?');
  return { to, body: new URLSearchParams(query).get('body') };
}

const textLinks = (address: string) =>
  [...renderedPage(address).document.querySelectorAll('a[data-text-us]')].map(message);

describe('“text us”', () => {
  it.each(locales)(
    'on a project’s page in %s writes the project first, to its region’s number',
    (locale) => {
      const view = frozenView(locale);
      const regions = regionPagesOf(view);
      for (const project of projectsOf(view).index) {
        const phone = regions.of(project.region)?.phone ?? view.words.company.phone;
        const line = filledIn(view.words.work.cta.textLine, { project: project.title });
        const links = textLinks(localePath(locale, projectPath(project)));
        expect(links.length, project.slug).toBeGreaterThan(0);
        for (const link of links) expect(link).toEqual({ to: `sms:${phone.e164}`, body: line });
      }
    },
  );

  it.each(locales)(
    'on a region’s page in %s texts the region’s number, and the page says so itself',
    (locale) => {
      const view = frozenView(locale);
      for (const { path, phone, region } of regionPagesOf(view).pages) {
        const address = localePath(locale, path);
        const line = filledIn(view.words.region.textLine, { region: region.name });
        const links = textLinks(address);
        // The floating button and the page's own link.
        expect(links, address).toEqual([
          { to: `sms:${phone.e164}`, body: line },
          { to: `sms:${phone.e164}`, body: line },
        ]);
        const shown = filledIn(view.words.region.text, { phone: phone.display });
        expect(
          [...renderedPage(address).document.querySelectorAll('main a[data-text-us]')].map(
            (link) => link.textContent,
          ),
        ).toEqual([shown]);
      }
    },
  );

  it('is on the contact page beside the number, and any page about nothing of its own texts the company', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      const { phone } = view.words.company;
      const contact = renderedPage(localePath(locale, '/contact')).document;
      expect(
        [...contact.querySelectorAll('main a[data-text-us]')].map((link) => link.textContent),
      ).toEqual([chromeText(view).floatingSms]);
      for (const address of ['/', '/about', '/contact', '/estimate', '/species']) {
        for (const link of textLinks(localePath(locale, address))) {
          expect(link, address).toEqual({ to: `sms:${phone.e164}`, body: null });
        }
      }
    }
    expect(renderedSite.pages().every((page) => textLinks(page.address).length > 0)).toBe(true);
  });

  it('keeps a hostile or over-long line as bounded text on one line', () => {
    const hostile = `<script>alert(1)</script>\n&body=evil?x#y\u0000 ${'wood '.repeat(200)}`;
    const href = textHref('+13035550142', hostile);
    const { to, body } = message({ getAttribute: () => href } as unknown as Element);
    expect(to).toBe('sms:+13035550142');
    expect(body?.startsWith('<script>alert(1)</script> &body=evil?x#y wood')).toBe(true);
    expect([...(body ?? '')]).toHaveLength(textLineLimit);
    expect(body?.endsWith('…')).toBe(true);
    expect(href).not.toMatch(/[\s<>#]/u);
    expect(textCode('+13035550142', hostile)).toBe(`SMSTO:+13035550142:${boundedLine(hostile)}`);
    expect(textHref('+13035550142', ' \n ')).toBe('sms:+13035550142');
    // Half a character, which an address cannot encode, becomes its stand-in.
    expect(textHref('+13035550142', 'oak \ud800')).toBe('sms:+13035550142?&body=oak%20%EF%BF%BD');
  });
});
