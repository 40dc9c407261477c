import type { Words } from '../en/home.ts';

/** Home's fixed words: the spec's buttons, band title and teaser lists. Spanish. */
export const words: Words = {
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
};
