// What the first-paint script (src/firstPaint/) and the contact form need of the species guide,
// without its words: the address's parameters that carry a choice from the guide.

/**
 * The address's parameters of a choice made on the species guide (`/contact?species=white-oak`,
 * `/estimate?kind=installation&species=white-oak&stain=natural#estimator`): the species' and
 * the stain's words in addresses (`id` in `content/species.json`). The guide's own address takes
 * them too (the kiosk's take-home code), and chooses them again.
 */
export const speciesParams = { species: 'species', stain: 'stain' } as const;

/** The id of the guide's stain chooser, whose choices the first-paint script makes from its address. */
export const stainChooserId = 'stain-chooser';

/** The id of the contact page's data block of the guide's names (`GuideChoiceBlock`). */
export const guideChoiceId = 'guide-choice';

/**
 * What the contact form needs to put a choice from the guide into words: the species' and
 * stains' names by id, and the message for a species alone and for a species with a stain.
 */
export interface GuideChoiceWords {
  readonly species: Readonly<Record<string, string>>;
  readonly stains: Readonly<Record<string, string>>;
  readonly speciesMessage: string;
  readonly stainMessage: string;
}

/**
 * The contact message for the guide's choice an address carries (`?species=white-oak&stain=…`),
 * or null where it names no species of the guide. A stain the guide has not is left out.
 */
export function guideMessage(words: GuideChoiceWords, search: string): string | null {
  const query = new URLSearchParams(search);
  // Own names only: an address's `constructor` is no species.
  const named = (names: Readonly<Record<string, string>>, id: string | null) =>
    id !== null && Object.hasOwn(names, id) ? names[id] : undefined;
  const species = named(words.species, query.get(speciesParams.species));
  if (species === undefined) return null;
  const stain = named(words.stains, query.get(speciesParams.stain));
  return (stain === undefined ? words.speciesMessage : words.stainMessage)
    .replace('{species}', species)
    .replace('{stain}', stain ?? '');
}
