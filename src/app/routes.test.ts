import { describe, expect, it } from 'vitest';
import { localePath, locales } from '../content/locales.ts';
import { pageList } from '../content/pages.ts';
import { projectsOf } from '../content/projects.ts';
import { frozenView } from '../test/frozenContent.ts';
import { renderedPage } from '../test/renderedSite.ts';
import { testedPageSettings } from '../test/testedSettings.ts';
import { pageAt } from './routes.tsx';

const page = { ...frozenView('en'), settings: testedPageSettings };
const notFound = pageList.find((entry) => entry.path === undefined)?.module;

describe('the page at an address', () => {
  it('is each page of the table at its own path', () => {
    for (const entry of pageList) {
      if (entry.path === undefined || entry.path.includes('/:')) continue;
      expect(pageAt(entry.path, page), entry.path).toMatchObject({
        module: entry.module,
        found: true,
      });
    }
  });

  it('is a project’s page at its region’s address alone, and the not-found page elsewhere', () => {
    const [project] = projectsOf(page).index;
    if (!project) throw new Error('The frozen content has no project');
    expect(pageAt(project.path, page)).toMatchObject({
      module: 'work/ProjectPage.tsx',
      found: true,
    });
    for (const path of [
      project.path.replace(/^\/work\/[^/]+/u, '/work/no-such-region'),
      '/work/no-such-filter',
      `${project.path}-no-such-project`,
      '/no/such/page',
    ]) {
      expect(pageAt(path, page), path).toMatchObject({ module: notFound, found: false });
    }
  });

  it('answers with its status: a page 200, an address of none 404, in every language', () => {
    for (const locale of locales) {
      expect(renderedPage(localePath(locale, '/')).status).toBe(200);
      expect(renderedPage(localePath(locale, '/404.html')).status).toBe(404);
    }
  });
});
