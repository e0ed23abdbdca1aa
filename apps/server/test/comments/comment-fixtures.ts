import type { Db } from '@/db/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';

export interface CommentWorld extends PostWorld {
  /** Another member of alice's client group. */
  carolId: number;
  carolToken: string;
  /** A post of alice's second project, which keeps no internal notes. */
  quietPostId: number;
}

/** The posts' world, plus a second member of alice's group and a project without notes. */
export async function createCommentWorld(db: Db): Promise<CommentWorld> {
  const world = await createPostWorld(db);
  const carolId = await createUser(db, { email: 'carol@city.test', firstName: 'Carol' });
  const { client_group_id } = await db
    .selectFrom('projects')
    .select('client_group_id')
    .where('id', '=', world.project.id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('client_group_members')
    .values({ client_group_id, user_id: carolId })
    .execute();
  await db
    .updateTable('projects')
    .set({ show_internal_notes: false })
    .where('id', '=', world.noExportProject.id)
    .execute();
  const quiet = await db
    .insertInto('posts')
    .values({
      project_id: world.noExportProject.id,
      lat: 40.7,
      lng: -74,
      content: 'Quiet street',
      observed_at: new Date('2025-06-01T00:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    ...world,
    carolId,
    carolToken: await issueTestToken(db, carolId),
    quietPostId: quiet.id,
  };
}
