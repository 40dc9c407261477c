import { describe, expect, it } from 'vitest';
import { contactAddress } from '../../content/addresses.ts';
import { localePath, locales } from '../../content/locales.ts';
import { projectsOf } from '../../content/projects.ts';
import { siteUrl } from '../../content/seo.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { attributes, renderedPage } from '../../test/renderedSite.ts';
import { structuredDataOf } from '../../test/renderedSite.ts';
import { workText } from './content/work.ts';

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
  it('gives its facts, its chapters, its own title, description and shared photo, and leads to the form for work of its kind', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      const text = workText(view);
      const { projectOf, index } = projectsOf(view);
      for (const { slug, path } of index) {
        const project = projectOf(slug);
        if (!project) throw new Error(`No project ${slug}`);
        const address = localePath(locale, path);
        const { document } = renderedPage(address);
        expect(document.title, address).toBe(text.projectPageTitle(project.title));
        expect(attributes(document, 'meta[name="description"]', 'content')).toEqual([
          project.summary,
        ]);
        // Shared, it shows the finished floor.
        expect(attributes(document, 'meta[property="og:image"]', 'content')[0], address).toContain(
          project.photo.id,
        );
        const facts = document.querySelector('section[aria-labelledby="project-facts"]');
        expect(facts?.querySelector('h2')?.textContent, address).toBe(text.facts.title);
        expect(
          [...(facts?.querySelectorAll('dl > div') ?? [])].map((fact) => [
            fact.querySelector('dt')?.textContent,
            fact.querySelector('dd')?.textContent,
          ]),
          address,
        ).toEqual([
          [text.facts.place, `${project.city}, ${project.region}`],
          [text.facts.kind, project.formatted.kindLabel],
          [text.facts.size, project.formatted.size],
          [text.facts.species, project.species],
          [text.facts.finish, project.finish],
          [text.facts.duration, project.duration],
          [text.facts.completed, project.formatted.month],
        ]);
        expect(
          [...document.querySelectorAll('[data-chapter] h2')].map((title) => title.textContent),
          address,
        ).toEqual(project.story.map((chapter) => chapter.title));
        const start = [...document.querySelectorAll('main a')].find(
          (link) => link.textContent === text.cta.link,
        );
        expect(start?.getAttribute('href'), address).toBe(
          localePath(locale, contactAddress({ type: project.kind })),
        );
      }
    }
  });

  it('fetches its first photo at once, and the photos of its story as they near the screen', () => {
    const { index } = projectsOf(frozenView('en'));
    const paired = index.filter((project) => project.comparison);
    expect(paired.length).toBeGreaterThan(0);
    for (const project of index) {
      const { document } = renderedPage(project.path);
      expect(attributes(document, 'main img[fetchpriority="high"]', 'loading')).toEqual(['eager']);
      const story = [...document.querySelectorAll('[data-chapter] img')];
      expect(story.length, project.path).toBeGreaterThan(0);
      for (const photo of story) expect(photo.getAttribute('loading'), project.path).toBe('lazy');
    }
    // The before and after's two photos too, on every project that has one.
    for (const project of paired) {
      const pair = renderedPage(project.path).document.querySelectorAll('[data-comparison] img');
      expect(
        [...pair].map((photo) => photo.getAttribute('loading')),
        project.path,
      ).toEqual(['lazy', 'lazy']);
    }
  });
});
