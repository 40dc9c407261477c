import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAddresses, renderPage } from '../../src/app/renderPage.tsx';
import type { SiteContent } from '../../src/content/siteContent.ts';
import { editContent } from '../../scripts/editContent.mjs';
import { ownerEdits, replaceProjects } from '../../scripts/ownerEdits.mjs';
import { ownerContent } from '../paths.ts';
import { siteSettings } from '../settings.ts';
import { siteContent } from '../siteContent.ts';
import { siteProblems } from './siteChecks.ts';

// The shipped content/ as an owner edits it (scripts/ownerEdits.mjs: other projects, another
// phone number and heading, one more card, a region open), rendered by the one render in both
// languages: every page renders and passes the checks that name no text (siteChecks.ts), as
// content/ itself does (e2e/built/shipped.test.ts, on `dist/`).

let folder = '';
let content: SiteContent;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'owner-content-'));
  await cp(ownerContent, folder, { recursive: true });
  await replaceProjects(folder);
  await editContent(folder, ownerEdits);
  content = await siteContent(folder);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the shipped content as an owner edits it', () => {
  it('renders every page of both languages, each in its language, with its links leading somewhere', async () => {
    const site = {
      content,
      settings: siteSettings({}, folder),
      assets: { scripts: [], stylesheetsOf: () => [], firstPaint: '' },
    };
    const documents = [];
    for (const { address, locale } of documentAddresses(content)) {
      const { html, status } = await renderPage(address, { ...site, locale });
      expect(status, address).toBe(address.endsWith('/404.html') ? 404 : 200);
      documents.push({ address, html });
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
