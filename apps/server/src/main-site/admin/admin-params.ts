import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { sendAdminMessage } from './admin-page.ts';

/** The largest id a row can have (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A positive row id of a path or a field; null for anything else ("12abc", "-1", "1e3"). */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A row id from the address (`/admin/projects/12`), or null when it is no positive integer. */
export const idOf = (params: unknown, name: string) =>
  parseId((params as Record<string, unknown> | undefined)?.[name]);

/** What an id of an address names: the page for a bad one says which. */
export type AddressId =
  | 'group'
  | 'project'
  | 'status'
  | 'weatherEvent'
  | 'page'
  | 'region'
  | 'upload'
  | 'topic'
  | 'question'
  | 'intakeKey';

/** The numbered ids of the path, or the first one that is not a number. */
export function pathIds<K extends string>(
  params: unknown,
  names: Record<K, AddressId>,
): { ids: Record<K, number> } | { bad: AddressId } {
  const ids = {} as Record<K, number>;
  for (const name of Object.keys(names) as K[]) {
    const id = idOf(params, name);
    if (id === null) return { bad: names[name] };
    ids[name] = id;
  }
  return { ids };
}

export const ADDRESS_TEXTS: Record<
  Language,
  { title: string; text: (what: string) => string; nouns: Record<AddressId, string> }
> = {
  en: {
    title: 'This address is not valid',
    text: (what) =>
      `The ${what} number in the address must be a whole number. Nothing was changed.`,
    nouns: {
      group: 'user group',
      project: 'project',
      status: 'status',
      weatherEvent: 'weather event',
      page: 'page',
      region: 'region',
      upload: 'upload',
      topic: 'topic',
      question: 'question',
      intakeKey: 'intake key',
    },
  },
  es: {
    title: 'Esta dirección no es válida',
    text: (what) =>
      `El número de ${what} de la dirección debe ser un número entero. No se cambió nada.`,
    nouns: {
      group: 'grupo de usuarios',
      project: 'proyecto',
      status: 'estado',
      weatherEvent: 'evento meteorológico',
      page: 'página',
      region: 'región',
      upload: 'subida',
      topic: 'tema',
      question: 'pregunta',
      intakeKey: 'clave de envío',
    },
  },
};

/** An address whose id is not a number: 400 with a page naming what the address should hold. */
export function sendBadAddress(request: FastifyRequest, reply: FastifyReply, what: AddressId) {
  const lang = request.adminViewer?.lang ?? 'en';
  const t = ADDRESS_TEXTS[lang];
  return sendAdminMessage(request, reply, 400, { title: t.title, text: t.text(t.nouns[what]) });
}
