import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import { aboutText } from '../../content/about.ts';
import { credentialsAnchor, credentialsOf } from '../../content/credentials.ts';
import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pages.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { StateCredentials } from '../../components/parts/StateCredentials.tsx';
import { StatsBand } from '../../components/parts/StatsBand.tsx';
import styles from './AboutPage.module.scss';

/** The licence and insurance in each state, the memberships and the warranty (`credentials.json`). */
function Credentials() {
  const { states, memberships, warranty, words } = credentialsOf(usePage());
  return (
    <Section id={credentialsAnchor} labelledBy="credentials-title">
      <SectionHeader id="credentials-title" title={words.title} intro={words.intro} />
      <ul className={styles.states}>
        {states.map((entry) => (
          <StateCredentials key={entry.state} state={entry} as="li" />
        ))}
      </ul>
      <div className={styles.promises}>
        <section aria-labelledby="warranty-title">
          <h3 id="warranty-title" className={styles.stateName}>
            {filledIn(words.warranty, { length: String(warranty.years) })}
          </h3>
          <p>{warranty.covers}</p>
        </section>
        {memberships.length > 0 && (
          <section aria-labelledby="memberships-title">
            <h3 id="memberships-title" className={styles.stateName}>
              {words.memberships}
            </h3>
            <ul className={styles.memberships}>
              {memberships.map(({ organization, what }) => (
                <li key={organization + what}>
                  {filledIn(words.membership, { organization, what })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Section>
  );
}

export default function AboutPage() {
  const { page: aboutPage, valuesTitle, values } = aboutText(usePage());
  return (
    <>
      <PageHero eyebrow={aboutPage.eyebrow} title={aboutPage.title} intro={aboutPage.intro} />
      <Section labelledBy="page-title">
        <div className={styles.story}>
          <div className={styles.text}>
            {aboutPage.story.map((paragraph, index) => (
              <p key={`${index}:${paragraph}`}>{paragraph}</p>
            ))}
          </div>
          <figure className={styles.figure}>
            <SmartImage
              photo={aboutPage.storyPhoto}
              ratio={3 / 4}
              sizes="(min-width: 60em) 45vw, 100vw"
              className={styles.photo}
            />
            <figcaption className={styles.caption}>{aboutPage.storyPhotoCaption}</figcaption>
          </figure>
        </div>
      </Section>
      <StatsBand id="about-stats" title={aboutPage.statsTitle} links={{ projects: paths.work }} />
      <Credentials />
      <Section labelledBy="values-title" tone="warm">
        <SectionHeader id="values-title" title={valuesTitle} center />
        <ul className={styles.values}>
          {values.map((value) => (
            <li key={value.title} className={styles.value}>
              <h3 className={styles.valueTitle}>{value.title}</h3>
              <p className={styles.valueText}>{value.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
