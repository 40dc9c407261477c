// The site as the end-to-end tests check the contact form's delivery: one build per kind of
// service, beside `dist/` (the default build, which sends nothing). scripts/buildVariants.mjs
// builds them, playwright.config.ts serves each on its own port, and e2e/delivery.spec.ts runs
// against each.

/**
 * The stand-in form service of the endpoint build: another origin than the site's, on this
 * machine. Nothing listens there: each test answers its requests itself (a Playwright route), so
 * no message ever leaves the machine.
 */
export const standInEndpoint = 'http://localhost:4399/f/heartwood';

export const deliveryVariants = [
  {
    name: 'netlify',
    outDir: 'dist-e2e/netlify',
    delivery: { kind: 'netlify', formName: 'contact' },
  },
  {
    name: 'endpoint',
    outDir: 'dist-e2e/endpoint',
    delivery: { kind: 'endpoint', url: standInEndpoint },
  },
];
