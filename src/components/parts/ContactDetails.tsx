import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { EmailAddress } from '../ui/EmailAddress.tsx';
import { companyOf } from '../../content/company.ts';
import { isComingSoon } from '../../content/regions.ts';
import { contactText } from '../../content/contact.ts';
import { KioskHandoff } from '../../kiosk/KioskHandoff.tsx';
import { chromeText } from '../../content/navigation.ts';
import { companyQuestion, TextUsLink } from './TextUsLink.tsx';
import { mailtoHref, telHref } from '../../content/contactHrefs.ts';
import { usePage } from '../../lib/pageContext.tsx';
import styles from './ContactDetails.module.scss';

interface ContactDetailsProps {
  /** Further rows (hours, service areas) the Contact page adds. */
  readonly extra?: ReadonlyArray<{ term: string; icon: IconName; detail: ReactNode }>;
}

/** Phone, email and office addresses as a description list (GET IN TOUCH and Contact). */
export function ContactDetails({ extra = [] }: ContactDetailsProps) {
  const page = usePage();
  const company = companyOf(page);
  const { comingSoonLabel } = company;
  const { labels: contactLabels } = contactText(page);
  const tel = telHref(company.phone.e164);
  const textUs = chromeText(page).floatingSms;
  const mail = mailtoHref(company.email);
  const rows: ReadonlyArray<{ term: string; icon: IconName; detail: ReactNode }> = [
    {
      term: contactLabels.phone,
      icon: 'phone',
      detail: (
        <>
          <KioskHandoff
            contact={{
              kind: 'call',
              href: tel,
              description: `${contactLabels.phone} ${company.phone.display}`,
            }}
          >
            <a href={tel}>{company.phone.display}</a>
          </KioskHandoff>
          <TextUsLink
            question={companyQuestion(page)}
            description={`${textUs} ${company.phone.display}`}
            className={styles.text}
          >
            {textUs}
          </TextUsLink>
        </>
      ),
    },
    {
      term: contactLabels.email,
      icon: 'mail',
      detail: (
        <KioskHandoff
          contact={{
            kind: 'email',
            href: mail,
            description: `${contactLabels.email} ${company.email}`,
          }}
        >
          <a href={mail}>
            <EmailAddress address={company.email} />
          </a>
        </KioskHandoff>
      ),
    },
    {
      term: contactLabels.addresses,
      icon: 'pin',
      detail: company.offices.map((office) => (
        <address key={office.label} className={styles.office}>
          <span className={styles.officeLabel}>{office.label}</span>
          {isComingSoon(page, office) && <span className={styles.soon}>{comingSoonLabel}</span>}
          <br />
          {office.street}
          <br />
          {office.city}, {office.region} {office.postalCode}
        </address>
      )),
    },
    ...extra,
  ];

  return (
    <dl className={styles.list}>
      {rows.map(({ term, icon, detail }) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>
            <span className={styles.icon}>
              <Icon name={icon} />
            </span>
            {term}
          </dt>
          <dd className={styles.detail}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
