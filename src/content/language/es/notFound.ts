import type { Words } from '../en/notFound.ts';

/** The not-found page's words. Spanish. */
export const words: Words = {
  notFound: {
    title: '¡Uy! Página no encontrada',
    text: 'La página que busca se ha movido o nunca existió.',
    link: 'Volver al inicio',
  },
};
