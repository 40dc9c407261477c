import type { Ref } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { EmailAddress } from '../../components/ui/EmailAddress.tsx';
import type { Locale } from '../../content/locales.ts';
import type { ContactDelivery } from '../../content/schema/delivery.ts';
import { honeypotField } from './content/contactForm.ts';
import type { ContactData } from './content/schema.ts';
import { cx } from '../../lib/cx.ts';
import { ContactFields, type Choice } from './ContactFields.tsx';
import { contactFormId as formId } from './content/formParts.ts';
import type { FormService } from './sendMessage.ts';
import { SubmitRecord } from './SubmitRecord.tsx';
import { useContactSubmit, type SubmitStatus } from './useContactSubmit.ts';
import styles from './ContactForm.module.scss';

const titleId = 'contact-form-title';

/** The company's phone and email, as the form offers them beside its messages. */
export interface Reach {
  readonly phone: string;
  readonly phoneHref: string;
  readonly email: string;
  readonly emailHref: string;
}

/** The form's words, in the page's language (`content/contact.json`). */
export type ContactFormWords = ContactData['form'];

/**
 * What the page's render gives the form (`contactFormProps`): an island reads no content and no
 * settings, so every word it shows and every setting it follows comes as a prop.
 */
export interface ContactFormProps {
  readonly words: ContactFormWords;
  /** The page's language: the one the message is written in, sent with it. */
  readonly locale: Locale;
  /** Where messages go: the settings' `contactDelivery`. */
  readonly delivery: ContactDelivery;
  readonly reach: Reach;
  /** The project types, the empty one first. */
  readonly projectTypes: readonly Choice[];
  /** When a visit would suit, from the business hours. */
  readonly visitTimes: readonly Choice[];
}

/**
 * The message form, complete and usable before its code (its island) has run
 * (`SubmitRecord.tsx` says how a submit made then is kept). By default a valid submit sends
 * nothing anywhere: it logs the values, confirms and empties every field. With a delivery service
 * it is a real `<form>` posting to the service, as Netlify's deploy-time parser needs, which its
 * island sends with fetch instead, keeping the message on any failure.
 */
export function ContactForm({ delivery, ...form }: ContactFormProps) {
  return delivery.kind === 'none' ? (
    <LoggingForm {...form} />
  ) : (
    <DeliveryForm service={delivery} {...form} />
  );
}

type FormProps = Omit<ContactFormProps, 'delivery'>;

/**
 * The fields belong to an empty `<form method="dialog">` inside the record: a submit without
 * script never navigates or puts a field in the URL, and a valid one closes the record.
 */
function LoggingForm(form: FormProps) {
  const { words: text, reach } = form;
  const { formRef, recordRef, sentRef, status, onSubmit, onChange } = useContactSubmit(
    undefined,
    form,
  );
  return (
    <div className={styles.form} role="form" aria-labelledby={titleId}>
      <Heading words={text} />
      <SubmitRecord ref={recordRef}>
        <form id={formId} ref={formRef} method="dialog" onSubmit={onSubmit} />
      </SubmitRecord>
      <ContactFields form={form} formId={formId} onChange={onChange} sending={false} />
      <div role="status" className={styles.status}>
        <Confirmation words={text} status={status} ref={sentRef} />
        <div className={styles.note}>
          <p className={styles.waiting}>{text.waiting}</p>
          <p className={styles.noScript}>{text.noScript}</p>
          <ReachUs words={text} reach={reach} />
        </div>
      </div>
    </div>
  );
}

function DeliveryForm({ service, ...form }: FormProps & { readonly service: FormService }) {
  const { words: text, reach } = form;
  const { formRef, recordRef, sentRef, status, onSubmit, onChange } = useContactSubmit(
    service,
    form,
  );
  const sending = status === 'sending';
  const offline = status === 'offline';
  const netlify: Record<string, string> =
    service.kind === 'netlify'
      ? { name: service.formName, 'data-netlify': 'true', 'netlify-honeypot': honeypotField }
      : {};
  return (
    <form
      id={formId}
      ref={formRef}
      className={cx(styles.form, styles.delivery)}
      aria-labelledby={titleId}
      method="post"
      // Netlify takes the post at the page's own URL and answers with its confirmation page.
      action={service.kind === 'endpoint' ? service.url : undefined}
      {...netlify}
      onSubmit={onSubmit}
    >
      <Heading words={text} />
      <SubmitRecord ref={recordRef} />
      {service.kind === 'netlify' && (
        <input type="hidden" name="form-name" value={service.formName} />
      )}
      {/* The honeypot: `hidden` keeps it from view, from assistive technology and from focus. */}
      <div hidden>
        <input type="text" name={honeypotField} autoComplete="off" defaultValue="" />
      </div>
      <ContactFields form={form} formId={formId} onChange={onChange} sending={sending} />
      <div role="status" className={styles.status}>
        {sending && <p className="visually-hidden">{text.sendingStatus}</p>}
        <Confirmation words={text} status={status} ref={sentRef} />
        <div className={styles.note}>
          <p className={styles.waiting}>{text.waiting}</p>
          <ReachUs words={text} reach={reach} />
        </div>
      </div>
      {(status === 'failed' || offline) && (
        <div role="alert" className={styles.failed}>
          <h3 className={styles.failedTitle}>{offline ? text.offlineTitle : text.failedTitle}</h3>
          <p>{offline ? text.offlineText : text.failedText}</p>
          <ReachUs words={text} reach={reach} />
          <Button type="submit" form={formId} variant="secondary" className={styles.retry}>
            {text.retry}
          </Button>
        </div>
      )}
    </form>
  );
}

function Heading({ words: text }: { readonly words: ContactFormWords }) {
  return (
    <>
      <h2 id={titleId} className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.hint}>{text.requiredHint}</p>
    </>
  );
}

function Confirmation({
  words: text,
  status,
  ref,
}: {
  readonly words: ContactFormWords;
  readonly status: SubmitStatus;
  readonly ref: Ref<HTMLDivElement>;
}) {
  if (status !== 'sent') return null;
  return (
    <div className={styles.sent} ref={ref} tabIndex={-1}>
      <h3 className={styles.sentTitle}>{text.sentTitle}</h3>
      <p>{text.sentText}</p>
    </div>
  );
}

/**
 * The phone number and email: links on a website, text on a kiosk, which could not open tel: or
 * mailto: links. Both are in the page; the root's `data-kiosk`, set before the first paint,
 * chooses which shows (ContactForm.module.scss).
 */
function ReachUs({
  words: text,
  reach,
}: {
  readonly words: ContactFormWords;
  readonly reach: Reach;
}) {
  const email = <EmailAddress address={reach.email} />;
  return (
    <p>
      {text.reachUs}{' '}
      <a className={styles.website} href={reach.phoneHref}>
        {reach.phone}
      </a>
      <span className={styles.kiosk}>{reach.phone}</span> {text.reachUsOr}{' '}
      <a className={styles.website} href={reach.emailHref}>
        {email}
      </a>
      <span className={styles.kiosk}>{email}</span>.
    </p>
  );
}
