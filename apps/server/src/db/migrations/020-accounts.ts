import { sql, type Kysely } from 'kysely';

/**
 * A membership removed notifies every server instance (as a revoked sign-in does, migration 011),
 * so that the removed person's open live-update streams end at once rather than at the next
 * periodic check. The payload names the user; each instance checks that user's streams.
 */
const STATEMENTS = [
  `CREATE FUNCTION client_group_member_removed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('highwater_live',
      'member_removed ' || TG_TABLE_SCHEMA || ' ' || OLD.user_id || ' ' || OLD.client_group_id);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER client_group_members_removed AFTER DELETE ON client_group_members
    FOR EACH ROW EXECUTE FUNCTION client_group_member_removed_notify()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP TRIGGER IF EXISTS client_group_members_removed ON client_group_members',
    'DROP FUNCTION IF EXISTS client_group_member_removed_notify()',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
