import { analyticsScriptAttribute } from '../content/analyticsMark.ts';

/**
 * What the site counts, where the owner turned on a cookieless analytics service (settings'
 * `analytics`; docs/operator.md, "Counting visits and leads"): page views (the service's script
 * counts them itself) and these leads. Names of at most 50 characters, as Umami allows.
 */
export const leadEvents = {
  messageSent: 'Message sent',
  callTapped: 'Call tapped',
  smsTapped: 'SMS tapped',
  emailTapped: 'Email tapped',
  estimateShown: 'Estimate shown',
  estimateSent: 'Estimate sent to form',
  kioskQrShown: 'Kiosk QR shown',
} as const;

export type LeadEvent = (typeof leadEvents)[keyof typeof leadEvents];

/** The mark of a page that is about one region (a project's), read for its events. */
export const pageRegionAttribute = 'data-page-region';

/** The services' own functions, defined by their scripts once loaded. */
interface Counting {
  plausible?: (name: string, options: { props: Record<string, string> }) => void;
  umami?: { track: (name: string, data: Record<string, string>) => void };
}

type Lead = readonly [LeadEvent, Record<string, string>];

/** Leads counted before the service's script had run, sent as it does. */
let waiting: Lead[] | undefined;

function send([event, props]: Lead): void {
  const counting = window as Counting;
  counting.plausible?.(event, { props });
  counting.umami?.track(event, props);
}

/**
 * Counts a lead with the page's language, and its region where the page or the lead has one. With
 * no service on (the default) there is no script and nothing is sent anywhere, or kept. The
 * service's script is async, so a lead made before it has run (a call tapped at once) waits for
 * it and goes with it; if it never runs (blocked, offline), the lead is dropped with the page.
 */
export function countLead(event: LeadEvent, region?: string): void {
  const pageRegion = document
    .querySelector(`[${pageRegionAttribute}]`)
    ?.getAttribute(pageRegionAttribute);
  const where = region ?? pageRegion;
  // The page's language as its root says it: no import of the content for the page script.
  const props = { language: document.documentElement.lang, ...(where ? { region: where } : {}) };
  const counting = window as Counting;
  if (counting.plausible || counting.umami) {
    send([event, props]);
    return;
  }
  const script = document.querySelector(`script[${analyticsScriptAttribute}]`);
  if (!script) return;
  if (!waiting) {
    waiting = [];
    const flush = () => {
      const leads = waiting ?? [];
      waiting = undefined;
      leads.forEach(send);
    };
    script.addEventListener('load', flush, { once: true });
  }
  waiting.push([event, props]);
}

/** Counts every tap of a call, text or email link, wherever on the page it is. */
export function countContactTaps(): void {
  document.addEventListener('click', (event) => {
    // The computer's text panel's own link is the same text as the tap that opened it.
    const link = (event.target as Element | null)?.closest?.('a[href]:not([data-text-open])');
    const scheme = link?.getAttribute('href')?.split(':')[0];
    if (scheme === 'tel') countLead(leadEvents.callTapped);
    else if (scheme === 'sms') countLead(leadEvents.smsTapped);
    else if (scheme === 'mailto') countLead(leadEvents.emailTapped);
  });
}
