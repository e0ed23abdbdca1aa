import { sql, type RawBuilder } from 'kysely';
import type { StoredKinds } from '@/domain/stored-kinds.ts';

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** The rows of a summary by kind (alias `c`) that the kinds choose; every row when null. */
export function storedKindsCondition(kinds: StoredKinds | null): RawBuilder<boolean> {
  const statuses = kinds?.statusIds
    ? sql`c.status_id = ANY(${intArray(kinds.statusIds)})`
    : sql`true`;
  const levels = kinds?.severityLevels
    ? sql`c.severity_level = ANY(${intArray(kinds.severityLevels)})`
    : sql`true`;
  return sql<boolean>`(${statuses} AND ${levels})`;
}
