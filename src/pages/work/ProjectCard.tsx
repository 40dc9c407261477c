import { Link } from 'react-router-dom';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import type { ProjectSummary } from './content/projectIndex.ts';
import styles from './WorkPage.module.scss';

const cardSizes = '(min-width: 75em) 33vw, (min-width: 40em) 50vw, 100vw';

/**
 * A project in the list: its finished floor, title, place and kind of work. The title is the
 * link; its box covers the whole card, so the photo is a target too.
 */
export function ProjectCard({ project, priority }: { project: ProjectSummary; priority: boolean }) {
  return (
    <li>
      <article className={styles.card}>
        <SmartImage photo={project.photo} ratio={2 / 3} sizes={cardSizes} priority={priority} />
        <div className={styles.body}>
          <h2 className={styles.title}>
            <Link to={project.path} className={styles.link}>
              {project.title}
            </Link>
          </h2>
          <p className={styles.meta}>
            {project.city}, {project.region} · {project.kindLabel}
          </p>
          <p className={styles.summary}>{project.summary}</p>
        </div>
      </article>
    </li>
  );
}
