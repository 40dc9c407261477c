import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorPath } from '../src/content/paths.ts';
import { frozenContent } from '../src/test/frozenContent.ts';
import { writeEditorPage } from './editor.ts';

// The editor's page as a build writes it; its headers are the host's (src/app/document/
// siteFiles.test.ts), and the owner's use of it is the browser's (e2e/editor.spec.ts).

describe('the editor’s page', () => {
  let folder: string;
  let page: Document;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'editor-page-'));
    await writeEditorPage(folder, frozenContent, { branch: 'main' });
    const html = await readFile(join(folder, editorPath, 'index.html'), 'utf8');
    page = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('is never indexed, and loads nothing of the public site: its own script alone', () => {
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(
      [...page.querySelectorAll('script')].map((script) => script.getAttribute('src')),
    ).toEqual([`/${editorPath}/decap-cms.js`]);
    expect(page.querySelectorAll('link[rel="stylesheet"], style')).toHaveLength(0);
  });
});
