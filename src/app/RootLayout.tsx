import { Outlet } from 'react-router-dom';
import { FloatingContact } from '../components/layout/FloatingContact';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { PageMeta } from '../components/layout/PageMeta';
import { SkipLink } from '../components/layout/SkipLink';
import { mainContentId } from '../content/paths';
import { useRouteFocus } from './useRouteFocus';
import styles from './RootLayout.module.scss';

/** The chrome every page shares around the routed content. */
export function RootLayout() {
  useRouteFocus();
  return (
    <>
      <PageMeta />
      <SkipLink />
      <Header />
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FloatingContact />
    </>
  );
}
