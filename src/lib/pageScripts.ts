/**
 * What a page does in the browser beyond its islands (a form's draft kept from the first
 * keystroke, a kiosk's button that draws a QR code), declared once in a `*.script.ts` file beside
 * the component whose HTML it works on, as an island is. The page script (`src/site.ts`) starts
 * every declared one, each in a task of its own, and names none: each finds its own part of the
 * page, and does nothing on a page without it.
 */
export interface PageScript {
  /** What it does, for the error it is logged with should it fail to start. */
  readonly name: string;
  readonly start: () => void;
}

/** Declares a page script (see `PageScript`). */
export const definePageScript = (script: PageScript): PageScript => script;
