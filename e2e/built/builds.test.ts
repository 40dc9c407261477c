import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { e2eSites, servedSites } from '../../scripts/siteVariants.mjs';
import { testContent } from '../../scripts/testContent.mjs';
import { buildFolder, shippedBuild } from './builtSite.ts';

// The specs expect the words of the tests' frozen copy of the content (src/test/content), which
// names another company than the owner's content/: every site they run against was built from
// it, and `dist/`, the site as it ships, from content/. (A build pointed at content/ by mistake
// would pass every spec that reads no company detail: it fails here.)

/** A content folder's company: its name and phone number as its pages show them. */
function companyOf(folder: string) {
  const { en } = JSON.parse(
    readFileSync(new URL(`../../${folder}/company.json`, import.meta.url), 'utf8'),
  ) as { en: { name: string; phone: { display: string } } };
  return { name: en.name, phone: en.phone.display };
}

/** What a built site's Home says of the company: its name and phone number, if it has them. */
function homeOf(build: URL) {
  const html = readFileSync(new URL('index.html', build), 'utf8');
  return (company: { name: string; phone: string }) =>
    html.includes(company.name.replaceAll('&', '&amp;')) && html.includes(company.phone);
}

const tested = companyOf(testContent);
const shipped = companyOf('content');

it('the frozen content names another company than the owner’s', () => {
  expect(tested.name).not.toBe(shipped.name);
  expect(tested.phone).not.toBe(shipped.phone);
});

it.each([...new Set([...e2eSites, ...servedSites].map((site) => site.outDir))])(
  '%s is built from the tests’ frozen content',
  (outDir) => {
    const home = homeOf(buildFolder(outDir));
    expect(home(tested)).toBe(true);
    expect(home(shipped)).toBe(false);
  },
);

it('dist/ is the site as it ships, from content/', () => {
  const home = homeOf(shippedBuild);
  expect(home(shipped)).toBe(true);
  expect(home(tested)).toBe(false);
});
