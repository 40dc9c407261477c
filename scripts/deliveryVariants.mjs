// The contact form's delivery as the end-to-end tests check it: one setting per kind of service,
// each in a variant build beside the tested site (which, as shipped, sends nothing; see
// scripts/siteVariants.mjs). e2e/delivery.spec.ts runs against each.

/**
 * The stand-in form service of the endpoint build: another origin than the site's, on this
 * machine. Nothing listens there: each test answers its requests itself (a Playwright route), so
 * no message ever leaves the machine.
 */
export const standInEndpoint = 'http://localhost:4399/f/heartwood';

export const deliveryVariants = [
  { name: 'netlify', delivery: { kind: 'netlify', formName: 'contact' } },
  { name: 'endpoint', delivery: { kind: 'endpoint', url: standInEndpoint } },
];
