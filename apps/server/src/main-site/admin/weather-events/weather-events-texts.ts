import type { Language } from '@highwater/core/constants';

export const WEATHER_EVENT_LIMITS = { name: 120 } as const;

export interface WeatherEventsTexts {
  title: string;
  intro: string;
  none: string;
  name: string;
  start: string;
  end: string;
  ongoing: string;
  ongoingLabel: string;
  dates: string;
  add: string;
  addTitle: string;
  edit: string;
  editTitle: (name: string) => string;
  remove: string;
  posts: string;
  notices: Record<'added' | 'saved' | 'removed', string>;
  errors: {
    name: string;
    nameTooLong: string;
    start: string;
    end: string;
    endBeforeStart: string;
  };
}

export const WEATHER_EVENTS_TEXTS: Record<Language, WeatherEventsTexts> = {
  en: {
    title: 'Weather events',
    intro:
      'Staff pick a weather event on the map to see the sightings observed during it. A rolling ' +
      'window project does not offer them.',
    none: 'No weather events yet.',
    name: 'Name',
    start: 'Start date',
    end: 'End date',
    ongoing: 'Ongoing',
    ongoingLabel: 'Ongoing (no end date yet)',
    dates: 'Dates',
    add: 'Add weather event',
    addTitle: 'New weather event',
    edit: 'Edit',
    editTitle: (name) => `Edit "${name}"`,
    remove: 'Delete',
    posts: 'Sightings',
    notices: {
      added: 'Weather event added.',
      saved: 'Saved.',
      removed: 'Weather event deleted.',
    },
    errors: {
      name: 'Enter the name of the weather event.',
      nameTooLong: `The name can be at most ${WEATHER_EVENT_LIMITS.name} characters long.`,
      start: 'Enter the start date as a date, such as 2026-10-14.',
      end: 'Enter the end date as a date, such as 2026-10-16, or tick “Ongoing”.',
      endBeforeStart: 'The end date must be on or after the start date.',
    },
  },
  es: {
    title: 'Eventos meteorológicos',
    intro:
      'El personal elige un evento meteorológico en el mapa para ver los avistamientos observados ' +
      'durante él. Un proyecto con ventana móvil no los ofrece.',
    none: 'Todavía no hay eventos meteorológicos.',
    name: 'Nombre',
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    ongoing: 'En curso',
    ongoingLabel: 'En curso (todavía sin fecha de fin)',
    dates: 'Fechas',
    add: 'Añadir evento meteorológico',
    addTitle: 'Nuevo evento meteorológico',
    edit: 'Editar',
    editTitle: (name) => `Editar «${name}»`,
    remove: 'Eliminar',
    posts: 'Avistamientos',
    notices: {
      added: 'Evento meteorológico añadido.',
      saved: 'Guardado.',
      removed: 'Evento meteorológico eliminado.',
    },
    errors: {
      name: 'Escriba el nombre del evento meteorológico.',
      nameTooLong: `El nombre puede tener como máximo ${WEATHER_EVENT_LIMITS.name} caracteres.`,
      start: 'Escriba la fecha de inicio como una fecha, como 2026-10-14.',
      end: 'Escriba la fecha de fin como una fecha, como 2026-10-16, o marque «En curso».',
      endBeforeStart: 'La fecha de fin debe ser igual o posterior a la fecha de inicio.',
    },
  },
};
