import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { company } from '../../content/company.ts';
import {
  contactFormText as text,
  fieldLimits,
  projectTypes,
  type ContactField,
} from '../../content/contactForm.ts';
import { useKiosk } from '../../kiosk/KioskProvider.tsx';
import { mailtoHref, telHref } from '../../lib/contactHrefs.ts';
import { clearDraft, readMessage, restoreDraft, saveDraft } from './contactDraft.ts';
import styles from './ContactForm.module.scss';

const formId = 'contact-form';

/**
 * The message form. Required fields are checked by the browser's own validation; a valid submit
 * sends nothing anywhere: it logs the values, confirms, and empties every field.
 *
 * It works before the app's code has run. The fields are uncontrolled, so what was typed stays
 * and is what gets logged. The `<form>` element itself is empty, in a hidden `<dialog>`, and the
 * fields belong to it through their `form` attribute: its method is "dialog", so a submit without
 * script never navigates or puts a field in the URL, and a valid one closes that dialog. That
 * closed dialog is the page's record of a submit the app has not handled yet: CSS shows a note for
 * it (sending once the page has loaded, or with JavaScript off that it cannot, and either way the
 * phone number and email, in case the code never arrives), and the app completes it when it
 * mounts.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const recordRef = useRef<HTMLDialogElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const kiosk = useKiosk();

  const send = useCallback((form: HTMLFormElement) => {
    console.log(text.logLabel, readMessage(form));
    form.reset();
    clearDraft();
    setSent(true);
    // Let the confirmation render, then bring it into view for every visitor.
    requestAnimationFrame(() => sentRef.current?.focus());
  }, []);

  useEffect(() => {
    const form = formRef.current;
    const record = recordRef.current;
    if (!form || !record) return;
    // A closed record is a submit made before this code ran: it is completed with the fields as
    // they were sent, not mixed with an older draft.
    if (record.open) {
      restoreDraft(form);
    } else {
      record.open = true;
      send(form);
    }
  }, [send]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Handled here, so the record stays open.
    event.preventDefault();
    send(event.currentTarget);
  };

  const onChange = () => {
    if (formRef.current) saveDraft(formRef.current);
    setSent(false);
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

  return (
    <div className={styles.form} role="form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.hint}>{text.requiredHint}</p>
      {/* The browser closes it on a submit made before hydration, which is expected. */}
      <dialog ref={recordRef} className={styles.record} open hidden suppressHydrationWarning>
        <form id={formId} ref={formRef} method="dialog" onSubmit={onSubmit} />
      </dialog>
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
      <Button type="submit" form={formId} size="large" icon="arrow" className={styles.submit}>
        {text.submit}
      </Button>
      <div role="status" className={styles.status}>
        {sent && (
          <div className={styles.sent} ref={sentRef} tabIndex={-1}>
            <h3 className={styles.sentTitle}>{text.sentTitle}</h3>
            <p>{text.sentText}</p>
          </div>
        )}
        <div className={styles.note}>
          <p className={styles.waiting}>{text.waiting}</p>
          <p className={styles.noScript}>{text.noScript}</p>
          {/* Not on a kiosk, which hands out QR codes instead of tel: and mailto: links (and
              runs on script, so this note never shows there). */}
          {!kiosk && (
            <p>
              {text.reachUs} <a href={telHref()}>{company.phone.display}</a> {text.reachUsOr}{' '}
              <a href={mailtoHref()}>{company.email}</a>.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
