import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { Section } from '../../../components/ui/Section.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import type { Photo } from '../../../content/images.ts';
import { paths } from '../../../content/pages.ts';
import { homeText } from '../../../content/home.ts';
import { cx } from '../../../lib/cx.ts';
import { usePage } from '../../../lib/pageContext.tsx';
import { Reveal } from '../../../motion/Reveal.tsx';
import styles from './TeaserSection.module.scss';

interface TeaserSectionProps {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly items: readonly string[];
  readonly cta: string;
  readonly to: string;
  readonly photo: Photo;
  readonly tone?: 'plain' | 'warm';
  /** Photo on the right on wide screens, so consecutive teasers alternate. */
  readonly mirrored?: boolean;
}

/** A Home story chapter: a photo beside a titled list that leads to the full page. */
function TeaserSection({
  id,
  title,
  intro,
  items,
  cta,
  to,
  photo,
  tone,
  mirrored,
}: TeaserSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section labelledBy={titleId} tone={tone}>
      <div className={cx(styles.grid, mirrored && styles.mirrored)}>
        <SmartImage
          photo={photo}
          ratio={4 / 5}
          sizes="(min-width: 60em) 50vw, 100vw"
          className={styles.media}
        />
        <div className={styles.text}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <p className={styles.intro}>{intro}</p>
          </div>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <Reveal as="li" key={`${index}:${item}`} index={index} className={styles.item}>
                <Icon name="check" />
                {item}
              </Reveal>
            ))}
          </ul>
          <ButtonLink to={to} icon="arrow">
            {cta}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

// Both teasers in one module: they follow each other in Home's story, and share its shape.
export function ProductsTeaserSection() {
  const { productsTeaser } = homeText(usePage());
  return <TeaserSection id="products-teaser" {...productsTeaser} to={paths.products} />;
}

export function ServicesTeaserSection() {
  const { servicesTeaser } = homeText(usePage());
  return (
    <TeaserSection
      id="services-teaser"
      {...servicesTeaser}
      to={paths.services}
      tone="warm"
      mirrored
    />
  );
}
