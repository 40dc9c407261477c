import { Link } from 'react-router-dom';
import { chromeText } from '../../content/navigation.ts';
import { paths } from '../../content/pages.ts';
import { telHref } from '../../content/contactHrefs.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Icon } from '../ui/Icon.tsx';
import { BrandMark } from './BrandMark.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { Nav } from './Nav.tsx';
import styles from './Header.module.scss';

/** The site's header; `notFound` says the page is the not-found page (see `LanguageSwitch`). */
export function Header({ notFound }: { readonly notFound: boolean }) {
  const page = usePage();
  const { name, phone } = page.words.company;
  const chrome = chromeText(page);
  // The number, with its icon, as the call button and as the kiosk's plain text.
  const phoneNumber = (
    <>
      <Icon name="phone" />
      <span className={styles.phoneNumber}>{phone.display}</span>
    </>
  );
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandName}>{name}</span>
        </Link>
        <Nav label={chrome.primaryNavLabel} className={styles.nav} />
        <LanguageSwitch className={styles.language} notFound={notFound} />
        <a
          className={styles.phone}
          href={telHref(phone.e164)}
          aria-label={`${chrome.callButton} ${phone.display}`}
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
