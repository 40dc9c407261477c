import { Link } from 'react-router-dom';
import { company } from '../../content/company';
import { chromeText } from '../../content/navigation';
import { paths } from '../../content/paths';
import { telHref } from '../../lib/contactHrefs';
import { Icon } from '../ui/Icon';
import { BrandMark } from './BrandMark';
import { MobileMenu } from './MobileMenu';
import { Nav } from './Nav';
import styles from './Header.module.scss';

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span className={styles.brandName}>{company.name}</span>
        </Link>
        <Nav label={chromeText.primaryNavLabel} className={styles.nav} />
        <a
          className={styles.phone}
          href={telHref()}
          aria-label={`${chromeText.callButton} ${company.phone.display}`}
        >
          <Icon name="phone" />
          <span className={styles.phoneNumber}>{company.phone.display}</span>
        </a>
        <MobileMenu />
      </div>
    </header>
  );
}
