import type { ReactNode } from 'react';
import { smsHref } from '../../content/contactHrefs.ts';
import type { ContentView } from '../../content/siteContent.ts';
import { textHref, type PageQuestion } from '../../content/textUs.ts';
import { KioskHandoff } from '../../kiosk/KioskHandoff.tsx';

/**
 * A "text us" link's attributes: the message with the page's first line, and what the page
 * script reads off it to write the visitor's own question instead (`textUs.ts`): whether the line
 * is the page's subject, and the number as people read it, which the computer's panel shows.
 */
export const textUsAttributes = ({ phone, line, kind }: PageQuestion) => ({
  href: textHref(phone.e164, line),
  'data-text-us': kind,
  'data-text-to': phone.display,
});

interface TextUsLinkProps {
  readonly question: PageQuestion;
  /** What the code holds, in words, for its accessible name on a kiosk ("Text us (303) 555-0142"). */
  readonly description: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * "Text us" as a page shows it: a link that opens the phone's messages with its first line
 * written; on a kiosk, the number's QR code (`KioskHandoff`), which the kiosk redraws with the
 * line (`textUs.ts`).
 */
export function TextUsLink({ question, description, className, children }: TextUsLinkProps) {
  const { phone } = question;
  return (
    <KioskHandoff
      contact={{
        kind: 'text',
        href: smsHref(phone.e164),
        description,
        display: phone.display,
      }}
    >
      <a className={className} {...textUsAttributes(question)}>
        {children}
      </a>
    </KioskHandoff>
  );
}

/** The company's number and no first line: what a page not about a project or a region writes. */
export const companyQuestion = ({ words }: ContentView): PageQuestion => ({
  phone: words.company.phone,
  kind: 'default',
});
