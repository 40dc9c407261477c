import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, ButtonAnchor } from '../../components/ui/Button.tsx';
import { contactAddress, estimateParams } from '../../content/addresses.ts';
import { filledIn } from '../../content/language.ts';
import { localePath, type Locale } from '../../content/locales.ts';
import type { NumberWords } from '../../content/numbers.ts';
import { estimateText, totalSquareFeet, type EstimateWords } from '../../content/priceText.ts';
import type { SpeciesTier } from '../../content/speciesTiers.ts';
import { workKinds, type WorkKind } from '../../content/workKinds.ts';
import { countLead, leadEvents } from '../../lib/analytics.ts';
import { cx } from '../../lib/cx.ts';
import { askAbout } from '../../lib/textUs.ts';
import {
  estimateJob,
  estimateLimits,
  parseSteps,
  ratesFor,
  roomArea,
  type InputProblem,
  type RoomField,
  type RoomInput,
  type PriceGuide,
} from '../../content/prices.ts';
import { estimatorFormId, estimatorTitleId } from './content/estimatorParts.ts';
import styles from './Estimator.module.scss';

/** What the estimator's fields hold: read from the DOM, where the visitor typed it. */
interface Typed {
  readonly kind: WorkKind;
  readonly region: string;
  /** The species' and the stain's ids, as the guide's address brought them or the visitor chose. */
  readonly species: string;
  readonly stain: string;
  readonly steps: string;
  readonly rooms: readonly RoomInput[];
}

const roomFields: readonly RoomField[] = ['length', 'width', 'area'];

const fieldName = (room: number, field: RoomField) => `room-${room}-${field}`;

/** The fields' values, as the form holds them now (the fields are uncontrolled). */
function readForm(form: HTMLFormElement, rooms: readonly number[]): Typed {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  const kind = workKinds.find((option) => option === value(estimateParams.kind)) ?? workKinds[0];
  return {
    kind,
    region: value('region'),
    species: value(estimateParams.species),
    stain: value(estimateParams.stain),
    steps: value('steps'),
    rooms: rooms.map((room) => ({
      length: value(fieldName(room, 'length')),
      width: value(fieldName(room, 'width')),
      area: value(fieldName(room, 'area')),
    })),
  };
}

/** What the page's render gives the estimator: its words, the owner's prices, the regions. */
export interface EstimatorProps {
  readonly words: EstimateWords;
  /** How the language writes numbers and dollars, read off `Intl` by the render. */
  readonly numbers: NumberWords;
  readonly prices: PriceGuide;
  /** The regions served, by name, in order. */
  readonly regions: readonly string[];
  /** The page's language: "Send this to us" opens the contact form in it, with the estimate. */
  readonly locale: Locale;
  /** The site's public address: a kiosk's QR code holds the form's address on it. */
  readonly website: string;
  /** The species guide's species, each with its price tier's name, and its stains. */
  readonly species: readonly GuideSpecies[];
  readonly stains: readonly { readonly id: string; readonly name: string }[];
}

/** A species of the guide, as the estimator offers it. */
interface GuideSpecies {
  readonly id: string;
  readonly name: string;
  readonly tier: SpeciesTier;
  readonly tierName: string;
}

/**
 * The estimator: the kind of work, the region, the rooms (each its length and width, or its
 * area) and the stair steps where the kind has a price per step, and the range they come to,
 * updated as the visitor types. Its fields are the DOM's, so what was typed before the code
 * arrived counts, and a bad value stays where it was typed, with its message beside it and no
 * range. "Send this to us" carries the estimate to the contact form in its address.
 */
export function Estimator({
  words,
  numbers,
  prices,
  regions,
  locale,
  website,
  species,
  stains,
}: EstimatorProps) {
  const text = words.estimator;
  const {
    countText,
    dollarsText,
    estimateLine,
    estimateMessage,
    kindLabel,
    rangeText,
    roomsText,
    squareFeetText,
    stepsText,
  } = useMemo(() => estimateText(words, numbers), [words, numbers]);
  /** The message for a problem, in the page's language. */
  const problemText = (problem: InputProblem): string => {
    if (problem === 'tooLarge')
      return filledIn(text.errors.tooLarge, { limit: countText(estimateLimits.roomSquareFeet) });
    if (problem === 'tooManySteps')
      return filledIn(text.errors.tooManySteps, { limit: countText(estimateLimits.steps) });
    return text.errors[problem];
  };
  /** A kind of work that the price guide prices by the stair step. */
  const hasSteps = (kind: WorkKind) =>
    kind !== 'consultation' && prices[kind].perStep !== undefined;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const nextRoom = useRef(2);
  const [rooms, setRooms] = useState<readonly number[]>([1]);
  const [typed, setTyped] = useState<Typed | null>(null);
  // A room counts as empty only once the visitor has typed in it: an untouched one is not shouted at.
  const [visited, setVisited] = useState<ReadonlySet<number>>(new Set());
  const [full, setFull] = useState(false);
  // On a kiosk, the QR code of the contact form with the estimate, once asked for.
  // Held with the address it was drawn for: shown only while that is still the estimate's.
  const [handoff, setHandoff] = useState<{ readonly link: string; readonly image: string } | null>(
    null,
  );
  // A room just added, whose first field takes the focus once it is rendered.
  const addedRoom = useRef<number | null>(null);

  const read = useCallback(() => {
    if (formRef.current) setTyped(readForm(formRef.current, rooms));
  }, [rooms]);
  // What was typed before the code came, and the fields of a room added or removed.
  useEffect(read, [read]);
  useEffect(() => {
    if (addedRoom.current === null) return;
    document.getElementById(`${id}${fieldName(addedRoom.current, 'length')}`)?.focus();
    addedRoom.current = null;
  }, [rooms, id]);
  // Every change of a field updates the range (`input`, which a select fires too, once; `change`
  // would read it all again); a room typed in counts as visited. (Not one merely tabbed through:
  // its message would appear as the focus left it, moving what was pressed next.)
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInput = (event: Event) => {
      const room = (event.target as Element).closest<HTMLElement>('[data-room]')?.dataset.room;
      if (room) setVisited((current) => new Set(current).add(Number(room)));
      read();
    };
    form.addEventListener('input', onInput);
    return () => form.removeEventListener('input', onInput);
  }, [read]);

  const kind = typed?.kind ?? workKinds[0];
  const chosen = species.find((entry) => entry.id === typed?.species);
  const stain = stains.find((entry) => entry.id === typed?.stain);
  // A species prices an installation alone: for other work it is only named.
  const tier = kind === 'installation' ? chosen?.tier : undefined;
  const results = (typed?.rooms ?? []).map(roomArea);
  const steps = hasSteps(kind) ? parseSteps(typed?.steps ?? '') : { value: 0 };
  const measured = results.flatMap((result) => ('squareFeet' in result ? [result] : []));
  // A consultation costs its fee whatever the rooms: they only tell us about the project.
  const complete =
    typed !== null &&
    'value' in steps &&
    (kind === 'consultation'
      ? results.every((result, index) =>
          'squareFeet' in result ? true : isUntouchedEmpty(result.problems, rooms[index] ?? 0),
        )
      : measured.length === results.length);
  const summary =
    complete && typed
      ? {
          kind,
          region: typed.region,
          rooms: measured,
          steps: steps.value,
          range: estimateJob(prices, {
            kind,
            region: typed.region,
            squareFeet: totalSquareFeet(measured),
            steps: steps.value,
            tier,
          }),
          species: chosen?.name,
          stain: stain?.name,
        }
      : undefined;

  function isUntouchedEmpty(problems: Partial<Record<RoomField, InputProblem>>, room: number) {
    return problems.length === 'empty' && !visited.has(room);
  }

  // A lead, counted once for each kind of work and region the visitor sees a range for.
  const shown = summary ? `${summary.kind} ${summary.region}` : '';
  const counted = useRef(new Set<string>());
  useEffect(() => {
    if (!shown || counted.current.has(shown) || !typed) return;
    counted.current.add(shown);
    countLead(leadEvents.estimateShown, typed.region);
  }, [shown, typed]);

  // The estimate is the visitor's question: "text us" writes it first, here and on the pages after.
  const line = summary && estimateLine(summary);
  useEffect(() => {
    if (line) askAbout(line);
  }, [line]);

  const contactLink = localePath(
    locale,
    contactAddress({ type: kind, message: summary && estimateMessage(summary) }),
  );

  // A kiosk sends nothing itself: it hands the visitor the form's address, estimate included, to
  // open on their phone. The encoder comes only with this press.
  const takeHome = async () => {
    const link = contactLink;
    try {
      const { drawQrCode } = await import('../../lib/drawQrCode.ts');
      setHandoff({ link, image: drawQrCode(new URL(link, website).href) });
      countLead(leadEvents.kioskQrShown, typed?.region);
    } catch (error) {
      // The encoder did not arrive, or the address is more than a code holds: no code, and the
      // visitor still has the form itself.
      console.error('The estimate’s QR code could not be drawn.', error);
    }
  };

  const addRoom = () => {
    if (rooms.length >= estimateLimits.rooms) {
      setFull(true);
      return;
    }
    const room = nextRoom.current++;
    addedRoom.current = room;
    setRooms((current) => [...current, room]);
  };

  const removeRoom = (room: number) => {
    setRooms((current) => current.filter((entry) => entry !== room));
    setFull(false);
    addRef.current?.focus();
  };

  const rates = ratesFor(prices, kind, typed?.region ?? '', tier);
  const titleId = `${id}title`;
  return (
    <div className={styles.estimator}>
      <h2 id={estimatorTitleId} className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.noScript}>{text.noScript}</p>
      <div className={styles.body}>
        {/* No submit button and several text fields: Enter sends it nowhere (HTML's implicit
            submission needs one or the other). */}
        <form
          ref={formRef}
          id={estimatorFormId}
          className={styles.form}
          aria-labelledby={estimatorTitleId}
          autoComplete="off"
        >
          <p className={styles.intro}>{text.intro}</p>
          <div className={styles.pair}>
            <div className={styles.field}>
              <label htmlFor={`${id}kind`} className={styles.label}>
                {text.kind}
              </label>
              {/* The first option is the default: no defaultValue, which React would put back on
                  hydration over a choice made before (the address's, set by the first paint). */}
              <select id={`${id}kind`} name={estimateParams.kind} className={styles.control}>
                {workKinds.map((option) => (
                  <option key={option} value={option}>
                    {kindLabel(option)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}region`} className={styles.label}>
                {text.region}
              </label>
              <select id={`${id}region`} name="region" className={styles.control}>
                {regions.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}species`} className={styles.label}>
                {text.species}
              </label>
              <select id={`${id}species`} name={estimateParams.species} className={styles.control}>
                <option value="">{text.anySpecies}</option>
                {species.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
              {/* The stain chosen on the guide, which the first paint puts here from the
                  address: named in the message, as it changes no price. */}
              <input type="hidden" name={estimateParams.stain} />
            </div>
          </div>
          <fieldset className={styles.rooms}>
            <legend className={styles.label}>{text.rooms}</legend>
            {rooms.map((room, index) => {
              const result = results[index];
              const problems =
                result && 'problems' in result && !isUntouchedEmpty(result.problems, room)
                  ? result.problems
                  : {};
              return (
                <fieldset key={room} className={styles.room} data-room={room}>
                  <legend className={styles.roomTitle}>
                    {filledIn(text.room, { number: String(index + 1) })}
                  </legend>
                  {roomFields.map((field) => {
                    const fieldId = `${id}${fieldName(room, field)}`;
                    const problem = problems[field];
                    return (
                      <div key={field} className={cx(styles.field, styles[field])}>
                        {field === 'area' && (
                          <span className={styles.or} aria-hidden="true">
                            {text.or}
                          </span>
                        )}
                        <label htmlFor={fieldId} className={styles.label}>
                          {field === 'area' && <span className="visually-hidden">{text.or} </span>}
                          {text[field]}
                        </label>
                        <input
                          id={fieldId}
                          name={fieldName(room, field)}
                          className={styles.control}
                          type="text"
                          inputMode="decimal"
                          maxLength={12}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? `${fieldId}-problem` : undefined}
                        />
                        {problem && (
                          <p id={`${fieldId}-problem`} className={styles.problem}>
                            {problemText(problem)}
                          </p>
                        )}
                      </div>
                    );
                  })}
                  {rooms.length > 1 && (
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => removeRoom(room)}
                    >
                      {filledIn(text.removeRoom, { number: String(index + 1) })}
                    </button>
                  )}
                </fieldset>
              );
            })}
            <Button
              ref={addRef}
              type="button"
              variant="secondary"
              onClick={addRoom}
              aria-describedby={full ? `${id}full` : undefined}
            >
              {text.addRoom}
            </Button>
            {full && (
              <p id={`${id}full`} className={styles.problem} role="alert">
                {filledIn(text.errors.tooMany, { limit: countText(estimateLimits.rooms) })}
              </p>
            )}
          </fieldset>
          <div className={styles.field} hidden={!hasSteps(kind)}>
            <label htmlFor={`${id}steps`} className={styles.label}>
              {text.steps}
            </label>
            <input
              id={`${id}steps`}
              name="steps"
              className={cx(styles.control, styles.steps)}
              type="text"
              inputMode="numeric"
              maxLength={6}
              aria-invalid={'problem' in steps ? true : undefined}
              aria-describedby={'problem' in steps ? `${id}steps-problem` : undefined}
            />
            {'problem' in steps && (
              <p id={`${id}steps-problem`} className={styles.problem}>
                {problemText(steps.problem)}
              </p>
            )}
          </div>
        </form>
        <section className={styles.result} aria-labelledby={titleId}>
          <h3 id={titleId} className={styles.resultTitle}>
            {text.resultTitle}
          </h3>
          <p className={cx(styles.range, !summary && styles.waiting)} aria-live="polite">
            {summary ? rangeText(summary.range) : text.waiting}
          </p>
          <ButtonAnchor
            href={contactLink}
            size="large"
            icon="arrow"
            onClick={() => {
              if (summary) countLead(leadEvents.estimateSent, summary.region);
            }}
          >
            {text.send}
          </ButtonAnchor>
          {/* Shown on a kiosk alone (its root's data-kiosk), as every kiosk difference is. */}
          <div className={styles.kiosk}>
            {summary && (
              <Button type="button" variant="secondary" onClick={() => void takeHome()}>
                {text.takeHome}
              </Button>
            )}
            {/* A code of an earlier estimate (the rooms changed since) is not this one's. */}
            {handoff?.link === contactLink && (
              <figure className={styles.handoff}>
                <img src={handoff.image} alt={text.takeHomeName} className={styles.code} />
                <figcaption>{text.takeHomeCaption}</figcaption>
              </figure>
            )}
          </div>
          <div className={styles.assumptions}>
            {summary && (
              <>
                <p>{text.assumptions}</p>
                <ul>
                  {summary.rooms.length > 0 && (
                    <li>
                      {filledIn(text.totalArea, {
                        area: squareFeetText(totalSquareFeet(summary.rooms)),
                        rooms: roomsText(summary.rooms.length),
                      })}
                    </li>
                  )}
                  {tier && chosen && (
                    <li>
                      {filledIn(text.speciesRate, { species: chosen.name, tier: chosen.tierName })}
                    </li>
                  )}
                  <li>
                    {rates
                      ? filledIn(text.rate, {
                          kind: kindLabel(kind),
                          region: summary.region,
                          range: filledIn(words.page.perSquareFoot, {
                            range: rangeText(rates.perSquareFoot),
                          }),
                        })
                      : filledIn(text.fee, {
                          kind: kindLabel(kind),
                          fee: rangeText(summary.range),
                        })}
                  </li>
                  {rates?.perStep && summary.steps > 0 && (
                    <li>
                      {filledIn(text.stairs, {
                        steps: stepsText(summary.steps),
                        range: rangeText(rates.perStep),
                      })}
                    </li>
                  )}
                  {summary.range.minimumApplied && rates && (
                    <li>{filledIn(text.minimumApplied, { amount: dollarsText(rates.minimum) })}</li>
                  )}
                </ul>
              </>
            )}
          </div>
          <p className={styles.guide}>{words.page.guide}</p>
        </section>
      </div>
    </div>
  );
}
