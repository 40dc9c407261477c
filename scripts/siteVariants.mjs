// The builds of the site the end-to-end tests run against, each from a copy of the project
// whose content/ is the tests' frozen copy (scripts/testContent.mjs), or the shipped one for the
// checks that name no text. `testedSite` is the site as it ships, in every language, from the
// frozen content: most specs run against it. The others each change settings or content that do
// not touch one another, so one build serves several specs. Build A delivers the contact form to
// Netlify, brings photos through the site's origin and has less content; build B delivers to a
// POST endpoint, has more content, with the owner's uploaded photos, books visits online and
// counts visits. Both are English alone (SITE_LANGUAGES): what they check does not depend on the
// language. The owner's build is the
// shipped content/ with the edits an owner makes (scripts/ownerEdits.mjs), for
// e2e/shipped.spec.ts, which also runs against `dist/` itself.
// scripts/buildVariants.mjs builds them into `dist-e2e/`; playwright.config.ts serves each on its
// own port and runs the specs below against it, as one project.
import { contentVariants, uploadedVariant } from './contentVariants.mjs';
import { deliveryVariants } from './deliveryVariants.mjs';
import { ownerEdits, replaceProjects } from './ownerEdits.mjs';
import { photoVariants } from './photoVariants.mjs';
import { shippedContent, testedContent } from './testContent.mjs';
import { bookingVariant } from './visitVariants.mjs';
import { plausibleVariant } from './analyticsVariants.mjs';

const [netlify, endpoint] = deliveryVariants;
const [photosRewrite] = photoVariants;
const [contentMore, contentFewer] = contentVariants;

const buildA = 'dist-e2e/a';

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

/** The build most specs test: every language, the frozen content as it is, the shipped settings. */
export const testedSite = {
  outDir: 'dist-e2e/site',
  content: testedContent(),
  languages: undefined,
  env: {},
  edits: {},
  media: {},
  serverEnv: {},
  projects: [],
};

/**
 * Each other build: where it goes, the content its copy starts from and the languages it makes,
 * its settings (`env`), its content edits and made photos (and `prepare`, what it does to the
 * content folder first), what its server needs (`serverEnv`), and the specs that run against
 * it, each with the Playwright option that tells the spec what the build holds.
 */
export const siteVariants = [
  {
    outDir: buildA,
    content: testedContent(),
    languages: 'en',
    env: {
      CONTACT_DELIVERY: JSON.stringify(netlify.delivery),
      PHOTO_SOURCE: JSON.stringify(photosRewrite.photoSource),
    },
    edits: contentFewer.edits,
    media: {},
    // The spec answers the photos in the browser; a request that got past it reaches nothing
    // here (nothing listens on port 9) instead of the image host.
    serverEnv: { SERVE_PROXY_TO: 'http://127.0.0.1:9' },
    projects: [
      { spec: 'delivery', name: netlify.name, use: { variant: netlify } },
      {
        spec: 'photos',
        name: photosRewrite.name,
        use: { photoVariant: { ...photosRewrite, outDir: buildA } },
      },
      { spec: 'content', name: contentFewer.name, use: { contentVariant: contentFewer } },
    ],
  },
  {
    outDir: 'dist-e2e/b',
    content: testedContent(),
    languages: 'en',
    env: {
      CONTACT_DELIVERY: JSON.stringify(endpoint.delivery),
      VISITS: JSON.stringify(bookingVariant.visits),
      ANALYTICS: JSON.stringify(plausibleVariant.analytics),
    },
    edits: together(contentMore.edits, uploadedVariant.edits),
    media: uploadedVariant.media,
    serverEnv: {},
    projects: [
      { spec: 'delivery', name: endpoint.name, use: { variant: endpoint } },
      { spec: 'content', name: contentMore.name, use: { contentVariant: contentMore } },
      { spec: 'uploads', name: uploadedVariant.name, use: {} },
      { spec: 'visits', name: bookingVariant.name, use: { visitVariant: bookingVariant } },
      {
        spec: 'analytics',
        name: plausibleVariant.name,
        use: { analyticsVariant: plausibleVariant },
      },
    ],
  },
  {
    outDir: 'dist-e2e/owner',
    content: shippedContent,
    languages: undefined,
    prepare: replaceProjects,
    env: {},
    edits: ownerEdits,
    media: {},
    serverEnv: {},
    projects: [{ spec: 'shipped', name: 'owner-edited', use: { builtSite: 'dist-e2e/owner' } }],
  },
];
