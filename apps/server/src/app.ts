import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import formbody from '@fastify/formbody';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.ts';
import type { Db, PoolStats, ScriptRows } from './db/database.ts';
import { asOneRequest } from './db/session-queue.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { databaseRateLimitStore } from './plugins/database-rate-limit-store.ts';
import { requestSerializer } from './plugins/log-redaction.ts';
import { contentSecurityDirectives } from './plugins/content-security-policy.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { serializeError } from './plugins/log-serializers.ts';
import { responseCompression } from './plugins/response-compression.ts';
import { schemalessInput } from './plugins/schemaless-input.ts';
import { RequestLogController } from './plugins/request-log-controller.ts';
import { validatorCompiler } from './plugins/validators.ts';
import { openApi } from './plugins/open-api.ts';
import { authContext } from './plugins/auth-context.ts';
import { mainSiteRoutes } from './main-site/main-site-routes.ts';
import { configuredMailer } from './main-site/mail/configured-mailer.ts';
import { apiRoutes } from './api/api-routes.ts';
import { webRoutes } from './web/web-routes.ts';
import { baseMapRoutes } from './web/base-map-routes.ts';
import { spaRoutes } from './web/spa-routes.ts';
import { mediaRoutes } from './media/media-routes.ts';
import type { Listen } from './db/notifications.ts';
import type { MediaStorage } from './adapters/media-storage.ts';
import { livePlugin } from './live/live-plugin.ts';
import { metricsPlugin } from './metrics/metrics-plugin.ts';
import { healthRoutes } from './health/health-routes.ts';
import { closeConnectionsWhenStopping } from './plugins/close-connections-when-stopping.ts';
import { severityJobsPlugin } from './jobs/severity-jobs-plugin.ts';
import { jobQueuePlugin } from './jobs/job-queue-plugin.ts';
import { alertJobsPlugin } from './jobs/alert-jobs-plugin.ts';
import { SEVERITY_QUEUE } from './services/severity-prediction-service.ts';
import { ALERT_QUEUES } from './services/alert-queues.ts';

export interface AppDeps {
  db: Db;
  dbKind: 'postgres' | 'pglite';
  /** Listens for the database's live-update notifications (openDatabase's `listen`). */
  listen: Listen;
  /** The one media store of the process: uploads, comments and /media/* all use it. */
  storage: MediaStorage;
  /** The database's connections now (openDatabase's `poolStats`), for the metrics. */
  poolStats: () => PoolStats;
  /** Runs a script of statements (openDatabase's `runScript`), for the job queue's own tables. */
  runScript: (script: string) => Promise<ScriptRows>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: 'postgres' | 'pglite';
    mediaStorage: MediaStorage;
  }
}

/** Builds the whole server; tests call this with their own database and use app.inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestSerializer, err: serializeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('dbKind', deps.dbKind);
  app.decorate('mediaStorage', deps.storage);
  const mailer = configuredMailer(config, deps.db);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close?.());
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(validatorCompiler);
  // PGlite's session queue tells a request's first query from its later ones (db/session-queue.ts).
  app.addHook('onRequest', (_request, _reply, done) => asOneRequest(done));

  await app.register(securityHeadersPlugin, {
    helmet: {
      contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(closeConnectionsWhenStopping);
  await app.register(formbody);
  await app.register(schemalessInput);
  // Counted in the database, so that the limits hold across instances.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.db) });
  await app.register(openApi);
  await app.register(authContext);
  await app.register(livePlugin, { listen: deps.listen });
  await app.register(jobQueuePlugin, {
    runScript: deps.runScript,
    queues: [SEVERITY_QUEUE, ...ALERT_QUEUES],
  });
  await app.register(severityJobsPlugin);
  await app.register(alertJobsPlugin);
  await app.register(metricsPlugin, { poolStats: deps.poolStats });
  await app.register(healthRoutes);

  // The server's own answers are compressed as they go out. Stored media and the built web app
  // are sent as stored: media is compressed already, and the build has .br and .gz copies.
  await app.register(async (answers) => {
    await answers.register(compress, responseCompression);
    await answers.register(mainSiteRoutes);
    await answers.register(apiRoutes);
    await answers.register(webRoutes);
  });
  await app.register(mediaRoutes);
  // Its tiles are stored compressed.
  await app.register(baseMapRoutes);
  // Last: its not-found handler answers every path no route above claims.
  await app.register(spaRoutes);
  return app;
}
