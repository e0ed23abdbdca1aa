import { sql } from 'kysely';
import type { Readiness, ReadinessCheck } from '@highwater/core/api/health';
import type { MediaStorage } from '@/adapters/media-storage.ts';
import type { Db } from '@/db/database.ts';
import { pendingMigrations } from '@/db/migrate.ts';

export interface ReadinessDeps {
  db: Db;
  storage: MediaStorage;
  /** A check that takes longer has failed: a load balancer's probe must get an answer. */
  timeoutMs: number;
  onFailure: (check: keyof Readiness['checks'], error: unknown) => void;
}

function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function migrationsDone(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) throw new Error(`Migrations not run: ${pending.join(', ')}`);
}

/** Whether this instance can serve: the database answers and is migrated, media can be stored. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const run = async (
    name: keyof Readiness['checks'],
    work: () => Promise<unknown>,
  ): Promise<ReadinessCheck> => {
    try {
      await withinTime(work(), deps.timeoutMs);
      return 'ok';
    } catch (error) {
      deps.onFailure(name, error);
      return 'failed';
    }
  };
  const [database, migrations, media] = await Promise.all([
    run('database', () => sql`SELECT 1`.execute(deps.db)),
    run('migrations', () => migrationsDone(deps.db)),
    run('media', () => deps.storage.check()),
  ]);
  const ready = database === 'ok' && migrations === 'ok' && media === 'ok';
  return { status: ready ? 'ready' : 'not ready', checks: { database, migrations, media } };
}
