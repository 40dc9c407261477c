import { filledIn } from '../../../content/language.ts';
import { BeforeAfter, type PairPhoto } from './BeforeAfter.tsx';

export interface BeforeAfterIslandProps {
  readonly before: PairPhoto;
  readonly after: PairPhoto;
  /** The words of the page's content file: the labels, the slider's name, its value's template. */
  readonly words: {
    readonly before: string;
    readonly after: string;
    readonly slider: string;
    /** "{percent}% after". */
    readonly position: string;
  };
  readonly sizes: string;
  readonly className?: string;
  /** See `BeforeAfter`'s `wipeAlong`. */
  readonly wipeAlong?: string;
}

/**
 * The before and after as an island: its props are plain data, carried in the HTML, from which
 * it makes what `BeforeAfter` takes (the words, and the spoken value from its template).
 */
export function BeforeAfterIsland({ words, ...pair }: BeforeAfterIslandProps) {
  return (
    <BeforeAfter
      {...pair}
      beforeLabel={words.before}
      afterLabel={words.after}
      sliderLabel={words.slider}
      valueText={(percent) => filledIn(words.position, { percent: String(percent) })}
    />
  );
}
