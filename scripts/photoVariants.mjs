// The site as the end-to-end tests check photos through its own origin: a build beside `dist/`
// (which takes photos straight from the image host) with the photo source overridden.
// scripts/buildVariants.mjs builds it, playwright.config.ts serves it on its own port, and
// e2e/photos.spec.ts runs against it. The benchmark builds the same setting for its comparison.

/** Photos through the site's origin, under `/photos`, as an operator would set it. */
export const photoRewrite = { kind: 'rewrite', path: '/photos' };

export const photoVariants = [
  { name: 'photos-rewrite', outDir: 'dist-e2e/photos-rewrite', photoSource: photoRewrite },
];
