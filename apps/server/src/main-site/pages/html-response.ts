import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { pickLanguage } from '@/main-site/identity/language.ts';

/** OpenAPI description of an answer that is an HTML page. */
export const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: Type.String() } },
});

/** Optional ?lang=en|es; anything else falls back to Accept-Language, then English. */
export const LangQuery = Type.Object({ lang: Type.Optional(Type.String()) });

export function pageLanguage(query: unknown, acceptLanguage: string | undefined) {
  const lang =
    typeof query === 'object' && query !== null && 'lang' in query && typeof query.lang === 'string'
      ? query.lang
      : undefined;
  return pickLanguage(lang, acceptLanguage);
}

/** Sends a page whose language follows the request, so shared caches must tell them apart. */
export function sendPage(reply: FastifyReply, status: number, html: string, cacheControl: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'accept-language')
    .send(html);
}
