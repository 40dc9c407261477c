import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import { aboutPage, values, valuesSection } from '../../content/about.ts';
import { paths } from '../../content/pages.ts';
import { PageHero } from '../shared/PageHero.tsx';
import { StatsBand } from '../shared/StatsBand.tsx';
import styles from './AboutPage.module.scss';

export default function AboutPage() {
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
      <Section labelledBy="values-title" tone="warm">
        <SectionHeader id="values-title" title={valuesSection.title} center />
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
