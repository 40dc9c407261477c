import { Container } from '../../../components/ui/Container.tsx';
import { SmartImage } from '../../../components/ui/SmartImage.tsx';
import { homeText } from '../../../content/home.ts';
import { usePage } from '../../../lib/pageContext.tsx';
import { Reveal } from '../../../motion/Reveal.tsx';
import styles from './SimpleBandSection.module.scss';

export function SimpleBandSection() {
  const { simpleBand: simpleBandText } = homeText(usePage());
  const titleWords = simpleBandText.title.split(' ');
  /** The line under the heading follows once every word has settled. */
  const lineIndex = titleWords.length * 2;
  return (
    <section className={styles.band} aria-labelledby="simple-title">
      {/* The wood grain drifts against the words as the band scrolls by. */}
      <div className={styles.drift} data-drift="">
        <SmartImage
          photo={simpleBandText.photo}
          ratio={9 / 16}
          sizes="100vw"
          fill
          decorative
          className={styles.texture}
        />
      </div>
      <div className={styles.shade} />
      <Container className={styles.content}>
        {/* The words settle one after another; the heading still reads as one phrase. */}
        <h2 id="simple-title" className={styles.title}>
          {titleWords.map((word, index, words) => (
            <Reveal as="span" key={`${index}:${word}`} index={index * 2} className={styles.word}>
              {word}
              {index < words.length - 1 ? ' ' : ''}
            </Reveal>
          ))}
        </h2>
        <Reveal index={lineIndex}>
          <p className={styles.line}>{simpleBandText.line}</p>
        </Reveal>
      </Container>
    </section>
  );
}
