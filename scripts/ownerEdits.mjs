// What an owner changes before launch and after, made on a scratch copy of the shipped content/
// (build-time/documents/ownerContent.test.ts renders it): the site rendered from it must pass the
// checks of the shipped content (build-time/documents/siteChecks.ts) as content/ itself does. Each edit is written against
// whatever content/ holds, so it still applies after the owner's own edits.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Each file's edit, made to each language's version (`locale` says which), or the settings. */
export const ownerEdits = {
  'company.json': (data) => {
    data.phone = { display: '(720) 555-0199', e164: '+17205550199' };
  },
  'home.json': (data, locale) => {
    data.getInTouch.title =
      locale === 'en' ? 'TALK TO US ABOUT YOUR FLOORS' : 'HABLEMOS DE SUS PISOS';
  },
  'products.json': (data, locale) => {
    const [first] = data.cards;
    data.cards.push({
      ...first,
      title: locale === 'en' ? 'Reclaimed Barn Wood' : 'Madera recuperada de granero',
    });
  },
  // The showroom's kiosk waits longer before it starts over.
  'settings.json': (settings) => {
    settings.kiosk.idleSeconds = 120;
  },
  // A region that was coming soon now takes work.
  'regions.json': (data) => {
    const soon = data.regions.find((region) => region.comingSoon);
    if (soon) soon.comingSoon = false;
  },
};

/**
 * The sample projects replaced with two of the owner's: every project file removed, two new ones
 * written in the first one's shape (another title, city, region and date), and the reviews that
 * named a sample project now naming the first new one.
 */
export async function replaceProjects(content) {
  const folder = join(content, 'work');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  if (names.length === 0) return;
  const template = JSON.parse(await readFile(join(folder, names[0]), 'utf8'));
  const regions = JSON.parse(await readFile(join(content, 'regions.json'), 'utf8'));
  await Promise.all(names.map((name) => rm(join(folder, name))));
  const projects = [
    { slug: 'maple-hallway-boulder', city: 'Boulder', region: 0, completed: '2026-10-20' },
    { slug: 'hickory-basement-ogden', city: 'Ogden', region: 1, completed: '2026-11-05' },
  ];
  for (const { slug, city, region, completed } of projects) {
    const versions = Object.fromEntries(
      Object.entries(template).map(([locale, project]) => [
        locale,
        {
          ...project,
          title: `${project.title} (${city})`,
          city,
          // The first region and the next, or the first again on a site with one region.
          region: regions[locale].regions[region % regions[locale].regions.length].name,
          completed,
        },
      ]),
    );
    await writeFile(join(folder, `${slug}.json`), JSON.stringify(versions, null, 2));
  }
  const reviewsFile = join(content, 'reviews.json');
  const reviews = JSON.parse(await readFile(reviewsFile, 'utf8'));
  for (const version of Object.values(reviews)) {
    for (const review of version.reviews) {
      if (review.project) review.project = projects[0].slug;
    }
  }
  await writeFile(reviewsFile, JSON.stringify(reviews, null, 2));
}
