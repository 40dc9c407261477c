import settingsFile from '../../content/settings.json' with { type: 'json' };
import { analyticsOf, type analyticsSetting } from '../content/schema/analytics.ts';
import { photoSourceOf, type photoSourceSetting } from '../content/schema/photos.ts';
import type { PageSettings } from '../content/schema/settings.ts';
import { deliveryOf, type deliverySetting } from '../pages/contact/content/schema.ts';
import type { z } from 'zod';

/**
 * The settings file of the content under test (the frozen copy: the unit tests' imports of
 * content/ lead there), read as a file rather than through the code under test, so code that
 * ignored a setting fails the tests that expect it (the e2e specs read it alike: kioskSettings in
 * e2e/fixtures.ts).
 */
export const testedSettings = settingsFile;

/** The tested settings as a page's render takes them (`PageSettings`). */
export const testedPageSettings: PageSettings = {
  contactDelivery: deliveryOf(settingsFile.contactDelivery as z.infer<typeof deliverySetting>),
  photoSource: photoSourceOf(settingsFile.photoSource as z.infer<typeof photoSourceSetting>),
  visits: settingsFile.visits,
  analytics: analyticsOf(settingsFile.analytics as z.infer<typeof analyticsSetting>),
  kiosk: settingsFile.kiosk,
};
