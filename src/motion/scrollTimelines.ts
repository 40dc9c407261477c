/**
 * Whether the browser links animations to the scroll itself (CSS scroll-driven animations), as it
 * says through `CSS.supports`; undefined where it cannot say (no `CSS.supports`, as in a test's
 * DOM). Where it does and the page may move, the stylesheet runs the scroll-linked motion
 * (`scroll-motion` in styles/_mixins.scss); where it says it does not, the code does.
 */
export function hasScrollTimelines(): boolean | undefined {
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return undefined;
  return CSS.supports('animation-timeline: view()');
}
