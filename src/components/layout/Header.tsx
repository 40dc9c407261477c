import { Link } from 'react-router-dom';
import { company } from '../../content/company.ts';
import { chromeText } from '../../content/navigation.ts';
import { paths } from '../../content/pages.ts';
import { telHref } from '../../content/contactHrefs.ts';
import { Icon } from '../ui/Icon.tsx';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { Nav } from './Nav.tsx';
import styles from './Header.module.scss';

// The number, with its icon, as the call button and as the kiosk's plain text.
const phoneNumber = (
  <>
    <Icon name="phone" />
    <span className={styles.phoneNumber}>{company.phone.display}</span>
  </>
);

/** The site's header; `notFound` says the page is the not-found page (see `LanguageSwitch`). */
export function Header({ notFound }: { readonly notFound: boolean }) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandName}>{company.name}</span>
        </Link>
        <Nav label={chromeText.primaryNavLabel} className={styles.nav} />
        <LanguageSwitch className={styles.language} notFound={notFound} />
        <a
          className={styles.phone}
          href={telHref()}
          aria-label={`${chromeText.callButton} ${company.phone.display}`}
        >
          {phoneNumber}
        </a>
        {/* A kiosk cannot place a call: the number stays readable, its QR code is a tap away.
            It shows in the call button's place from the first paint (Header.module.scss). */}
        <p className={styles.phoneText}>{phoneNumber}</p>
        <MobileMenu notFound={notFound} />
      </div>
    </header>
  );
}
