/**
 * The site's fixed words (the spec's own texts, which the owner's content does not hold, and the
 * words of its chrome, forms and messages) live in `./en/`, a module per part of the site, each
 * with its Spanish version in `./es/`, written for homeowners in Los Angeles and Las Vegas (usted,
 * United States usage: pies cuadrados, a.m. and p.m.). A page loads the modules of the parts it
 * shows, in its own language only. A `{name}` in a text is filled in where the text is used.
 *
 * A translation of an English module: any words, but every key, list and list length of the
 * English, so the type checker names a text left untranslated.
 */
export type Translation<Entry> = Entry extends string
  ? string
  : { readonly [Key in keyof Entry]: Translation<Entry[Key]> };
