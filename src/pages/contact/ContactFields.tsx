import { Button } from '../../components/ui/Button.tsx';
import type { ContactFormProps, ContactFormWords } from './ContactForm.tsx';
import { fieldLimits, languageField, messageRows } from './content/contactForm.ts';
import { contactFieldId, type ContactField } from './content/formParts.ts';
import styles from './ContactForm.module.scss';

/** An option of a select: sent as its value, shown as its label. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

interface ContactFieldsProps {
  /** The form's words, language and choices (its island's props). */
  readonly form: Pick<ContactFormProps, 'words' | 'locale' | 'projectTypes' | 'visitTimes'>;
  /** The form the fields and the button belong to (their `form` attribute). */
  readonly formId: string;
  readonly onChange: () => void;
  readonly sending: boolean;
}

function Label({
  text,
  name,
  required,
}: {
  readonly text: ContactFormWords;
  readonly name: ContactField;
  readonly required: boolean;
}) {
  return (
    <label htmlFor={contactFieldId(name)} className={styles.label}>
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
}

/** A select's options: each sent as its value, shown as its label. */
function Options({ choices }: { readonly choices: readonly Choice[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

/**
 * The spec's five fields, when a visit would suit, and the send button. They are uncontrolled: what a visitor typed before
 * the form's code arrived is already in them, and the browser's own validation checks them.
 */
export function ContactFields({ form, formId, onChange, sending }: ContactFieldsProps) {
  const { words: text, locale, projectTypes, visitTimes } = form;
  const field = (name: ContactField) => ({
    id: contactFieldId(name),
    name,
    form: formId,
    onChange,
    className: styles.control,
  });

  return (
    <>
      {/* The language the message is written in, for whoever answers it (sendMessage.ts too). */}
      <input type="hidden" name={languageField} value={locale} form={formId} />
      <div className={styles.row}>
        <div className={styles.field}>
          <Label text={text} name="name" required />
          <input
            {...field('name')}
            type="text"
            autoComplete="name"
            required
            maxLength={fieldLimits.name}
          />
        </div>
        <div className={styles.field}>
          <Label text={text} name="email" required />
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
          <Label text={text} name="phone" required={false} />
          <input {...field('phone')} type="tel" autoComplete="tel" maxLength={fieldLimits.phone} />
        </div>
        <div className={styles.field}>
          <Label text={text} name="subject" required={false} />
          <select {...field('subject')}>
            <Options choices={projectTypes} />
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <Label text={text} name="message" required />
        <textarea
          {...field('message')}
          rows={messageRows}
          required
          maxLength={fieldLimits.message}
          placeholder={text.messagePlaceholder}
        />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <Label text={text} name="visit" required={false} />
          <select {...field('visit')}>
            <Options choices={visitTimes} />
          </select>
        </div>
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
}
