import { createHash } from 'node:crypto';
import { kioskParams } from '../src/content/kiosk.ts';
import { kioskStorageKey, motionStorageKey } from '../src/content/storageKeys.ts';

/**
 * The one inline script of every page, in its head: it runs before the first paint, where the
 * app's code comes seconds later on a slow network. It applies what this visitor or this tab
 * chose, on the root element, for the CSS to follow at once: a stored "Animations: Off"
 * (`data-motion="off"`: no smooth scrolling, no transitions), and kiosk mode (`data-kiosk`: a
 * kiosk URL, or a tab that is a kiosk already), whose links that would leave the kiosk do
 * nothing until the app has taken over. The app sets both itself once it runs; storage that
 * cannot be read (disabled, private mode) changes nothing. Plain ES5, as it is not bundled.
 */
export const firstPaintScript = (): string =>
  [
    '(function(){try{',
    'var root=document.documentElement;',
    `if(localStorage.getItem(${JSON.stringify(motionStorageKey)})==="off")root.dataset.motion="off";`,
    `var kiosk=new URLSearchParams(location.search).get(${JSON.stringify(kioskParams.kiosk)});`,
    `if(kiosk!=="0"&&(kiosk!==null||sessionStorage.getItem(${JSON.stringify(kioskStorageKey)})!==null))`,
    'root.dataset.kiosk="on";',
    '}catch(error){}})();',
  ].join('');

/** The script's hash, as the Content-Security-Policy allows it (and no other inline script). */
export const firstPaintScriptSource = (): string =>
  `'sha256-${createHash('sha256').update(firstPaintScript()).digest('base64')}'`;
