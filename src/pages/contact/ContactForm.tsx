import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import {
  contactFormText as text,
  fieldLimits,
  projectTypes,
  type ContactField,
} from '../../content/contactForm.ts';
import { useContactDraft } from './useContactDraft.ts';
import styles from './ContactForm.module.scss';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The message form. Required fields are checked by the browser's own validation; a valid submit
 * sends nothing anywhere: it logs the values, confirms, and empties every field.
 */
export function ContactForm() {
  const { values, update, reset } = useContactDraft();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);

  const onChange = (event: ChangeEvent<Control>) => {
    update(event.target.name as ContactField, event.target.value);
    setSent(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    console.log(text.logLabel, { ...values });
    reset();
    setSent(true);
    // Let the confirmation render, then bring it into view for every visitor.
    requestAnimationFrame(() => sentRef.current?.focus());
  };

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
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
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.hint}>{text.requiredHint}</p>
      <div role="status" className={styles.status}>
        {sent && (
          <div className={styles.sent} ref={sentRef} tabIndex={-1}>
            <h3 className={styles.sentTitle}>{text.sentTitle}</h3>
            <p>{text.sentText}</p>
          </div>
        )}
      </div>
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
      <Button type="submit" size="large" icon="arrow" className={styles.submit}>
        {text.submit}
      </Button>
    </form>
  );
}
