import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every axe violation on the page (or within `include`, a selector), as "rule: targets". axe runs
 * as `axe.run` in the page itself (its legacy mode): the site has no frames, and the default
 * mode's last step opens a blank page and loads axe into it again for every check, which took
 * half of each check's time. Legacy mode leaves out frames of other origins: a page that embeds
 * one (a map, a video) needs the default mode back. Only the violations are gathered in full
 * (`resultTypes`): nothing reads the passes, and gathering them took a tenth of each check.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
}
