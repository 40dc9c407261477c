import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContactFormProps } from './ContactForm.tsx';
import { honeypotField, logLabel } from './content/contactForm.ts';
import { clearDraft, fillFromAddress, readMessage, restoreDraft } from './contactDraft.ts';
import { messageBody, sendMessage, type FormService, type SendOutcome } from './sendMessage.ts';
import { takeHeldSubmit } from './SubmitRecord.tsx';
import { countLead, leadEvents } from '../../lib/analytics.ts';

/**
 * Where the form is: `idle` (nothing sent since the last change), `sending`, `sent` (the
 * confirmation shows until the next change), or a failure that keeps the message (`failed`,
 * `offline`) until the next attempt.
 */
export type SubmitStatus = 'idle' | 'sending' | 'sent' | Exclude<SendOutcome, 'sent'>;

/**
 * What a submit does, for either kind of form (`visitTimes`: its visit options): without a service it logs the message and
 * confirms; with one it sends the message once, however often the button is pressed, and on a
 * failure keeps every field and the draft. Either way a confirmed form empties, its draft goes,
 * and the confirmation takes the focus. On mount it completes a submit made before the code ran
 * (`SubmitRecord.tsx`) with the fields as they were, or else restores the visitor's draft.
 */
export function useContactSubmit(
  service: FormService | undefined,
  { locale, visitTimes }: Pick<ContactFormProps, 'locale' | 'visitTimes'>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const recordRef = useRef<HTMLDialogElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // Set at once, where the status only renders later: a second click must not send twice.
  const sendingRef = useRef(false);
  const [status, setStatus] = useState<SubmitStatus>('idle');

  const send = useCallback(
    async (form: HTMLFormElement) => {
      const message = readMessage(form);
      if (service) {
        if (sendingRef.current) return;
        sendingRef.current = true;
        setStatus('sending');
        const honeypot = form.elements.namedItem(honeypotField);
        const outcome = await sendMessage(
          service,
          messageBody(
            service,
            message,
            honeypot instanceof HTMLInputElement ? honeypot.value : '',
            { language: locale, visits: visitTimes.map((time) => time.value) },
          ),
        );
        sendingRef.current = false;
        // On a failure the fields and the draft stay as they are: nothing written is lost.
        if (outcome !== 'sent') {
          setStatus(outcome);
          return;
        }
        // A lead, counted only once the service has it (a form that delivers nothing sends none).
        countLead(leadEvents.messageSent);
      }
      console.log(logLabel, message);
      form.reset();
      clearDraft();
      setStatus('sent');
      // Let the confirmation render, then bring it into view for every visitor.
      requestAnimationFrame(() => sentRef.current?.focus());
    },
    [service, locale, visitTimes],
  );

  useEffect(() => {
    const form = formRef.current;
    const record = recordRef.current;
    if (!form || !record) return;
    if (takeHeldSubmit(record)) void send(form);
    else {
      // The address's choice first: a draft fills only what is still empty.
      fillFromAddress(form, location.search);
      restoreDraft(form);
    }
  }, [send]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Handled here: the record stays open, and a service's form does not leave the page.
    event.preventDefault();
    void send(event.currentTarget);
  };

  // The draft is the page script's to keep (`keepContactDraft`), from the first keystroke.
  const onChange = () => {
    // A new message hides the last confirmation; a failure stays until the next attempt.
    setStatus((current) => (current === 'sent' ? 'idle' : current));
  };

  return { formRef, recordRef, sentRef, status, onSubmit, onChange };
}
