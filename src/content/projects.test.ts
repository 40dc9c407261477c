// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatProject,
  indexProjects,
  regionSlug,
  workItemPaths,
  type LoadedProject,
} from './projects.ts';
import type { ProjectData } from './schema/project.ts';

const words = {
  intl: 'en-US',
  sizeValue: '{size} sq ft',
  kindLabels: {
    installation: 'New Installation',
    refinishing: 'Floor Refinishing',
    repair: 'Repair & Restoration',
    consultation: 'Design Consultation',
    other: 'Other',
  },
};

const project = (changes: Partial<ProjectData>): LoadedProject => {
  const data: ProjectData = {
    title: 'A floor',
    summary: 'A floor, finished.',
    region: 'Colorado',
    city: 'Denver',
    kind: 'refinishing',
    completed: '2026-05-14',
    size: 1200,
    species: 'Red oak',
    finish: 'Matte',
    duration: '4 days',
    photo: { id: '1581858726788-75bc0f6a952d', alt: 'A floor' },
    story: [
      {
        title: 'Before',
        text: 'Worn.',
        photo: { id: '1693948568453-a3564f179a84', alt: 'A worn floor' },
        caption: 'Worn.',
      },
    ],
    ...changes,
  };
  return { ...data, slug: 'a-floor', formatted: formatProject(data, words) };
};

describe('the list of projects', () => {
  it('puts the owner’s places first, then the newest', () => {
    const index = indexProjects({
      old: project({ completed: '2025-01-01' }),
      newest: project({ completed: '2026-09-01' }),
      second: project({ completed: '2024-01-01', order: 2 }),
      first: project({ completed: '2023-01-01', order: 1 }),
      alsoNewest: project({ completed: '2026-09-01' }),
    });
    expect(index.map((entry) => entry.slug)).toEqual([
      'first',
      'second',
      'alsoNewest',
      'newest',
      'old',
    ]);
  });

  it('formats what a page would need Intl for, in the language’s words', () => {
    expect(
      formatProject(project({ completed: '2026-01-31' }), { ...words, intl: 'es-US' }).month,
    ).toBe('enero de 2026');
    expect(project({}).formatted).toEqual({
      kindLabel: 'Floor Refinishing',
      month: 'May 2026',
      size: '1,200 sq ft',
    });
  });

  it('gives each region and kind of work with a project a page, and each project its region’s', () => {
    const index = indexProjects({
      kitchen: project({ region: 'Las Vegas', kind: 'installation' }),
      stairs: project({ region: 'Colorado', kind: 'repair' }),
    });
    expect(regionSlug('Las Vegas')).toBe('las-vegas');
    expect(workItemPaths(index, ['Colorado', 'Utah', 'Las Vegas'])).toEqual([
      '/work/colorado',
      '/work/las-vegas',
      '/work/installation',
      '/work/repair',
      '/work/las-vegas/kitchen',
      '/work/colorado/stairs',
    ]);
  });
});
