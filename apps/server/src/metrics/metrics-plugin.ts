import fp from 'fastify-plugin';
import type { PoolStats } from '@/db/database.ts';
import { notFound } from '@/plugins/http-errors.ts';
import { mayReadMetrics } from './metrics-access.ts';
import { createServerMetrics, type ServerMetrics } from './server-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
}

/**
 * Counts and times every answered request by its route pattern, and serves the metrics to
 * Prometheus at /metrics: to the addresses of METRICS_ALLOW or a bearer METRICS_TOKEN. Anyone
 * else gets the 404 of a path that does not exist, as for anything outside a caller's reach.
 * Registered after the live-updates plugin, whose open streams it reports.
 */
export const metricsPlugin = fp<{ poolStats: () => PoolStats }>(async (app, options) => {
  const metrics = createServerMetrics({
    poolStats: options.poolStats,
    openStreams: () => app.live.whileStreaming.count,
  });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  const access = { allow: app.config.metricsAllow, token: app.config.metricsToken };
  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics of this instance',
        description:
          'Text exposition format. Only for the addresses of METRICS_ALLOW or with the bearer ' +
          'token METRICS_TOKEN; 404 otherwise.',
      },
    },
    async (request, reply) => {
      if (!mayReadMetrics(access, request.ip, request.headers.authorization)) throw notFound();
      reply.header('content-type', metrics.contentType);
      reply.header('cache-control', 'no-store');
      return metrics.read();
    },
  );
});
