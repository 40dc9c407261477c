import { describe, expect, it } from 'vitest';
import { localePath, locales } from '../../content/locales.ts';
import { projectsOf } from '../../content/projects.ts';
import { siteUrl } from '../../content/seo.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';
import { structuredDataOf } from '../../test/renderedSite.ts';

describe('a project’s page', () => {
  it('describes the work to search engines, in its language, as its page names it', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      for (const project of projectsOf(view).index) {
        const address = localePath(locale, project.path);
        const { document } = renderedPage(address);
        expect(structuredDataOf(document), address).toEqual([
          expect.objectContaining({
            '@type': 'CreativeWork',
            url: siteUrl(view, address),
            inLanguage: locale,
            name: project.title,
            description: project.summary,
            creator: expect.objectContaining({ name: view.words.company.legalName }),
          }),
        ]);
        expect(document.querySelector('h1')?.textContent).toBe(project.title);
      }
    }
  });
});
