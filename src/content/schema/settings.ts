import type { z } from 'zod';
import { idleBounds } from '../../kiosk/content/idleBounds.ts';
import { analyticsSetting, type Analytics } from './analytics.ts';
import { deliverySetting, type ContactDelivery } from './delivery.ts';
import { count, described, group, optional, webAddress } from './fields.ts';
import { photoSourceSetting, type PhotoSource } from './photos.ts';

/** A whole number from `min` to `max`. */
const between = (min: number, max: number) => count(min).max(max, `must be at most ${max}`);

/**
 * A first visit to measure: how long it takes, which Contact and the estimate page say, and the
 * owner's online calendar (Cal.com, Calendly) if they use one: a plain link there, in a new tab,
 * with none of the calendar's code on the site's pages. Also read from VISITS by a test build.
 */
export const visitSetting = group({
  firstVisitMinutes: described(between(15, 480), {
    title: 'How long a first visit takes, in minutes',
  }),
  bookingUrl: described(optional(webAddress()), {
    title: 'Your online calendar’s address (optional)',
    description:
      'Like https://cal.com/your-name: Contact and the estimate page then offer "Book a visit ' +
      'online". Leave empty to offer none.',
  }),
});

/**
 * `content/settings.json`: how the site works rather than what it says, in one file for every
 * language. Each setting is checked here and read by the build (build-time/settings.ts); a test
 * build may set the first two through the environment instead.
 */
export const settingsSchema = described(
  group({
    contactDelivery: described(deliverySetting, {
      title: 'Where contact messages go',
      description:
        'none: messages are not sent anywhere; netlify: Netlify Forms keeps them; endpoint: ' +
        'a form service receives them. Ask your developer before changing it.',
    }),
    photoSource: described(photoSourceSetting, {
      title: 'Where photos come from',
      description:
        'host: straight from the image host; rewrite: through this site’s own address, under ' +
        'the path given, which the host must forward. Ask your developer before changing it.',
    }),
    visits: described(visitSetting, { title: 'Visits to measure' }),
    analytics: described(analyticsSetting, {
      title: 'Counting visits and leads',
      description:
        'none: nothing is counted, and no service is contacted. plausible or umami: that ' +
        'cookieless service counts page views, messages sent, taps on call, text and email, ' +
        'and estimates (docs/operator.md, "Counting visits and leads").',
    }),
    kiosk: described(
      group({
        idleSeconds: described(between(idleBounds.min, idleBounds.max), {
          title: 'Seconds without a touch before a kiosk starts over',
          description: 'A kiosk’s own address may set another (?idle=120).',
        }),
        attractPauseSeconds: described(between(0, 60), {
          title: 'Seconds on Home before the story starts scrolling by itself',
        }),
        attractSpeed: described(between(10, 400), {
          title: 'Speed of that scrolling, in pixels per second',
        }),
        attractRestSeconds: described(between(0, 60), {
          title: 'Seconds it rests at the end before starting over',
        }),
      }),
      { title: 'Showroom kiosk' },
    ),
  }),
  {
    title: 'Settings',
    description:
      'How the site works: where messages go, where photos come from, visits, analytics, the kiosk.',
  },
);

export type SettingsData = z.infer<typeof settingsSchema>;

/** A first visit's length and the online calendar's address, if the owner has one. */
export type VisitSettings = SettingsData['visits'];

/** The showroom kiosk's timing, in seconds, and its attract loop's pace in pixels per second. */
export type KioskTiming = SettingsData['kiosk'];

/**
 * What the pages follow of the settings, as the build read and checked them
 * (`build-time/settings.ts`): with the address, the render's input (`src/app/renderPage.tsx`).
 * None is compiled into the code: a page carries what its browser code needs of them.
 */
export interface PageSettings {
  readonly contactDelivery: ContactDelivery;
  readonly photoSource: PhotoSource;
  readonly visits: VisitSettings;
  readonly analytics: Analytics;
  readonly kiosk: KioskTiming;
}
