import { ButtonLink } from '../../components/ui/Button.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { paths } from '../../content/pages.ts';
import { comingSoonLabel } from '../../content/company.ts';
import { contactLabels, contactPage, hoursText, openingHours } from '../../content/contact.ts';
import { regions } from '../../content/regions.ts';
import { ContactDetails } from '../shared/ContactDetails.tsx';
import { PageHero } from '../shared/PageHero.tsx';
import { VisitNote } from '../shared/VisitNote.tsx';
import { Island } from '../../components/ui/Island.tsx';
import { GuideChoiceBlock } from '../species/GuideChoiceBlock.tsx';
import { questionsText } from '../questions/content/questions.ts';
import { usePageSettings } from '../../lib/pageSettings.tsx';
import { contactFormIsland } from './contactForm.island.ts';
import { contactFormProps } from './contactFormProps.ts';
import styles from './ContactPage.module.scss';

const hoursRow = {
  term: contactLabels.hours,
  icon: 'clock' as const,
  detail: (
    <ul className={styles.plainList}>
      {openingHours.map(hoursText).map(({ days, hours }) => (
        <li key={days} className={styles.hours}>
          <span className={styles.day}>{days}</span> <span>{hours}</span>
        </li>
      ))}
    </ul>
  ),
};

const areasRow = {
  term: contactLabels.areas,
  icon: 'pin' as const,
  detail: (
    <ul className={styles.plainList}>
      {regions.map((region) => (
        <li key={region.name}>
          {region.name}
          {region.comingSoon && <span className={styles.soon}> ({comingSoonLabel})</span>}
        </li>
      ))}
    </ul>
  ),
};

export default function ContactPage() {
  const settings = usePageSettings();
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.title} intro={contactPage.intro} />
      <Section labelledBy="page-title">
        <div className={styles.grid}>
          <div className={styles.card}>
            <GuideChoiceBlock />
            <Island of={contactFormIsland} props={contactFormProps(settings)} />
          </div>
          <section className={styles.card} aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className={styles.infoTitle}>
              {contactPage.infoTitle}
            </h2>
            <ContactDetails extra={[hoursRow, areasRow]} />
            <VisitNote className={styles.visit} />
            <p className={styles.questions}>
              <ButtonLink to={paths.questions} variant="secondary">
                {questionsText.links.fromContact}
              </ButtonLink>
            </p>
          </section>
        </div>
      </Section>
    </>
  );
}
