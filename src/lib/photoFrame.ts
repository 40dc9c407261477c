/**
 * The mark of a photo's frame (`SmartImage`'s `PhotoPicture`): the page script finds the site's
 * photos by it, whichever origin their files come from (the failed ones, those to keep offline).
 */
export const photoFrameAttribute = 'data-photo-frame';
