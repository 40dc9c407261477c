import type { Region } from './regions.ts';

/** A problem with a field of `regions.json`, as the build reports it: where, and what. */
export interface RegionProblem {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A region's paragraph with what names the place (the region, its state, its towns) taken out:
 * what it would still say of anywhere else.
 */
function withoutPlace(region: Region, note: string): string {
  return (
    [region.name, region.state, ...region.towns]
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '')
      // The longest first, so "Salt Lake City" goes before "Salt Lake" would.
      .sort((a, b) => b.length - a.length)
      .reduce((text, name) => text.split(name).join('·'), note.toLowerCase())
      .replace(/\s+/gu, ' ')
      .trim()
  );
}

/**
 * What is wrong with the regions' pages in one language: a region whose state has no entry in
 * Licences and insurance (`states`), whose page could not show its licence; and a paragraph that
 * is another region's with the names swapped, the "doorway page" search engines penalise and
 * visitors see through.
 */
export function regionProblems(
  regions: readonly Region[],
  states: readonly string[],
): RegionProblem[] {
  const problems: RegionProblem[] = [];
  const seen = new Map<string, string>();
  regions.forEach((region, index) => {
    if (!states.includes(region.state)) {
      problems.push({
        path: ['regions', index, 'state'],
        message: `"${region.state}" is not a state in credentials.json (${states.join(', ')})`,
      });
    }
    if (region.note === undefined) return;
    const said = withoutPlace(region, region.note);
    const first = seen.get(said);
    if (first === undefined) seen.set(said, region.name);
    else {
      problems.push({
        path: ['regions', index, 'note'],
        message:
          `says what ${first}’s paragraph says, with the names swapped: ` +
          'say what is true only here, or leave it empty',
      });
    }
  });
  return problems;
}

/**
 * Where a translation's regions differ from the English in which have a paragraph: a region's
 * page exists in every language or in none.
 */
export function regionTranslationProblems(
  english: readonly Region[],
  translation: readonly Region[],
): RegionProblem[] {
  return translation.flatMap((region, index) =>
    (english[index]?.note === undefined) === (region.note === undefined)
      ? []
      : [
          {
            path: ['regions', index, 'note'],
            message:
              region.note === undefined
                ? 'needs a paragraph, as the English has: the region’s page is in every language'
                : 'must be empty, as the English is, or the English needs one too',
          },
        ],
  );
}
