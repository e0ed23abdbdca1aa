import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.ts';
import { openConfiguredDatabase } from '@/db/configured-database.ts';
import { JWKS_MAX_AGE_SECONDS, rotateSigningKeys } from './signing-keys.ts';

const USAGE = `Usage: npm run keys:rotate [-- --immediately]

Adds a new key for signing ID tokens to the configured database (DATABASE_URL, or the PGlite
folder DATA_DIR). It is published at once and starts signing ${JWKS_MAX_AGE_SECONDS / 60} minutes later, once clients'
cached key sets include it; keys no ID token in circulation needs any more are removed.
--immediately: the new key signs at once and every other key is removed (a key that may have
leaked); ID tokens signed before no longer verify.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { immediately: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const { db, kind, close } = await openConfiguredDatabase(loadConfig());
  try {
    const result = await rotateSigningKeys(db, { immediately: values.immediately === true });
    console.log(
      `New signing key ${result.kid} (${kind}) signs from ${result.activatesAt.toISOString()}; ` +
        `removed ${result.removed.length === 0 ? 'none' : result.removed.join(', ')}.`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
