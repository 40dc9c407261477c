import type { Dictionary } from './en.ts';

/**
 * The site's fixed words in Spanish, written for homeowners in Los Angeles and Las Vegas (usted,
 * United States usage: pies cuadrados, a. m. and p. m.). The Spanish build reads this module in
 * place of `./en.ts`; `Dictionary` holds it to every key of the English.
 */
export const dictionary: Dictionary = {
  language: {
    code: 'es',
    intl: 'es-US',
  },
  chrome: {
    skipLink: 'Saltar al contenido principal',
    primaryNavLabel: 'Principal',
    mobileNavLabel: 'Móvil',
    menuButton: 'Menú',
    callButton: 'Llamar',
    floatingLabel: 'Contacto rápido',
    floatingCall: 'Llámenos',
    floatingSms: 'Envíenos un mensaje de texto',
    floatingEmail: 'Escríbanos un correo',
    footerNavLabel: 'Pie de página',
    socialLabel: 'Síganos',
    instagram: 'Instagram',
    facebook: 'Facebook',
    newTabHint: '(se abre en una pestaña nueva)',
    motionLabel: 'Animaciones',
    motionOn: 'Activadas',
    motionOff: 'Desactivadas',
    motionSystem: 'Desactivadas (ajuste del sistema)',
  },
  nav: {
    home: 'INICIO',
    products: 'PRODUCTOS',
    services: 'SERVICIOS',
    about: 'NOSOTROS',
    contact: 'CONTACTO',
  },
  notFoundPage: {
    title: 'Página no encontrada | {company}',
    description: 'No encontramos la página que busca.',
  },
  errorPage: {
    title: 'Algo salió mal | {company}',
    description: 'Ocurrió un error inesperado.',
  },
  home: {
    heroCta: 'CUÉNTENOS SOBRE SU PROYECTO',
    welcomeButtons: {
      products: 'NUESTROS PRODUCTOS',
      services: 'NUESTROS SERVICIOS',
      about: 'SOBRE NOSOTROS',
    },
    simpleBandTitle: 'BELLO Y SENCILLO',
    productsItems: [
      'Madera maciza',
      'Madera de ingeniería',
      'Tintes y acabados a medida',
      'Madera recuperada y antigua',
      'Vinilo de lujo y laminado',
    ],
    productsCta: 'VER TODOS LOS PRODUCTOS',
    servicesItems: [
      'Instalación y renovación de pisos',
      'Carpintería y molduras',
      'Reparación y restauración',
      'Asesoría de diseño de interiores',
      'Gestión de proyectos',
    ],
    servicesCta: 'VER TODOS LOS SERVICIOS',
    locationsTitle: 'ESTAMOS EN VARIAS REGIONES',
    locationsRowLabel: 'Nuestras regiones',
    getInTouchTitle: 'CONTÁCTENOS',
    getInTouchCta: 'CUÉNTENOS SOBRE SU PROYECTO',
  },
  products: { backHome: 'Volver al inicio' },
  services: { cta: 'PIDA UN PRESUPUESTO GRATIS' },
  stats: {
    years: 'Años de experiencia',
    projects: 'Proyectos realizados',
    states: 'Estados atendidos',
    satisfaction: 'Clientes satisfechos',
  },
  company: {
    comingSoon: 'Próximamente',
    rightsReserved: 'Todos los derechos reservados.',
  },
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
  errors: {
    notFound: {
      title: '¡Uy! Página no encontrada',
      text: 'La página que busca se ha movido o nunca existió.',
      link: 'Volver al inicio',
    },
    routeError: {
      title: '¡Error inesperado de la aplicación!',
      text: 'Algo salió mal de nuestro lado. Inténtelo de nuevo o vuelva al inicio.',
      link: 'Volver al inicio',
    },
    pageLoad: {
      title: 'No se pudo cargar esta página',
      text: 'Es posible que se haya perdido la conexión. El resto del sitio sigue funcionando; inténtelo de nuevo cuando vuelva a tener conexión.',
    },
    tryAgain: 'Intentar de nuevo',
  },
  kiosk: {
    touchHint: 'Toque la pantalla para explorar',
    handoffButton: 'Códigos QR de contacto',
    handoffTitle: 'Llévese nuestros datos de contacto',
    qrName: 'Código QR: {what}',
    captions: {
      call: 'Escanee para llamar al {phone}',
      text: 'Escanee para enviar un mensaje al {phone}',
      email: 'Escanee para escribir a {email}',
      follow: 'Escanee para ir a {network}',
    },
  },
};
