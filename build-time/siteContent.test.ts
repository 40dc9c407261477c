import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFolder, contentSchemas, settingsFile } from '../src/content/schema/index.ts';
import { testContent } from '../scripts/testContent.mjs';
import { root } from './paths.ts';
import { contentFailure, contentProblems } from './siteContent.ts';

// The owner's edits start from the tests' frozen copy, so the messages below name its values.
const frozen = resolve(root, testContent);

// Parsed JSON edited as an owner edits the file: any field, to any value, of any type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const folders: string[] = [];

/**
 * A copy of the frozen content folder with `edit` applied to one file's English version
 * (`languages` names the versions to edit the same way; none, the file itself, as for the
 * settings, which every language shares).
 */
async function brokenCopy(file: string, edit: (data: Json) => void, languages = ['en']) {
  const folder = await mkdtemp(join(tmpdir(), 'content-'));
  folders.push(folder);
  await cp(frozen, folder, { recursive: true });
  const path = join(folder, file);
  const data = JSON.parse(await readFile(path, 'utf8')) as Json;
  if (languages.length === 0) edit(data);
  for (const language of languages) edit(data[language] as Json);
  await writeFile(path, JSON.stringify(data, null, 2));
  return folder;
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })));
});

describe('the content folder', () => {
  it('as shipped, every file parses and agrees with the others', async () => {
    expect(await contentProblems(resolve(root, contentFolder))).toEqual([]);
  });

  it('as the tests freeze it, every file parses and agrees with the others', async () => {
    expect(await contentProblems(frozen)).toEqual([]);
  });

  // Each bad edit an owner could make, and the one line the build stops with.
  const badEdits: ReadonlyArray<[string, string, (data: Json) => void, string]> = [
    [
      'a missing required text',
      'company.json',
      (data) => delete data.name,
      'content/company.json: en › name: must be text, not nothing',
    ],
    [
      'an empty text',
      'company.json',
      (data) => (data.offices[1].city = '  '),
      'content/company.json: en › offices › 2 › city: must not be empty',
    ],
    [
      'an empty button',
      'home.json',
      (data) => (data.hero.cta = ''),
      'content/home.json: en › hero › cta: must not be empty',
    ],
    [
      'a project type left out (the form sends each one by its own name)',
      'contact.json',
      (data) => delete data.projectTypes.refinishing,
      'content/contact.json: en › projectTypes › refinishing: must be text, not nothing',
    ],
    [
      'a QR caption that loses its value',
      'kiosk.json',
      (data) => (data.captions.call = 'Scan to call us'),
      'content/kiosk.json: en › captions › call: must quote {phone}, and nothing else in braces',
    ],
    [
      'a region’s paragraph in English alone (its page is in every language or none)',
      'regions.json',
      (data) => (data.regions[2].note = 'Bozeman’s cold, dry air: we let the boards rest longer.'),
      'content/regions.json: es › regions › 3 › note: needs a paragraph, as the English has: ' +
        'the region’s page is in every language',
    ],
    [
      'a species without its hardness',
      'species.json',
      (data) => delete data.species[1].janka,
      'content/species.json: en › species › 2 › janka: must be a number, not nothing',
    ],
    [
      'a species’ photo without its description',
      'species.json',
      (data) => (data.species[0].photo.alt = ''),
      'content/species.json: en › species › 1 › photo › alt: must say what the photo shows, ' +
        'for people who cannot see it',
    ],
    [
      'a stain whose colour is a word',
      'species.json',
      (data) => (data.stains.items[2].colour = 'honey'),
      'content/species.json: en › stains › items › 3 › colour: must be a colour written as # ' +
        'and six hex digits, like #6b4a2b',
    ],
    [
      'more stains than the chooser can tint with',
      'species.json',
      (data) =>
        (data.stains.items = Array.from({ length: 13 }, (_, index) => ({
          ...data.stains.items[0],
          id: `stain-${index + 1}`,
        }))),
      'content/species.json: en › stains › items: must have at most 12 stains',
    ],
    [
      'a state with neither a licence number nor words saying it has none',
      'credentials.json',
      (data) => delete data.states[0].licence.none,
      'content/credentials.json: en › states › 1 › licence › number: needs the licence number, ' +
        'or words saying the state has no licence for this trade',
    ],
    [
      'a review with no source',
      'reviews.json',
      (data) => delete data.reviews[0].source,
      'content/reviews.json: en › reviews › 1 › source: must be where it was first posted: one ' +
        'of google, houzz, yelp, direct',
    ],
    [
      'a review with no name',
      'reviews.json',
      (data) => delete data.reviews[2].name,
      'content/reviews.json: en › reviews › 3 › name: must be text, not nothing',
    ],
    [
      'a review with no date',
      'reviews.json',
      (data) => delete data.reviews[2].date,
      'content/reviews.json: en › reviews › 3 › date: must be text, not nothing',
    ],
    [
      'a review posted elsewhere without its link there',
      'reviews.json',
      (data) => delete data.reviews[0].link,
      'content/reviews.json: en › reviews › 1 › link: needs the review’s address on google, so ' +
        'a reader can check it',
    ],
    [
      'a reviewer given something, without what',
      'reviews.json',
      (data) => delete data.reviews[5].given,
      'content/reviews.json: en › reviews › 6 › given: needs what they were given: the page ' +
        'tells the reader',
    ],
    [
      'a rating without how many reviews it is from',
      'reviews.json',
      (data) => delete data.profiles[0].rating.count,
      'content/reviews.json: en › profiles › 1 › rating › count: must be a number, not nothing',
    ],
    [
      'a review from a site not among those where all the reviews can be read',
      'reviews.json',
      (data) => data.profiles.splice(1, 1),
      'content/reviews.json: en › reviews › 3 › source: needs houzz in the sites where all your ' +
        'reviews can be read, with your page there',
    ],
    [
      'a wrong type',
      'company.json',
      (data) => (data.yearsExperience = '15'),
      'content/company.json: en › yearsExperience: must be a number, not the text "15"',
    ],
    [
      'a phone number that is not one',
      'company.json',
      (data) => (data.phone.display = 'call us'),
      'content/company.json: en › phone › display: must be a phone number as people write it, like (303) 555-0142',
    ],
    [
      'a number not in international form',
      'company.json',
      (data) => (data.phone.e164 = '303-555-0142'),
      'content/company.json: en › phone › e164: must be the number in international form, like +13035550142',
    ],
    [
      'an email address that is not one',
      'company.json',
      (data) => (data.email = 'hello at heartwood'),
      'content/company.json: en › email: must be an email address, like hello@example.com',
    ],
    [
      'a malformed web address',
      'company.json',
      (data) => (data.social.instagram = 'instagram.com/heartwood'),
      'content/company.json: en › social › instagram: must be a web address starting with https://, like https://www.example.com',
    ],
    [
      'a photo without alt text',
      'regions.json',
      (data) => (data.regions[2].photo.alt = ''),
      'content/regions.json: en › regions › 3 › photo › alt: must say what the photo shows, for people who cannot see it',
    ],
    [
      'a duplicate id',
      'regions.json',
      (data) => (data.regions[4].name = 'Utah'),
      'content/regions.json: en › regions › 5 › name: "Utah" is used twice: each name must be different',
    ],
    [
      'a field the site does not know',
      'company.json',
      (data) => (data.phoneNumber = '(303) 555-0199'),
      'content/company.json: en: has a field the site does not know: phoneNumber',
    ],
    [
      'a fact the site cannot fill in',
      'products.json',
      (data) => (data.cards[0].description = 'For {yers} years.'),
      'content/products.json: en › cards › 1 › description: {yers} is not a fact the site can fill in; it knows {company}, {shortName}, {years}, {projects}, {states}, {city}, {regions}',
    ],
    [
      'two cards with one title',
      'services.json',
      (data) => (data.cards[5].title = 'Floor Refinishing'),
      'content/services.json: en › cards › 6 › title: "Floor Refinishing" is used twice: each title must be different',
    ],
    [
      'a card photo without alt text',
      'products.json',
      (data) => delete data.cards[3].photo.alt,
      'content/products.json: en › cards › 4 › photo › alt: must be text, not nothing',
    ],
    [
      'a day that is not one',
      'hours.json',
      (data) => (data.hours[1].from = 'Saturdy'),
      'content/hours.json: en › hours › 2 › from: must be a day of the week, like Monday, not the text "Saturdy"',
    ],
    [
      'days in the wrong order',
      'hours.json',
      (data) => (data.hours[0].from = 'Saturday'),
      'content/hours.json: en › hours › 1 › to: must be Saturday or a later day of the week',
    ],
    [
      'a time that is not one',
      'hours.json',
      (data) => (data.hours[1].opens = '9am'),
      'content/hours.json: en › hours › 2 › opens: must be a time on the 24-hour clock, like 08:00 or 18:30',
    ],
    [
      'an opening time without a closing time',
      'hours.json',
      (data) => delete data.hours[0].closes,
      'content/hours.json: en › hours › 1 › closes: needs a time too: give both times, or neither for "by appointment"',
    ],
    [
      'closing before opening',
      'hours.json',
      (data) => (data.hours[1].closes = '08:30'),
      'content/hours.json: en › hours › 2 › closes: must be later than the opening time, 09:00',
    ],
    [
      'a percentage above 100',
      'company.json',
      (data) => (data.satisfactionRate = 120),
      'content/company.json: en › satisfactionRate: must be at most 100',
    ],
    [
      'an empty search result title',
      'pages/about.json',
      (data) => (data.title = ''),
      'content/pages/about.json: en › title: must not be empty',
    ],
    [
      'an empty list',
      'regions.json',
      (data) => (data.regions = []),
      'content/regions.json: en › regions: must have at least 1 entry',
    ],
    [
      'a photo with neither an id nor an upload',
      'products.json',
      (data) => delete data.cards[2].photo.id,
      'content/products.json: en › cards › 3 › photo › file: needs a photo: give an id on the image host, or upload your own',
    ],
    [
      'a photo with both',
      'regions.json',
      (data) => (data.regions[0].photo.file = '/media/denver.jpg'),
      'content/regions.json: en › regions › 1 › photo › id: must be empty when the photo is on the image host: give one photo, not two',
    ],
    [
      'a phone’s HEIC picture',
      'home.json',
      (data) => (data.hero.photo = { file: '/media/IMG_0042.HEIC', alt: 'Our showroom' }),
      'content/home.json: en › hero › photo › file: must be a JPEG, PNG, WebP, AVIF or TIFF photo in the media folder (a phone’s HEIC photo must be saved as JPEG first)',
    ],
    [
      'a focus point that is not one',
      'about.json',
      (data) => (data.story.photo.focus = 'middle'),
      'content/about.json: en › story › photo › focus: must be one of center, top, bottom, left, right, top left, top right, bottom left, bottom right',
    ],
    [
      'a chapter’s photo without alt text',
      'work/red-oak-kitchen-denver.json',
      (data) => (data.story[0].photo.alt = ''),
      'content/work/red-oak-kitchen-denver.json: en › story › 1 › photo › alt: must say what the photo shows, for people who cannot see it',
    ],
    [
      'a project in a region the site does not serve',
      'work/walnut-stairs-bozeman.json',
      (data) => (data.region = 'Oregon'),
      'content/work/walnut-stairs-bozeman.json: en › region: "Oregon" is not a region in content/regions.json: en › regions (Colorado, Utah, Montana, Las Vegas, Los Angeles)',
    ],
    [
      'a price range whose low end is above its high end',
      'estimate.json',
      (data) => (data.prices.refinishing.perSquareFoot = { low: 6, high: 4 }),
      'content/estimate.json: en › prices › refinishing › perSquareFoot › low: must not be above the high end (6 is above 4)',
    ],
    [
      'a rate of nothing',
      'estimate.json',
      (data) => (data.prices.installation.perStep.low = 0),
      'content/estimate.json: en › prices › installation › perStep › low: must be more than 0',
    ],
    [
      'a negative rate',
      'estimate.json',
      (data) => (data.prices.installation.regions[0].perSquareFoot.low = -2),
      'content/estimate.json: en › prices › installation › regions › 1 › perSquareFoot › low: must be more than 0',
    ],
    [
      'a kind of work left without a range',
      'estimate.json',
      (data) => delete data.prices.repair.perSquareFoot,
      'content/estimate.json: en › prices › repair › perSquareFoot: needs a price range: its low and its high, in dollars',
    ],
    [
      'a consultation fee below nothing',
      'estimate.json',
      (data) => (data.prices.consultation.fee = -50),
      'content/estimate.json: en › prices › consultation › fee: must be 0 (free) or more',
    ],
  ];

  it.each(badEdits)('%s fails with its file and field', async (_, file, edit, message) => {
    expect(await contentProblems(await brokenCopy(file, edit))).toEqual([message]);
  });

  it('a region’s paragraph that is another’s with the names swapped, and a state with no licence entry, are named in each language', async () => {
    const folder = await brokenCopy(
      'regions.json',
      (data) => {
        data.regions[0].note = 'Most floors we finish in Colorado are oak, in old Denver houses.';
        data.regions[1].note =
          'Most floors we finish in Utah are oak, in old Salt Lake City houses.';
        data.regions[3].state = 'Arizona';
      },
      ['en', 'es'],
    );
    expect(await contentProblems(folder)).toEqual(
      ['en', 'es'].flatMap((language) => [
        `content/regions.json: ${language} › regions › 2 › note: says what Colorado’s paragraph ` +
          'says, with the names swapped: say what is true only here, or leave it empty',
        `content/regions.json: ${language} › regions › 4 › state: "Arizona" is not a state in ` +
          'credentials.json (Colorado, Utah, Nevada, Montana, California)',
      ]),
    );
  });

  it('an English species whose name starts with a vowel, without its article, is named', async () => {
    const folder = await brokenCopy('species.json', (data) => {
      delete data.species[4].article;
    });
    expect(await contentProblems(folder)).toEqual([
      'content/species.json: en › species › 5 › article: "Ash" starts with a vowel: say "an" ' +
        'or "a", the word before it in "{a} Ash floor"',
    ]);
  });

  it('a review of a project that is not there, and a translation of a review into its own language, are named', async () => {
    const folder = await brokenCopy(
      'reviews.json',
      (data) => {
        data.reviews[0].project = 'oak-nowhere';
      },
      ['en', 'es'],
    );
    expect(await contentProblems(folder)).toEqual([
      'content/reviews.json: en › reviews › 1 › project: "oak-nowhere" is no project in ' +
        'content/work/ (red-oak-kitchen-denver, walnut-stairs-bozeman, ' +
        'white-oak-great-room-salt-lake-city)',
    ]);
    const translated = await brokenCopy(
      'reviews.json',
      (data) => (data.reviews[0].translation = 'The same words again.'),
    );
    expect(await contentProblems(translated)).toEqual([
      'content/reviews.json: en › reviews › 1 › translation: must be empty: the review is ' +
        'written in this language, and its own words are shown',
    ]);
  });

  describe('the pages’ listings', () => {
    it('a page in the navigation needs its link’s words', async () => {
      const folder = await brokenCopy('pages/about.json', (data) => delete data.navLabel, ['es']);
      expect(await contentProblems(folder)).toEqual([
        'content/pages/about.json: es › navLabel: must be the words of the page’s link in the navigation',
      ]);
    });

    it('a listing several rows read needs the words if one of them is in the navigation', async () => {
      // The work's listing serves the list (in the footer), each filter's page and each project's.
      const folder = await brokenCopy('pages/work.json', (data) => delete data.navLabel);
      expect(await contentProblems(folder)).toEqual([
        'content/pages/work.json: en › navLabel: must be the words of the page’s link in the navigation',
      ]);
    });

    it('hold each language’s version and nothing else', async () => {
      const folder = await brokenCopy(
        'pages/about.json',
        (data) => (data.fr = { ...data.en, title: 'À propos' }),
        [],
      );
      expect(await contentProblems(folder)).toEqual([
        'content/pages/about.json: must hold each language’s version under en and es, not fr',
      ]);
    });

    it('are each a page’s: a listing no row reads makes no page', async () => {
      const folder = await brokenCopy('pages/about.json', () => undefined, []);
      await cp(join(folder, 'pages/about.json'), join(folder, 'pages/gallery.json'));
      expect(await contentProblems(folder)).toEqual([
        'content/pages/gallery.json: is no page’s listing: a page is added by a row in the page table (src/content/pages.ts) and its module',
      ]);
    });
  });

  // The settings: one file for every language, so a problem names no language.
  const badSettings: ReadonlyArray<[string, (data: Json) => void, string]> = [
    [
      'Netlify delivery without a form name',
      (data) => (data.contactDelivery = { kind: 'netlify', formName: '' }),
      'content/settings.json: contactDelivery › formName: must name the form Netlify keeps the messages under, like contact',
    ],
    [
      'a form service on plain http',
      (data) => (data.contactDelivery = { kind: 'endpoint', url: 'http://formspree.io/f/abc' }),
      'content/settings.json: contactDelivery › url: must be a web address starting with https://, like https://formspree.io/f/abcdwxyz',
    ],
    [
      'a photo path a page already has',
      (data) => (data.photoSource = { kind: 'rewrite', path: '/products' }),
      'content/settings.json: photoSource › path: must be a path no page or folder of the site has, like /photos',
    ],
    [
      'a kiosk that would keep a visitor’s typing for a day',
      (data) => (data.kiosk.idleSeconds = 86400),
      'content/settings.json: kiosk › idleSeconds: must be at most 3600',
    ],
  ];

  it.each(badSettings)('%s fails with its file and field', async (_, edit, message) => {
    expect(await contentProblems(await brokenCopy('settings.json', edit, []))).toEqual([message]);
  });

  it('an office in a region the site does not serve is named, in each language', async () => {
    const folder = await brokenCopy('company.json', (data) => (data.offices[1].serves = 'Nevada'), [
      'en',
      'es',
    ]);
    expect(await contentProblems(folder)).toEqual(
      ['en', 'es'].map(
        (language) =>
          `content/company.json: ${language} › offices › 2 › serves: "Nevada" is not a region ` +
          `in content/regions.json: ${language} › regions ` +
          '(Colorado, Utah, Montana, Las Vegas, Los Angeles)',
      ),
    );
  });

  it('a care note for a region the site does not serve is named', async () => {
    const folder = await brokenCopy(
      'care.json',
      (data) => (data.regions.notes[0].region = 'Nevada'),
      ['en', 'es'],
    );
    expect(await contentProblems(folder)).toEqual(
      ['en', 'es'].map(
        (language) =>
          `content/care.json: ${language} › regions › notes › 1 › region: "Nevada" is not a ` +
          `region in content/regions.json: ${language} › regions ` +
          '(Colorado, Utah, Montana, Las Vegas, Los Angeles)',
      ),
    );
  });

  it('a price for a region the site does not serve is named, in each language', async () => {
    const folder = await brokenCopy(
      'estimate.json',
      (data) => (data.prices.refinishing.regions[1].region = 'Billings'),
      ['en', 'es'],
    );
    expect(await contentProblems(folder)).toEqual(
      ['en', 'es'].map(
        (language) =>
          `content/estimate.json: ${language} › prices › refinishing › regions › 2 › region: ` +
          `"Billings" is not a region in content/regions.json: ${language} › regions ` +
          '(Colorado, Utah, Montana, Las Vegas, Los Angeles)',
      ),
    );
  });

  describe('the Spanish versions', () => {
    it('are checked as the English are', async () => {
      const folder = await brokenCopy('home.json', (data) => (data.hero.photo.alt = ' '), ['es']);
      expect(await contentProblems(folder)).toEqual([
        'content/home.json: es › hero › photo › alt: must say what the photo shows, for people who cannot see it',
      ]);
    });

    it('word every text their own way, but hold the facts, names and numbers of the English', async () => {
      const folder = await brokenCopy(
        'company.json',
        (data) => {
          data.offices[0].label = 'Sede central';
          data.phone.display = '(303) 555-0199';
          data.yearsExperience = 16;
          data.offices[0].city = 'Boulder';
        },
        ['es'],
      );
      expect(await contentProblems(folder)).toEqual([
        'content/company.json: es › phone › display: must read as en › phone › display does ("(720) 555-0163"): every language shares it',
        'content/company.json: es › yearsExperience: must read as en › yearsExperience does ("15"): every language shares it',
        'content/company.json: es › offices › 1 › city: must read as en › offices › 1 › city does ("Denver"): every language shares it',
      ]);
    });

    it('have the entries of the English, each the same one in its words', async () => {
      const folder = await brokenCopy('products.json', (data) => data.cards.pop(), ['es']);
      expect(await contentProblems(folder)).toEqual([
        'content/products.json: es › cards: must have as many entries as en › cards (6): each entry is the same one in every language, in its words',
      ]);
    });
  });

  it('a file that is not JSON is named, with the parser’s own words', async () => {
    const folder = await brokenCopy('company.json', () => undefined);
    await writeFile(join(folder, 'company.json'), '{ "en": { "name": "Heartwood", } }');
    const [problem, ...others] = await contentProblems(folder);
    expect(others).toEqual([]);
    expect(problem).toMatch(/^content\/company\.json: is not valid JSON \(.+\); a missing comma/);
  });

  it('a missing file, and one the site has no use for, are named', async () => {
    const folder = await brokenCopy('company.json', () => undefined);
    await rm(join(folder, 'regions.json'));
    await writeFile(join(folder, 'extra.json'), '{}');
    expect(await contentProblems(folder)).toEqual([
      `content/extra.json: the site has no use for this file (its files are ${[
        ...Object.keys(contentSchemas),
        settingsFile,
      ].join(', ')})`,
      'content/regions.json: the file is missing',
    ]);
  });

  it('a file in one language, or with a language the site does not have, is named', async () => {
    const folder = await brokenCopy('company.json', () => undefined);
    const { en } = JSON.parse(await readFile(join(folder, 'company.json'), 'utf8')) as Json;
    await writeFile(join(folder, 'company.json'), JSON.stringify(en));
    await writeFile(join(folder, 'about.json'), JSON.stringify({ en: {}, es: {}, fr: {} }));
    expect(await contentProblems(folder)).toEqual([
      'content/company.json: must hold each language’s version under en and es, not name, ' +
        'legalName, shortName, phone, email, website, social, yearsExperience, ' +
        'projectsCompleted, statesServed, satisfactionRate, offices',
      'content/about.json: must hold each language’s version under en and es, not fr',
    ]);
  });

  it('an uploaded photo that is not there, or not a picture, is named with its field', async () => {
    const folder = await brokenCopy(
      'products.json',
      (data) => {
        data.cards[0].photo = { file: '/media/oak.jpg', alt: 'Oak planks' };
        data.cards[1].photo = { file: '/media/walnut.jpg', alt: 'Walnut planks' };
      },
      ['en', 'es'],
    );
    await mkdir(join(folder, 'media'));
    await writeFile(join(folder, 'media/walnut.jpg'), 'not a picture at all');
    expect(await contentProblems(folder)).toEqual([
      'content/products.json: en › cards › 1 › photo › file: /media/oak.jpg is not in content/media: ' +
        'upload it again, or choose another photo',
      'content/products.json: en › cards › 2 › photo › file: /media/walnut.jpg is not a photo this ' +
        'site can read; save it as JPEG and upload it again',
    ]);
  });

  it('stops the build with every problem, one per line', () => {
    expect(contentFailure(['content/a.json: x: must be text', 'content/b.json: y: must be text']))
      .toBe(`The site's content has 2 problems, so nothing was built. Correct them in content/ and build again:
  - content/a.json: x: must be text
  - content/b.json: y: must be text`);
  });
});
