import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';

export interface FilterIds {
  statusIds: number[];
  regionIds: number[];
  investigationIds: number[];
}

/** Those of the given ids that are the project's own statuses, regions and topics. */
export async function projectOwnIds(db: Db, projectId: number, ids: FilterIds): Promise<FilterIds> {
  const known: FilterIds = { statusIds: [], regionIds: [], investigationIds: [] };
  const parts = [
    { key: 'statusIds', table: 'statuses', ids: ids.statusIds },
    { key: 'regionIds', table: 'regions', ids: ids.regionIds },
    { key: 'investigationIds', table: 'investigations', ids: ids.investigationIds },
  ] as const;
  const asked = parts.filter((part) => part.ids.length > 0);
  if (asked.length === 0) return known;
  const { rows } = await sql<{ key: keyof FilterIds; id: number }>`${sql.join(
    asked.map(
      (part) => sql`SELECT ${part.key}::text AS key, id FROM ${sql.table(part.table)}
        WHERE project_id = ${projectId} AND id = ANY(${`{${part.ids.join(',')}}`}::int[])`,
    ),
    sql` UNION ALL `,
  )} ORDER BY 1, 2`.execute(db);
  for (const row of rows) known[row.key].push(row.id);
  return known;
}
