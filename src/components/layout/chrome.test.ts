import { describe, expect, it } from 'vitest';
import { companyOf } from '../../content/company.ts';
import { mailtoHref, smsHref, telHref } from '../../content/contactHrefs.ts';
import { credentialsAnchor, credentialsOf } from '../../content/credentials.ts';
import { localePath } from '../../content/locales.ts';
import { chromeText, footerGroups, footerItems, navItems } from '../../content/navigation.ts';
import { regionPagesOf } from '../../content/regionPages.ts';
import { pages } from '../../content/pages.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedSite } from '../../test/renderedSite.ts';

// The chrome around every page (header, phone menu, floating contact, footer), as every document
// of the site renders it. What the browser does with the menu and the dock (open, Escape, a tap
// outside) is the end-to-end suite's.

describe('the chrome of every page', () => {
  it('marks the current page in the top navigation, and offers a call, a text and an email', () => {
    for (const page of renderedSite.documents()) {
      const view = frozenView(page.locale);
      const chrome = chromeText(view);
      const { phone, email } = view.words.company;
      const current = [
        ...page.document.querySelectorAll(
          `nav[aria-label="${chrome.primaryNavLabel}"] [aria-current="page"]`,
        ),
      ].map((link) => link.textContent);
      const shown = navItems(view).find(
        (item) => localePath(page.locale, item.to.split('#')[0] ?? '') === page.address,
      );
      expect(current, page.address).toEqual(shown ? [shown.label] : []);
      const dock = page.document.querySelector(`aside[aria-label="${chrome.floatingLabel}"]`);
      // The number is the company's, or a region's own on its pages (TextUsLink.test.ts); the
      // text's first line is the page's.
      const [call, text, mail, ...more] = [...(dock?.querySelectorAll('a') ?? [])].map(
        (link) => link.getAttribute('href') ?? '',
      );
      const number = call?.replace(/^tel:/u, '') ?? '';
      expect(call, page.address).toMatch(/^tel:\+\d+$/u);
      expect(text?.split('?')[0], page.address).toBe(smsHref(number));
      expect([mail, ...more], page.address).toEqual([mailtoHref(email)]);
      expect(
        page.document.querySelector('header a[href^="tel:"]')?.getAttribute('href'),
        page.address,
      ).toBe(telHref(phone.e164));
    }
  });

  it('marks the current page in the phone menu as in the top navigation', () => {
    for (const page of renderedSite.documents()) {
      const chrome = chromeText(frozenView(page.locale));
      const current = (nav: string) =>
        [...page.document.querySelectorAll(`nav[aria-label="${nav}"] [aria-current="page"]`)].map(
          (link) => link.textContent,
        );
      expect(current(chrome.mobileNavLabel), page.address).toEqual(current(chrome.primaryNavLabel));
    }
  });

  it('offers the phone menu as a popover its button opens without script, with every top link', () => {
    for (const page of renderedSite.documents()) {
      const view = frozenView(page.locale);
      const button = [...page.document.querySelectorAll('header button[popovertarget]')].find(
        (candidate) => candidate.textContent === chromeText(view).menuButton,
      );
      const panel = page.document.getElementById(button?.getAttribute('popovertarget') ?? '');
      expect(panel?.getAttribute('popover'), page.address).toBe('auto');
      const menu = panel?.querySelector(`nav[aria-label="${chromeText(view).mobileNavLabel}"]`);
      expect(
        [...(menu?.querySelectorAll('a') ?? [])].map((link) => link.textContent),
        page.address,
      ).toEqual(navItems(view).map((item) => item.label));
      // The browser reports the expanded state; a second, scripted one could disagree with it.
      expect(button?.hasAttribute('aria-expanded'), page.address).toBe(false);
    }
  });

  it('offers the other language in the phone menu too, as the header does', () => {
    for (const page of renderedSite.documents()) {
      const panel = page.document.querySelector('header [popover]');
      const switches = [...page.document.querySelectorAll('header a[hreflang]')];
      const whereTo = (link: Element | undefined) => [
        link?.getAttribute('href'),
        link?.getAttribute('hreflang'),
        link?.textContent,
      ];
      const inMenu = switches.filter((link) => panel?.contains(link));
      const outside = switches.filter((link) => !panel?.contains(link));
      expect([inMenu.length, outside.length], page.address).toEqual([1, 1]);
      expect(whereTo(inMenu[0]), page.address).toEqual(whereTo(outside[0]));
    }
  });

  it('ends with the footer: every page, the credentials, the networks in a new tab, the copyright', () => {
    for (const page of renderedSite.documents()) {
      const view = frozenView(page.locale);
      const footer = page.document.querySelector('footer');
      expect(
        [...(footer?.querySelectorAll('nav a') ?? [])].map((link) => [
          link.textContent,
          link.getAttribute('href'),
        ]),
        page.address,
      ).toEqual(
        footerGroups(view)
          .flatMap((group) => group.items)
          .map((item) => {
            const [path = '', part] = item.to.split('#');
            return [item.label, localePath(page.locale, path) + (part ? `#${part}` : '')];
          }),
      );
      // Every page of the navigation, each once, and each region's page, in groups under their
      // headings.
      const links = footerGroups(view).flatMap((group) => group.items.map((item) => item.to));
      expect(links.sort()).toEqual(
        [
          ...footerItems(view).map((item) => item.to),
          ...regionPagesOf(view).pages.map((region) => region.path),
        ].sort(),
      );
      expect(
        [...(footer?.querySelectorAll('nav h2') ?? [])].map((heading) => heading.textContent),
      ).toEqual(footerGroups(view).map((group) => group.title));
      const line = footer?.querySelector(`a[href$="#${credentialsAnchor}"]`);
      expect(line?.getAttribute('href'), page.address).toBe(
        `${localePath(page.locale, pages.about.path)}#${credentialsAnchor}`,
      );
      expect(line?.textContent, page.address).toBe(credentialsOf(view).line);
      expect(footer?.textContent, page.address).toContain(companyOf(view).copyrightLine);
      // Its social links open in a new tab that cannot reach back into the page.
      const social = [...(footer?.querySelectorAll('a[href^="https://"]') ?? [])];
      expect(social.map((link) => link.getAttribute('href'))).toEqual(
        Object.values(view.words.company.social),
      );
      for (const link of social) {
        expect(link.getAttribute('target'), page.address).toBe('_blank');
        expect(link.getAttribute('rel'), page.address).toBe('noopener noreferrer');
      }
    }
  });
});
