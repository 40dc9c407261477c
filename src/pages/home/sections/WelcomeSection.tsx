import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { welcomeText } from '../../../content/home.ts';
import { paths } from '../../../content/paths.ts';
import styles from './WelcomeSection.module.scss';

export function WelcomeSection() {
  return (
    <Section labelledBy="welcome-title">
      <div className={styles.grid}>
        <h2 id="welcome-title" className={styles.title}>
          {welcomeText.title}
        </h2>
        <div className={styles.body}>
          {welcomeText.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className={styles.actions}>
            <ButtonLink to={paths.products}>{welcomeText.buttons.products}</ButtonLink>
            <ButtonLink to={paths.services} variant="secondary">
              {welcomeText.buttons.services}
            </ButtonLink>
            <ButtonLink to={paths.about} variant="secondary">
              {welcomeText.buttons.about}
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  );
}
