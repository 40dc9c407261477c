import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { homeText } from '../../../content/home.ts';
import { paths } from '../../../content/pages.ts';
import { usePage } from '../../../lib/pageContext.tsx';
import { Reveal } from '../../../motion/Reveal.tsx';
import styles from './WelcomeSection.module.scss';

export function WelcomeSection() {
  const { welcome: welcomeText } = homeText(usePage());
  return (
    <Section labelledBy="welcome-title">
      <div className={styles.grid}>
        <Reveal>
          <h2 id="welcome-title" className={styles.title}>
            {welcomeText.title}
          </h2>
        </Reveal>
        <div className={styles.body}>
          {welcomeText.paragraphs.map((paragraph, index) => (
            <Reveal key={`${index}:${paragraph}`} index={index + 1}>
              <p>{paragraph}</p>
            </Reveal>
          ))}
          <Reveal index={welcomeText.paragraphs.length + 1} className={styles.actions}>
            <ButtonLink to={paths.products}>{welcomeText.buttons.products}</ButtonLink>
            <ButtonLink to={paths.services} variant="secondary">
              {welcomeText.buttons.services}
            </ButtonLink>
            <ButtonLink to={paths.about} variant="secondary">
              {welcomeText.buttons.about}
            </ButtonLink>
          </Reveal>
        </div>
      </div>
    </Section>
  );
}
