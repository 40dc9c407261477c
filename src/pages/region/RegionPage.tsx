import { Link, useParams } from 'react-router-dom';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { ReviewList } from '../../components/parts/ReviewCard.tsx';
import { StateCredentials } from '../../components/parts/StateCredentials.tsx';
import { TextUsLink } from '../../components/parts/TextUsLink.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Card, CardGrid } from '../../components/ui/Card.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { careRegionsAnchor, speciesCardAddress } from '../../content/addresses.ts';
import { companyOf, filled } from '../../content/company.ts';
import { contactText, hoursTexts } from '../../content/contact.ts';
import { telHref } from '../../content/contactHrefs.ts';
import { credentialsOf } from '../../content/credentials.ts';
import { intlLocales, filledIn } from '../../content/language.ts';
import { paths } from '../../content/pages.ts';
import { perSquareFootFor } from '../../content/prices.ts';
import { priceWordsOf } from '../../content/priceWords.ts';
import { filterPath, regionSlug } from '../../content/projects.ts';
import { regionPagesOf, regionPath, type RegionPage as Page } from '../../content/regionPages.ts';
import type { PageMetaData } from '../../content/seo.ts';
import type { ContentView } from '../../content/siteContent.ts';
import type { PageQuestion } from '../../content/textUs.ts';
import { KioskHandoff } from '../../kiosk/KioskHandoff.tsx';
import { usePage, type PageContext } from '../../lib/pageContext.tsx';
import { Reveal } from '../../motion/Reveal.tsx';
import { regionText } from './content/region.ts';
import styles from './RegionPage.module.scss';

export { regionJsonLd as structuredData } from './regionJsonLd.ts';

/** The kinds of work priced by the area, whose rates a region may have of its own. */
const areaKinds = ['installation', 'refinishing', 'repair'] as const;

/** The region's towns as a list in the language's words: "Denver, Boulder, and Golden". */
const townList = (view: ContentView, towns: readonly string[]): string =>
  new Intl.ListFormat(intlLocales[view.locale]).format(towns);

/**
 * The head of a region's page (`PageCode.itemMeta`), naming the region and its towns; none for
 * an address that names no region with a page, which is then the not-found page.
 */
export function itemMeta(pathname: string, page: PageContext): PageMetaData | undefined {
  const regionPage = regionPagesOf(page).at(pathname);
  if (!regionPage) return undefined;
  const { region } = regionPage;
  const { head } = regionText(page);
  return {
    title: filledIn(head.title, { region: region.name, company: companyOf(page).name }),
    description: filledIn(head.description, {
      region: region.name,
      towns: region.towns.length > 0 ? townList(page, region.towns) : region.detail,
    }),
    path: pathname,
  };
}

/**
 * What a region's "text us" writes first (`PageCode.textUs`): the region, to its number, until
 * the visitor asks about something of their own.
 */
export function textUs(pathname: string, page: PageContext): PageQuestion | undefined {
  const regionPage = regionPagesOf(page).at(pathname);
  return regionPage && regionQuestion(page, regionPage);
}

const regionQuestion = (view: ContentView, { phone, region }: Page): PageQuestion => ({
  phone,
  line: filledIn(regionText(view).textLine, { region: region.name }),
  kind: 'default',
});

/** Where the region is served from: the towns in reach, who comes, the place to visit, the phone. */
function Served({ regionPage }: { readonly regionPage: Page }) {
  const page = usePage();
  const words = regionText(page);
  const { region, phone, office } = regionPage;
  const call = filledIn(words.call, { phone: phone.display });
  const text = filledIn(words.text, { phone: phone.display });
  const question = regionQuestion(page, regionPage);
  return (
    <dl className={styles.served}>
      {region.towns.length > 0 && (
        <div className={styles.fact}>
          <dt>{words.towns}</dt>
          <dd>
            <ul className={styles.towns}>
              {region.towns.map((town) => (
                <li key={town}>{town}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {region.servedBy && (
        <div className={styles.fact}>
          <dt>{words.servedBy}</dt>
          <dd>{region.servedBy}</dd>
        </div>
      )}
      {office && (
        <div className={styles.fact}>
          <dt>{words.visit}</dt>
          <dd>
            <address className={styles.office}>
              {office.label}
              <br />
              {office.street}
              <br />
              {office.city}, {office.region} {office.postalCode}
            </address>
            <ul className={styles.hours}>
              {hoursTexts(page).map(({ days, hours }) => (
                <li key={days}>
                  <span className={styles.day}>{days}</span> {hours}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className={styles.fact}>
        <dt>{contactText(page).labels.phone}</dt>
        <dd>
          <KioskHandoff
            contact={{
              kind: 'call',
              href: telHref(phone.e164),
              description: call,
              display: phone.display,
            }}
          >
            <a className={styles.call} href={telHref(phone.e164)}>
              {call}
            </a>
          </KioskHandoff>
          <TextUsLink question={question} description={text} className={styles.call}>
            {text}
          </TextUsLink>
        </dd>
      </div>
    </dl>
  );
}

/** What the work costs there: each kind's rate by the area, the region's own where it has one. */
function Prices({ region }: { readonly region: string }) {
  const page = usePage();
  const words = regionText(page).prices;
  const { prices, rangeText, kindLabel, words: priceWords } = priceWordsOf(page);
  const own = areaKinds.some((kind) =>
    prices[kind].regions.some((entry) => entry.region === region),
  );
  return (
    <Reveal>
      <section className={styles.block} aria-labelledby="prices-title">
        <h2 id="prices-title" className={styles.blockTitle}>
          {filledIn(words.title, { region })}
        </h2>
        <p>{own ? filledIn(words.own, { region }) : words.same}</p>
        <dl className={styles.rates}>
          {areaKinds.map((kind) => (
            <div key={kind}>
              <dt>{kindLabel(kind)}</dt>
              <dd>
                {filledIn(priceWords.page.perSquareFoot, {
                  range: rangeText(perSquareFootFor(prices, kind, region)),
                })}
              </dd>
            </div>
          ))}
        </dl>
        <ButtonLink to={paths.estimate} variant="secondary">
          {words.link}
        </ButtonLink>
      </section>
    </Reveal>
  );
}

/**
 * A region's page (`/areas/colorado`: `itemMeta` has named it): what is true only there. Its
 * projects and their reviews, its state's licence and insurance, the care guide's note for its
 * climate and the species that stay put in it, its prices, and, in the owner's words, its towns,
 * who comes, the place to visit and the paragraph about working there.
 */
export default function RegionPage() {
  const page = usePage();
  const { region: slug = '' } = useParams();
  const regionPage = regionPagesOf(page).at(regionPath(slug));
  if (!regionPage) return null;
  const words = regionText(page);
  const { region, projects, reviews } = regionPage;
  const name = region.name;
  const state = credentialsOf(page).states.find((entry) => entry.state === region.state);
  // The build has checked that every region's state has its licence (`regionProblems`).
  if (!state) throw new Error(`No licence for ${region.state}`);
  const careNote = filled(page, page.words.care.regions.notes).find(
    (entry) => entry.region === name,
  );
  const stable = page.words.species.species.filter((species) => species.stability === 'stable');
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={filledIn(words.hero.title, { region: name })}
        intro={region.note === undefined ? region.detail : filled(page, region.note)}
      >
        <Served regionPage={regionPage} />
      </PageHero>
      {projects.length > 0 && (
        <Section labelledBy="projects-title">
          <SectionHeader id="projects-title" title={filledIn(words.projects, { region: name })} />
          <CardGrid>
            {projects.map((project, index) => (
              <Card
                key={project.slug}
                title={project.title}
                meta={`${project.city} · ${project.kindLabel}`}
                text={project.summary}
                to={project.path}
                photo={project.photo}
                priority={index === 0}
              />
            ))}
          </CardGrid>
          <p className={styles.more}>
            <Link to={filterPath(regionSlug(name))}>
              {filledIn(words.allWork, { region: name })}
            </Link>
          </p>
        </Section>
      )}
      {reviews.length > 0 && (
        <Section labelledBy="reviews-title" tone="warm">
          <SectionHeader id="reviews-title" title={filledIn(words.reviews, { region: name })} />
          <ReviewList reviews={reviews} className={styles.reviews} />
        </Section>
      )}
      <Section labelledBy="page-title">
        <div className={styles.blocks}>
          <Reveal>
            <section className={styles.block} aria-labelledby="licence-title">
              <h2 id="licence-title" className={styles.blockTitle}>
                {filledIn(words.licence, { state: state.state })}
              </h2>
              <StateCredentials state={state} />
            </section>
          </Reveal>
          {careNote && (
            <Reveal>
              <section className={styles.block} aria-labelledby="care-title">
                <h2 id="care-title" className={styles.blockTitle}>
                  {filledIn(words.care.title, { region: name })}
                </h2>
                <p>{careNote.note}</p>
                <Link to={`${paths.care}#${careRegionsAnchor}`}>{words.care.link}</Link>
              </section>
            </Reveal>
          )}
          {stable.length > 0 && (
            <Reveal>
              <section className={styles.block} aria-labelledby="species-title">
                <h2 id="species-title" className={styles.blockTitle}>
                  {words.species.title}
                </h2>
                <p>{words.species.intro}</p>
                <ul className={styles.species}>
                  {stable.map((species) => (
                    <li key={species.id}>
                      <Link to={speciesCardAddress(species.id)}>{species.name}</Link>
                    </li>
                  ))}
                </ul>
                <Link to={paths.species}>{words.species.link}</Link>
              </section>
            </Reveal>
          )}
          <Prices region={name} />
        </div>
      </Section>
    </>
  );
}
