import { company, mainOffice } from './company.ts';

export const aboutPage = {
  eyebrow: 'About Us',
  title: 'Our story',
  story: [
    `${company.shortName} began in a ${mainOffice.city} garage with one sander, one truck and a stubborn belief that a floor should be built to outlive the people who walk on it.`,
    `${company.yearsExperience} years and more than ${company.projectsCompleted} projects later we are a team of installers, finishers, millworkers and interior designers serving ${company.statesServed} states, and we still treat every home as if it were our own.`,
    'We source responsibly, finish with low-VOC products and stay on your project from the first sample to the last walkthrough.',
  ],
  storyPhotoCaption: 'Every board is cut and fitted by our own craftsmen.',
  statsTitle: 'By the numbers',
} as const;
