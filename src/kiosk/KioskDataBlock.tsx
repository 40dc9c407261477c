import { JsonDataBlock } from '../lib/JsonDataBlock.tsx';
import { kioskDataId, type KioskData } from './kioskData.ts';

/** The page's kiosk data (`KioskData`) as a JSON data block, which the kiosk's code reads. */
export function KioskDataBlock({ data }: { readonly data: KioskData }) {
  return <JsonDataBlock id={kioskDataId} data={data} />;
}
