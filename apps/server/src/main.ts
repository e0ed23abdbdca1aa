import './check-node-version.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/configured-database.ts';
import { buildApp } from './app.ts';
import { registerWebClient } from './main-site/identity/oauth-clients.ts';
import { ensureSigningKey } from './main-site/identity/signing-keys.ts';
import { schedulePurgeOfExpiredSignIns } from './main-site/identity/expired-sign-ins.ts';
import { loadDemoDataIfEmpty, DEMO_USERS, DEMO_PASSWORD } from './demo/load-demo-data.ts';
import { createConfiguredMediaStorage } from './adapters/configured-media-storage.ts';
import { scheduleUnattachedUploadRemoval } from './media/unattached-uploads.ts';
import { scheduleUnfinishedUploadRemoval } from './media/unfinished-uploads.ts';
import { openResumableParts } from './media/resumable-parts.ts';
import { productionRefusal } from './startup/production-safety.ts';
import { shutDown } from './startup/graceful-shutdown.ts';
import { scheduleRateLimitPurge } from './plugins/rate-limit-purge.ts';

const config = loadConfig();
// The one media store of the process, proven writable before anything else is opened: a wrong
// address, bucket or key stops the start with one line rather than failing uploads later.
const storage = createConfiguredMediaStorage(config);
await storage.check().catch((error: unknown) => {
  console.error(
    `Highwater cannot start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
const { db, kind, listen, poolStats, runScript, close } = await openConfiguredDatabase(config);
const refusal = await productionRefusal(config, db);
if (refusal) {
  console.error(refusal);
  await close();
  process.exit(1);
}
await registerWebClient(db, config.publicOrigin);
await ensureSigningKey(db);
if (config.loadDemoData) {
  await loadDemoDataIfEmpty(db, storage, config, (line) => console.log(line));
}

const app = await buildApp(config, { db, dbKind: kind, listen, storage, poolStats, runScript });
const stopPurge = schedulePurgeOfExpiredSignIns(db, (error) =>
  app.log.error({ err: error }, 'purging expired sign-ins failed'),
);
const stopUploadRemoval = scheduleUnattachedUploadRemoval(
  db,
  storage,
  config.unattachedUploadTtlMs,
  (error) => app.log.error({ err: error }, 'removing unattached uploads failed'),
);
const stopUnfinishedRemoval = scheduleUnfinishedUploadRemoval(
  db,
  openResumableParts(config.resumableUploadDir, config.resumableUploadTtlMs),
  config.resumableUploadTtlMs,
  (error) => app.log.error({ err: error }, 'removing unfinished resumable uploads failed'),
);
const stopRateLimitPurge = scheduleRateLimitPurge(db, (error) =>
  app.log.error({ err: error }, 'purging ended rate-limit windows failed'),
);
const stop = async () => {
  const inTime = await shutDown({
    app,
    stopJobs: () => {
      stopPurge();
      stopRateLimitPurge();
      stopUploadRemoval();
      stopUnfinishedRemoval();
    },
    closeDatabase: close,
    timeoutMs: config.shutdownTimeoutMs,
  });
  process.exit(inTime ? 0 : 1);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

await app.listen({ port: config.port, host: config.host });
console.log(
  `\nHighwater is running at ${config.publicOrigin} (database: ${kind}, media: ${config.mediaStore.kind}; started in ${process.uptime().toFixed(1)} s)`,
);
if (config.loadDemoData) {
  console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email}  — ${user.description}`);
}
