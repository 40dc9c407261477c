import type { Words } from '../en/kiosk.ts';

/** A kiosk's words: its hint, its QR panel and the codes' captions. Spanish. */
export const words: Words = {
  kiosk: {
    touchHint: 'Toque la pantalla para explorar',
    handoffButton: 'Códigos QR de contacto',
    handoffTitle: 'Llévese nuestros datos de contacto',
    qrName: 'Código QR: {what}',
    followWhat: '{company} en {network}',
    captions: {
      call: 'Escanee para llamar al {phone}',
      text: 'Escanee para enviar un mensaje al {phone}',
      email: 'Escanee para escribir a {email}',
      follow: 'Escanee para ir a {network}',
    },
  },
};
