import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { FloatingContact } from '../components/layout/FloatingContact.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { PageMeta } from '../components/layout/PageMeta.tsx';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { mainContentId } from '../content/paths.ts';
import { MotionProvider } from '../motion/MotionProvider.tsx';
import { useRouteFocus } from './useRouteFocus.ts';
import styles from './RootLayout.module.scss';

/** The chrome every page shares around the routed content. */
export function RootLayout() {
  useRouteFocus();

  // Marks the document as hydrated: styles and tests can tell the live app from the static HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <MotionProvider>
      <PageMeta />
      <SkipLink />
      <Header />
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FloatingContact />
    </MotionProvider>
  );
}
