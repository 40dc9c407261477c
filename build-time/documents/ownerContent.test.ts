import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/content/locales.ts';
import { contentFolder } from '../../src/content/schema/index.ts';
import { editContent } from '../../scripts/editContent.mjs';
import { ownerEdits, replaceProjects } from '../../scripts/ownerEdits.mjs';
import { root } from '../paths.ts';
import { renderedSite, type RenderedSite } from './renderedSite.ts';
import { siteProblems } from './siteChecks.ts';

// The shipped content/ as an owner edits it (scripts/ownerEdits.mjs: other projects, another
// phone number and heading, one more card, a region open), rendered by the one render in both
// languages: every page renders and passes the checks that name no text (siteChecks.ts), as
// content/ itself does (e2e/shipped.spec.ts, on `dist/`).

let folder = '';
const sites = {} as Record<Locale, RenderedSite>;
const chosen = process.env.SITE_CONTENT;

beforeAll(async () => {
  // Inside the project, where the dev server reads its files.
  await mkdir(join(root, '.tmp'), { recursive: true });
  folder = await mkdtemp(join(root, '.tmp', 'owner-content-'));
  await cp(join(root, contentFolder), folder, { recursive: true });
  await replaceProjects(folder);
  await editContent(folder, ownerEdits);
  // The content this file's dev servers read; set back once they are closed.
  process.env.SITE_CONTENT = relative(root, folder);
  for (const locale of locales) sites[locale] = await renderedSite(locale);
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(sites).map((site) => site.close()));
  process.env.SITE_CONTENT = chosen;
  await rm(folder, { recursive: true, force: true });
});

describe('the shipped content as an owner edits it', () => {
  it('renders every page of both languages, each in its language, with its links leading somewhere', async () => {
    const documents = [];
    for (const locale of locales) {
      for (const address of sites[locale].addresses) {
        const { html, status } = await sites[locale].render(address);
        expect(status, address).toBe(address.endsWith('/404.html') ? 404 : 200);
        documents.push({ address, html });
      }
    }
    // The owner's content, not the tests' own: their phone number, their projects alone.
    const home = documents.find(({ address }) => address === '/')?.html ?? '';
    expect(home).toContain('(720) 555-0199');
    const projects = documents.filter(({ address }) => /^\/work\/[^/]+\/[^/]+$/u.test(address));
    expect(projects.map(({ address }) => address.split('/').at(-1))).toEqual([
      'hickory-basement-ogden',
      'maple-hallway-boulder',
    ]);
    expect(siteProblems(documents)).toEqual([]);
  });
});
