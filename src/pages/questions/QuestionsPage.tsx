import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { paths } from '../../content/pages.ts';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { usePage } from '../../lib/pageContext.tsx';
import { questionsText } from './content/questions.ts';
import styles from './QuestionsPage.module.scss';

/**
 * The questions homeowners ask, each answer folded in a `<details>` and at an address of its own
 * (`/questions#dust`, the answer's id): the browser unfolds a closed `<details>` to show what an
 * address or find-in-page points into, with or without JavaScript. (Pointing at the `<details>`
 * itself would not unfold it: its question is already in view.)
 */
export default function QuestionsPage() {
  const { page, questions, more } = questionsText(usePage());
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Section labelledBy="page-title">
        <div className={styles.list}>
          {questions.map((entry) => (
            <details key={entry.id} className={styles.entry}>
              <summary className={styles.question}>{entry.question}</summary>
              <div id={entry.id} className={styles.answer}>
                {entry.answer.map((paragraph, index) => (
                  <p key={`${index}:${paragraph}`}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
          <div className={styles.more}>
            <p>{more.lead}</p>
            <ButtonLink to={paths.contact} icon="arrow">
              {more.link}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
