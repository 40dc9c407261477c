import { filled } from '../../content/company.ts';
import { mailtoHref, telHref } from '../../content/contactHrefs.ts';
import { workKinds } from '../../content/workKinds.ts';
import type { PageContext } from '../../lib/pageContext.tsx';
import type { ContactFormProps } from './ContactForm.tsx';
import { visitTimes } from './content/visitTimes.ts';

/**
 * The contact form's props, as a page's render gives them to its island: its words and the
 * page's language, where messages go (the settings), the company's phone and email, the project
 * types (in the spec's order, the empty one first) and the visit times formatted from the
 * business hours, so the form's code needs neither the content, the settings nor `Intl`.
 */
export function contactFormProps(page: PageContext): ContactFormProps {
  const { form, projectTypes: labels } = page.words.contact;
  const { phone, email } = page.words.company;
  return {
    words: filled(page, form),
    locale: page.locale,
    delivery: page.settings.contactDelivery,
    reach: {
      phone: phone.display,
      phoneHref: telHref(phone.e164),
      email,
      emailHref: mailtoHref(email),
    },
    projectTypes: [
      { value: '', label: labels.placeholder },
      ...workKinds.map((value) => ({ value, label: labels[value] })),
    ],
    visitTimes: visitTimes(page),
  };
}
