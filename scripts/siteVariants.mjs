// The builds of the site the end-to-end tests run against, each from a copy of the project whose
// content/ is the tests' frozen copy (scripts/testContent.mjs). `testedSite` is the site as it
// ships, in every language, from the frozen content: most specs run against it. The same build
// renders two more sites beside it (`settingSets`, SITE_SETTING_SETS), the same code and content
// with other settings: one delivers the contact form to Netlify and brings photos through the
// site's origin; the other delivers to a POST endpoint, books visits online and counts visits.
// `contentBuild` is a build of its own, in English (what it checks does not depend on the
// language): other amounts of content than the spec's, and the owner's uploaded photos.
// scripts/buildVariants.mjs builds them into `dist-e2e/`; playwright.config.ts serves each site
// on its own port and runs the specs below against it, as one project.
import { contentVariant, uploadedVariant } from './contentVariants.mjs';
import { deliveryVariants } from './deliveryVariants.mjs';
import { photoVariants } from './photoVariants.mjs';
import { testedContent } from './testContent.mjs';
import { bookingVariant } from './visitVariants.mjs';
import { plausibleVariant } from './analyticsVariants.mjs';

const [netlify, endpoint] = deliveryVariants;
const [photosRewrite] = photoVariants;

/** The edits of several variants, each file's in turn. */
function together(...editSets) {
  const edits = {};
  for (const set of editSets) {
    for (const [file, edit] of Object.entries(set)) {
      const earlier = edits[file];
      edits[file] = earlier ? (data, locale) => (earlier(data, locale), edit(data, locale)) : edit;
    }
  }
  return edits;
}

/**
 * The sites the tested build renders beside its own, each with other settings: where it is
 * written, its settings' variables, what its server needs (`serverEnv`), and the specs that run
 * against it, each with the Playwright option that tells the spec what the site holds.
 */
export const settingSets = [
  {
    outDir: 'dist-e2e/netlify',
    env: {
      CONTACT_DELIVERY: JSON.stringify(netlify.delivery),
      PHOTO_SOURCE: JSON.stringify(photosRewrite.photoSource),
    },
    // The spec answers the photos in the browser; a request that got past it reaches nothing
    // here (nothing listens on port 9) instead of the image host.
    serverEnv: { SERVE_PROXY_TO: 'http://127.0.0.1:9' },
    projects: [
      { spec: 'delivery', name: netlify.name, use: { variant: netlify } },
      {
        spec: 'photos',
        name: photosRewrite.name,
        use: { photoVariant: { ...photosRewrite, outDir: 'dist-e2e/netlify' } },
      },
    ],
  },
  {
    outDir: 'dist-e2e/endpoint',
    env: {
      CONTACT_DELIVERY: JSON.stringify(endpoint.delivery),
      VISITS: JSON.stringify(bookingVariant.visits),
      ANALYTICS: JSON.stringify(plausibleVariant.analytics),
    },
    serverEnv: {},
    projects: [
      { spec: 'delivery', name: endpoint.name, use: { variant: endpoint } },
      { spec: 'visits', name: bookingVariant.name, use: { visitVariant: bookingVariant } },
      {
        spec: 'analytics',
        name: plausibleVariant.name,
        use: { analyticsVariant: plausibleVariant },
      },
    ],
  },
];

/**
 * A build of the site: where it goes, the content its copy starts from and the languages it
 * makes, its settings (`env`), the sites it renders beside its own (`sets`), its content edits
 * and made photos.
 */
export const testedSite = {
  outDir: 'dist-e2e/site',
  content: testedContent(),
  languages: undefined,
  env: {},
  sets: settingSets,
  edits: {},
  media: {},
};

/** Other amounts of content and the owner's photos (scripts/contentVariants.mjs), in English. */
export const contentBuild = {
  outDir: 'dist-e2e/content',
  content: testedContent(),
  languages: 'en',
  env: {},
  sets: [],
  edits: together(contentVariant.edits, uploadedVariant.edits),
  media: uploadedVariant.media,
  serverEnv: {},
  projects: [
    { spec: 'content', name: contentVariant.name, use: {} },
    { spec: 'uploads', name: uploadedVariant.name, use: {} },
  ],
};

/** Every build the tests make besides `dist/`. */
export const builds = [testedSite, contentBuild];

/** Every site the specs run against besides the tested site, each served on a port of its own. */
export const servedSites = [...settingSets, contentBuild];
