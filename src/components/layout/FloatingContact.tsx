import type { AnchorHTMLAttributes } from 'react';
import { chromeText } from '../../content/navigation.ts';
import type { KioskContact } from '../../kiosk/KioskQrCode.tsx';
import { mailtoHref, smsHref, telHref } from '../../content/contactHrefs.ts';
import type { ContentView } from '../../content/siteContent.ts';
import type { PageQuestion } from '../../content/textUs.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { companyQuestion, textUsAttributes } from '../parts/TextUsLink.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { cx } from '../../lib/cx.ts';
import { KioskContactDock } from './KioskContactDock.tsx';
import { TextUsPanel } from './TextUsPanel.tsx';
import styles from './FloatingContact.module.scss';

interface Action {
  readonly label: string;
  readonly icon: IconName;
  /** The website's link. */
  readonly link: AnchorHTMLAttributes<HTMLAnchorElement>;
  /** The kiosk's code. */
  readonly contact: KioskContact & { readonly kind: 'call' | 'text' | 'email' };
}

/**
 * The corner's call, text and email, each with its words and the link it stands for: the
 * number the page's question names (a region's own on its pages), the text with its first line.
 */
function actionsOf(view: ContentView, question: PageQuestion): readonly Action[] {
  const chrome = chromeText(view);
  const { email } = view.words.company;
  const { phone } = question;
  return [
    {
      label: chrome.floatingCall,
      icon: 'phone',
      link: { href: telHref(phone.e164) },
      contact: {
        kind: 'call',
        href: telHref(phone.e164),
        description: `${chrome.floatingCall} ${phone.display}`,
        display: phone.display,
      },
    },
    {
      label: chrome.floatingSms,
      icon: 'message',
      link: textUsAttributes(question),
      contact: {
        kind: 'text',
        href: smsHref(phone.e164),
        description: `${chrome.floatingSms} ${phone.display}`,
        display: phone.display,
      },
    },
    {
      label: chrome.floatingEmail,
      icon: 'mail',
      link: { href: mailtoHref(email) },
      contact: {
        kind: 'email',
        href: mailtoHref(email),
        description: `${chrome.floatingEmail} ${email}`,
      },
    },
  ];
}

/**
 * Call, text and email buttons that stay in the corner of every page. On a kiosk the same corner
 * holds a button that shows them as QR codes, to take away on the visitor's own phone. Both are
 * in the page; the root's `data-kiosk`, set before the first paint, chooses which shows. `question`:
 * what the page's text writes first (a project's, a region's), else the company's number alone.
 */
export function FloatingContact({ question }: { readonly question: PageQuestion | undefined }) {
  const page = usePage();
  const actions = actionsOf(page, question ?? companyQuestion(page));
  return (
    <>
      <WebsiteDock label={chromeText(page).floatingLabel} actions={actions} />
      <KioskContactDock contacts={actions.map(({ contact }) => contact)} />
      <TextUsPanel />
    </>
  );
}

function WebsiteDock({ label, actions }: { label: string; actions: readonly Action[] }) {
  return (
    <aside className={cx(styles.dock, styles.websiteDock)} aria-label={label}>
      <ul className={styles.list}>
        {actions.map(({ label, icon, link }) => (
          <li key={icon}>
            <a className={styles.button} {...link} aria-label={label} title={label}>
              <Icon name={icon} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
