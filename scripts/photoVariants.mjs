// Photos through the site's own origin as the end-to-end tests check them: a variant build beside
// the tested site (which takes photos straight from the image host) has this photo source (see
// scripts/siteVariants.mjs), and e2e/photos.spec.ts runs against it. The benchmark builds the
// same setting for its comparison.

/** Photos through the site's origin, under `/photos`, as an operator would set it. */
export const photoRewrite = { kind: 'rewrite', path: '/photos' };

export const photoVariants = [{ name: 'photos-rewrite', photoSource: photoRewrite }];
