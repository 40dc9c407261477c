import { company } from './company.ts';

export const heroText = {
  eyebrow: 'Hardwood Flooring & Interior Design',
  title: 'Floors crafted to last a lifetime',
  lead: 'Installation, refinishing, repair and design consultation for homes and businesses across the Mountain West and beyond.',
  cta: 'TELL US ABOUT YOUR PROJECT',
} as const;

export const welcomeText = {
  title: `Welcome to ${company.name}`,
  paragraphs: [
    `For more than ${company.yearsExperience} years our family of installers, finishers and designers has turned bare subfloors into rooms people love to live in.`,
    'Whether you want a new solid oak floor, a refinish that brings old boards back to life, or a designer’s eye on your whole interior, we bring the same care to every plank.',
  ],
  buttons: {
    products: 'OUR PRODUCTS',
    services: 'OUR SERVICES',
    about: 'ABOUT US',
  },
} as const;

export const simpleBandText = {
  title: 'BEAUTIFUL & SIMPLE',
  line: 'Natural materials, honest craft, rooms that feel calm.',
} as const;

export const getInTouchText = {
  title: 'GET IN TOUCH',
  intro: 'Questions, a quote, or just an idea? We would love to hear about it.',
  cta: 'TELL US ABOUT YOUR PROJECT',
} as const;
