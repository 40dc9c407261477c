import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { getInTouchText } from '../../../content/home.ts';
import { paths } from '../../../content/pages.ts';
import { Reveal } from '../../../motion/Reveal.tsx';
import { ContactDetails } from '../../shared/ContactDetails.tsx';
import styles from './GetInTouchSection.module.scss';

export function GetInTouchSection() {
  return (
    <Section labelledBy="get-in-touch-title" tone="warm">
      <div className={styles.grid}>
        <Reveal className={styles.lead}>
          <h2 id="get-in-touch-title" className={styles.title}>
            {getInTouchText.title}
          </h2>
          <p className={styles.intro}>{getInTouchText.intro}</p>
          <ButtonLink to={paths.contact} icon="arrow">
            {getInTouchText.cta}
          </ButtonLink>
        </Reveal>
        <Reveal index={1} className={styles.card}>
          <ContactDetails />
        </Reveal>
      </div>
    </Section>
  );
}
