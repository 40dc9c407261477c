import type { ReactNode } from 'react';
import { Container } from '../ui/Container.tsx';
import { SectionHeader } from '../ui/Section.tsx';
import styles from './PageHero.module.scss';

interface PageHeroProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly children?: ReactNode;
}

/** The opening band of an inner page, holding its h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <Container>
        <SectionHeader
          id="page-title"
          level={1}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
          split
        />
        {children}
      </Container>
    </div>
  );
}
