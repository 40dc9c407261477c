import type { z } from 'zod';
import { idleBounds } from '../../kiosk/content/idleBounds.ts';
import { deliverySetting } from '../../pages/contact/content/schema.ts';
import { count, described, group } from './fields.ts';
import { photoSourceSetting } from './photos.ts';

/** A whole number from `min` to `max`. */
const between = (min: number, max: number) => count(min).max(max, `must be at most ${max}`);

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
    description: 'How the site works: where messages go, where photos come from, the kiosk.',
  },
);

export type SettingsData = z.infer<typeof settingsSchema>;

/** The showroom kiosk's timing, in seconds, and its attract loop's pace in pixels per second. */
export type KioskTiming = SettingsData['kiosk'];
