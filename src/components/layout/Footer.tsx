import { Link } from 'react-router-dom';
import { companyOf } from '../../content/company.ts';
import { chromeText, footerGroups } from '../../content/navigation.ts';
import { credentialsAnchor, credentialsOf } from '../../content/credentials.ts';
import { siteDescription } from '../../content/listings.ts';
import { paths } from '../../content/pages.ts';
import { KioskHandoff } from '../../kiosk/KioskHandoff.tsx';
import { usePage } from '../../lib/pageContext.tsx';
import { MotionToggle } from '../../motion/MotionToggle.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { cx } from '../../lib/cx.ts';
import styles from './Footer.module.scss';

export function Footer() {
  const page = usePage();
  const company = companyOf(page);
  const chromeWords = chromeText(page);
  const socialLinks: ReadonlyArray<{ label: string; href: string; icon: IconName }> = [
    { label: chromeWords.instagram, href: company.social.instagram, icon: 'instagram' },
    { label: chromeWords.facebook, href: company.social.facebook, icon: 'facebook' },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{company.name}</p>
          <p className={styles.muted}>{siteDescription(page)}</p>
          <p>
            <Link to={`${paths.about}#${credentialsAnchor}`} className={styles.credentials}>
              {credentialsOf(page).line}
            </Link>
          </p>
        </div>
        <nav aria-label={chromeWords.footerNavLabel} className={styles.groups}>
          {footerGroups(page).map((group) => (
            <div key={group.id}>
              <h2 id={`footer-${group.id}`} className={styles.heading}>
                {group.title}
              </h2>
              <ul className={styles.links} aria-labelledby={`footer-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to}>{item.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <h2 className={styles.heading}>{chromeWords.socialLabel}</h2>
          <ul className={cx(styles.links, styles.social)}>
            {socialLinks.map(({ label, href, icon }) => (
              <li key={icon}>
                <KioskHandoff contact={{ kind: 'follow', href, network: label }}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <Icon name={icon} />
                    {label}
                    <span className="visually-hidden"> {chromeWords.newTabHint}</span>
                  </a>
                </KioskHandoff>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{company.copyrightLine}</p>
        <MotionToggle
          className={styles.motionToggle}
          label={chromeWords.motionLabel}
          onText={chromeWords.motionOn}
          offText={chromeWords.motionOff}
          systemText={chromeWords.motionSystem}
        />
      </div>
    </footer>
  );
}
