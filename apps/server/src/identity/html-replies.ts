import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import { pickLanguage } from './language.ts';
import { formPostPage, type FormPostFields } from './pages/form-post-page.ts';

/** Sign-in pages carry codes and personal details: never cached, never indexed. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send(html);
}

export const sendFormPost = (
  reply: FastifyReply,
  lang: Language,
  redirectUri: string,
  fields: FormPostFields,
) => sendHtml(reply, 200, formPostPage(lang, redirectUri, fields));

const langField = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || !('lang' in value)) return undefined;
  return typeof value.lang === 'string' ? value.lang : undefined;
};

/** The page language of a sign-in request: its lang field (form or query), else Accept-Language. */
export const requestLanguage = (request: FastifyRequest): Language =>
  pickLanguage(
    langField(request.body) ?? langField(request.query),
    request.headers['accept-language'],
  );
