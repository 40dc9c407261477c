import { kioskDataId, type KioskData } from './kioskData.ts';

/**
 * The page's kiosk data (`KioskData`) as a JSON data block, which the browser never runs: a
 * `<` is escaped, so no value can close the element it is written into.
 */
export function KioskDataBlock({ data }: { readonly data: KioskData }) {
  return (
    <script
      id={kioskDataId}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</gu, '\\u003c') }}
    />
  );
}
