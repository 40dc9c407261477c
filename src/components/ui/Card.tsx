import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Photo } from '../../content/images.ts';
import { SmartImage } from './SmartImage.tsx';
import styles from './Card.module.scss';

/** The grid a set of cards sits in: one column on phones, more as the screen widens. */
export function CardGrid({
  label,
  children,
}: {
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

interface CardProps {
  readonly title: string;
  /** A line under the title, in small capitals: a project's place and kind of work. */
  readonly meta?: string;
  readonly text: string;
  /**
   * Where the card leads, if anywhere: its title is the link, whose box covers the whole card,
   * so the photo is a target too.
   */
  readonly to?: string;
  readonly photo: Photo;
  /** The first card, on screen at load: its photo is fetched first, not lazily. */
  readonly priority?: boolean;
}

const cardSizes = '(min-width: 75em) 33vw, (min-width: 40em) 50vw, 100vw';

/** A photo card in a CardGrid. */
export function Card({ title, meta, text, to, photo, priority = false }: CardProps) {
  return (
    <li>
      <article className={styles.card}>
        <SmartImage photo={photo} ratio={2 / 3} sizes={cardSizes} priority={priority} />
        <div className={styles.body}>
          <h2 className={styles.title}>
            {to === undefined ? (
              title
            ) : (
              <Link to={to} className={styles.link}>
                {title}
              </Link>
            )}
          </h2>
          {meta !== undefined && <p className={styles.meta}>{meta}</p>}
          <p className={styles.text}>{text}</p>
        </div>
      </article>
    </li>
  );
}
