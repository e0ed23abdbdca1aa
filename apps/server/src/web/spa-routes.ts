import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@highwater/core/api/common';
import { escapeHtml, messagePanel, renderDocument } from '@/main-site/pages/page-layout.ts';
import { pageLanguage, sendPage } from '@/main-site/pages/html-response.ts';
import { WEB_TEXTS } from '@/main-site/pages/web-texts.ts';
import { builtIndex } from './web-dist.ts';

// Paths the server answers itself; a miss there is a plain 404, never the web app.
const SERVER_PATHS = /^\/(?:api|identity|auth|media)(?:\/|$)|^\/p\/|^\/assets\//;

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (SERVER_PATHS.test(pathname)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function cacheControlFor(filePath: string): string {
  // Vite names everything under assets/ after its content hash: a new build gets new names.
  if (/[\\/]assets[\\/]/.test(filePath)) return 'public, max-age=31536000, immutable';
  // A compressed copy (index.html.br) is cached like its file.
  if (/index\.html(?:\.br|\.gz)?$/.test(filePath)) return 'no-cache';
  return 'public, max-age=3600';
}

function notBuiltPage(request: FastifyRequest): string {
  const lang = pageLanguage(request.query, request.headers['accept-language']);
  const t = WEB_TEXTS[lang];
  return renderDocument({
    lang,
    title: `${t.notBuiltTitle} · Highwater`,
    body: messagePanel({
      title: t.notBuiltTitle,
      html: `<p class="muted">${t.notBuiltText(`<code>${escapeHtml('npm run build')}</code>`)}</p>`,
      withBrand: true,
    }),
  });
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = {
    statusCode: 404,
    error: 'Not Found',
    message: `Route ${request.method}:${request.url.split('?')[0] ?? ''} not found`,
  };
  return reply.status(404).send(body);
}

/**
 * The built web app from config.webDist, and index.html for every client-side route so deep links
 * and reloads work. Without a build, client routes get a 503 page that says how to make one.
 * A file's .br or .gz copy, which the build writes, is sent to clients that accept it.
 */
export const spaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, {
    root: app.config.webDist,
    wildcard: true,
    cacheControl: false,
    // Picks file.br or file.gz by Accept-Encoding and sets Vary: Accept-Encoding.
    preCompressed: true,
    // The build may be made after the server starts; its absence is handled per request.
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (!isClientRoute(request)) return notFound(request, reply);
    if (!(await builtIndex(app.config.webDist))) {
      return sendPage(reply, 503, notBuiltPage(request), 'no-store');
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
};
