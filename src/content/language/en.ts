/**
 * The site's fixed words in English: the spec's own texts (which the owner's content does not
 * hold) and the words of the site's chrome, forms and messages. The Spanish build reads `./es.ts`
 * in this module's place (`build-time/siteLanguage.ts`), so a page carries one language's words
 * only; `Dictionary` makes the type checker hold every translation to every key here. A `{name}`
 * is filled in where the text is used.
 */
export const dictionary = {
  language: {
    /** Its code (`../locales.ts`): its version of each content file, its pages' `lang`. */
    code: 'en',
    /** For `Intl`: the way people in the company's market write dates, times and lists. */
    intl: 'en-US',
  },
  chrome: {
    skipLink: 'Skip to main content',
    primaryNavLabel: 'Main',
    mobileNavLabel: 'Mobile',
    menuButton: 'Menu',
    callButton: 'Call',
    floatingLabel: 'Quick contact',
    floatingCall: 'Call us',
    floatingSms: 'Text us',
    floatingEmail: 'Email us',
    footerNavLabel: 'Footer',
    socialLabel: 'Follow us',
    instagram: 'Instagram',
    facebook: 'Facebook',
    newTabHint: '(opens in a new tab)',
    motionLabel: 'Animations',
    motionOn: 'On',
    motionOff: 'Off',
    motionSystem: 'Off (system setting)',
  },
  nav: {
    home: 'HOME',
    products: 'PRODUCTS',
    services: 'SERVICES',
    about: 'ABOUT',
    contact: 'CONTACT',
  },
  notFoundPage: {
    title: 'Page not found | {company}',
    description: 'The page you are looking for could not be found.',
  },
  errorPage: {
    title: 'Something went wrong | {company}',
    description: 'An unexpected error occurred.',
  },
  home: {
    heroCta: 'TELL US ABOUT YOUR PROJECT',
    welcomeButtons: { products: 'OUR PRODUCTS', services: 'OUR SERVICES', about: 'ABOUT US' },
    simpleBandTitle: 'BEAUTIFUL & SIMPLE',
    productsItems: [
      'Solid hardwood',
      'Engineered hardwood',
      'Custom staining and finishing',
      'Reclaimed and vintage wood',
      'Luxury vinyl and laminate',
    ],
    productsCta: 'VIEW ALL PRODUCTS',
    servicesItems: [
      'Installation and refinishing',
      'Millwork and trim',
      'Repair and restoration',
      'Interior design consultation',
      'Project management',
    ],
    servicesCta: 'VIEW ALL SERVICES',
    locationsTitle: 'WE SERVE MULTIPLE LOCATIONS',
    /** The accessible name of the row of cards, which scrolls sideways on narrower screens. */
    locationsRowLabel: 'Our regions',
    getInTouchTitle: 'GET IN TOUCH',
    getInTouchCta: 'TELL US ABOUT YOUR PROJECT',
  },
  products: { backHome: 'Back to Home' },
  services: { cta: 'GET FREE ESTIMATE' },
  stats: {
    years: 'Years Experience',
    projects: 'Projects Completed',
    states: 'States Served',
    satisfaction: 'Satisfaction Rate',
  },
  company: {
    comingSoon: 'Coming Soon',
    rightsReserved: 'All rights reserved.',
  },
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
  contactForm: {
    title: 'Send Us a Message',
    labels: {
      name: 'Full Name',
      email: 'Email Address',
      phone: 'Phone',
      subject: 'Project Type',
      message: 'Tell us about your project',
    },
    requiredHint: 'Fields marked * are required.',
    optional: '(optional)',
    messagePlaceholder: 'Please include square footage, timeline, and any specific requirements.',
    submit: 'Send Message',
    sentTitle: 'Message Sent!',
    sentText: "Thank you for your message. We'll get back to you soon.",
    /** Shown when the form was sent before the page's code had arrived, until it does. */
    waiting: 'Sending as soon as the page has loaded. Your message stays in the form until then.',
    /** Shown instead when the form was sent with JavaScript off. */
    noScript:
      'Sending this form needs JavaScript, which is off in this browser. Your text stays in the fields.',
    /** After either note, followed by the phone number, `reachUsOr` and the email address. */
    reachUs: 'You can also call',
    reachUsOr: 'or email',
    /** The send button while the message is on its way. */
    sending: 'Sending…',
    /** Announced to assistive technology meanwhile. */
    sendingStatus: 'Sending your message…',
    /** When the service did not take the message (an error, no answer in time, no network). */
    failedTitle: 'Your message was not sent.',
    failedText:
      'It did not reach us, but everything you wrote is still in the form. Please try again in a moment.',
    /** When the browser is offline: nothing was tried. */
    offlineTitle: 'You are offline. Your message was not sent.',
    offlineText:
      'Everything you wrote is still in the form. Send it again once you are back online.',
    /** Followed by `reachUs` and the phone number and email, as in the early-submit note. */
    retry: 'Try again',
  },
  /** The project types' labels, by the value the form sends (the spec's order). */
  projectTypes: {
    '': 'Select a service',
    installation: 'New Installation',
    refinishing: 'Floor Refinishing',
    repair: 'Repair & Restoration',
    consultation: 'Design Consultation',
    other: 'Other',
  },
  errors: {
    notFound: {
      title: 'Oops! Page not found',
      text: 'The page you are looking for has moved or never existed.',
      link: 'Return to Home',
    },
    routeError: {
      title: 'Unexpected Application Error!',
      text: 'Something went wrong on our side. Please try again, or head back home.',
      link: 'Return to Home',
    },
    /** In the main area, with the header and footer still there, when a page's code did not arrive. */
    pageLoad: {
      title: 'This page could not be loaded',
      text: 'The connection may have dropped. The rest of the site still works; try again once you are back online.',
    },
    tryAgain: 'Try again',
  },
  kiosk: {
    touchHint: 'Touch the screen to explore',
    handoffButton: 'Contact QR codes',
    handoffTitle: 'Take our contact with you',
    qrName: 'QR code: {what}',
    /** The caption under each QR code: one per code, wherever on the page the code is shown. */
    captions: {
      call: 'Scan to call {phone}',
      text: 'Scan to text {phone}',
      email: 'Scan to email {email}',
      follow: 'Scan for {network}',
    },
  },
} as const;

/** A dictionary of the site's words: this one's keys, lists and their lengths, any words. */
type Words<Entry> = Entry extends string
  ? string
  : { readonly [Key in keyof Entry]: Words<Entry[Key]> };

export type Dictionary = Words<typeof dictionary>;
