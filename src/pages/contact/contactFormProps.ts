import { company } from '../../content/company.ts';
import { mailtoHref, telHref } from '../../content/contactHrefs.ts';
import type { PageSettings } from '../../lib/pageSettings.tsx';
import type { ContactFormProps } from './ContactForm.tsx';
import { visitTimes } from './content/visitTimes.ts';

/**
 * The contact form's props, as a page's render gives them to its island: where messages go (the
 * settings), the company's phone and email, and the visit times formatted from the business
 * hours, so the form's code needs neither the settings nor `Intl`.
 */
export const contactFormProps = ({ contactDelivery }: PageSettings): ContactFormProps => ({
  delivery: contactDelivery,
  reach: {
    phone: company.phone.display,
    phoneHref: telHref(),
    email: company.email,
    emailHref: mailtoHref(),
  },
  visitTimes,
});
