import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Container } from '../../../components/ui/Container.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import { homeText } from '../../../content/home.ts';
import { homeAnchorId, paths } from '../../../content/pages.ts';
import { usePage } from '../../../lib/pageContext.tsx';
import styles from './HeroSection.module.scss';
// Where the browser has no scroll timelines, the motion fallback (the browser's code alone) draws
// its scene in the hero with these styles: Home carries them (build-time/pageStyles.ts).
import '../../../motion/fallback/HeroScene.module.scss';

// A portrait screen gets a 9:16 crop: the hero there is about twice as tall as it is wide.
const heroShape = { ratio: 2 / 3, portraitRatio: 16 / 9, sizes: '100vw', fill: true } as const;

export function HeroSection() {
  const { hero: heroText } = homeText(usePage());
  return (
    <section
      id={homeAnchorId}
      className={styles.hero}
      aria-labelledby="hero-title"
      data-parallax-scene=""
    >
      {/* The photo and the grain over it drift against the text at their own rates as the page
          scrolls: the stylesheet's parallax, or the fallback island's scene in its place. */}
      <SmartImage photo={heroText.photo} {...heroShape} priority className={styles.media} />
      <div className={styles.grain} />
      <div className={styles.shade} />
      <Container className={styles.content}>
        <p className={styles.eyebrow}>{heroText.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {heroText.title}
        </h1>
        <p className={styles.lead}>{heroText.lead}</p>
        <ButtonLink to={paths.contact} variant="light" size="large" icon="arrow">
          {heroText.cta}
        </ButtonLink>
      </Container>
    </section>
  );
}
