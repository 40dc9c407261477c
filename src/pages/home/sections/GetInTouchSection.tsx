import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { homeText } from '../../../content/home.ts';
import { paths } from '../../../content/pages.ts';
import { usePage } from '../../../lib/pageContext.tsx';
import { Reveal } from '../../../motion/Reveal.tsx';
import { ContactDetails } from '../../../components/parts/ContactDetails.tsx';
import styles from './GetInTouchSection.module.scss';

export function GetInTouchSection() {
  const { getInTouch: getInTouchText } = homeText(usePage());
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
