import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema.ts';

export interface AdminChange {
  actorId: number;
  clientGroupId: number | null;
  projectId: number | null;
  /** What was done, such as `create`, `update`, `delete`, `invite`, `remove`. */
  action: string;
  /** What it was done to, such as `project`, `status`, `region`, `member`. */
  subject: string;
  subjectId: number | null;
  before: unknown;
  after: unknown;
}

/** Writes the audit row of an admin change, inside the change's own transaction. */
export async function recordAdminChange(
  trx: Transaction<Database> | Kysely<Database>,
  change: AdminChange,
): Promise<void> {
  await trx
    .insertInto('admin_audit')
    .values({
      actor_id: change.actorId,
      client_group_id: change.clientGroupId,
      project_id: change.projectId,
      action: change.action,
      subject: change.subject,
      subject_id: change.subjectId,
      before: change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === undefined ? null : JSON.stringify(change.after),
    })
    .execute();
}
