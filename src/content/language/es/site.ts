import type { Words } from '../en/site.ts';

/**
 * The words every page shows: its language, the header, menu and footer, the navigation, the head
 * data of the not-found and error pages, and the error messages. Spanish.
 */
export const words: Words = {
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
  company: {
    comingSoon: 'Próximamente',
    rightsReserved: 'Todos los derechos reservados.',
  },
  errors: {
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
};
