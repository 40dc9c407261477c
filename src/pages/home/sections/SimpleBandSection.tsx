import { Container } from '../../../components/ui/Container.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import { simpleBandText } from '../../../content/home.ts';
import { photos } from '../../../content/images.ts';
import { Reveal } from '../../../motion/Reveal.tsx';
import styles from './SimpleBandSection.module.scss';

export function SimpleBandSection() {
  return (
    <section className={styles.band} aria-labelledby="simple-title">
      <SmartImage
        photo={photos.woodGrain}
        ratio={9 / 16}
        sizes="100vw"
        fill
        decorative
        className={styles.texture}
      />
      <div className={styles.shade} />
      <Container className={styles.content}>
        <Reveal>
          <h2 id="simple-title" className={styles.title}>
            {simpleBandText.title}
          </h2>
        </Reveal>
        <Reveal index={2}>
          <p className={styles.line}>{simpleBandText.line}</p>
        </Reveal>
      </Container>
    </section>
  );
}
