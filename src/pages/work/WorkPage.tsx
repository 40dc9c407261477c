import { useParams } from 'react-router-dom';
import { filterPath } from '../../content/projects.ts';
import type { PageMetaData } from '../../content/seo.ts';
import { usePage, type PageContext } from '../../lib/pageContext.tsx';
import { filtersOf } from './content/filters.ts';
import { workText } from './content/work.ts';
import { WorkList } from './WorkList.tsx';

/**
 * The head of a filter's page (`PageCode.itemMeta`): its title and the list's intro; none for
 * an address that names no filter, which is then the not-found page.
 */
export function itemMeta(pathname: string, page: PageContext): PageMetaData | undefined {
  const filter = filtersOf(page).at(pathname);
  const text = workText(page);
  return (
    filter && {
      title: text.projectPageTitle(filter.title),
      description: text.list.intro,
      path: pathname,
    }
  );
}

/**
 * Our work: the company's finished projects, newest first (`/work`), or those of one region or
 * kind of work (`/work/colorado`: `itemMeta` has named it). It reads its route's parameter, not
 * the location, so it goes on showing itself as it fades out after a navigation.
 */
export default function WorkPage() {
  const { filter } = useParams();
  const filters = filtersOf(usePage());
  return <WorkList filter={filter === undefined ? undefined : filters.at(filterPath(filter))} />;
}
