import { matchPath } from 'react-router-dom';
import { paths } from '../../content/pages.ts';
import { projectsOf, regionSlug, type LoadedProject } from '../../content/projects.ts';
import type { ContentView } from '../../content/siteContent.ts';

/**
 * The project a project's page (`/work/<region>/<slug>`) shows, if the address is the project's
 * own: its region's, as its file says today.
 */
export function projectAt(view: ContentView, pathname: string): LoadedProject | undefined {
  const params = matchPath(paths.project, pathname)?.params;
  const project =
    params?.project === undefined ? undefined : projectsOf(view).projectOf(params.project);
  return project && regionSlug(project.region) === params?.region ? project : undefined;
}
