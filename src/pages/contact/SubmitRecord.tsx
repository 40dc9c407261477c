import type { ReactNode, Ref } from 'react';
import { submitRecordAttribute } from './content/formParts.ts';
import styles from './ContactForm.module.scss';

/**
 * Takes over a submit the record holds, if any: reopens the record and says so. An open record
 * means no submit came before the island.
 */
export function takeHeldSubmit(record: HTMLDialogElement): boolean {
  if (record.open) return false;
  record.open = true;
  return true;
}

interface SubmitRecordProps {
  readonly ref: Ref<HTMLDialogElement>;
  /** The logging form's empty `<form method="dialog">`. */
  readonly children?: ReactNode;
}

/**
 * A contact form's record of a submit made before the form's island ran: an empty `<dialog>`,
 * open until such a submit closes it, which CSS turns into a note ("sending as soon as the page
 * has loaded") and the island takes over when it mounts.
 *
 * - The logging form's fields belong to a `<form method="dialog">` inside the record, so the
 *   browser itself closes it on a valid submit, with or without script.
 * - A delivery form holds the record inside it. Without script the browser posts the form to the
 *   service; once the page script (`src/site.ts`) has run, it cancels that post and closes the
 *   record instead, so the visitor stays and sees the site's own confirmation.
 */
export function SubmitRecord({ ref, children }: SubmitRecordProps) {
  const mark = { [submitRecordAttribute]: '' };
  return (
    // Closed before hydration by a submit made then (by the browser or the page script): the
    // one attribute that may differ from the prerender, on an element that holds nothing else.
    <dialog ref={ref} className={styles.record} open hidden suppressHydrationWarning {...mark}>
      {children}
    </dialog>
  );
}
