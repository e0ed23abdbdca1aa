import './check-node-version.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/configured-database.ts';
import { buildApp } from './app.ts';
import { registerWebClient } from './identity/oauth-clients.ts';
import { ensureSigningKey } from './identity/signing-keys.ts';
import { schedulePurgeOfExpiredSignIns } from './identity/expired-sign-ins.ts';
import { loadDemoDataIfEmpty, DEMO_USERS, DEMO_PASSWORD } from './demo/load-demo-data.ts';
import { createConfiguredMediaStorage } from './adapters/configured-media-storage.ts';
import { scheduleUnattachedUploadRemoval } from './media/unattached-uploads.ts';
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
const { db, kind, listen, close } = await openConfiguredDatabase(config);
await registerWebClient(db, config.publicOrigin);
await ensureSigningKey(db);
if (config.loadDemoData) {
  await loadDemoDataIfEmpty(db, storage, config, (line) => console.log(line));
}

const app = await buildApp(config, { db, dbKind: kind, listen, storage });
const stopPurge = schedulePurgeOfExpiredSignIns(db, (error) =>
  app.log.error({ err: error }, 'purging expired sign-ins failed'),
);
const stopUploadRemoval = scheduleUnattachedUploadRemoval(
  db,
  storage,
  config.unattachedUploadTtlMs,
  (error) => app.log.error({ err: error }, 'removing unattached uploads failed'),
);
const stopRateLimitPurge = scheduleRateLimitPurge(db, (error) =>
  app.log.error({ err: error }, 'purging ended rate-limit windows failed'),
);
const shutdown = async () => {
  stopPurge();
  stopRateLimitPurge();
  stopUploadRemoval();
  await app.close();
  await close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
console.log(
  `\nHighwater is running at ${config.publicOrigin} (database: ${kind}, media: ${config.mediaStore.kind})`,
);
if (config.loadDemoData) {
  console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email}  — ${user.description}`);
}
