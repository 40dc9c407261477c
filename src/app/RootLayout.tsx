import type { ReactNode } from 'react';
import { FloatingContact } from '../components/layout/FloatingContact.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { paths } from '../content/pages.ts';
import { mainContentId } from '../content/paths.ts';
import { projectsOf } from '../content/projects.ts';
import type { PageQuestion } from '../content/textUs.ts';
import { kioskText } from '../kiosk/content/kioskText.ts';
import { KioskDataBlock } from '../kiosk/KioskDataBlock.tsx';
import { showroomsOf } from '../kiosk/showrooms.ts';
import { usePage } from '../lib/pageContext.tsx';
import styles from './RootLayout.module.scss';

interface RootLayoutProps {
  /** The page is the not-found page, whose language switch leads to the other language's Home. */
  readonly notFound: boolean;
  /** What the page's "text us" links write before the visitor asks anything, if it is its own. */
  readonly question: PageQuestion | undefined;
  readonly children: ReactNode;
}

/** The chrome every page shares around its own content, and what a kiosk's code reads of it. */
export function RootLayout({ notFound, question, children }: RootLayoutProps) {
  const page = usePage();
  const { showcaseProject } = projectsOf(page);
  return (
    <>
      <SkipLink />
      <Header notFound={notFound} />
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingContact question={question} />
      <KioskDataBlock
        data={{
          timing: page.settings.kiosk,
          // Home's story, the species guide, then one project's with its before and after, if
          // there is one.
          tour: [paths.home, paths.species, ...(showcaseProject ? [showcaseProject] : [])],
          touchHint: kioskText(page).touchHint,
          showrooms: showroomsOf(page),
        }}
      />
    </>
  );
}
