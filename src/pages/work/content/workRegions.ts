import { projectIndex } from './projects.ts';

/**
 * The regions with a project, by name: each region card on Home leads to its work. A module of
 * its own, which the build replaces in a browser bundle with its result
 * (`build-time/projectFiles.ts`), so Home gets these names without the list of projects.
 */
export const workRegions: readonly string[] = [
  ...new Set(projectIndex.map((project) => project.region)),
];
