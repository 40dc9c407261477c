import { useParams } from 'react-router-dom';
import { company } from '../../content/company.ts';
import type { PageMetaData } from '../../content/seo.ts';
import { filterAt } from './content/filters.ts';
import { filterPath } from './content/projectIndex.ts';
import { projectPageTitle, workText } from './content/work.ts';
import { WorkList } from './WorkList.tsx';

/**
 * The head of a filter's page (`PageCode.itemMeta`): its title and the list's intro; none for
 * an address that names no filter, which is then the not-found page.
 */
export function itemMeta(pathname: string): PageMetaData | undefined {
  const filter = filterAt(pathname);
  return (
    filter && {
      title: projectPageTitle(filter.title, company.name),
      description: workText.list.intro,
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
  return <WorkList filter={filter === undefined ? undefined : filterAt(filterPath(filter))} />;
}
