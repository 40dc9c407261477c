/**
 * The `sizes` of a photo as wide as the page's content: nearly the screen, up to the container's
 * 3000 px on a 3840 px screen (`--container-max`), so a 4K screen gets a sharp one.
 */
export const contentWidthSizes = '(min-width: 160em) 80vw, 94vw';
