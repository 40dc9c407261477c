// The visits setting as the end-to-end tests check it beside the shipped one (a first visit's
// length, no online calendar): an owner who books visits online. scripts/siteVariants.mjs builds
// it into build B (VISITS); e2e/visits.spec.ts runs against it.

/** An owner's online calendar: a plain link out, on an origin no test ever reaches. */
export const bookingVariant = {
  name: 'booking',
  visits: { firstVisitMinutes: 90, bookingUrl: 'https://cal.example/heartwood/first-visit' },
};
