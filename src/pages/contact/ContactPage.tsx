import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { paths } from '../../content/pages.ts';
import { companyOf } from '../../content/company.ts';
import { contactText, hoursTexts } from '../../content/contact.ts';
import { linkWords } from '../../content/linkWords.ts';
import { regionsOf } from '../../content/regions.ts';
import { ContactDetails } from '../../components/parts/ContactDetails.tsx';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { VisitNote } from '../../components/parts/VisitNote.tsx';
import { Island } from '../../components/ui/Island.tsx';
import { usePage } from '../../lib/pageContext.tsx';
import { contactFormIsland } from './contactForm.island.ts';
import { contactFormProps } from './contactFormProps.ts';
import { GuideChoiceBlock } from './GuideChoiceBlock.tsx';
import styles from './ContactPage.module.scss';

export default function ContactPage() {
  const page = usePage();
  const { page: contactPage, labels: contactLabels } = contactText(page);
  const { comingSoonLabel } = companyOf(page);
  const hoursRow = {
    term: contactLabels.hours,
    icon: 'clock' as const,
    detail: (
      <ul className={styles.plainList}>
        {hoursTexts(page).map(({ days, hours }) => (
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
        {regionsOf(page).map((region) => (
          <li key={region.name}>
            {region.name}
            {region.comingSoon && <span className={styles.soon}> ({comingSoonLabel})</span>}
          </li>
        ))}
      </ul>
    ),
  };
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.title} intro={contactPage.intro} />
      <Section labelledBy="page-title">
        <div className={styles.grid}>
          <div className={styles.card}>
            <GuideChoiceBlock />
            <Island of={contactFormIsland} props={contactFormProps(page)} />
          </div>
          <section className={styles.card} aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className={styles.infoTitle}>
              {contactPage.infoTitle}
            </h2>
            <ContactDetails extra={[hoursRow, areasRow]} />
            <VisitNote className={styles.visit} />
            <p className={styles.questions}>
              <ButtonLink to={paths.questions} variant="secondary">
                {linkWords(page).questions.fromContact}
              </ButtonLink>
            </p>
          </section>
        </div>
      </Section>
    </>
  );
}
