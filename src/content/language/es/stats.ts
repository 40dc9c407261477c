import type { Words } from '../en/stats.ts';

/** The stats' labels (the spec's). Spanish. */
export const words: Words = {
  stats: {
    years: 'Años de experiencia',
    projects: 'Proyectos realizados',
    states: 'Estados atendidos',
    satisfaction: 'Clientes satisfechos',
  },
};
