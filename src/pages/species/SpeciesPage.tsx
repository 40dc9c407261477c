import { Button } from '../../components/ui/Button.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Section, SectionHeader } from '../../components/ui/Section.tsx';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import { PageHero } from '../../components/parts/PageHero.tsx';
import {
  contactAddress,
  contactParams,
  estimateAddress,
  estimateParams,
  estimatorAnchor,
  guideParams,
  stainChooserId,
} from '../../content/addresses.ts';
import { formattedFacts } from '../../content/formattedFacts.ts';
import { filledIn, namedWith } from '../../content/language.ts';
import { localePath } from '../../content/locales.ts';
import { formatNumber } from '../../content/numbers.ts';
import { paths } from '../../content/pages.ts';
import { siteUrl } from '../../content/seo.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { speciesText, type Species } from './content/species.ts';
import styles from './SpeciesPage.module.scss';

/** A figure as the page's language writes it: 1,290 or 1290. */
function useFigure(): (value: number) => string {
  const { numbers } = formattedFacts(usePage());
  return (value) => formatNumber(value, numbers);
}

/**
 * The hardness scale: every species in its place, softest first, each bar as long as its Janka
 * figure is of the hardest one's. The figure is text; the bar (an SVG, sized by attributes) only
 * draws it, and grows to it as its row scrolls into view where the browser has scroll timelines
 * (the rows themselves stay still: a row is small enough to be shown whole while it would still
 * be rising).
 */
function HardnessScale() {
  const { species: speciesList, scale } = speciesText(usePage());
  const figure = useFigure();
  const sorted = [...speciesList].sort((a, b) => a.janka - b.janka);
  const hardest = Math.max(...sorted.map((species) => species.janka));
  return (
    <ol className={styles.scale}>
      {sorted.map((species) => (
        <li key={species.id} className={styles.scaleRow}>
          <a className={styles.scaleName} href={`#${species.id}`}>
            {species.name}
          </a>
          <svg
            className={styles.bar}
            viewBox={`0 0 ${hardest} 1`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <rect className={styles.barFill} width={species.janka} height="1" />
          </svg>
          <span className={styles.scaleFigure}>
            {filledIn(scale.figure, { figure: figure(species.janka) })}
          </span>
        </li>
      ))}
    </ol>
  );
}

function SpeciesCard({ species, index }: { species: Species; index: number }) {
  const { scale, list, ratings, tiers, installedText } = speciesText(usePage());
  const figure = useFigure();
  const titleId = `${species.id}-title`;
  const rows: readonly (readonly [string, string])[] = [
    [list.colour, species.colour],
    [list.ageing, species.ageing],
    [list.stability, `${ratings[species.stability]}. ${species.stabilityNote}`],
    [list.price, `${tiers[species.tier]}: ${installedText(species.tier)}`],
  ];
  return (
    <li id={species.id} className={styles.card}>
      <article aria-labelledby={titleId} className={styles.cardBody}>
        <SmartImage
          photo={species.photo}
          ratio={2 / 3}
          sizes="(min-width: 90em) 30vw, (min-width: 40em) 45vw, 100vw"
          className={styles.cardPhoto}
        />
        <h3 id={titleId} className={styles.cardTitle}>
          {species.name}
        </h3>
        <p className={styles.hardness}>
          <span className={styles.hardnessLabel}>{list.hardness}</span>{' '}
          <strong className={styles.hardnessFigure}>
            {filledIn(scale.figure, { figure: figure(species.janka) })}
          </strong>
          <small className={styles.source}>
            {filledIn(list.source, { source: species.source })}
          </small>
        </p>
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <label className={styles.compareChoice}>
          <input type="checkbox" name="compare" value={species.id} />
          {filledIn(list.compare, { species: species.name })}
        </label>
        <div className={styles.cardLinks}>
          <ButtonLink
            to={estimateAddress({ kind: 'installation', species: species.id })}
            variant={index === 0 ? 'primary' : 'secondary'}
          >
            {filledIn(list.estimate, namedWith(species))}
          </ButtonLink>
          <ButtonLink
            to={contactAddress({ type: 'installation', species: species.id })}
            variant="secondary"
          >
            {filledIn(list.contact, { species: species.name })}
          </ButtonLink>
        </div>
      </article>
    </li>
  );
}

/**
 * The stain chooser: a form of the platform's own controls. A radio group of the stains tints
 * the photo (stylesheet rules on `:has(:checked)`, a layer of the stain's colour multiplied over
 * the wood), so it works by pointer, touch and keyboard, with or without the page's code. Its
 * buttons carry the species and stain chosen to the estimator or the contact form, as the form's
 * own GET.
 */
function StainChooser() {
  const page = usePage();
  const { species: speciesList, stains: stainText, stainItems: stains } = speciesText(page);
  return (
    <form
      id={stainChooserId}
      className={styles.chooser}
      method="get"
      action={`${localePath(page.locale, paths.estimate)}#${estimatorAnchor}`}
      // The choice as a text message's first line, filled in by the page script (`askAboutChoice`).
      data-text-line={stainText.message}
    >
      <div className={styles.preview}>
        {/* Each species' floor, in the select's order: the chosen one shows, by the stylesheet
            alone, and only it is fetched (the others are not rendered). */}
        <div className={styles.floors}>
          {speciesList.map((species) => (
            <SmartImage
              key={species.id}
              photo={species.floorPhoto}
              ratio={2 / 3}
              sizes="(min-width: 60em) 55vw, 100vw"
            />
          ))}
        </div>
        {stains.map((stain) => (
          <svg
            key={stain.id}
            className={styles.tint}
            aria-hidden="true"
            focusable="false"
            data-stain={stain.id}
          >
            <rect width="100%" height="100%" fill={stain.colour} />
          </svg>
        ))}
        {/* The chosen stain's name on the photo, which may cover its choice on a phone: for the
            eye alone, as the choice itself says it. */}
        <p className={styles.tintNames} aria-hidden="true">
          {stains.map((stain) => (
            <span key={stain.id}>{stain.name}</span>
          ))}
        </p>
      </div>
      <div className={styles.controls}>
        <label className={styles.speciesChoice}>
          <span>{stainText.speciesLabel}</span>
          <select name={guideParams.species}>
            {speciesList.map((species) => (
              <option key={species.id} value={species.id} data-article={namedWith(species).a}>
                {species.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.stains}>
          <legend>{stainText.legend}</legend>
          {stains.map((stain, index) => (
            <label key={stain.id} className={styles.stain}>
              <input
                type="radio"
                name={guideParams.stain}
                value={stain.id}
                data-name={stain.name}
                defaultChecked={index === 0}
                aria-describedby={`stain-${stain.id}-text`}
              />
              <svg className={styles.swatch} aria-hidden="true" focusable="false">
                <rect width="100%" height="100%" fill={stain.colour} />
              </svg>
              <span className={styles.stainName}>{stain.name}</span>
              <span id={`stain-${stain.id}-text`} className={styles.stainText}>
                {stain.description}
              </span>
            </label>
          ))}
        </fieldset>
        {/* The kind of work for each page the buttons lead to: the estimator's, the form's. */}
        <input type="hidden" name={estimateParams.kind} value="installation" />
        <input type="hidden" name={contactParams.type} value="installation" />
        <div className={styles.chooserButtons}>
          <Button type="submit">{stainText.estimate}</Button>
          <Button
            type="submit"
            variant="secondary"
            formAction={localePath(page.locale, paths.contact)}
          >
            {stainText.contact}
          </Button>
        </div>
        {/* Shown on a kiosk alone (its root's data-kiosk), as every kiosk difference is: the
            page script draws the code of the choice when it is pressed (takeHome.ts). */}
        <div className={styles.kiosk}>
          <Button
            type="button"
            variant="secondary"
            data-take-home={siteUrl(page, localePath(page.locale, paths.species))}
          >
            {stainText.takeHome}
          </Button>
          <figure className={styles.handoff} hidden>
            <img alt={stainText.takeHomeName} className={styles.code} width="240" height="240" />
            <figcaption>{stainText.takeHomeCaption}</figcaption>
          </figure>
        </div>
      </div>
    </form>
  );
}

export default function SpeciesPage() {
  const {
    page,
    scale,
    list,
    stains: stainText,
    care,
    species: speciesList,
  } = speciesText(usePage());
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Section labelledBy="scale-title" tone="warm">
        <SectionHeader id="scale-title" title={scale.title} intro={scale.intro} />
        <HardnessScale />
      </Section>
      <Section labelledBy="species-title">
        <SectionHeader id="species-title" title={list.title} intro={list.intro} />
        {/* A form only so its reset button clears the comparison, with or without script. */}
        <form className={styles.compare} aria-labelledby="species-title">
          <div className={styles.compareBar}>
            <p className={styles.compareHint}>{list.compareHint}</p>
            <Button type="reset" variant="secondary" className={styles.showAll}>
              {list.showAll}
            </Button>
          </div>
          <ul className={styles.cards}>
            {speciesList.map((species, index) => (
              <SpeciesCard key={species.id} species={species} index={index} />
            ))}
          </ul>
        </form>
      </Section>
      <Section labelledBy="stains-title" tone="warm">
        <SectionHeader id="stains-title" title={stainText.title} intro={stainText.intro} />
        <StainChooser />
      </Section>
      <Section labelledBy="care-lead">
        <div className={styles.careLink}>
          <p id="care-lead">{care.lead}</p>
          <ButtonLink to={paths.care} variant="secondary">
            {care.link}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
