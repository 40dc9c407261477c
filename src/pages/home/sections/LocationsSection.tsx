import { Section, SectionHeader } from '../../../components/ui/Section.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import { comingSoonLabel } from '../../../content/company.ts';
import { locationsSection, regions } from '../../../content/regions.ts';
import { Reveal } from '../../../motion/Reveal.tsx';
import styles from './LocationsSection.module.scss';

export function LocationsSection() {
  return (
    <Section labelledBy="locations-title">
      <SectionHeader
        id="locations-title"
        title={locationsSection.title}
        intro={locationsSection.intro}
        center
      />
      <ul className={styles.list}>
        {regions.map((region, index) => (
          <Reveal as="li" key={region.name} index={index}>
            <article className={styles.card}>
              <SmartImage
                photo={region.photo}
                ratio={5 / 4}
                sizes="(min-width: 75em) 20vw, (min-width: 60em) 33vw, (min-width: 40em) 50vw, 100vw"
              />
              <div className={styles.body}>
                <h3 className={styles.name}>{region.name}</h3>
                <p className={styles.detail}>{region.detail}</p>
              </div>
              {region.comingSoon && <p className={styles.soon}>{comingSoonLabel}</p>}
            </article>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
