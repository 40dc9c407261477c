import { described, group, prose, template, text } from './fields.ts';

/**
 * `content/site.json`: the words every page shows around its own: the header, the menu, the
 * footer, and the message of a part of a page that failed. (A page's link is in its listing,
 * `content/pages/`.)
 */
export const siteSchema = described(
  group({
    chrome: described(
      group({
        skipLink: described(text(), { title: 'Link to skip to the page’s content (keyboard)' }),
        primaryNavLabel: described(text(), {
          title: 'Name of the top navigation (screen readers)',
        }),
        mobileNavLabel: described(text(), { title: 'Name of the phone menu (screen readers)' }),
        menuButton: described(text(), { title: 'Phone menu button' }),
        callButton: described(text(), { title: 'Call button (header)' }),
        floatingLabel: described(text(), { title: 'Name of the floating contact buttons' }),
        floatingCall: described(text(), { title: 'Floating button: call' }),
        floatingSms: described(text(), { title: 'Floating button: text message' }),
        floatingEmail: described(text(), { title: 'Floating button: email' }),
        textPanel: described(
          group({
            title: text(),
            scan: template('phone'),
            open: text(),
            close: text(),
            codeName: text(),
          }),
          {
            title: 'Text us, on a computer',
            description:
              'Where no phone sends a text, “Text us” shows a QR code of the message for the visitor’s phone.',
          },
        ),
        footerNavLabel: described(text(), { title: 'Name of the footer’s links (screen readers)' }),
        socialLabel: described(text(), { title: 'Title over the social links' }),
        footerGroups: described(
          group({ company: text(), work: text(), guides: text(), regions: text() }),
          {
            title: 'Titles over the footer’s groups of links',
            description:
              'The company, the work and its prices, the guides, and the regions’ own pages.',
          },
        ),
        instagram: text(),
        facebook: text(),
        newTabHint: described(text(), { title: 'Said of a link that opens a new tab' }),
        motionLabel: described(text(), { title: 'Animations switch' }),
        motionOn: described(text(), { title: 'Animations switch: on' }),
        motionOff: described(text(), { title: 'Animations switch: off' }),
        motionSystem: described(text(), {
          title: 'Animations switch: off by the device’s setting',
        }),
      }),
      { title: 'Header, menu and footer' },
    ),
    company: group({
      comingSoon: described(text(), { title: 'A region not served yet' }),
      rightsReserved: described(text(), { title: 'After the copyright line' }),
    }),
    errors: described(
      group({
        islandError: described(group({ title: text(), text: prose() }), {
          title: 'A part of a page that failed (the form, the estimator)',
        }),
        tryAgain: described(text(), { title: 'Try again button' }),
      }),
      { title: 'Error messages' },
    ),
  }),
  {
    title: 'Buttons, labels and messages',
    description: 'The words every page shows around its own: header, menu, footer, errors.',
  },
);
