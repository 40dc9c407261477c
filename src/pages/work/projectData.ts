import { matchPath } from 'react-router-dom';
import { siteLocale } from '../../content/language.ts';
import type { Locale } from '../../content/locales.ts';
import { paths } from '../../content/pages.ts';
import { arrivedValue, tracked, type Tracked } from '../../lib/tracked.ts';
import { projectSlugOf, regionSlug, type LoadedProject } from './content/projectIndex.ts';

// Each project file is a chunk of its own, in this build's language alone, with its facts
// formatted by the build (build-time/projectFiles.ts): a project's page loads its own file, never
// every project's.
const files = new Map(
  Object.entries(
    import.meta.glob<Readonly<Partial<Record<Locale, LoadedProject>>>>(
      '../../../content/work/*.json',
      { import: 'default' },
    ),
  ).map(([file, load]) => [projectSlugOf(file), load]),
);

const loaded = new Map<string, Tracked<LoadedProject>>();

/** The project file a project's page (`/work/<region>/<slug>`) names, if there is one. */
export function projectFileAt(pathname: string) {
  const slug = matchPath(paths.project, pathname)?.params.project;
  const load = slug === undefined ? undefined : files.get(slug);
  if (slug === undefined || !load) return undefined;
  return {
    /**
     * The project in this language: one download, marked for `use()` once it has arrived; a
     * failed one is forgotten, so the next navigation tries again.
     */
    load(): Tracked<LoadedProject> {
      let data = loaded.get(slug);
      if (!data) {
        data = tracked(
          load().then(
            (file) => file[siteLocale] as LoadedProject,
            (failure: unknown) => {
              loaded.delete(slug);
              throw failure;
            },
          ),
        );
        loaded.set(slug, data);
      }
      return data;
    },
    loaded: () => arrivedValue(loaded.get(slug)) !== undefined,
  };
}

/**
 * The project at a pathname, once its file has arrived (the page waits for it: `itemData`), if
 * the address is the project's own: its region's, as its file says today.
 */
export function projectAt(pathname: string): LoadedProject | undefined {
  const project = arrivedValue(projectFileAt(pathname)?.load());
  const region = matchPath(paths.project, pathname)?.params.region;
  return project && regionSlug(project.region) === region ? project : undefined;
}
