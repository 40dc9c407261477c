import type { Translation } from '../translation.ts';

/**
 * The contact details' labels, and how business hours read. English; the Spanish build reads
 * `../es/contact.ts` in this module's place (`build-time/siteLanguage.ts`).
 */
export const words = {
  contact: {
    labels: {
      phone: 'Phone',
      email: 'Email',
      addresses: 'Addresses',
      hours: 'Business Hours',
      areas: 'Service Areas',
    },
    /** What a day without opening hours says. */
    byAppointment: 'by appointment',
    /** A run of days, and a day's opening hours, as the page lists them (the spec's form). */
    dayRange: '{from}-{to}',
    timeRange: '{opens}-{closes}',
  },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
