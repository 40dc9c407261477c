import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Island } from '../../components/ui/Island.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { VisitNote } from '../../components/parts/VisitNote.tsx';
import { estimatorAnchor } from '../../content/addresses.ts';
import { filledIn } from '../../content/language.ts';
import { linkWords } from '../../content/linkWords.ts';
import { paths } from '../../content/pages.ts';
import { estimateJob } from '../../content/prices.ts';
import type { EstimateText } from '../../content/priceText.ts';
import { priceWordsOf } from '../../content/priceWords.ts';
import { workKinds, type WorkKind } from '../../content/workKinds.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { estimatePageText } from './content/estimate.ts';
import { estimatorTitleId } from './content/estimatorParts.ts';
import type { PriceExample } from './content/schema.ts';
import { estimatorIsland } from './estimator.island.ts';
import { estimatorProps } from './estimatorProps.ts';
import styles from './EstimatePage.module.scss';

/** An example's size: its area, its steps, both, or nothing (a consultation's hour). */
function sizeText(
  { squareFeet, steps }: PriceExample,
  areaAndSteps: string,
  { squareFeetText, stepsText }: Pick<EstimateText, 'squareFeetText' | 'stepsText'>,
): string {
  if (squareFeet > 0 && steps) {
    return filledIn(areaAndSteps, { area: squareFeetText(squareFeet), steps: stepsText(steps) });
  }
  if (squareFeet > 0) return squareFeetText(squareFeet);
  return steps ? stepsText(steps) : '';
}

/** A typical project's row: its price where the kind's own rate holds, then each region's own. */
function ExampleRow({ example }: { readonly example: PriceExample }) {
  const page = usePage();
  const priceWords = priceWordsOf(page);
  const { prices: priceGuide, rangeText } = priceWords;
  const { page: text, units } = estimatePageText(page);
  const job = { kind: example.kind, squareFeet: example.squareFeet, steps: example.steps ?? 0 };
  const regional = example.kind === 'consultation' ? [] : priceGuide[example.kind].regions;
  return (
    <tr>
      <th scope="row">
        {example.label}
        {/* Its size under its words, not a column of its own: a phone's screen has room for two. */}
        <span className={styles.size}>{sizeText(example, units.areaAndSteps, priceWords)}</span>
      </th>
      <td>
        <span className={styles.price}>
          {rangeText(estimateJob(priceGuide, { ...job, region: '' }))}
        </span>
        {regional.map(({ region }) => (
          <span key={region} className={styles.regional}>
            {filledIn(text.regionPrice, {
              region,
              range: rangeText(estimateJob(priceGuide, { ...job, region })),
            })}
          </span>
        ))}
      </td>
    </tr>
  );
}

/** A kind of work priced by the area: its rates, what they include and what moves them. */
function AreaRates({ kind }: { readonly kind: Exclude<WorkKind, 'consultation'> }) {
  const page = usePage();
  const { prices: priceGuide, rangeText, dollarsText } = priceWordsOf(page);
  const { page: text } = estimatePageText(page);
  const work = priceGuide[kind];
  return (
    <>
      <p className={styles.rate}>
        {filledIn(text.perSquareFoot, { range: rangeText(work.perSquareFoot) })}
      </p>
      {work.perStep && <p>{filledIn(text.perStep, { range: rangeText(work.perStep) })}</p>}
      {work.minimum > 0 && <p>{filledIn(text.minimum, { amount: dollarsText(work.minimum) })}</p>}
      {kind === 'other' && <p>{priceGuide.other.meaning}</p>}
      <p>{work.includes}</p>
      <h4 className={styles.factorsTitle}>{text.factorsTitle}</h4>
      <ul className={styles.factors}>
        {work.factors.map((factor) => (
          <li key={factor}>{factor}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * What a floor costs: the owner's price guide as a table of typical projects and the rates of
 * each kind of work, which are the page's answer without JavaScript, and the estimator (an
 * island, woken when it is first used) for the visitor's own rooms.
 */
export default function EstimatePage() {
  const page = usePage();
  const { prices: priceGuide, kindLabel, dollarsText } = priceWordsOf(page);
  const { page: text, examples: priceExamples } = estimatePageText(page);
  const { fee, includes } = priceGuide.consultation;
  return (
    <>
      <PageHero eyebrow={text.eyebrow} title={text.title} intro={text.intro} />
      <Section labelledBy="price-table-title">
        <h2 id="price-table-title" className={styles.title}>
          {text.tableTitle}
        </h2>
        <p className={styles.intro}>{text.tableIntro}</p>
        <div className={styles.tableFrame}>
          <table className={styles.table} aria-labelledby="price-table-title">
            <thead>
              <tr>
                <th scope="col">{text.columns.project}</th>
                <th scope="col">{text.columns.price}</th>
              </tr>
            </thead>
            <tbody>
              {priceExamples.map((example) => (
                <ExampleRow key={example.label} example={example} />
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.guide}>{text.guide}</p>
      </Section>
      <Section id={estimatorAnchor} labelledBy={estimatorTitleId} tone="warm">
        <Island of={estimatorIsland} props={estimatorProps(page)} />
      </Section>
      <Section labelledBy="rates-title">
        <h2 id="rates-title" className={styles.title}>
          {text.ratesTitle}
        </h2>
        <div className={styles.rates}>
          {workKinds.map((kind) => (
            <section key={kind} className={styles.kind} aria-labelledby={`rates-${kind}`}>
              <h3 id={`rates-${kind}`} className={styles.kindTitle}>
                {kindLabel(kind)}
              </h3>
              {kind === 'consultation' ? (
                <>
                  <p className={styles.rate}>
                    {fee === 0 ? text.free : filledIn(text.fee, { amount: dollarsText(fee) })}
                  </p>
                  <p>{includes}</p>
                </>
              ) : (
                <AreaRates kind={kind} />
              )}
            </section>
          ))}
        </div>
        <div className={styles.next}>
          <p className={styles.lead}>{text.contactLead}</p>
          <ButtonLink to={paths.contact} size="large" icon="arrow">
            {text.contactLink}
          </ButtonLink>
          <ButtonLink to={paths.questions} variant="secondary">
            {linkWords(page).questions.fromEstimate}
          </ButtonLink>
          <VisitNote />
        </div>
      </Section>
    </>
  );
}
