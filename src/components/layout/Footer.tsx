import { Link } from 'react-router-dom';
import { company, copyrightLine } from '../../content/company.ts';
import { chromeText, footerItems } from '../../content/navigation.ts';
import { credentialsAnchor, credentialsLine } from '../../content/credentials.ts';
import { paths, siteDescription } from '../../content/pages.ts';
import { KioskHandoff } from '../../kiosk/KioskHandoff.tsx';
import { MotionToggle } from '../../motion/MotionToggle.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { cx } from '../../lib/cx.ts';
import styles from './Footer.module.scss';

const socialLinks: ReadonlyArray<{ label: string; href: string; icon: IconName }> = [
  { label: chromeText.instagram, href: company.social.instagram, icon: 'instagram' },
  { label: chromeText.facebook, href: company.social.facebook, icon: 'facebook' },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{company.name}</p>
          <p className={styles.muted}>{siteDescription}</p>
          <p>
            <Link to={`${paths.about}#${credentialsAnchor}`} className={styles.credentials}>
              {credentialsLine}
            </Link>
          </p>
        </div>
        <nav aria-label={chromeText.footerNavLabel}>
          <ul className={cx(styles.links, styles.pages)}>
            {footerItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{chromeText.socialLabel}</h2>
          <ul className={cx(styles.links, styles.social)}>
            {socialLinks.map(({ label, href, icon }) => (
              <li key={icon}>
                <KioskHandoff contact={{ kind: 'follow', href, network: label }}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <Icon name={icon} />
                    {label}
                    <span className="visually-hidden"> {chromeText.newTabHint}</span>
                  </a>
                </KioskHandoff>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>{copyrightLine}</p>
        <MotionToggle
          className={styles.motionToggle}
          label={chromeText.motionLabel}
          onText={chromeText.motionOn}
          offText={chromeText.motionOff}
          systemText={chromeText.motionSystem}
        />
      </div>
    </footer>
  );
}
