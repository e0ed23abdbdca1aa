import { sql } from 'kysely';
import type { AlertList, AlertMode } from '@highwater/core/api/alerts';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { bearer } from '../helpers/auth.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Reads until `done` says so; the test's own timeout ends a wait that never ends. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until every change written so far has been matched and every instant mail sent: no check
 * left to move, no match or mail job waiting or running (digests wait for their hour).
 */
export async function alertWorkDone(t: TestApp): Promise<void> {
  const schema = `${t.config.databaseSchema ?? 'highwater'}_jobs`;
  await eventually(
    async () => {
      const { rows } = await sql<{ n: number }>`SELECT
          (SELECT count(*)::int FROM alert_checks)
          + (SELECT count(*)::int FROM ${sql.table(`${schema}.job`)}
              WHERE name IN ('alert-match', 'alert-mail')
                AND state IN ('created', 'retry', 'active')) AS n`.execute(t.db);
      return rows[0]?.n ?? 0;
    },
    (n) => n === 0,
  );
}

export async function saveSearch(
  t: TestApp,
  token: string,
  projectId: number,
  title: string,
  query: [string, string][],
): Promise<SavedSearch> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v3/cx/saved-searches',
    headers: bearer(token),
    payload: { project_id: projectId, title, query },
  });
  if (response.statusCode !== 201) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return response.json<SavedSearch>();
}

export const setAlert = (t: TestApp, token: string, savedSearchId: number, mode: AlertMode) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v3/cx/saved-searches/${savedSearchId}/alert`,
    headers: bearer(token),
    payload: { mode },
  });

export async function alertsOf(t: TestApp, token: string): Promise<AlertList> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v3/cx/alerts',
    headers: bearer(token),
  });
  if (response.statusCode !== 200)
    throw new Error(`alerts: ${response.statusCode} ${response.body}`);
  return response.json<AlertList>();
}
