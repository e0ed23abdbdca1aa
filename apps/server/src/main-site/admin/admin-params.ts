import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { sendAdminMessage } from './admin-page.ts';

const MAX_ID = 2_147_483_647;

/** A row id from the address (`/admin/projects/12`), or null when it is no positive integer. */
export function idOf(params: unknown, name: string): number | null {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

export type AddressId = 'project' | 'region' | 'upload' | 'topic' | 'question';

const NOUNS: Record<Language, Record<AddressId, string>> = {
  en: {
    project: 'project',
    region: 'region',
    upload: 'upload',
    topic: 'topic',
    question: 'question',
  },
  es: {
    project: 'proyecto',
    region: 'región',
    upload: 'subida',
    topic: 'tema',
    question: 'pregunta',
  },
};

const TEXTS: Record<Language, { title: string; text: (what: string) => string }> = {
  en: {
    title: 'This address is not valid',
    text: (what) =>
      `The ${what} number in the address must be a whole number. Nothing was changed.`,
  },
  es: {
    title: 'Esta dirección no es válida',
    text: (what) =>
      `El número de ${what} de la dirección debe ser un número entero. No se cambió nada.`,
  },
};

/** The 400 page for an address whose id is no number, naming which id . */
export function sendBadId(request: FastifyRequest, reply: FastifyReply, what: AddressId) {
  const lang = request.adminViewer?.lang ?? 'en';
  return sendAdminMessage(request, reply, 400, {
    title: TEXTS[lang].title,
    text: TEXTS[lang].text(NOUNS[lang][what]),
  });
}
