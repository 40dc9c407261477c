// The analytics setting as the end-to-end tests check it beside the shipped one (nothing
// counted): an owner who counts visits and leads with Plausible, at an address no test reaches
// (e2e/analytics.spec.ts answers it with a stand-in). scripts/siteVariants.mjs builds it into
// build A (ANALYTICS).
export const plausibleVariant = {
  name: 'analytics',
  analytics: {
    kind: 'plausible',
    host: 'https://analytics.example',
    site: 'heartwoodfloors.example',
  },
};
