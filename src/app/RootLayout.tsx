import { useEffect } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { FloatingContact } from '../components/layout/FloatingContact.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { mainContentId } from '../content/paths.ts';
import { PageTransition } from '../motion/PageTransition.tsx';
import { useRouteFocus } from './useRouteFocus.ts';
import styles from './RootLayout.module.scss';

/**
 * The chrome every page shares around the routed content; `notFound` says the routed page is the
 * not-found page, whose language switch leads to the other language's Home.
 */
export function RootLayout({ notFound }: { readonly notFound: boolean }) {
  const scrollAndFocusPage = useRouteFocus();
  const { pathname } = useLocation();
  const outlet = useOutlet();

  // Marks the document as hydrated: styles and tests can tell the live app from the static HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <SkipLink />
      <Header notFound={notFound} />
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        <PageTransition transitionKey={pathname} onPageMounted={scrollAndFocusPage}>
          {outlet}
        </PageTransition>
      </main>
      <Footer />
      <FloatingContact />
    </>
  );
}
