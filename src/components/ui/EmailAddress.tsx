import { Fragment } from 'react';

/**
 * An email address that wraps, where it must, only where an address may: after its @ and before
 * a dot (a line that starts with a dot reads as a continuation). It is one long word to the
 * browser otherwise, which either breaks it anywhere or lets it stick out.
 */
export function EmailAddress({ address }: { readonly address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/u);
  return parts.map((part, index) => (
    // The parts of one address, in order: their place is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
