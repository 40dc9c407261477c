import { paths } from './pagePaths.ts';
import type { WorkKind } from './workKinds.ts';

// The addresses between pages: what a link of one page asks of another in its address (the
// contact form's project type and message, the estimator's kind of work, a choice from the
// species guide), typed once. The pages build their links with these; the page that takes them
// reads them from its first paint (src/firstPaint/) and as its code starts. Each returns a route
// of the site, which a link then puts in its page's language.

/** The contact form's parameters: its project type, its message, a species and stain chosen. */
export const contactParams = {
  type: 'type',
  message: 'message',
  species: 'species',
  stain: 'stain',
} as const;

/** The estimator's parameters: its kind of work, and a species and stain chosen. */
export const estimateParams = { kind: 'kind', species: 'species', stain: 'stain' } as const;

/** The species guide's: the species and stain its chooser shows. */
export const guideParams = { species: 'species', stain: 'stain' } as const;

/** The id of the estimator's section, which the links to it aim at. */
export const estimatorAnchor = 'estimator';

/** The id of the care guide's notes by region, which a region's page links to. */
export const careRegionsAnchor = 'regions';

/** A species' card in the species guide. */
export const speciesCardAddress = (species: string): string => `${paths.species}#${species}`;

/** The id of the guide's stain chooser, whose choices its address makes (src/firstPaint/). */
export const stainChooserId = 'stain-chooser';

/** A choice from the species guide: a species and a stain, by their words in addresses. */
export interface GuideChoice {
  readonly species?: string;
  readonly stain?: string;
}

/** `path?query`, without the parameters that have no value. */
function address(path: string, values: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams(
    Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The contact form with its project type chosen and its message written (a project's "Start a
 * project like this", the estimator's "Send this to us"), or naming a choice from the guide.
 */
export const contactAddress = ({
  type,
  message,
  species,
  stain,
}: { readonly type?: WorkKind; readonly message?: string } & GuideChoice): string =>
  address(paths.contact, {
    [contactParams.type]: type,
    [contactParams.message]: message,
    [contactParams.species]: species,
    [contactParams.stain]: stain,
  });

/** The estimator, its kind of work chosen, and a choice from the guide, at its section. */
export const estimateAddress = ({
  kind,
  species,
  stain,
}: { readonly kind?: WorkKind } & GuideChoice): string =>
  `${address(paths.estimate, {
    [estimateParams.kind]: kind,
    [estimateParams.species]: species,
    [estimateParams.stain]: stain,
  })}#${estimatorAnchor}`;
