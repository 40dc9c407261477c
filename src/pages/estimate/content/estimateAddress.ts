// What the first-paint script (src/firstPaint/) needs of the estimator, in a module with nothing
// else: that script is inline in every page, which must not carry the estimator's words.

/**
 * The address's parameter that chooses the estimator's kind of work (`/estimate?kind=repair`,
 * the link a project's page gives): chosen from the first paint, as the contact form's type is;
 * it is also the name of the estimator's field.
 */
export const estimateParams = { kind: 'kind' } as const;

/** The id of the estimator's section, which the links to it aim at. */
export const estimatorAnchor = 'estimator';

/** The id of the estimator's heading, which names its section on the page and its form. */
export const estimatorTitleId = 'estimator-title';

/** The id of the estimator's form, whose fields an address may choose (src/firstPaint/). */
export const estimatorFormId = 'estimator-form';
