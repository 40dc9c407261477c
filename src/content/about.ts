import { filled } from './company.ts';
import { derived } from './siteContent.ts';

/** The About page's words, story photo and values (`content/about.json`), values in the owner's order. */
export const aboutText = derived((view) => {
  const data = filled(view, view.words.about);
  return {
    page: {
      ...data.page,
      story: data.story.paragraphs,
      storyPhoto: data.story.photo,
      storyPhotoCaption: data.story.caption,
      statsTitle: data.stats.title,
    },
    valuesTitle: data.values.title,
    values: data.values.items,
  };
});
