import { sql } from 'kysely';
import { hashPassword } from '@/main-site/identity/password.ts';
import type { BenchDatabase } from '../bench-database.ts';
import { generateProject } from '../generate-posts.ts';

/** The generated project the browser opens, and the member who signs in to it. */
export interface MapProject {
  /** The client group's and the project's slug alike (generate-posts.ts). */
  slug: string;
  email: string;
  password: string;
  posts: number;
  /** Seconds spent generating, or null when the project was there already. */
  generatedIn: number | null;
}

const PASSWORD = 'bench-browser-password';

/**
 * A project of `count` posts, with a neighbouring organisation's posts (a tenth as many) in the
 * same table as in production: the one already in the database when there is one, else generated.
 * Its member gets a password, so that the browser signs in through the real login page.
 */
export async function mapProject(bench: BenchDatabase, count: number): Promise<MapProject> {
  const slug = `bench-${count}`;
  const existing = await bench.db
    .selectFrom('projects')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  let generatedIn: number | null = null;
  if (!existing) {
    const start = Date.now();
    await generateProject(bench.db, { count: Math.ceil(count / 10), slug: 'neighbour' });
    await generateProject(bench.db, { count, slug });
    generatedIn = (Date.now() - start) / 1000;
  }
  const email = `${slug}@bench.test`;
  const { numUpdatedRows } = await bench.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('email', '=', email)
    .executeTakeFirst();
  if (numUpdatedRows !== 1n) throw new Error(`No member ${email} in the benchmark database`);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM posts JOIN projects ON projects.id = posts.project_id
    WHERE projects.slug = ${slug}`.execute(bench.db);
  return { slug, email, password: PASSWORD, posts: rows[0]?.n ?? 0, generatedIn };
}
