import './check-node-version.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/configured-database.ts';
import { buildApp } from './app.ts';
import { registerWebClient } from './identity/oauth-clients.ts';
import { ensureSigningKey } from './identity/signing-keys.ts';
import { schedulePurgeOfExpiredSignIns } from './identity/expired-sign-ins.ts';
import { loadDemoDataIfEmpty, DEMO_USERS, DEMO_PASSWORD } from './demo/load-demo-data.ts';
import { createLocalMediaStorage } from './adapters/media-storage.ts';
import { scheduleUnattachedUploadRemoval } from './media/unattached-uploads.ts';

const config = loadConfig();
const { db, kind, listen, close } = await openConfiguredDatabase(config);
await registerWebClient(db, config.publicOrigin);
await ensureSigningKey(db);
if (config.loadDemoData) await loadDemoDataIfEmpty(db, config, (line) => console.log(line));

const app = await buildApp(config, { db, dbKind: kind, listen });
const stopPurge = schedulePurgeOfExpiredSignIns(db, (error) =>
  app.log.error({ err: error }, 'purging expired sign-ins failed'),
);
const stopUploadRemoval = scheduleUnattachedUploadRemoval(
  db,
  createLocalMediaStorage(config.mediaDir),
  config.unattachedUploadTtlMs,
  (error) => app.log.error({ err: error }, 'removing unattached uploads failed'),
);
const shutdown = async () => {
  stopPurge();
  stopUploadRemoval();
  await app.close();
  await close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
console.log(`\nHighwater is running at ${config.publicOrigin} (database: ${kind})`);
if (config.loadDemoData) {
  console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email}  — ${user.description}`);
}
