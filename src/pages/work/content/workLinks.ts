import { workLinksOf } from './projectIndex.ts';
import { projectIndex } from './projects.ts';

// A module of its own, which the build replaces in a browser bundle with its result
// (`build-time/projectFiles.ts`), so the parts that lead to the work get these few values
// without the list of projects.
export const { workRegions, showcaseProject } = workLinksOf(projectIndex);
