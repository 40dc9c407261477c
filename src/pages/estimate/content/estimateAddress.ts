// What the first-paint script (build-time/firstPaintScript.ts) needs of the estimator, in a module
// with nothing else: the build reads it in Node, where the estimator's words are not to be had.

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
