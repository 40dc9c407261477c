import { Link } from 'react-router-dom';
import { Section, SectionHeader } from '../../../components/ui/Section.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import { companyOf } from '../../../content/company.ts';
import { homeText } from '../../../content/home.ts';
import { regionSlug } from '../../../content/projects.ts';
import { regionPagesOf } from '../../../content/regionPages.ts';
import { regionsOf } from '../../../content/regions.ts';
import { usePage } from '../../../lib/pageContext.tsx';
import { Reveal } from '../../../motion/Reveal.tsx';
import styles from './LocationsSection.module.scss';

// How wide a card is drawn: a fifth of the row on wide screens, and below that the share of the
// sideways row the stylesheet gives it.
const cardSizes = '(min-width: 75em) 20vw, (min-width: 60em) 27vw, (min-width: 40em) 39vw, 75vw';

export function LocationsSection() {
  const page = usePage();
  const { locations: locationsSection } = homeText(page);
  const { comingSoonLabel } = companyOf(page);
  // A region's card leads to its page; one with nothing of its own has none, and is named
  // without a link, as one coming soon is.
  const regionPages = regionPagesOf(page);
  return (
    <Section labelledBy="locations-title">
      <SectionHeader
        id="locations-title"
        title={locationsSection.title}
        intro={locationsSection.intro}
        center
      />
      {/* Below 75em the row scrolls sideways, and a scroller with nothing focusable inside must
          itself be focusable (browsers differ on that), so a keyboard scrolls it with the arrow
          keys; named, so a screen reader says what it is on arriving. */}
      {/* The cards rise into place left to right as one sequence as the row enters (`data-reveal-list`):
          on a phone most of them stand outside the screen until swiped to. */}
      <div
        className={styles.row}
        role="region"
        aria-label={locationsSection.rowLabel}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
        tabIndex={0}
        data-reveal-list=""
      >
        <ul className={styles.list}>
          {regionsOf(page).map((region, index) => {
            const link = regionPages.of(region.name)?.path;
            return (
              <Reveal as="li" key={region.name} index={index}>
                {/* Its address word: a kiosk in the region's showroom puts it first. */}
                <article className={styles.card} data-region={regionSlug(region.name)}>
                  <SmartImage photo={region.photo} ratio={5 / 4} sizes={cardSizes} />
                  <div className={styles.body}>
                    <h3 className={styles.name}>
                      {link ? (
                        <Link to={link} className={styles.link}>
                          {region.name}
                        </Link>
                      ) : (
                        region.name
                      )}
                    </h3>
                    <p className={styles.detail}>{region.detail}</p>
                  </div>
                  {region.comingSoon && <p className={styles.soon}>{comingSoonLabel}</p>}
                </article>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
