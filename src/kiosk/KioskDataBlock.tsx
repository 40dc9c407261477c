import { JsonDataBlock } from '../lib/JsonDataBlock.tsx';
import { kioskDataId, type KioskData } from './kioskData.ts';
// The kiosk's code (kiosk.ts, the browser's alone) draws its touch hint with these styles: every
// page carries them (build-time/pageStyles.ts), as every page may be a kiosk's.
import './KioskRunner.module.scss';

/** The page's kiosk data (`KioskData`) as a JSON data block, which the kiosk's code reads. */
export function KioskDataBlock({ data }: { readonly data: KioskData }) {
  return <JsonDataBlock id={kioskDataId} data={data} />;
}
