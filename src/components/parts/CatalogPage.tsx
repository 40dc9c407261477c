import type { ReactNode } from 'react';
import { Card, CardGrid } from '../ui/Card.tsx';
import { Section } from '../ui/Section.tsx';
import type { CatalogCard } from '../../content/products.ts';
import { PageHero } from './PageHero.tsx';
import styles from './CatalogPage.module.scss';

interface CatalogPageProps {
  readonly page: { readonly eyebrow: string; readonly title: string; readonly intro: string };
  readonly cards: readonly CatalogCard[];
  /** A line that leads to what follows the cards. */
  readonly lead?: string;
  /** What follows the cards: where to go next. */
  readonly children: ReactNode;
}

/** A page of photo cards (Products, Services). */
export function CatalogPage({ page, cards, lead, children }: CatalogPageProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <Section labelledBy="page-title">
        <CardGrid>
          {cards.map((card, index) => (
            <Card
              key={card.title}
              title={card.title}
              text={card.description}
              photo={card.photo}
              // The first card is the largest thing a phone shows at load.
              priority={index === 0}
            />
          ))}
        </CardGrid>
        <div className={styles.footer}>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </div>
      </Section>
    </>
  );
}
