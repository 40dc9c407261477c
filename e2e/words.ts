import { resolve } from 'node:path';
import { root } from '../build-time/paths.ts';
import { siteContent } from '../build-time/siteContent.ts';
import { testContent } from '../scripts/testContent.mjs';
import { aboutText } from '../src/content/about.ts';
import { companyOf, filled } from '../src/content/company.ts';
import { contactText } from '../src/content/contact.ts';
import { homeText } from '../src/content/home.ts';
import { chromeText } from '../src/content/navigation.ts';
import { productsText } from '../src/content/products.ts';
import { regionsOf } from '../src/content/regions.ts';
import { statsOf } from '../src/content/stats.ts';
import { notFoundText } from '../src/content/notFound.ts';
import { pages, type PageName } from '../src/content/pages.ts';
import { speciesText } from '../src/pages/species/content/species.ts';
import { workText } from '../src/pages/work/content/work.ts';
import { estimatePageText } from '../src/pages/estimate/content/estimate.ts';
import { viewOf } from '../src/content/siteContent.ts';
import { kioskText } from '../src/kiosk/content/kioskText.ts';

/**
 * The tests' frozen content, read and parsed as the tested builds read it
 * (scripts/siteVariants.mjs), so a spec expects what its build shows.
 */
export const content = await siteContent(resolve(root, testContent));

/** The sample project with every part: a before and after pair and the client's words. */
export const projectSample = '/work/colorado/red-oak-kitchen-denver';

/** The sample region's page, with every part: projects, a review, an office, the owner's words. */
export const regionSample = '/areas/colorado';

/** The frozen content in English and in Spanish, as the render's parts read it. */
export const en = viewOf(content, 'en');
export const es = viewOf(content, 'es');

// The words of the English pages the specs look for, by the parts that show them.
export const company = companyOf(en);
export const chrome = chromeText(en);
export const kiosk = kioskText(en);
/** How every QR code's name starts: what it is for follows. */
export const qrNamePrefix = kiosk.qrName('');
export const home = homeText(en);
export const about = aboutText(en);
export const products = productsText(en);
export const contactLabels = contactText(en).labels;
export const regions = regionsOf(en);
export const stats = statsOf(en);

/** A page's link in the navigation, as its listing words it: `navLabel('services')`. */
export const navLabel = (name: PageName): string =>
  en.words.listings[pages[name].listing]?.navLabel ?? '';
export const contactForm = filled(en, en.words.contact.form);
export const estimator = filled(en, en.words.estimate.estimator);
export const notFound = notFoundText(en);
export const work = workText(en);
export const species = speciesText(en);
/** The words of the first visit's note (Contact, the estimate page) and of the estimate page. */
export const visitWords = contactText(en).visits;
export const estimatePage = estimatePageText(en).page;
