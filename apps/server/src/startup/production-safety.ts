import type { Config } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import { DEMO_USERS } from '@/demo/load-demo-data.ts';

const DEMO_EMAILS = DEMO_USERS.map((user) => user.email);

/**
 * Why the server must not start, in one line, or null. In production (NODE_ENV=production) the
 * demo accounts, whose password is published in the README, must not exist nor be created.
 */
export async function productionRefusal(
  config: Pick<Config, 'environment' | 'loadDemoData'>,
  db: Db,
): Promise<string | null> {
  if (config.environment !== 'production') return null;
  if (config.loadDemoData) {
    return 'Highwater does not start with NODE_ENV=production and DEMO_DATA=true: the demo accounts have a published password. Unset DEMO_DATA.';
  }
  const found = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'in', DEMO_EMAILS)
    .orderBy('email')
    .execute();
  if (found.length === 0) return null;
  const emails = found.map((row) => row.email).join(', ');
  return `Highwater does not start with NODE_ENV=production while the database holds demo accounts with a published password (${emails}): remove them, or use a database without demo data.`;
}
