// The settings this build follows, as the build read and checked them (build-time/settings.ts:
// content/settings.json, or a test build's variables), one module per setting.

declare module 'virtual:site-settings/contactDelivery' {
  import type { ContactDelivery } from './pages/contact/content/schema.ts';

  /** Where the contact form's messages go. */
  export const contactDelivery: ContactDelivery;
}

declare module 'virtual:site-settings/kiosk' {
  import type { KioskTiming } from './content/schema/settings.ts';

  /** The showroom kiosk's timing. */
  export const kiosk: KioskTiming;
}

declare module 'virtual:site-settings/photoSource' {
  import type { PhotoSource } from './content/schema/photos.ts';

  /** Where the photos come from. */
  export const photoSource: PhotoSource;
}

declare module 'virtual:site-settings/visits' {
  import type { VisitSettings } from './content/schema/settings.ts';

  /** A first visit's length, and the owner's online calendar if they have one. */
  export const visits: VisitSettings;
}
