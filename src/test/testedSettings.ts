import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { testContent } from '../../scripts/testContent.mjs';
import { analyticsOf, type analyticsSetting } from '../content/schema/analytics.ts';
import { deliveryOf, type deliverySetting } from '../content/schema/delivery.ts';
import { photoSourceOf, type photoSourceSetting } from '../content/schema/photos.ts';
import type { PageSettings, SettingsData } from '../content/schema/settings.ts';
import type { z } from 'zod';

/**
 * The settings file of the frozen content, read as a file rather than through the code under
 * test, so code that ignored a setting fails the tests that expect it (the e2e specs read it
 * alike: kioskSettings in e2e/fixtures.ts). The content check has passed it.
 */
export const testedSettings = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../..', testContent, 'settings.json'), 'utf8'),
) as SettingsData;

/** The tested settings as a page's render takes them (`PageSettings`). */
export const testedPageSettings: PageSettings = {
  contactDelivery: deliveryOf(testedSettings.contactDelivery as z.infer<typeof deliverySetting>),
  photoSource: photoSourceOf(testedSettings.photoSource as z.infer<typeof photoSourceSetting>),
  visits: testedSettings.visits,
  analytics: analyticsOf(testedSettings.analytics as z.infer<typeof analyticsSetting>),
  kiosk: testedSettings.kiosk,
};
