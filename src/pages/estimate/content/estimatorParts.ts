// What the first-paint script (src/firstPaint/) needs of the estimator, in a module with nothing
// else: that script is inline in every page, which must not carry the estimator's words.

/** The id of the estimator's heading, which names its section on the page and its form. */
export const estimatorTitleId = 'estimator-title';

/** The id of the estimator's form, whose fields an address may choose (src/firstPaint/). */
export const estimatorFormId = 'estimator-form';
