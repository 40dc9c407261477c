// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frozenView } from '../test/frozenContent.ts';
import { aboutText } from './about.ts';
import { companyOf, filled } from './company.ts';
import { daysOf, hoursTexts, openingHours } from './contact.ts';
import { fieldLimits, messageRows } from '../pages/contact/content/contactForm.ts';
import { emptyMessage } from '../pages/contact/content/formParts.ts';
import { islandErrorText } from './errors.ts';
import { homeText } from './home.ts';
import { navItems } from './navigation.ts';
import { notFoundText } from './notFound.ts';
import { sitePaths } from './pages.ts';
import { productsText, servicesText } from './products.ts';
import { isComingSoon, regionsOf } from './regions.ts';
import { formatStat, statsOf } from './stats.ts';
import { workKinds } from './workKinds.ts';

// The frozen content in English, which the tests read: the spec's words, word for word.
const en = frozenView('en');
const company = companyOf(en);
const { comingSoonLabel, copyrightLine, mainOffice } = company;
const {
  getInTouch: getInTouchText,
  hero: heroText,
  locations: locationsSection,
  productsTeaser,
  servicesTeaser,
  simpleBand: simpleBandText,
  welcome: welcomeText,
} = homeText(en);
const products = productsText(en).cards;
const { cards: services, page: servicesPage } = servicesText(en);
const stats = statsOf(en);
const { page: aboutPage, values } = aboutText(en);
const regions = regionsOf(en);
const contactFormText = filled(en, en.words.contact.form);
const projectTypes = en.words.contact.projectTypes;

// The product spec's texts, copied here word for word: the frozen content must say exactly this,
// as the pages read it.
describe('content matches the spec', () => {
  // The spec's routes, in its order, whatever pages are added beside them.
  const specRoutes = ['/', '/products', '/services', '/about', '/contact'];

  it('has the five routes, and the work page beside them', () => {
    expect(sitePaths.filter((path) => specRoutes.includes(path))).toEqual(specRoutes);
    expect(sitePaths).toContain('/work');
  });

  it('names the navigation items in order, HOME anchoring to #home', () => {
    expect(navItems(en).map((item) => item.label)).toEqual([
      'HOME',
      'PRODUCTS',
      'SERVICES',
      'ABOUT',
      'CONTACT',
    ]);
    expect(navItems(en)[0]?.to).toBe('/#home');
    expect(
      navItems(en)
        .slice(1)
        .map((item) => item.to),
    ).toEqual(specRoutes.slice(1));
  });

  it('has the Home texts', () => {
    expect(heroText.cta).toBe('TELL US ABOUT YOUR PROJECT');
    expect(simpleBandText.title).toBe('BEAUTIFUL & SIMPLE');
    expect(locationsSection.title).toBe('WE SERVE MULTIPLE LOCATIONS');
    expect(getInTouchText.title).toBe('GET IN TOUCH');
  });

  it('lists the products and services teasers in the spec’s words', () => {
    expect(productsTeaser.items.map((item) => item.toLowerCase())).toEqual([
      'solid hardwood',
      'engineered hardwood',
      'custom staining and finishing',
      'reclaimed and vintage wood',
      'luxury vinyl and laminate',
    ]);
    expect(servicesTeaser.items.map((item) => item.toLowerCase())).toEqual([
      'installation and refinishing',
      'millwork and trim',
      'repair and restoration',
      'interior design consultation',
      'project management',
    ]);
  });

  it('has the six product cards and six service cards, each with a description and a photo', () => {
    expect(products.map((card) => card.title)).toEqual([
      'Solid Hardwood',
      'Engineered Hardwood',
      'Exotic Species',
      'Reclaimed Wood',
      'Custom Finishes',
      'Luxury Vinyl',
    ]);
    expect(services.map((card) => card.title)).toEqual([
      'Hardwood Installation',
      'Floor Refinishing',
      'Repair & Restoration',
      'Custom Millwork',
      'Floor Protection',
      'Design Consultation',
    ]);
    for (const card of [...products, ...services]) {
      expect(card.description.length).toBeGreaterThan(20);
      expect(card.photo.id).toMatch(/^\d+-[0-9a-f]+$/);
      expect(card.photo.alt).not.toBe('');
    }
    expect(servicesPage.cta).toBe('GET FREE ESTIMATE');
  });

  it('has the four stats and the three values', () => {
    expect(stats.map((stat) => `${formatStat(stat)} ${stat.label}`)).toEqual([
      '15+ Years Experience',
      '500+ Projects Completed',
      '5 States Served',
      '100% Satisfaction Rate',
    ]);
    expect(values.map((value) => value.title)).toEqual([
      'Quality Craftsmanship',
      'Customer First',
      'Integrity & Trust',
    ]);
  });

  it('serves the five regions, Los Angeles coming soon, from a Denver main office', () => {
    expect(regions.map((region) => region.name)).toEqual([
      'Colorado',
      'Utah',
      'Montana',
      'Las Vegas',
      'Los Angeles',
    ]);
    expect(regions.filter((region) => region.comingSoon).map((region) => region.name)).toEqual([
      'Los Angeles',
    ]);
    expect(comingSoonLabel).toBe('Coming Soon');
    expect(`${mainOffice.city}, ${mainOffice.region}`).toBe('Denver, CO');
    expect(
      company.offices.filter((office) => isComingSoon(en, office)).map((office) => office.city),
    ).toEqual(['Los Angeles']);
  });

  it('states the business hours exactly', () => {
    const text = hoursTexts(en).map(({ days, hours }) => `${days} ${hours}`);
    expect(text.join('; ')).toBe(
      'Monday-Friday 8:00 AM-6:00 PM; Saturday 9:00 AM-4:00 PM; Sunday by appointment',
    );
    expect(openingHours(en).flatMap(daysOf)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it('has the contact form fields, options and messages', () => {
    // The spec's five fields, then when a visit would suit (optional).
    expect(Object.keys(emptyMessage)).toEqual([
      'name',
      'email',
      'phone',
      'subject',
      'message',
      'visit',
    ]);
    expect(contactFormText.labels.name).toBe('Full Name');
    expect(contactFormText.labels.email).toBe('Email Address');
    expect(contactFormText.labels.message).toBe('Tell us about your project');
    expect(messageRows).toBe(6);
    expect(contactFormText.messagePlaceholder).toMatch(/square footage/);
    expect(contactFormText.messagePlaceholder).toMatch(/timeline/);
    expect(contactFormText.messagePlaceholder).toMatch(/specific requirements/);
    expect([projectTypes.placeholder, ...workKinds.map((kind) => projectTypes[kind])]).toEqual([
      'Select a service',
      'New Installation',
      'Floor Refinishing',
      'Repair & Restoration',
      'Design Consultation',
      'Other',
    ]);
    expect(contactFormText.sentTitle).toBe('Message Sent!');
    expect(contactFormText.sentText).toBe(
      "Thank you for your message. We'll get back to you soon.",
    );
    expect(Object.values(fieldLimits).every((limit) => limit > 0)).toBe(true);
  });

  it('has the error texts', () => {
    expect(notFoundText(en).title).toBe('Oops! Page not found');
    expect(notFoundText(en).link).toBe('Return to Home');
    expect(islandErrorText(en).title).toBe('Unexpected Application Error!');
  });

  it('has the copyright year the spec fixes, with the legal name', () => {
    expect(copyrightLine).toBe(`© 2025 ${company.legalName}. All rights reserved.`);
  });
});

// What must hold of the identity whatever the operator puts there (the shipped values are
// placeholders to replace before launch, so no test pins them).
describe('the identity is well-formed', () => {
  it('has a phone number whose display and dialling forms are the same number', () => {
    expect(company.phone.e164).toMatch(/^\+[1-9]\d{7,14}$/);
    const displayDigits = company.phone.display.replace(/\D/g, '');
    expect(company.phone.e164.endsWith(displayDigits)).toBe(true);
  });

  it('has an email address, a website and social profiles that are what they say', () => {
    expect(company.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(new URL(company.website).protocol).toBe('https:');
    expect(new URL(company.social.instagram).hostname).toBe('www.instagram.com');
    expect(new URL(company.social.facebook).hostname).toBe('www.facebook.com');
  });

  it('states each figure of the record once: the stats and the copy quote the same numbers', () => {
    expect(stats.slice(0, 3).map((stat) => stat.value)).toEqual([
      company.yearsExperience,
      company.projectsCompleted,
      company.statesServed,
    ]);
    expect(aboutPage.story.join(' ')).toContain(`${company.yearsExperience} years`);
    expect(welcomeText.paragraphs.join(' ')).toContain(`${company.yearsExperience} years`);
  });
});
