// The content the tests read: a frozen copy of content/ as the spec words it, with the sample
// projects, so the owner's edits to content/ never change what a test expects. SITE_CONTENT
// (a folder, from the project's root) is the one switch: vite.config.ts (for the unit tests),
// playwright.config.ts (for the end-to-end tests' Node side) and scripts/buildVariants.mjs (for
// the builds they test) all take it from here. The shipped content/ is checked apart, by its
// schemas and by e2e/shipped.spec.ts, which names no text.
export const testContent = 'src/test/content';
export const shippedContent = 'content';

/** The content the tests read: the frozen copy, unless SITE_CONTENT names another folder. */
export const testedContent = () => process.env.SITE_CONTENT || testContent;
