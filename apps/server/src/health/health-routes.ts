import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Liveness, Readiness } from '@highwater/core/api/health';
import { checkReadiness } from './readiness.ts';

const CHECK_TIMEOUT_MS = 5_000;

/**
 * Probes for load balancers and orchestrators: no sign-in, no rate limit, and below the default
 * log level, as they are called every few seconds.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const storage = app.mediaStorage;

  app.get(
    '/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'The process is up',
        response: { 200: Liveness },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'The instance can serve requests',
        description:
          'Checks that the database answers, that every migration has run and that the media ' +
          'store takes and removes an object. 503 with the same body when a check fails.',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness({
        db: app.db,
        storage,
        timeoutMs: CHECK_TIMEOUT_MS,
        onFailure: (check, error) => app.log.warn({ err: error, check }, 'readiness check failed'),
      });
      reply.header('cache-control', 'no-store');
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
