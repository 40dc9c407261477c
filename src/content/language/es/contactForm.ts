import type { Words } from '../en/contactForm.ts';

/** The contact form's words: labels, options, hints and every message. Spanish. */
export const words: Words = {
  contactForm: {
    title: 'Envíenos un mensaje',
    labels: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      subject: 'Tipo de proyecto',
      message: 'Cuéntenos sobre su proyecto',
    },
    requiredHint: 'Los campos marcados con * son obligatorios.',
    optional: '(opcional)',
    messagePlaceholder: 'Indique los pies cuadrados, los plazos y cualquier requisito específico.',
    submit: 'Enviar mensaje',
    sentTitle: '¡Mensaje enviado!',
    sentText: 'Gracias por su mensaje. Le responderemos pronto.',
    waiting:
      'Se enviará en cuanto termine de cargar la página. Su mensaje permanece en el formulario hasta entonces.',
    noScript:
      'Para enviar este formulario se necesita JavaScript, que está desactivado en este navegador. Su texto permanece en los campos.',
    reachUs: 'También puede llamar al',
    reachUsOr: 'o escribir a',
    sending: 'Enviando…',
    sendingStatus: 'Enviando su mensaje…',
    failedTitle: 'Su mensaje no se envió.',
    failedText:
      'No nos llegó, pero todo lo que escribió sigue en el formulario. Inténtelo de nuevo en un momento.',
    offlineTitle: 'No tiene conexión. Su mensaje no se envió.',
    offlineText:
      'Todo lo que escribió sigue en el formulario. Envíelo de nuevo cuando vuelva a tener conexión.',
    retry: 'Intentar de nuevo',
  },
  projectTypes: {
    '': 'Seleccione un servicio',
    installation: 'Instalación nueva',
    refinishing: 'Renovación de pisos',
    repair: 'Reparación y restauración',
    consultation: 'Asesoría de diseño',
    other: 'Otro',
  },
};
