import { kioskParams } from '../src/kiosk/content/kiosk.ts';
import { defaultLocale, localeBase, locales } from '../src/content/locales.ts';
import { notFoundDocument } from '../src/content/paths.ts';
import { contactFieldId, formParams } from '../src/pages/contact/content/formAddress.ts';
import { estimateParams } from '../src/pages/estimate/content/estimateAddress.ts';
import {
  kioskStorageKey,
  languageStorageKey,
  notFoundAddressStorageKey,
  motionStorageKey,
} from '../src/content/storageKeys.ts';

/**
 * The one inline script of every page, in its head: it runs before the first paint, where the
 * app's code comes seconds later on a slow network. It applies what this visitor or this tab
 * chose, on the root element, for the CSS to follow at once: a stored "Animations: Off"
 * (`data-motion="off"`: no smooth scrolling, no transitions), and kiosk mode (`data-kiosk`: a
 * kiosk URL, or a tab that is a kiosk already), which shows the kiosk's QR codes and hides the
 * links that would leave it, from the first paint. The app sets both itself once it runs;
 * storage that cannot be read (disabled, private mode) changes nothing.
 *
 * A kiosk URL may name the display's language (`?lang=es`): a page in another language is
 * replaced by its version in that one before anything is painted. So is a page in another
 * language than the one this visitor chose with the switch, when they arrive from elsewhere.
 *
 * A host that serves one not-found page for every unknown path (GitHub Pages, a bucket behind a
 * CDN, a plain static server) answers `/es/no-existe` with the English one, status 404. The
 * script hides it before anything is painted and loads the Spanish not-found page in its place,
 * which puts the address asked for back in the address bar; where the host reads `_redirects`,
 * the Spanish page comes first hand.
 *
 * And the route change's view transition (`build-time/viewTransitionOptIn.ts`): the new
 * page's `pagereveal`, and the old page's `pageswap`, skip it for a visitor who switched
 * animations off or whose OS asks for less motion. Plain ES5, as it is not bundled.
 */
export const firstPaintScript = (): string =>
  [
    '(function(){',
    'var root=document.documentElement;',
    'var query=new URLSearchParams(location.search);',
    `var kiosk=query.get(${JSON.stringify(kioskParams.kiosk)});`,
    'var isKiosk=kiosk!==null&&kiosk!=="0";',
    // A value stored for this load alone: read once, and gone. (It throws where storage cannot
    // be read, inside the try of whoever asks.)
    'var take=function(key){var value=sessionStorage.getItem(key);sessionStorage.removeItem(key);return value;};',
    'try{',
    `if(kiosk===null&&sessionStorage.getItem(${JSON.stringify(kioskStorageKey)})!==null)isKiosk=true;`,
    '}catch(error){}',
    // The language: on its own, so that storage which cannot be written leaves the rest alone.
    'try{',
    `var bases=${JSON.stringify(Object.fromEntries(locales.map((locale) => [locale, localeBase(locale)])))};`,
    // A path's language: the one whose base starts it, else the default's (whose base is empty).
    'var languageOf=function(path){',
    'for(var name in bases)if(bases[name]&&(path===bases[name]||path.indexOf(bases[name]+"/")===0))return name;',
    `return ${JSON.stringify(defaultLocale)};`,
    '};',
    'var here=root.lang;',
    // Another language's not-found page, in place of the one a host answered its path with.
    'var asked=languageOf(location.pathname);',
    `var target=bases[asked]+${JSON.stringify(notFoundDocument)};`,
    'if(bases.hasOwnProperty(here)&&asked!==here&&location.pathname!==target){',
    `sessionStorage.setItem(${JSON.stringify(notFoundAddressStorageKey)},location.pathname+location.search+location.hash);`,
    'root.hidden=true;',
    'location.replace(target);',
    'return;',
    '}',
    // That page, loaded so: the address asked for, back in the address bar.
    `var address=take(${JSON.stringify(notFoundAddressStorageKey)});`,
    'if(address!==null&&location.pathname===target&&languageOf(address.split(/[?#]/)[0])===here){',
    'history.replaceState(null,"",address);',
    'query=new URLSearchParams(location.search);',
    '}',
    'if(languageOf(location.pathname)===here){',
    // A kiosk URL naming another language than the page's (`?lang=es` on an English page) loads
    // the page in that language at once, its query kept for the kiosk to read.
    `var want=query.get(${JSON.stringify(kioskParams.lang)});`,
    // A visitor's language: chosen by crossing from a page in one language to one in another
    // (the switch), and taken again when they next arrive from elsewhere (a link, a bookmark),
    // never on Back, Forward or a reload. Not on a kiosk: its visitors share it.
    'var entry=performance.getEntriesByType("navigation")[0];',
    'if(!bases.hasOwnProperty(want)&&!isKiosk&&(!entry||entry.type==="navigate")){',
    'var from=document.referrer?new URL(document.referrer):null;',
    'if(from&&from.origin===location.origin){',
    `if(languageOf(from.pathname)!==here)localStorage.setItem(${JSON.stringify(languageStorageKey)},here);`,
    `}else want=localStorage.getItem(${JSON.stringify(languageStorageKey)});`,
    '}',
    'if(want!==here&&bases.hasOwnProperty(want)){',
    'var route=location.pathname.slice(bases[here].length)||"/";',
    'location.replace((bases[want]?bases[want]+(route==="/"?"":route):route)+location.search+location.hash);',
    'return;',
    '}',
    '}',
    '}catch(error){}',
    'try{',
    `if(localStorage.getItem(${JSON.stringify(motionStorageKey)})==="off")root.dataset.motion="off";`,
    'if(isKiosk)root.dataset.kiosk="on";',
    '}catch(error){}',
    // Read when the transition starts, not now: the switch may have changed since this ran.
    'var still=function(event){',
    'if(event.viewTransition&&(root.dataset.motion==="off"||matchMedia("(prefers-reduced-motion: reduce)").matches))event.viewTransition.skipTransition();',
    '};',
    // A transition the browser gives up on (the next navigation cut it short, as a kiosk's reset
    // does, or the new page took too long to show) rejects a promise of its own, which the
    // `pageswap` and `pagereveal` handlers were not given (a catch on theirs did not quiet it):
    // the page simply changes without it, which is no error of the page's.
    'addEventListener("unhandledrejection",function(event){',
    'var reason=event.reason;',
    'if(reason&&reason.name==="InvalidStateError"&&/^Transition was aborted/.test(reason.message))event.preventDefault();',
    '});',
    'addEventListener("pagereveal",still);',
    'addEventListener("pageswap",still);',
    // The project type and the message an address asks for (`/contact?type=refinishing&message=…`),
    // put in the form as soon as the parser is past the message box, before it is painted: a
    // type that is no option chooses nothing, the message goes in as text cut to the box's limit,
    // and what the visitor chose or wrote already stays.
    `var kind=query.get(${JSON.stringify(formParams.type)});`,
    `var text=query.get(${JSON.stringify(formParams.message)});`,
    'if(kind||text)(function fill(){',
    `var select=document.getElementById(${JSON.stringify(contactFieldId('subject'))});`,
    `var box=document.getElementById(${JSON.stringify(contactFieldId('message'))});`,
    'if(select&&box){',
    'if(kind)for(var i=0;i<select.options.length;i++)',
    'if(select.options[i].value===kind&&select.value==="")select.selectedIndex=i;',
    'if(text&&box.value==="")box.value=box.maxLength>0?text.slice(0,box.maxLength):text;',
    'return;',
    '}',
    'if(document.readyState==="loading")requestAnimationFrame(fill);',
    '})();',
    // The estimator's kind of work an address asks for (`/estimate?kind=repair`), chosen as its
    // select is parsed whole (the region's select after it exists); no other value is chosen.
    `var work=query.get(${JSON.stringify(estimateParams.kind)});`,
    'if(work)(function pick(){',
    `var select=document.querySelector(${JSON.stringify(`select[name="${estimateParams.kind}"]`)});`,
    'if(select&&document.querySelector(\'select[name="region"]\')){',
    'for(var i=0;i<select.options.length;i++)if(select.options[i].value===work)select.selectedIndex=i;',
    'return;',
    '}',
    'if(document.readyState==="loading")requestAnimationFrame(pick);',
    '})();',
    '})();',
  ].join('');
