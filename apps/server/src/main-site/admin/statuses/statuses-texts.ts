import type { Language } from '@highwater/core/constants';

export const STATUS_LIMITS = { label: 60, replies: 20, reply: 500, statuses: 20 } as const;

export interface StatusesTexts {
  title: string;
  intro: string;
  label: string;
  quickReplies: string;
  quickRepliesHint: string;
  isDefault: string;
  moveUp: string;
  moveDown: string;
  makeDefault: string;
  remove: string;
  add: string;
  addTitle: string;
  posts: (count: number) => string;
  removeTitle: (label: string) => string;
  removeIntro: (count: number) => string;
  moveTo: string;
  newDefault: string;
  removeConfirm: string;
  lastStatus: string;
  lastStatusTitle: string;
  notices: Record<'added' | 'saved' | 'moved' | 'default' | 'removed', string>;
  errors: {
    label: string;
    labelTooLong: string;
    labelTaken: string;
    tooManyReplies: string;
    replyTooLong: string;
    tooManyStatuses: string;
    moveTo: string;
    newDefault: string;
    direction: string;
  };
}

export const STATUSES_TEXTS: Record<Language, StatusesTexts> = {
  en: {
    title: 'Statuses',
    intro:
      'Staff give each sighting one of these statuses. A new sighting gets the default status; ' +
      "the order is the order of the dashboard's lists.",
    label: 'Name',
    quickReplies: 'Quick replies',
    quickRepliesHint: `One per line, offered when staff comment. At most ${STATUS_LIMITS.replies}.`,
    isDefault: 'Default',
    moveUp: 'Move up',
    moveDown: 'Move down',
    makeDefault: 'Make default',
    remove: 'Remove',
    add: 'Add status',
    addTitle: 'New status',
    posts: (count) => (count === 1 ? '1 sighting' : `${count} sightings`),
    removeTitle: (label) => `Remove the status "${label}"`,
    removeIntro: (count) =>
      count === 0
        ? 'No sighting has this status.'
        : `${count === 1 ? '1 sighting has' : `${count} sightings have`} this status. ` +
          'They move to the status you choose, and their history records the change.',
    moveTo: 'Move its sightings to',
    newDefault: 'New sightings will get',
    removeConfirm: 'Remove status',
    lastStatusTitle: 'This is the only status',
    lastStatus: 'A project needs at least one status. Add another before removing this one.',
    notices: {
      added: 'Status added.',
      saved: 'Saved.',
      moved: 'Order changed.',
      default: 'Default status changed.',
      removed: 'Status removed.',
    },
    errors: {
      label: 'Enter the name of the status.',
      labelTooLong: `The name can be at most ${STATUS_LIMITS.label} characters long.`,
      labelTaken: 'Another status of this project already has this name.',
      tooManyReplies: `Enter at most ${STATUS_LIMITS.replies} quick replies.`,
      replyTooLong: `Each quick reply can be at most ${STATUS_LIMITS.reply} characters long.`,
      tooManyStatuses: `A project can have at most ${STATUS_LIMITS.statuses} statuses.`,
      moveTo: 'Choose the status its sightings move to.',
      newDefault: 'Choose the status that becomes the default.',
      direction: 'Choose to move the status up or down.',
    },
  },
  es: {
    title: 'Estados',
    intro:
      'El personal da a cada avistamiento uno de estos estados. Un avistamiento nuevo recibe el ' +
      'estado predeterminado; el orden es el de las listas del panel.',
    label: 'Nombre',
    quickReplies: 'Respuestas rápidas',
    quickRepliesHint: `Una por línea; se ofrecen al comentar. Como máximo ${STATUS_LIMITS.replies}.`,
    isDefault: 'Predeterminado',
    moveUp: 'Subir',
    moveDown: 'Bajar',
    makeDefault: 'Hacer predeterminado',
    remove: 'Eliminar',
    add: 'Añadir estado',
    addTitle: 'Nuevo estado',
    posts: (count) => (count === 1 ? '1 avistamiento' : `${count} avistamientos`),
    removeTitle: (label) => `Eliminar el estado «${label}»`,
    removeIntro: (count) =>
      count === 0
        ? 'Ningún avistamiento tiene este estado.'
        : `${count === 1 ? '1 avistamiento tiene' : `${count} avistamientos tienen`} este estado. ` +
          'Pasan al estado que elija y su historial registra el cambio.',
    moveTo: 'Pasar sus avistamientos a',
    newDefault: 'Los avistamientos nuevos recibirán',
    removeConfirm: 'Eliminar estado',
    lastStatusTitle: 'Este es el único estado',
    lastStatus: 'Un proyecto necesita al menos un estado. Añada otro antes de eliminar este.',
    notices: {
      added: 'Estado añadido.',
      saved: 'Guardado.',
      moved: 'Orden cambiado.',
      default: 'Estado predeterminado cambiado.',
      removed: 'Estado eliminado.',
    },
    errors: {
      label: 'Escriba el nombre del estado.',
      labelTooLong: `El nombre puede tener como máximo ${STATUS_LIMITS.label} caracteres.`,
      labelTaken: 'Otro estado de este proyecto ya tiene este nombre.',
      tooManyReplies: `Escriba como máximo ${STATUS_LIMITS.replies} respuestas rápidas.`,
      replyTooLong: `Cada respuesta rápida puede tener como máximo ${STATUS_LIMITS.reply} caracteres.`,
      tooManyStatuses: `Un proyecto puede tener como máximo ${STATUS_LIMITS.statuses} estados.`,
      moveTo: 'Elija el estado al que pasan sus avistamientos.',
      newDefault: 'Elija el estado que pasa a ser el predeterminado.',
      direction: 'Elija subir o bajar el estado.',
    },
  },
};
