import { Section } from '../../components/ui/Section.tsx';
import { PageHero } from '../shared/PageHero.tsx';
import { projects, workText } from './content/projects.ts';
import { ProjectCard } from './ProjectCard.tsx';
import styles from './WorkPage.module.scss';

/** Our work: the company's finished projects, newest first. */
export default function WorkPage() {
  const { list } = workText;
  return (
    <>
      <PageHero eyebrow={list.eyebrow} title={list.title} intro={list.intro} />
      <Section labelledBy="page-title">
        <ul className={styles.grid}>
          {projects.map((project, index) => (
            // The first card is the largest thing a phone shows at load.
            <ProjectCard key={project.slug} project={project} priority={index === 0} />
          ))}
        </ul>
      </Section>
    </>
  );
}
