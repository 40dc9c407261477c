import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { company } from '../../content/company.ts';
import { contactDelivery, type ContactDelivery } from '../../content/contactDelivery.ts';
import {
  contactFormText as text,
  fieldLimits,
  honeypotField,
  projectTypes,
  type ContactField,
  type ContactMessage,
} from '../../content/contactForm.ts';
import { useKiosk } from '../../kiosk/KioskProvider.tsx';
import { cx } from '../../lib/cx.ts';
import { mailtoHref, telHref } from '../../lib/contactHrefs.ts';
import { clearDraft, readMessage, restoreDraft, saveDraft } from './contactDraft.ts';
import { messageBody, sendMessage, type FormService, type SendOutcome } from './sendMessage.ts';
import styles from './ContactForm.module.scss';

const formId = 'contact-form';

/**
 * With a delivery service, `src/boot.ts` holds a submit made before this code runs and marks it
 * on the form with `data-submitted`, for the app to send when it mounts. (Literal names: boot.ts
 * imports nothing the app's chunks import, or both would share a chunk it has to load first.)
 */
const earlySubmitMark = 'data-submitted';

type Status = 'idle' | 'sending' | 'sent' | Exclude<SendOutcome, 'sent'>;

interface ContactFormProps {
  /** Where messages go: the build's setting, which tests may replace. */
  readonly delivery?: ContactDelivery;
}

/**
 * The message form. Required fields are checked by the browser's own validation. By default a
 * valid submit sends nothing anywhere: it logs the values, confirms, and empties every field.
 *
 * It works before the app's code has run. The fields are uncontrolled, so what was typed stays
 * and is what gets logged. The `<form>` element itself is empty, in a hidden `<dialog>`, and the
 * fields belong to it through their `form` attribute: its method is "dialog", so a submit without
 * script never navigates or puts a field in the URL, and a valid one closes that dialog. That
 * closed dialog is the page's record of a submit the app has not handled yet: CSS shows a note for
 * it (sending once the page has loaded, or with JavaScript off that it cannot, and either way the
 * phone number and email, in case the code never arrives), and the app completes it when it
 * mounts.
 *
 * With a delivery service (src/content/contactDelivery.ts) the fields are inside a real `<form>`
 * that posts to the service, as Netlify's deploy-time parser needs, and so it works without
 * JavaScript: the browser posts the message and shows the service's own confirmation; the body
 * carries the fields, our URL never does. Once `src/boot.ts` has run, an early submit is held
 * in the page instead (a note says it goes out once the page has loaded) and the app sends it
 * when it mounts; from then on the app sends with fetch, and on any failure the message stays in
 * the form with a way to retry and the company's phone number and email.
 */
export function ContactForm({ delivery = contactDelivery }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const recordRef = useRef<HTMLDialogElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // Set at once, where the status only renders later: a second click must not send twice.
  const sendingRef = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const kiosk = useKiosk();
  const service: FormService | undefined = delivery.kind === 'none' ? undefined : delivery;

  const confirm = useCallback((form: HTMLFormElement, message: ContactMessage) => {
    console.log(text.logLabel, message);
    form.reset();
    clearDraft();
    setStatus('sent');
    // Let the confirmation render, then bring it into view for every visitor.
    requestAnimationFrame(() => sentRef.current?.focus());
  }, []);

  const send = useCallback(
    async (form: HTMLFormElement) => {
      const message = readMessage(form);
      if (!service) {
        confirm(form, message);
        return;
      }
      if (sendingRef.current) return;
      sendingRef.current = true;
      setStatus('sending');
      const honeypot = form.elements.namedItem(honeypotField);
      const outcome = await sendMessage(
        service,
        messageBody(service, message, honeypot instanceof HTMLInputElement ? honeypot.value : ''),
      );
      sendingRef.current = false;
      if (outcome === 'sent') {
        confirm(form, message);
        return;
      }
      // The fields and the draft stay as they are: nothing the visitor wrote is lost. The alert
      // appears right under the button that was pressed, and is announced.
      setStatus(outcome);
    },
    [service, confirm],
  );

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (service) {
      // Held by boot.ts: sent with the fields as they were, not mixed with an older draft.
      if (form.hasAttribute(earlySubmitMark)) {
        form.removeAttribute(earlySubmitMark);
        void send(form);
      } else {
        restoreDraft(form);
      }
      return;
    }
    const record = recordRef.current;
    if (!record) return;
    // A closed record is a submit made before this code ran: it is completed with the fields as
    // they were sent, not mixed with an older draft.
    if (record.open) {
      restoreDraft(form);
    } else {
      record.open = true;
      void send(form);
    }
  }, [send, service]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Handled here: the record stays open, and a service's form does not leave the page.
    event.preventDefault();
    void send(event.currentTarget);
  };

  const onChange = () => {
    if (formRef.current) saveDraft(formRef.current);
    // A new message hides the last confirmation; a failure stays until the next attempt.
    setStatus((current) => (current === 'sent' ? 'idle' : current));
  };

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    form: formId,
    onChange,
    className: styles.control,
  });

  const label = (name: ContactField, required: boolean) => (
    <label htmlFor={`contact-${name}`} className={styles.label}>
      {text.labels[name]}{' '}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.optional}>{text.optional}</span>
      )}
    </label>
  );

  // A kiosk hands out QR codes instead of tel: and mailto: links, which it could not open.
  const reachUs = (
    <p>
      {text.reachUs}{' '}
      {kiosk ? company.phone.display : <a href={telHref()}>{company.phone.display}</a>}{' '}
      {text.reachUsOr} {kiosk ? company.email : <a href={mailtoHref()}>{company.email}</a>}.
    </p>
  );

  const sending = status === 'sending';
  const failed = status === 'failed' || status === 'offline';

  const fields = (
    <>
      <div className={styles.row}>
        <div className={styles.field}>
          {label('name', true)}
          <input
            {...field('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={fieldLimits.name}
          />
        </div>
        <div className={styles.field}>
          {label('email', true)}
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={fieldLimits.email}
          />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          {label('phone', false)}
          <input {...field('phone')} type="tel" autoComplete="tel" maxLength={fieldLimits.phone} />
        </div>
        <div className={styles.field}>
          {label('subject', false)}
          <select {...field('subject')}>
            {projectTypes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        {label('message', true)}
        <textarea
          {...field('message')}
          rows={text.messageRows}
          required
          maxLength={fieldLimits.message}
          placeholder={text.messagePlaceholder}
        />
      </div>
      <Button
        type="submit"
        form={formId}
        size="large"
        icon={sending ? undefined : 'arrow'}
        // Not `disabled`, which would drop the focus of whoever pressed it.
        aria-disabled={sending || undefined}
        className={styles.submit}
      >
        {sending ? (
          <>
            {text.sending}
            <span className={styles.spinner} aria-hidden="true" />
          </>
        ) : (
          text.submit
        )}
      </Button>
    </>
  );

  const confirmation = status === 'sent' && (
    <div className={styles.sent} ref={sentRef} tabIndex={-1}>
      <h3 className={styles.sentTitle}>{text.sentTitle}</h3>
      <p>{text.sentText}</p>
    </div>
  );

  const heading = (
    <>
      <h2 id="contact-form-title" className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.hint}>{text.requiredHint}</p>
    </>
  );

  if (!service) {
    return (
      <div className={styles.form} role="form" aria-labelledby="contact-form-title">
        {heading}
        {/* The browser closes it on a submit made before hydration, which is expected. */}
        <dialog ref={recordRef} className={styles.record} open hidden suppressHydrationWarning>
          <form id={formId} ref={formRef} method="dialog" onSubmit={onSubmit} />
        </dialog>
        {fields}
        <div role="status" className={styles.status}>
          {confirmation}
          <div className={styles.note}>
            <p className={styles.waiting}>{text.waiting}</p>
            <p className={styles.noScript}>{text.noScript}</p>
            {/* Not on a kiosk, which hands out QR codes instead of tel: and mailto: links (and
                runs on script, so this note never shows there). */}
            {!kiosk && reachUs}
          </div>
        </div>
      </div>
    );
  }

  const netlify: Record<string, string> =
    service.kind === 'netlify'
      ? { name: service.formName, 'data-netlify': 'true', 'netlify-honeypot': honeypotField }
      : {};
  return (
    <form
      id={formId}
      ref={formRef}
      className={cx(styles.form, styles.delivery)}
      aria-labelledby="contact-form-title"
      method="post"
      // Netlify takes the post at the page's own URL and answers with its confirmation page.
      action={service.kind === 'endpoint' ? service.url : undefined}
      {...netlify}
      data-early-submit=""
      onSubmit={onSubmit}
      // boot.ts may have marked an early submit on it (earlySubmitMark), which is expected.
      suppressHydrationWarning
    >
      {heading}
      {service.kind === 'netlify' && (
        <input type="hidden" name="form-name" value={service.formName} />
      )}
      {/* The honeypot: `hidden` keeps it from view, from assistive technology and from focus. */}
      <div hidden>
        <input type="text" name={honeypotField} autoComplete="off" defaultValue="" />
      </div>
      {fields}
      <div role="status" className={styles.status}>
        {sending && <p className="visually-hidden">{text.sendingStatus}</p>}
        {confirmation}
        <div className={styles.note}>
          <p className={styles.waiting}>{text.waiting}</p>
          {reachUs}
        </div>
      </div>
      {failed && (
        <div role="alert" className={styles.failed}>
          <h3 className={styles.failedTitle}>
            {status === 'offline' ? text.offlineTitle : text.failedTitle}
          </h3>
          <p>{status === 'offline' ? text.offlineText : text.failedText}</p>
          {reachUs}
          <Button type="submit" form={formId} variant="secondary" className={styles.retry}>
            {text.retry}
          </Button>
        </div>
      )}
    </form>
  );
}
