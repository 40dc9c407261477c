import type { z } from 'zod';
import { described, group, prose, template, text } from './fields.ts';

/** `content/stats.json`: the labels under the company's numbers (About, and Home's band). */
export const statsSchema = described(
  group({ years: text(), projects: text(), states: text(), satisfaction: text() }),
  {
    title: 'Buttons, labels and messages: the numbers',
    description: 'The labels under the numbers; the numbers are the company’s.',
  },
);

/** `content/kiosk.json`: what a showroom kiosk says (only kiosks load these words). */
export const kioskSchema = described(
  group({
    touchHint: described(text(), { title: 'Hint after the kiosk starts over' }),
    handoffButton: described(text(), { title: 'Button that shows the contact QR codes' }),
    handoffTitle: described(text(), { title: 'Title over the contact QR codes' }),
    qrName: described(template('what'), { title: 'A QR code, as screen readers name it' }),
    followWhat: described(template('company', 'network'), {
      title: 'What a social network’s QR code holds',
    }),
    captions: described(
      group({
        call: template('phone'),
        text: template('phone'),
        email: template('email'),
        follow: template('network'),
      }),
      { title: 'Captions under the QR codes' },
    ),
  }),
  {
    title: 'Buttons, labels and messages: the showroom kiosk',
    description: 'What a kiosk display says. Only kiosks show it.',
  },
);

/** `content/notFound.json`: the page an address that leads nowhere shows. */
export const notFoundSchema = described(group({ title: text(), text: prose(), link: text() }), {
  title: 'Buttons, labels and messages: page not found',
});

export type StatsWords = z.infer<typeof statsSchema>;
export type KioskWords = z.infer<typeof kioskSchema>;
export type NotFoundWords = z.infer<typeof notFoundSchema>;
