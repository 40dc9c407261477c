import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { pageHeadElementAttribute, pageHeadElements } from '../../lib/pageHead.ts';
import { isRouteHandle } from '../../lib/routeHandle.ts';

/**
 * Keeps the document's title and head tags in step with the current route on client-side
 * navigation. The prerendered HTML already carries the same tags for the first load.
 */
export function PageMeta() {
  const meta = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.meta;

  useEffect(() => {
    if (!meta || document.title === meta.title) return;
    document.title = meta.title;
    document.head
      .querySelectorAll(`[${pageHeadElementAttribute}]`)
      .forEach((node) => node.remove());
    for (const { type, props } of pageHeadElements(meta)) {
      const element = document.createElement(type);
      for (const [name, value] of Object.entries(props)) element.setAttribute(name, value);
      document.head.append(element);
    }
  }, [meta]);

  return null;
}
