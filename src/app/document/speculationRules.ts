import { hashSource } from './hashSource.ts';
import { editorPath } from '../../content/paths.ts';

/**
 * The page's speculation rules (Chromium): a link to another page of the site is fetched ahead
 * when the visitor shows they are about to follow it (`moderate`: a hover, or a press), so the
 * next document is often there before the click ends. Only the site's own documents: never the
 * editor.
 */
export const speculationRules = (): string =>
  JSON.stringify({
    prefetch: [
      {
        where: {
          and: [{ href_matches: '/*' }, { not: { href_matches: `/${editorPath}/*` } }],
        },
        eagerness: 'moderate',
      },
    ],
  });

/** The rules' hash, as the Content-Security-Policy allows them (inline rules need one). */
export const speculationRulesSource = (): string => hashSource(speculationRules());
