import type { Analytics } from './schema/analytics.ts';

/**
 * The mark of the analytics service's script tag, where the owner turned a service on: the render
 * sets it (`analyticsScript`), and a lead counted before the script has run waits for that
 * script (src/lib/analytics.ts).
 */
export const analyticsScriptAttribute = 'data-counting';

/**
 * The service's script, as each documents it: Plausible's at `/js/script.js` with the site's
 * domain, Umami's at `/script.js` with its website ID. Async, not deferred as their guides have
 * it: a deferred script runs in order with the page's own module script, which a slow service
 * would then hold up.
 */
export function analyticsScript(
  analytics: Analytics,
): Record<string, string | boolean> | undefined {
  if (analytics.kind === 'none') return undefined;
  const mark = { [analyticsScriptAttribute]: true };
  return analytics.kind === 'plausible'
    ? {
        async: true,
        src: `${analytics.origin}/js/script.js`,
        'data-domain': analytics.site,
        ...mark,
      }
    : {
        async: true,
        src: `${analytics.origin}/script.js`,
        'data-website-id': analytics.site,
        ...mark,
      };
}
