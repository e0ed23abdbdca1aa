import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RuntimeConfig } from '@highwater/core/api/runtime-config';
import type { Config } from '@/config.ts';
import { builtIndex } from './web-dist.ts';

export function runtimeConfig(config: Config, buildDate: Date): RuntimeConfig {
  return {
    identityBase: `${config.publicOrigin}/identity`,
    apiBase: `${config.publicOrigin}/api/v2`,
    mainSiteUrl: config.mainSiteUrl,
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    defaultFileTransferUrl: config.defaultFileTransferUrl,
    mapStyles: { street: config.mapStyleStreet, satellite: config.mapStyleSatellite },
    environment: config.environment,
    release: config.release,
    buildDate: buildDate.toISOString(),
    sentryDsn: config.sentryDsn,
  };
}

/** GET /config.json: settings the web app reads at start, so one build runs anywhere. */
export const runtimeConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const startedAt = new Date();
  app.get(
    '/config.json',
    {
      schema: {
        tags: ['web'],
        summary: 'Run-time configuration of the web app',
        description: 'buildDate is when the web app was built (the server start when it is not).',
        response: { 200: RuntimeConfig },
      },
    },
    async (_request, reply) => {
      // Settings change with a restart or a new build; the app must not keep a stale copy.
      reply.header('cache-control', 'no-cache');
      const index = await builtIndex(app.config.webDist);
      return runtimeConfig(app.config, index?.modified ?? startedAt);
    },
  );
};
