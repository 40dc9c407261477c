import { useOutlet } from 'react-router-dom';
import { FloatingContact } from '../components/layout/FloatingContact.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { mainContentId } from '../content/paths.ts';
import styles from './RootLayout.module.scss';

/**
 * The chrome every page shares around the routed content; `notFound` says the routed page is the
 * not-found page, whose language switch leads to the other language's Home.
 */
export function RootLayout({ notFound }: { readonly notFound: boolean }) {
  return (
    <>
      <SkipLink />
      <Header notFound={notFound} />
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        {useOutlet()}
      </main>
      <Footer />
      <FloatingContact />
    </>
  );
}
