import { localePath } from '../../content/locales.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { ButtonAnchor, type CommonProps } from './Button.tsx';

// A module of its own: a page's render draws it, and an island's code, which takes the page's
// language from its props, never fetches it (`ButtonAnchor`).

/** A link to a page of the site (`to`, its route), in the page's language, styled as a button. */
export function ButtonLink({ to, ...props }: CommonProps & { readonly to: string }) {
  return <ButtonAnchor href={localePath(usePage().locale, to)} {...props} />;
}
