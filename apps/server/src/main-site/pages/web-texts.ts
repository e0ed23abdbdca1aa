import type { Language } from '@highwater/core/constants';

/** Every text of the server-rendered public pages, in both product languages. */
export interface WebTexts {
  locale: string;
  languageName: string;
  switchLanguageLabel: string;
  publicSighting: string;
  untitledSighting: (id: number) => string;
  observedOn: (date: string) => string;
  reportedBy: (name: string) => string;
  photoAlt: (place: string) => string;
  videoFallback: string;
  coordinates: string;
  openMap: string;
  staffHint: string;
  openInDashboard: string;
  notFoundTitle: string;
  notFoundText: string;
  badRequestTitle: string;
  badRequestText: string;
  goHome: string;
  fileTransferTitle: string;
  fileTransferText: string;
  fileTransferContact: string;
  fileTransferPhone: string;
  notBuiltTitle: string;
  /** Gets the command already marked up, so the text can show it as code. */
  notBuiltText: (commandHtml: string) => string;
}

export const WEB_TEXTS: Record<Language, WebTexts> = {
  en: {
    locale: 'en-US',
    languageName: 'English',
    switchLanguageLabel: 'Language',
    publicSighting: 'Public sighting',
    untitledSighting: (id) => `Sighting ${id}`,
    observedOn: (date) => `Observed ${date}`,
    reportedBy: (name) => `Reported by ${name}`,
    photoAlt: (place) => `Photo of the sighting at ${place}`,
    videoFallback: 'Your browser cannot play this video.',
    coordinates: 'Coordinates',
    openMap: 'Open in OpenStreetMap',
    staffHint: 'Work with this sighting in your organisation’s dashboard.',
    openInDashboard: 'Open in Highwater',
    notFoundTitle: 'Sighting not found',
    notFoundText: 'This sighting does not exist or is no longer public.',
    badRequestTitle: 'This link is not valid',
    badRequestText: 'A sighting link ends in its number, such as /p/1234.',
    goHome: 'Go to Highwater',
    fileTransferTitle: 'File transfer is not set up for your organisation',
    fileTransferText:
      'Sending large files goes through a file-transfer service, and none is configured for your organisation yet.',
    fileTransferContact: 'To get it set up, e-mail support at',
    fileTransferPhone: 'For urgent issues during a storm event, call',
    notBuiltTitle: 'The web app has not been built yet',
    notBuiltText: (command) => `Run ${command} in the project folder, then reload this page.`,
  },
  es: {
    locale: 'es',
    languageName: 'Español',
    switchLanguageLabel: 'Idioma',
    publicSighting: 'Avistamiento público',
    untitledSighting: (id) => `Avistamiento ${id}`,
    observedOn: (date) => `Observado el ${date}`,
    reportedBy: (name) => `Reportado por ${name}`,
    photoAlt: (place) => `Foto del avistamiento en ${place}`,
    videoFallback: 'Su navegador no puede reproducir este video.',
    coordinates: 'Coordenadas',
    openMap: 'Abrir en OpenStreetMap',
    staffHint: 'Trabaje con este avistamiento en el panel de su organización.',
    openInDashboard: 'Abrir en Highwater',
    notFoundTitle: 'Avistamiento no encontrado',
    notFoundText: 'Este avistamiento no existe o ya no es público.',
    badRequestTitle: 'Este enlace no es válido',
    badRequestText: 'Un enlace de avistamiento termina en su número, por ejemplo /p/1234.',
    goHome: 'Ir a Highwater',
    fileTransferTitle: 'La transferencia de archivos no está configurada para su organización',
    fileTransferText:
      'El envío de archivos grandes pasa por un servicio de transferencia de archivos, y su organización aún no tiene ninguno configurado.',
    fileTransferContact: 'Para configurarlo, escriba a soporte a',
    fileTransferPhone: 'Para problemas urgentes durante una tormenta, llame al',
    notBuiltTitle: 'La aplicación web aún no se ha compilado',
    notBuiltText: (command) =>
      `Ejecute ${command} en la carpeta del proyecto y vuelva a cargar esta página.`,
  },
};
