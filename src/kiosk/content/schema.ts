import { described, group, template, text } from '../../content/schema/fields.ts';

/** `content/kiosk.json`: what a showroom kiosk says (only kiosks show these words). */
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
        showroom: described(template('region'), {
          title: 'Under the code of the showroom’s region’s page',
        }),
      }),
      { title: 'Captions under the QR codes' },
    ),
  }),
  {
    title: 'Buttons, labels and messages: the showroom kiosk',
    description: 'What a kiosk display says. Only kiosks show it.',
  },
);
