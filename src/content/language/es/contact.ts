import type { Words } from '../en/contact.ts';

/** The contact details' labels, and how business hours read. Spanish. */
export const words: Words = {
  contact: {
    labels: {
      phone: 'Teléfono',
      email: 'Correo electrónico',
      addresses: 'Direcciones',
      hours: 'Horario de atención',
      areas: 'Zonas de servicio',
    },
    byAppointment: 'con cita previa',
    dayRange: '{from} a {to}',
    timeRange: '{opens} a {closes}',
  },
};
