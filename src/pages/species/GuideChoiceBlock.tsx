import { JsonDataBlock } from '../../lib/JsonDataBlock.tsx';
import { guideChoiceId, type GuideChoiceWords } from './content/speciesAddress.ts';
import { speciesList, speciesText, stains } from './content/species.ts';

const words: GuideChoiceWords = {
  species: Object.fromEntries(speciesList.map(({ id, name }) => [id, name])),
  stains: Object.fromEntries(stains.map(({ id, name }) => [id, name])),
  speciesMessage: speciesText.list.message,
  stainMessage: speciesText.stains.message,
};

/**
 * The guide's names and messages as a JSON data block, on the contact page before its form: the
 * form puts a choice from the guide (its address's `species` and `stain`) into words with them,
 * from the first paint.
 */
export function GuideChoiceBlock() {
  return <JsonDataBlock id={guideChoiceId} data={words} />;
}
