import { contactParams, estimateParams, stainChooserId } from '../content/addresses.ts';
import { estimatorFormId } from '../pages/estimate/content/estimatorParts.ts';
import { chooseFromAddress, prefillContactForm } from './fromAddress.ts';
import { chooseLanguage } from './language.ts';
import { isKioskTab, markChoices } from './marks.ts';
import { hopToNotFound, restoreAddress } from './notFound.ts';
import { quietAbortedTransitions, skipTransitionsWhenStill } from './viewTransitions.ts';

/**
 * What every page does before its first paint, where the app's code comes seconds later on a
 * slow network: the one inline script in its head, bundled by the build
 * (`build-time/firstPaintBundle.ts`, from `main.ts`). It sends the visitor to the page they
 * should see (another language's not-found page, a kiosk's language, their own), applies what
 * this visitor or this tab chose for the CSS to follow at once (Animations Off, kiosk), readies
 * the route change's view transition, and fills in what the address asks of the contact form or
 * the estimator as the parser reaches them. Storage that cannot be used (disabled, private mode)
 * changes nothing, and throws nothing. The window's globals are named bare (`location`,
 * `addEventListener`): every byte of the script is in every page.
 */
export function firstPaint(): void {
  const root = document.documentElement;
  const kiosk = isKioskTab(location.search);
  // The language on its own, so that storage which cannot be written leaves the rest alone.
  try {
    if (hopToNotFound(root, root.lang)) return;
    restoreAddress(root.lang);
    if (chooseLanguage(root.lang, kiosk)) return;
  } catch {
    // The page stays as it was asked for.
  }
  try {
    markChoices(root, kiosk);
  } catch {
    // The app marks the page once it runs.
  }
  skipTransitionsWhenStill(root);
  quietAbortedTransitions();
  prefillContactForm(location.search);
  // Each form's last field of those an address may choose: the estimator's stain (after its
  // kind, region and species), the chooser's kind of work (after its species and stains).
  chooseFromAddress(
    location.search,
    `#${estimatorFormId}`,
    `#${estimatorFormId} [name="${estimateParams.stain}"]`,
  );
  chooseFromAddress(
    location.search,
    `#${stainChooserId}`,
    `#${stainChooserId} [name="${contactParams.type}"]`,
  );
}
