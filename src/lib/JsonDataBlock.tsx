/**
 * `data` as JSON to write into a `<script>` element: a `<` is escaped, so no value, whatever the
 * content says, can close the element it is written into.
 */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</gu, '\\u003c');

/** `data` as a JSON data block of the page (the browser never runs it), for its code to read. */
export function JsonDataBlock({ id, data }: { readonly id: string; readonly data: unknown }) {
  return (
    <script
      id={id}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
