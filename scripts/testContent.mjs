// The content the tests read: a frozen copy of content/ as the spec words it, with the sample
// projects, so the owner's edits to content/ never change what a test expects. The unit tests,
// the end-to-end tests' Node side and the builds they test all hand it to the render, as they
// hand it the settings. The shipped content/ is checked apart, by its schemas and by
// e2e/built/shipped.test.ts, which names no text.
export const testContent = 'src/test/content';
