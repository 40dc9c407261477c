import { fill } from '../../content/company.ts';
import { namedWith } from '../../content/language.ts';
import { JsonDataBlock } from '../../lib/JsonDataBlock.tsx';
import { usePage } from '../../lib/pageContext.tsx';
import { guideChoiceId, type GuideChoiceWords } from './content/formParts.ts';

/**
 * The species guide's names and messages as a JSON data block, on the contact page before its
 * form: the form puts a choice from the guide (its address's `species` and `stain`) into words
 * with them, from the first paint.
 */
export function GuideChoiceBlock() {
  const page = usePage();
  const guide = page.words.species;
  const words: GuideChoiceWords = {
    species: Object.fromEntries(guide.species.map(({ id, name }) => [id, name])),
    articles: Object.fromEntries(guide.species.map((entry) => [entry.id, namedWith(entry).a])),
    stains: Object.fromEntries(guide.stains.items.map(({ id, name }) => [id, name])),
    speciesMessage: fill(page, guide.list.message),
    stainMessage: fill(page, guide.stains.message),
  };
  return <JsonDataBlock id={guideChoiceId} data={words} />;
}
