export interface OpeningHours {
  readonly days: string;
  readonly hours: string;
  /** schema.org day names, for structured data. */
  readonly schemaDays: readonly string[];
  /** 24-hour times for structured data; absent when the day is by appointment only. */
  readonly opens?: string;
  readonly closes?: string;
}

export const contactPage = {
  eyebrow: 'Contact',
  title: 'Let’s talk about your floors',
  intro:
    'Tell us about your project and we will get back to you within one business day with next steps and a free estimate.',
  infoTitle: 'Contact Information',
} as const;

/** Row labels of the contact details (GET IN TOUCH on Home, and the Contact page). */
export const contactLabels = {
  phone: 'Phone',
  email: 'Email',
  addresses: 'Addresses',
  hours: 'Business Hours',
  areas: 'Service Areas',
} as const;

/** Business hours, exactly as the spec states them. */
export const openingHours: readonly OpeningHours[] = [
  {
    days: 'Monday-Friday',
    hours: '8:00 AM-6:00 PM',
    schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  },
  {
    days: 'Saturday',
    hours: '9:00 AM-4:00 PM',
    schemaDays: ['Saturday'],
    opens: '09:00',
    closes: '16:00',
  },
  { days: 'Sunday', hours: 'by appointment', schemaDays: ['Sunday'] },
];
