// Node's module hooks for the end-to-end tests (registered by playwright.config.ts): the site's
// modules the specs import read the owner's files from content/, and these point every such
// import at the content the tested builds were made from (scripts/testContent.mjs), so a spec
// expects what its build shows.

let shipped;
let chosen;

/** `data`: the file: URLs (with a trailing slash) of content/ and of the folder read instead. */
export function initialize(data) {
  ({ shipped, chosen } = data);
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.startsWith(shipped)
    ? { ...resolved, url: chosen + resolved.url.slice(shipped.length) }
    : resolved;
}
