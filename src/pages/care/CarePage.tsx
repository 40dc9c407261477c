import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { OutboundLink } from '../../components/ui/OutboundLink.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { careRegionsAnchor } from '../../content/addresses.ts';
import { paths } from '../../content/pages.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Reveal } from '../../motion/Reveal.tsx';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { careText } from './content/care.ts';
import styles from './CarePage.module.scss';

type CarePart = ReturnType<typeof careText>['humidity'];

/** A part of the guide: its heading (with an id to link to) and its paragraphs. */
function Part({ id, part }: { id: string; part: CarePart }) {
  return (
    <Reveal className={styles.part}>
      <h2 id={id} className={styles.partTitle}>
        {part.title}
      </h2>
      {part.paragraphs.map((paragraph, index) => (
        <p key={`${index}:${paragraph}`}>{paragraph}</p>
      ))}
    </Reveal>
  );
}

/** The care guide: one page that reads top to bottom, each part with an address of its own. */
export default function CarePage() {
  const { page, humidity, cleaning, refinish, recoat, regions, sources, links } =
    careText(usePage());
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Section labelledBy="page-title">
        <div className={styles.guide}>
          <Part id="humidity" part={humidity} />
          {regions.notes.length > 0 && (
            <Reveal className={styles.regions}>
              <h2 id={careRegionsAnchor} className={styles.partTitle}>
                {regions.title}
              </h2>
              <dl className={styles.notes}>
                {regions.notes.map((note) => (
                  <div key={note.region} className={styles.note}>
                    <dt>{note.region}</dt>
                    <dd>{note.note}</dd>
                  </div>
                ))}
              </dl>
            </Reveal>
          )}
          <Reveal className={styles.part}>
            <h2 id="cleaning" className={styles.partTitle}>
              {cleaning.title}
            </h2>
            <p>{cleaning.intro}</p>
            <div className={styles.lists}>
              <div className={styles.list}>
                <h3 className={styles.listTitle}>{cleaning.doTitle}</h3>
                <ul>
                  {cleaning.do.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div className={styles.list}>
                <h3 className={styles.listTitle}>{cleaning.dontTitle}</h3>
                <ul>
                  {cleaning.dont.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
          </Reveal>
          <Part id="after-refinishing" part={refinish} />
          <Part id="recoat" part={recoat} />
          <section className={styles.sources} aria-labelledby="sources">
            <h2 id="sources" className={styles.sourcesTitle}>
              {sources.title}
            </h2>
            <ul>
              {sources.items.map((source) => (
                <li key={source.url + source.name}>
                  <OutboundLink href={source.url}>{source.name}</OutboundLink>
                </li>
              ))}
            </ul>
          </section>
          <div className={styles.next}>
            <ButtonLink to={paths.species} variant="secondary">
              {links.toGuide}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
