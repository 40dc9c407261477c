import { useEffect } from 'react';
import type { PageMetaData } from '../content/seo.ts';
import { pageHeadElementAttribute, pageHeadElements } from '../lib/pageHead.ts';

/**
 * Keeps the document's title and head tags in step with the current route on client-side
 * navigation. The prerendered HTML already carries the same tags for the first load.
 */
export function PageMeta({ meta }: { readonly meta: PageMetaData }) {
  useEffect(() => {
    if (document.title === meta.title) return;
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
