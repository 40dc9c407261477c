import { copyrightLine } from '../content/company.ts';

/**
 * What each page shows with JavaScript off, in English: the spec's words and more. Read in its
 * HTML by build-time/documents, and seen in the browser by e2e/resilience.spec.ts.
 */
export const noScriptTexts: Readonly<Record<string, readonly string[]>> = {
  '/': [
    'TELL US ABOUT YOUR PROJECT',
    'BEAUTIFUL & SIMPLE',
    'Luxury vinyl and laminate',
    'Project management',
    '500+',
    'WE SERVE MULTIPLE LOCATIONS',
    'Coming Soon',
    'GET IN TOUCH',
    copyrightLine,
  ],
  '/products': ['Solid Hardwood', 'Luxury Vinyl', 'Back to Home'],
  '/services': ['Hardwood Installation', 'Design Consultation', 'GET FREE ESTIMATE'],
  '/about': ['Our story', 'Satisfaction Rate', 'Integrity & Trust'],
  '/contact': ['Full Name', 'Tell us about your project', 'Monday-Friday', 'Service Areas'],
};
