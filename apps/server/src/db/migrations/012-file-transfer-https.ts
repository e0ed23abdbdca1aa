import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.ts';

/**
 * A client group's file-transfer address is framed by the web app: only https addresses without
 * a user name or password may be stored (domain/file-transfer-address.ts holds the same rule).
 * Addresses stored before the rule could never be served; they are cleared, so the group gets
 * the default page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `UPDATE client_groups SET masv_embed_url = NULL
       WHERE masv_embed_url !~* '^https://[^/?#@[:space:]]+([/?#][^[:space:]]*)?$';
     ALTER TABLE client_groups ADD CONSTRAINT client_groups_masv_embed_url_https
       CHECK (masv_embed_url ~* '^https://[^/?#@[:space:]]+([/?#][^[:space:]]*)?$');`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `ALTER TABLE client_groups DROP CONSTRAINT IF EXISTS client_groups_masv_embed_url_https;`,
  );
}
