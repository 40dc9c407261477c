/**
 * The mark of the analytics service's script tag, where the owner turned a service on: the build
 * sets it (schema/analytics.ts), and a lead counted before the script has run waits for that
 * script (src/lib/analytics.ts).
 */
export const analyticsScriptAttribute = 'data-counting';
