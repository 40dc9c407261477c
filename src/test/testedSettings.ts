import settingsFile from '../../content/settings.json' with { type: 'json' };

/**
 * The settings file of the content under test (the frozen copy: the unit tests' imports of
 * content/ lead there), read as a file rather than through the code under test, so code that
 * ignored a setting fails the tests that expect it (the e2e specs read it alike: kioskSettings in
 * e2e/fixtures.ts).
 */
export const testedSettings = settingsFile;
