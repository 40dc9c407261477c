import { useId } from 'react';
import { chromeText } from '../../content/navigation.ts';
import { smsHref } from '../../content/contactHrefs.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './TextUsPanel.module.scss';

/**
 * "Text us" on a computer, where no phone sends the text: a dialog with the message's QR code for
 * the visitor's phone, the number and the first line as text, and the link itself for a computer
 * that sends texts. The page script fills it in from the link pressed and opens it
 * (`textUs.ts`); without the script, the link is the link.
 */
export function TextUsPanel() {
  const page = usePage();
  const words = chromeText(page).textPanel;
  const { phone } = page.words.company;
  const titleId = useId();
  const [beforePhone = '', afterPhone = ''] = words.scan.split('{phone}');
  return (
    <dialog className={styles.panel} aria-labelledby={titleId} data-text-panel="">
      <h2 id={titleId} className={styles.title}>
        {words.title}
      </h2>
      <p>
        {beforePhone}
        <strong className={styles.to} data-text-to="">
          {phone.display}
        </strong>
        {afterPhone}
      </p>
      {/* The code's image, put in by the page script with its first drawing: an image with no
          file yet would be a broken one. */}
      <template data-text-image="">
        <img className={styles.code} alt={words.codeName} width="240" height="240" />
      </template>
      <blockquote className={styles.line} data-text-line="" />
      <p>
        <a href={smsHref(phone.e164)} data-text-open="">
          {words.open}
        </a>
      </p>
      <form method="dialog" className={styles.close}>
        <Button type="submit" variant="secondary">
          {words.close}
        </Button>
      </form>
    </dialog>
  );
}
