import type { Selectable } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { ProjectIntakeKeysTable } from '@/db/schema.ts';

export type IntakeKeyRow = Selectable<ProjectIntakeKeysTable>;

const listColumns = [
  'id',
  'project_id',
  'name',
  'created_by',
  'created_at',
  'last_used_at',
  'revoked_at',
  'expires_at',
] as const;

export type IntakeKeyListRow = Pick<IntakeKeyRow, (typeof listColumns)[number]> & {
  created_by_name: string | null;
};

export function findIntakeKeyByHash(db: Db, keyHash: string): Promise<IntakeKeyRow | undefined> {
  return db
    .selectFrom('project_intake_keys')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .executeTakeFirst();
}

export async function touchIntakeKey(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('project_intake_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .execute();
}

export function insertIntakeKey(
  db: Db,
  values: {
    projectId: number;
    name: string;
    keyHash: string;
    createdBy: number;
    expiresAt: Date | null;
  },
): Promise<IntakeKeyRow> {
  return db
    .insertInto('project_intake_keys')
    .values({
      project_id: values.projectId,
      name: values.name,
      key_hash: values.keyHash,
      created_by: values.createdBy,
      expires_at: values.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The project's keys, newest first, with their creator's name. */
export function listIntakeKeys(db: Db, projectId: number): Promise<IntakeKeyListRow[]> {
  return db
    .selectFrom('project_intake_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select(listColumns.map((column) => `k.${column}` as const))
    .select((eb) =>
      eb
        .case()
        .when('u.id', 'is', null)
        .then(null)
        .else(eb.fn<string>('concat_ws', [eb.val(' '), 'u.first_name', 'u.last_name']))
        .end()
        .as('created_by_name'),
    )
    .where('k.project_id', '=', projectId)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id', 'desc')
    .execute();
}

/** The key of the project, locked for a change; undefined when the project has no such key. */
export function lockProjectIntakeKey(
  db: Db,
  projectId: number,
  keyId: number,
): Promise<IntakeKeyRow | undefined> {
  return db
    .selectFrom('project_intake_keys')
    .selectAll()
    .where('id', '=', keyId)
    .where('project_id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
}

export async function revokeIntakeKey(db: Db, keyId: number, now: Date): Promise<void> {
  await db
    .updateTable('project_intake_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('revoked_at', 'is', null)
    .execute();
}
