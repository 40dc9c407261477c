import { hoursTexts } from '../../../content/contact.ts';
import { filledIn } from '../../../content/language.ts';
import type { ContentView } from '../../../content/siteContent.ts';

/**
 * When a visit suits, from the business hours (`content/hours.json`), "any time" first: a run of
 * days open across noon as its mornings and its afternoons, a single day with its hours. Each
 * value names the days and times in a form whoever reads the message understands in any
 * language (`Monday-Friday morning`, `Saturday 09:00-16:00`). The render formats them for the
 * form's island (`contactFormProps`).
 */
export function visitTimes(view: ContentView): { value: string; label: string }[] {
  const labels = view.words.contact.visitTimes;
  return [
    { value: '', label: labels.placeholder },
    ...hoursTexts(view).flatMap(({ entry, days, hours }) => {
      if (entry.opens === undefined || entry.closes === undefined) return [];
      const run = entry.from === entry.to ? entry.from : `${entry.from}-${entry.to}`;
      if (entry.from !== entry.to && entry.opens < '12:00' && entry.closes > '12:00') {
        return [
          { value: `${run} morning`, label: filledIn(labels.morning, { days }) },
          { value: `${run} afternoon`, label: filledIn(labels.afternoon, { days }) },
        ];
      }
      return [
        {
          value: `${run} ${entry.opens}-${entry.closes}`,
          label: filledIn(labels.day, { days, hours }),
        },
      ];
    }),
  ];
}
