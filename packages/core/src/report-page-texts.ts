import type { Language } from './constants.ts';
import { NEW_POST_MAX_MEDIA } from './api/new-posts.ts';

/** The public report page's texts: the server's page and its script share them. */
export interface ReportPageTexts {
  title: (project: string) => string;
  intro: (group: string) => string;
  noScript: string;
  required: string;
  optional: string;
  errorSummaryTitle: string;
  media: {
    legend: string;
    hint: string;
    camera: string;
    choose: string;
    uploading: (percent: string) => string;
    paused: string;
    uploaded: string;
    failed: string;
    retry: (name: string) => string;
    remove: (name: string) => string;
    tooLarge: (megabytes: string) => string;
    tooMany: string;
    unsupported: string;
    count: (count: number) => string;
  };
  exif: {
    offer: string;
    timeAndPlace: (time: string) => string;
    timeOnly: (time: string) => string;
    placeOnly: string;
    use: string;
    dismiss: string;
    used: string;
  };
  place: {
    legend: string;
    hint: string;
    mapLabel: string;
    locate: string;
    locating: string;
    locateFailed: string;
    search: string;
    searchButton: string;
    searching: string;
    noResults: string;
    searchFailed: string;
    resultsLabel: string;
    notChosen: string;
    chosen: (coordinates: string) => string;
    chosenNear: (place: string) => string;
    mapUnavailable: string;
  };
  time: { label: string; hint: string };
  description: { label: string; hint: string };
  survey: {
    legend: string;
    yes: string;
    no: string;
    start: string;
    end: string;
    endHint: string;
    unit: (unit: string) => string;
    errors: {
      required: string;
      number: string;
      time: string;
      endBeforeStart: string;
    };
  };
  contact: {
    legend: string;
    hint: string;
    name: string;
    email: string;
  };
  honeypot: string;
  submit: string;
  sending: string;
  errors: {
    uploadsPending: string;
    uploadsFailed: string;
    noMedia: string;
    noPlace: string;
    tooMany: string;
    gone: string;
    offline: string;
    server: string;
    other: string;
  };
  thanks: {
    title: string;
    text: string;
    received: string;
    viewPost: string;
    another: string;
  };
  notFoundTitle: string;
  notFoundText: string;
  goHome: string;
  mapControls: Record<string, string>;
}

/** How the page writes a question's unit ('INCHES' reads "in"); other units as stored. */
const UNIT_SYMBOLS: Record<string, string> = {
  INCHES: 'in',
  IN: 'in',
  FT: 'ft',
  FEET: 'ft',
  MM: 'mm',
  CM: 'cm',
  M: 'm',
  KM: 'km',
  MI: 'mi',
  MPH: 'mph',
};
export const unitSymbol = (unit: string) => UNIT_SYMBOLS[unit.trim().toUpperCase()] ?? unit.trim();

export const REPORT_PAGE_TEXTS: Record<Language, ReportPageTexts> = {
  en: {
    title: (project) => `Report flooding · ${project}`,
    intro: (group) =>
      `Send a photo or video of flooding you see. ${group} reads every report and uses it to plan its response.`,
    noScript: 'This form needs JavaScript to upload photos. Turn it on and reload the page.',
    required: 'required',
    optional: 'optional',
    errorSummaryTitle: 'Check the report',
    media: {
      legend: 'Photos and videos',
      hint: `1 to ${NEW_POST_MAX_MEDIA}. They are sent as soon as you add them; the place saved in them is removed.`,
      camera: 'Take a photo or video',
      choose: 'Choose files',
      uploading: (percent) => `Uploading, ${percent}`,
      paused: 'Connection lost: the upload goes on when it is back',
      uploaded: 'Uploaded',
      failed: 'The upload failed',
      retry: (name) => `Try ${name} again`,
      remove: (name) => `Remove ${name}`,
      tooLarge: (megabytes) => `This file is too large: at most ${megabytes} MB.`,
      tooMany: `Add at most ${NEW_POST_MAX_MEDIA} photos and videos.`,
      unsupported: 'Only photos and videos can be sent.',
      count: (count) => (count === 1 ? '1 photo or video' : `${count} photos and videos`),
    },
    exif: {
      offer: 'Use the photo’s time and place?',
      timeAndPlace: (time) => `Your first photo was taken ${time}, and it records where.`,
      timeOnly: (time) => `Your first photo was taken ${time}.`,
      placeOnly: 'Your first photo records where it was taken.',
      use: 'Use them',
      dismiss: 'No, thanks',
      used: 'The photo’s time and place are filled in. You can still change them.',
    },
    place: {
      legend: 'Where did you see it?',
      hint: 'Move the map so the pin is on the place, tap the map, use your location, or search for a street.',
      mapLabel: 'Map: the pin in the middle marks the place',
      locate: 'Use my location',
      locating: 'Finding your location…',
      locateFailed: 'Your location could not be found. Move the map or search instead.',
      search: 'Search for a street or place',
      searchButton: 'Search',
      searching: 'Searching…',
      noResults: 'Nothing found. Try another spelling, or move the map.',
      searchFailed: 'The search did not answer. Try again, or move the map.',
      resultsLabel: 'Places found',
      notChosen: 'No place chosen yet.',
      chosen: (coordinates) => `Place chosen: ${coordinates}`,
      chosenNear: (place) => `Place chosen: ${place}`,
      mapUnavailable: 'The map cannot be shown on this device. Use your location or the search.',
    },
    time: { label: 'When did you see it?', hint: 'Your device’s time zone.' },
    description: {
      label: 'What did you see?',
      hint: 'How deep, how far it reaches, whether cars or people can pass.',
    },
    survey: {
      legend: 'A few questions',
      yes: 'Yes',
      no: 'No',
      start: 'From',
      end: 'Until',
      endHint: 'Leave empty if it is still flooded.',
      unit: (unit) => `(${unit})`,
      errors: {
        required: 'This question needs an answer.',
        number: 'Enter a number, such as 4 or 2.5.',
        time: 'Enter a date and time.',
        endBeforeStart: 'The end cannot be before the start.',
      },
    },
    contact: {
      legend: 'Your contact details',
      hint: 'Optional, so that staff can ask you about the flooding. Never shown publicly.',
      name: 'Name',
      email: 'E-mail',
    },
    honeypot: 'Leave this field empty',
    submit: 'Send report',
    sending: 'Sending your report…',
    errors: {
      uploadsPending: 'Wait until every photo and video has uploaded, then send again.',
      uploadsFailed: 'A photo or video did not upload. Try it again or remove it.',
      noMedia: 'Add at least one photo or video.',
      noPlace: 'Choose where you saw the flooding.',
      tooMany: 'Too many reports were sent from here in the last hour. Try again later.',
      gone: 'This project no longer takes reports.',
      offline: 'No connection. Your report is still here: send it again when you are online.',
      server: 'The report could not be sent just now. Send it again in a moment.',
      other: 'The report could not be sent. Check the form and send it again.',
    },
    thanks: {
      title: 'Thank you for your report',
      text: 'It has reached the staff who follow flooding here.',
      received: 'It has been received.',
      viewPost: 'See your report’s public page',
      another: 'Report another sighting',
    },
    notFoundTitle: 'Not found',
    notFoundText: 'This project does not take reports here, or the link is incomplete.',
    goHome: 'Go to the home page',
    mapControls: {
      'NavigationControl.ZoomIn': 'Zoom in',
      'NavigationControl.ZoomOut': 'Zoom out',
      'AttributionControl.ToggleAttribution': 'Toggle attribution',
    },
  },
  es: {
    title: (project) => `Avisar de una inundación · ${project}`,
    intro: (group) =>
      `Envíe una foto o un video de la inundación que ve. ${group} lee cada aviso y lo usa para planear su respuesta.`,
    noScript:
      'Este formulario necesita JavaScript para subir fotos. Actívelo y vuelva a cargar la página.',
    required: 'obligatorio',
    optional: 'opcional',
    errorSummaryTitle: 'Revise el aviso',
    media: {
      legend: 'Fotos y videos',
      hint: `De 1 a ${NEW_POST_MAX_MEDIA}. Se envían en cuanto los agrega; se quita el lugar guardado en ellos.`,
      camera: 'Tomar una foto o un video',
      choose: 'Elegir archivos',
      uploading: (percent) => `Subiendo, ${percent}`,
      paused: 'Se perdió la conexión: la subida sigue cuando vuelva',
      uploaded: 'Subido',
      failed: 'No se pudo subir',
      retry: (name) => `Intentar de nuevo ${name}`,
      remove: (name) => `Quitar ${name}`,
      tooLarge: (megabytes) => `Este archivo es demasiado grande: como máximo ${megabytes} MB.`,
      tooMany: `Agregue como máximo ${NEW_POST_MAX_MEDIA} fotos y videos.`,
      unsupported: 'Solo se pueden enviar fotos y videos.',
      count: (count) => (count === 1 ? '1 foto o video' : `${count} fotos y videos`),
    },
    exif: {
      offer: '¿Usar la hora y el lugar de la foto?',
      timeAndPlace: (time) => `Su primera foto se tomó ${time} y guarda dónde.`,
      timeOnly: (time) => `Su primera foto se tomó ${time}.`,
      placeOnly: 'Su primera foto guarda dónde se tomó.',
      use: 'Usarlos',
      dismiss: 'No, gracias',
      used: 'Se completaron la hora y el lugar de la foto. Aún puede cambiarlos.',
    },
    place: {
      legend: '¿Dónde la vio?',
      hint: 'Mueva el mapa para que el marcador quede sobre el lugar, toque el mapa, use su ubicación o busque una calle.',
      mapLabel: 'Mapa: el marcador del centro indica el lugar',
      locate: 'Usar mi ubicación',
      locating: 'Buscando su ubicación…',
      locateFailed: 'No se encontró su ubicación. Mueva el mapa o use la búsqueda.',
      search: 'Buscar una calle o un lugar',
      searchButton: 'Buscar',
      searching: 'Buscando…',
      noResults: 'No se encontró nada. Pruebe otra forma de escribirlo, o mueva el mapa.',
      searchFailed: 'La búsqueda no respondió. Inténtelo de nuevo, o mueva el mapa.',
      resultsLabel: 'Lugares encontrados',
      notChosen: 'Todavía no eligió un lugar.',
      chosen: (coordinates) => `Lugar elegido: ${coordinates}`,
      chosenNear: (place) => `Lugar elegido: ${place}`,
      mapUnavailable:
        'El mapa no se puede mostrar en este dispositivo. Use su ubicación o la búsqueda.',
    },
    time: { label: '¿Cuándo la vio?', hint: 'La zona horaria de su dispositivo.' },
    description: {
      label: '¿Qué vio?',
      hint: 'Qué profundidad tiene, hasta dónde llega, si pueden pasar autos o personas.',
    },
    survey: {
      legend: 'Algunas preguntas',
      yes: 'Sí',
      no: 'No',
      start: 'Desde',
      end: 'Hasta',
      endHint: 'Déjelo vacío si sigue inundado.',
      unit: (unit) => `(${unit})`,
      errors: {
        required: 'Esta pregunta necesita una respuesta.',
        number: 'Escriba un número, como 4 o 2,5.',
        time: 'Indique una fecha y una hora.',
        endBeforeStart: 'El final no puede ser anterior al inicio.',
      },
    },
    contact: {
      legend: 'Sus datos de contacto',
      hint: 'Opcional, para que el personal pueda preguntarle por la inundación. Nunca se muestran públicamente.',
      name: 'Nombre',
      email: 'Correo electrónico',
    },
    honeypot: 'Deje este campo vacío',
    submit: 'Enviar aviso',
    sending: 'Enviando su aviso…',
    errors: {
      uploadsPending: 'Espere a que se suban todas las fotos y los videos, y envíe de nuevo.',
      uploadsFailed: 'Una foto o un video no se subió. Inténtelo de nuevo o quítelo.',
      noMedia: 'Agregue al menos una foto o un video.',
      noPlace: 'Elija dónde vio la inundación.',
      tooMany:
        'Se enviaron demasiados avisos desde aquí en la última hora. Inténtelo de nuevo más tarde.',
      gone: 'Este proyecto ya no recibe avisos.',
      offline: 'Sin conexión. Su aviso sigue aquí: envíelo de nuevo cuando tenga conexión.',
      server: 'No se pudo enviar el aviso ahora. Envíelo de nuevo en un momento.',
      other: 'No se pudo enviar el aviso. Revise el formulario y envíelo de nuevo.',
    },
    thanks: {
      title: 'Gracias por su aviso',
      text: 'Ya lo recibió el personal que sigue las inundaciones aquí.',
      received: 'Se recibió.',
      viewPost: 'Ver la página pública de su aviso',
      another: 'Avisar de otra inundación',
    },
    notFoundTitle: 'No encontrado',
    notFoundText: 'Este proyecto no recibe avisos aquí, o el enlace está incompleto.',
    goHome: 'Ir a la página de inicio',
    mapControls: {
      'NavigationControl.ZoomIn': 'Acercar',
      'NavigationControl.ZoomOut': 'Alejar',
      'AttributionControl.ToggleAttribution': 'Mostrar u ocultar la atribución',
    },
  },
};
