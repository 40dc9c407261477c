import { ButtonLink } from '../../../components/ui/Button.tsx';
import { Container } from '../../../components/ui/Container.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import { heroText } from '../../../content/home.ts';
import { homeAnchorId, paths } from '../../../content/pages.ts';
import { HeroParallax } from '../../../motion/HeroParallax.tsx';
import styles from './HeroSection.module.scss';

// The static photo and the parallax scene's photo are the same file (same sources), so the scene
// reuses what the browser already downloaded for the first paint. A portrait screen gets a 9:16
// crop: the hero there is about twice as tall as it is wide.
const heroPhoto = {
  photo: heroText.photo,
  ratio: 2 / 3,
  portraitRatio: 16 / 9,
  sizes: '100vw',
  fill: true,
} as const;

export function HeroSection() {
  return (
    <section id={homeAnchorId} className={styles.hero} aria-labelledby="hero-title">
      <SmartImage {...heroPhoto} priority className={styles.media} />
      <HeroParallax
        className={styles.scene}
        layerClassName={styles.layer}
        photo={<SmartImage {...heroPhoto} decorative className={styles.scenePhoto} />}
        texture={<div className={styles.grain} />}
      />
      <div className={styles.shade} />
      <Container className={styles.content}>
        <p className={styles.eyebrow}>{heroText.eyebrow}</p>
        <h1 id="hero-title" className={styles.title} tabIndex={-1}>
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
