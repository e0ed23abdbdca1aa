import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@highwater/core/constants';
import type { ClientReturn } from './authorize-request.ts';
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

/**
 * The authorization answer, code or error, in the client's response mode, with the issuer
 * (RFC 9207) so that a client talking to several services can tell who answered.
 */
export function answerClient(
  reply: FastifyReply,
  lang: Language,
  to: ClientReturn,
  fields: FormPostFields,
) {
  const withIssuer = { ...fields, iss: reply.server.config.publicOrigin };
  if (to.responseMode === 'form_post') {
    return sendHtml(reply, 200, formPostPage(lang, to.redirectUri, withIssuer));
  }
  const target = new URL(to.redirectUri);
  for (const [name, value] of Object.entries(withIssuer)) {
    if (value !== undefined) target.searchParams.set(name, value);
  }
  return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
}

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
