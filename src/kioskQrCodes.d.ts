// The kiosk's QR codes, drawn by the build (build-time/kioskQrCodes.ts).
declare module 'virtual:kiosk-qr-codes' {
  /** Each value a kiosk hands over (a tel:, sms:, mailto: or web address), and its code's file. */
  export const qrCodeFiles: Readonly<Record<string, string>>;
}
