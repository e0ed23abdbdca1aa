import type { Language } from '@highwater/core/constants';

export const INTAKE_KEY_LIMITS = { name: 120 } as const;

export type IntakeKeyState = 'active' | 'revoked' | 'expired';

export interface IntakeKeysTexts {
  title: string;
  /** `{address}` stands for the project's new-post call. */
  intro: string;
  none: string;
  name: string;
  created: string;
  lastUsed: string;
  never: string;
  expires: string;
  expiresHint: string;
  noExpiry: string;
  state: string;
  states: Record<IntakeKeyState, string>;
  revoke: string;
  add: string;
  addTitle: string;
  secretTitle: string;
  secretText: string;
  secretLabel: string;
  notices: Record<'revoked', string>;
  errors: { name: string; nameTooLong: string; expires: string; expiresPast: string };
}

export const INTAKE_KEYS_TEXTS: Record<Language, IntakeKeysTexts> = {
  en: {
    title: 'Intake keys',
    intro:
      'An intake key lets an app or a partner system send sightings to this project through ' +
      'the API (POST {address} with Authorization: Bearer and the ' +
      'key). Each key is for this project only; revoke one that is no longer used.',
    none: 'No intake keys yet.',
    name: 'Name',
    created: 'Created',
    lastUsed: 'Last used',
    never: 'Never',
    expires: 'Expires',
    expiresHint: 'Optional; the key stops working at the start of that day (UTC).',
    noExpiry: 'No expiry',
    state: 'State',
    states: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
    revoke: 'Revoke',
    add: 'Create key',
    addTitle: 'New intake key',
    secretTitle: 'Copy the key now',
    secretText:
      'This is the only time the key is shown. Store it where the app that sends sightings ' +
      'keeps its secrets; if it is lost, revoke it and create another.',
    secretLabel: 'Intake key',
    notices: { revoked: 'Key revoked. Sightings sent with it are refused from now on.' },
    errors: {
      name: 'Enter a name, such as the app that will use the key.',
      nameTooLong: `The name can be at most ${INTAKE_KEY_LIMITS.name} characters.`,
      expires: 'Enter the expiry date as YYYY-MM-DD, or leave it empty.',
      expiresPast: 'The expiry date must be in the future.',
    },
  },
  es: {
    title: 'Claves de envío',
    intro:
      'Una clave de envío permite que una aplicación o un sistema asociado envíe avistamientos ' +
      'a este proyecto mediante la API (POST {address} con ' +
      'Authorization: Bearer y la clave). Cada clave sirve solo para este proyecto; revoque la ' +
      'que ya no se use.',
    none: 'Todavía no hay claves de envío.',
    name: 'Nombre',
    created: 'Creada',
    lastUsed: 'Último uso',
    never: 'Nunca',
    expires: 'Vence',
    expiresHint: 'Opcional; la clave deja de funcionar al comenzar ese día (UTC).',
    noExpiry: 'Sin vencimiento',
    state: 'Estado',
    states: { active: 'Activa', revoked: 'Revocada', expired: 'Vencida' },
    revoke: 'Revocar',
    add: 'Crear clave',
    addTitle: 'Nueva clave de envío',
    secretTitle: 'Copie la clave ahora',
    secretText:
      'Esta es la única vez que se muestra la clave. Guárdela donde la aplicación que envía los ' +
      'avistamientos guarda sus secretos; si la pierde, revóquela y cree otra.',
    secretLabel: 'Clave de envío',
    notices: {
      revoked: 'Clave revocada. Desde ahora se rechazan los avistamientos enviados con ella.',
    },
    errors: {
      name: 'Indique un nombre, como la aplicación que usará la clave.',
      nameTooLong: `El nombre puede tener como máximo ${INTAKE_KEY_LIMITS.name} caracteres.`,
      expires: 'Indique la fecha de vencimiento como AAAA-MM-DD, o déjela vacía.',
      expiresPast: 'La fecha de vencimiento debe estar en el futuro.',
    },
  },
};
