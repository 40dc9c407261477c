import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Container } from '../../../components/ui/Container.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import { heroText } from '../../../content/home.ts';
import { homeAnchorId, paths } from '../../../content/pages.ts';
import styles from './HeroSection.module.scss';

// A portrait screen gets a 9:16 crop: the hero there is about twice as tall as it is wide.
const heroPhoto = {
  photo: heroText.photo,
  ratio: 2 / 3,
  portraitRatio: 16 / 9,
  sizes: '100vw',
  fill: true,
} as const;

export function HeroSection() {
  return (
    <section
      id={homeAnchorId}
      className={styles.hero}
      aria-labelledby="hero-title"
      data-parallax-scene=""
    >
      {/* The photo and the grain over it drift against the text at their own rates as the page
          scrolls: the stylesheet's parallax, or the fallback island's scene in its place. */}
      <SmartImage {...heroPhoto} priority className={styles.media} />
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
