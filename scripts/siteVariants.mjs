// The sites the end-to-end tests run against, each rendered from the tests' frozen content
// (scripts/testContent.mjs) by one build of the code (`vite build --mode e2e`,
// scripts/buildTestSites.mjs) into `dist-e2e/`. `testedSite` is the site as it ships, from the
// frozen content: most specs run against it. Two more sites of the same content have other
// settings (`settingSets`): one delivers the contact form to Netlify and brings photos through
// the site's origin; the other delivers to a POST endpoint, books visits online and counts
// visits. `contentSite` renders the frozen content edited first: other amounts of content than
// the spec's, and the owner's uploaded photos. playwright.config.ts serves each site on its own
// port and runs the specs below against it, as one project.
import { contentVariant, uploadedVariant } from './contentVariants.mjs';
import { deliveryVariants } from './deliveryVariants.mjs';
import { photoVariants } from './photoVariants.mjs';
import { testContent } from './testContent.mjs';
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
      // What the form does the same whatever its service (its tests tagged @any-service) is
      // checked against the endpoint's build alone.
      {
        spec: 'delivery',
        name: netlify.name,
        use: { variant: netlify },
        grepInvert: /@any-service/u,
      },
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

/** The site as it ships, from the frozen content, and the sites of its content's other settings. */
export const testedSite = {
  outDir: 'dist-e2e/site',
  content: testContent,
  sets: settingSets.map(({ outDir, env }) => ({ outDir, env })),
};

/**
 * The frozen content edited (scripts/contentVariants.mjs): other amounts of it, and the owner's
 * photos, made in its `media/` (`media`). scripts/buildTestSites.mjs makes it in `content`.
 */
export const contentSite = {
  outDir: 'dist-e2e/content',
  content: 'node_modules/.cache/e2e-content',
  edits: together(contentVariant.edits, uploadedVariant.edits),
  media: uploadedVariant.media,
  serverEnv: {},
  projects: [
    { spec: 'content', name: contentVariant.name, use: {} },
    { spec: 'uploads', name: uploadedVariant.name, use: {} },
  ],
};

/** Every site the tests' build writes (`vite build --mode e2e`). */
export const e2eSites = [testedSite, { outDir: contentSite.outDir, content: contentSite.content }];

/** Every site the specs run against besides the tested site, each served on a port of its own. */
export const servedSites = [...settingSets, contentSite];
