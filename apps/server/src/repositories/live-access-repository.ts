import { sql } from 'kysely';
import type { Db } from '@/db/database.ts';

export interface StreamAccessKey {
  key: number;
  tokenHash: string;
  projectId: number;
}

export interface StreamAccess {
  key: number;
  show_internal_notes: boolean;
  rolling_time_range_days: number | null;
  token_expires_at: Date;
}

/**
 * Of the given open streams, those whose access token is still live (the same rule as every
 * signed-in call) and whose user is still a member of the project, with the project's settings
 * now. One statement for all of them.
 */
export async function liveStreamAccess(
  db: Db,
  streams: readonly StreamAccessKey[],
): Promise<StreamAccess[]> {
  if (streams.length === 0) return [];
  const { rows } = await sql<StreamAccess>`
    SELECT s.key, p.show_internal_notes, p.rolling_time_range_days,
      t.expires_at AS token_expires_at
    FROM unnest(${streams.map((s) => s.key)}::integer[], ${streams.map((s) => s.tokenHash)}::text[],
      ${streams.map((s) => s.projectId)}::integer[]) AS s(key, token_hash, project_id)
    JOIN access_tokens t ON t.token_hash = s.token_hash
      AND t.revoked_at IS NULL AND t.expires_at > now()
    JOIN token_families f ON f.id = t.family_id AND f.revoked_at IS NULL
    JOIN projects p ON p.id = s.project_id
    JOIN client_group_members m
      ON m.client_group_id = p.client_group_id AND m.user_id = t.user_id
    ORDER BY s.key`.execute(db);
  return rows;
}
