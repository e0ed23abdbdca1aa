import { parseArgs } from 'node:util';
import { loadConfig } from '@/config.ts';
import { openConfiguredDatabase } from '@/db/configured-database.ts';
import { accountLinkUrl } from '../identity/account-links.ts';
import { MAX_EMAIL, MAX_NAME } from './people/people-form.ts';
import { createProviderAdmin } from './provider-admin.ts';

const USAGE = `Usage: npm run admin -- create-provider-admin --email <address> [--first-name <name>] [--last-name <name>]

Makes the person a provider admin of the configured database (DATABASE_URL, or the PGlite folder
DATA_DIR), creating their account when the address has none, and prints a one-time link, valid
for 7 days, that sets their password. Provider admins create client groups and their admins.`;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Wrong usage: the usage on stderr and exit code 2, as command-line tools do. */
function usage(problem: string): never {
  console.error(`${problem}\n\n${USAGE}`);
  process.exit(2);
}

function readArguments() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const { values, positionals } = readArguments();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command, ...rest] = positionals;
  if (command !== 'create-provider-admin' || rest.length > 0) {
    usage(command ? `Unknown command: ${[command, ...rest].join(' ')}` : 'No command given.');
  }
  const email = values.email?.trim() ?? '';
  if (!EMAIL.test(email) || email.length > MAX_EMAIL) usage(`Not an e-mail address: "${email}"`);
  const firstName = values['first-name']?.trim();
  const lastName = values['last-name']?.trim();
  if ((firstName?.length ?? 0) > MAX_NAME || (lastName?.length ?? 0) > MAX_NAME) {
    usage(`Names have at most ${MAX_NAME} characters.`);
  }

  const config = loadConfig();
  const { db, close } = await openConfiguredDatabase(config);
  try {
    const done = await createProviderAdmin(db, { email, firstName, lastName });
    console.log(
      `${done.created ? 'Created' : 'Promoted'} ${email} as provider admin (user ${done.userId}).\n` +
        `Set the password within 7 days, once, at:\n${accountLinkUrl(config, done.token)}`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
