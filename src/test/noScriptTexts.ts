import { aboutText } from '../content/about.ts';
import { companyOf } from '../content/company.ts';
import { contactText, hoursTexts } from '../content/contact.ts';
import { homeText } from '../content/home.ts';
import { productsText, servicesText } from '../content/products.ts';
import type { ContentView } from '../content/siteContent.ts';
import { formatStat, statsOf } from '../content/stats.ts';

/**
 * What a page of each kind shows with JavaScript off, from the content it is rendered from:
 * Home's story end to end, every card of a catalogue, About's story and values, and the contact
 * page's form and details. Read in the documents' HTML by src/app/document/documents.test.ts,
 * and seen in the browser on Home (e2e/resilience.spec.ts) and the form (e2e/static-first.spec.ts).
 */
export function noScriptTexts(view: ContentView): Readonly<Record<string, readonly string[]>> {
  const home = homeText(view);
  const company = companyOf(view);
  const about = aboutText(view);
  const contact = contactText(view);
  const stats = statsOf(view);
  return {
    '/': [
      home.hero.cta,
      home.simpleBand.title,
      ...home.productsTeaser.items,
      ...home.servicesTeaser.items,
      ...stats.map(formatStat),
      home.locations.title,
      company.comingSoonLabel,
      home.getInTouch.title,
      company.copyrightLine,
    ],
    '/products': [
      ...productsText(view).cards.map((card) => card.title),
      productsText(view).page.backHome,
    ],
    '/services': [
      ...servicesText(view).cards.map((card) => card.title),
      servicesText(view).page.cta,
    ],
    '/about': [
      about.page.title,
      ...stats.map((stat) => stat.label),
      ...about.values.map((value) => value.title),
    ],
    '/contact': [
      view.words.contact.form.labels.name,
      view.words.contact.form.labels.message,
      ...hoursTexts(view).map((entry) => entry.days),
      contact.labels.areas,
    ],
  };
}
