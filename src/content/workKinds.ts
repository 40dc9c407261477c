/**
 * The kinds of work the company does, in the spec's order: the contact form's project types
 * (`content/contact.json` labels them), a project's kind, and the price guide's entries
 * (`content/estimate.json`), so a link from one to another can name the same kind.
 */
export const workKinds = [
  'installation',
  'refinishing',
  'repair',
  'consultation',
  'other',
] as const;

export type WorkKind = (typeof workKinds)[number];
