// The analytics setting as the end-to-end tests check it beside the shipped one (nothing
// counted): an owner who counts visits and leads with Plausible, at an address no test reaches
// (the e2e fixtures answer it with a stand-in). scripts/siteVariants.mjs builds it into build B
// (ANALYTICS).
export const plausibleVariant = {
  name: 'analytics',
  analytics: {
    kind: 'plausible',
    host: 'https://analytics.example',
    site: 'heartwoodfloors.example',
  },
};
