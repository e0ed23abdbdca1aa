import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

export interface GeneratedProject {
  projectId: number;
  userId: number;
  statusIds: number[];
  regionIds: number[];
  investigationIds: number[];
  /** One storm of three days, 100 days before the end. */
  weatherEventIds: number[];
  /** Newest observed time; posts go back evenly from here over spanDays. */
  end: Date;
  spanDays: number;
}

export interface GenerateOptions {
  count: number;
  spanDays?: number;
  end?: Date;
  slug?: string;
}

/**
 * A project with `count` posts made by one INSERT … SELECT over generate_series, so a million rows
 * take seconds, not minutes. Values come from a multiplicative hash of the row number, so every
 * run produces the same data: statuses, severities, keywords, places around Houston, comments on
 * one post in ten, 1% of posts in region 1 and 5% in region 2, topic 1 on one post in twenty, a
 * storm of three days 100 days before the end.
 * Newer posts get larger ids, as in real use.
 */
export async function generateProject(
  db: Kysely<Database>,
  options: GenerateOptions,
): Promise<GeneratedProject> {
  const spanDays = options.spanDays ?? 730;
  const end = options.end ?? new Date();
  const slug = options.slug ?? `bench-${options.count}`;
  const user = await db
    .insertInto('users')
    .values({ email: `${slug}@bench.test`, first_name: 'Bench', last_name: 'User' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('client_groups')
    .values({ name: `Bench ${slug}`, slug })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('client_group_members')
    .values({ client_group_id: group.id, user_id: user.id })
    .execute();
  const project = await db
    .insertInto('projects')
    .values({
      client_group_id: group.id,
      name: slug,
      slug,
      allow_exports: true,
      show_severity: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const projectId = project.id;
  const statusIds: number[] = [];
  for (const [i, label] of ['New', 'Reviewed', 'Resolved'].entries()) {
    const row = await db
      .insertInto('statuses')
      .values({
        project_id: projectId,
        label,
        sort_order: i,
        is_default: i === 0,
        quick_replies: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    statusIds.push(row.id);
  }
  const regionIds: number[] = [];
  for (const name of ['Bayou', 'Downtown']) {
    const row = await db
      .insertInto('regions')
      .values({
        project_id: projectId,
        name,
        geojson: '{}',
        min_lng: -95.6,
        min_lat: 29.6,
        max_lng: -95,
        max_lat: 30.1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    regionIds.push(row.id);
  }
  const investigationIds: number[] = [];
  for (const name of ['Flooding', 'Drains']) {
    const row = await db
      .insertInto('investigations')
      .values({ project_id: projectId, name, slug: name.toLowerCase() })
      .returning('id')
      .executeTakeFirstOrThrow();
    investigationIds.push(row.id);
  }
  const storm = await db
    .insertInto('weather_events')
    .values({
      project_id: projectId,
      name: 'Storm',
      start_date: new Date(end.getTime() - 100 * 86_400_000),
      end_date: new Date(end.getTime() - 97 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const spanSeconds = spanDays * 86_400;
  // A fraction in [0, 1) from a multiplicative hash of the row number: deterministic and well
  // spread. Latitude and longitude use different multipliers so the points do not fall on a line.
  const h = (multiplier: number) =>
    sql`(((g::bigint * ${sql.lit(multiplier)}) % 4294967296)::float8 / 4294967296)`;
  await sql`
    INSERT INTO posts (project_id, author_id, lat, lng, location, content, status_id, featured,
      observed_at, created_at, last_comment_at, severity_level)
    SELECT ${projectId}, ${user.id},
      29.6 + ${h(2654435761)} * 0.5, -95.6 + ${h(2246822519)} * 0.6,
      -- 5,000 streets of a large city, each with its own postcode: the location search's load.
      (g % 900) || ' ' || (ARRAY['Pine', 'Oak', 'Cedar', 'Elm', 'Maple', 'Willow', 'Bayou',
        'Harbor', 'Creek', 'Ridge'])[(g / 7) % 10 + 1] || ' ' || ((g / 71) % 500) || ' St, Houston, TX 77'
        || lpad(((g / 71) % 500 % 100)::text, 3, '0') || ', United States',
      (ARRAY['Flooded street', 'Water in basement', 'Storm drain blocked', 'Road closed',
        'Creek overflowing', 'King tide'])[g % 6 + 1]
        || ' near ' || (ARRAY['Bayou', 'Westheimer', 'Memorial', 'Heights', 'Kirby',
        'Montrose', 'Galleria', 'Ship Channel'])[(g / 7) % 8 + 1] || ' report ' || g,
      CASE WHEN g % 4 = 0 THEN NULL ELSE (${`{${statusIds.join(',')}}`}::int[])[g % 3 + 1] END,
      g % 50 = 0,
      t.observed_at,
      t.observed_at + make_interval(mins => (g % 120)::int),
      CASE WHEN g % 10 = 0 THEN t.observed_at + make_interval(hours => (g % 48)::int) END,
      CASE WHEN g % 7 = 0 THEN NULL ELSE g % 6 END
    FROM generate_series(1, ${options.count}) AS g,
      LATERAL (SELECT ${end}::timestamptz
        - make_interval(secs => (${options.count} - g)::float8 * ${spanSeconds} / ${options.count})
        AS observed_at) t
  `.execute(db);
  // Membership from the high bits of a hash of the id (the low bits keep its parity), so that it
  // is independent of the content, status and severity the row number chose.
  const idHash = (multiplier: number) =>
    sql`((id::bigint * ${sql.lit(multiplier)}) % 4294967296 / 65536)`;
  await sql`
    INSERT INTO post_regions (post_id, region_id)
    SELECT id, CASE WHEN ${idHash(2654435761)} % 100 = 0 THEN ${regionIds[0]}::int
      ELSE ${regionIds[1]}::int END
    FROM posts WHERE project_id = ${projectId}
      AND (${idHash(2654435761)} % 100 = 0 OR ${idHash(2654435761)} % 20 = 1)
  `.execute(db);
  await sql`
    INSERT INTO post_investigations (post_id, investigation_id)
    SELECT id, ${investigationIds[0]}::int FROM posts
    WHERE project_id = ${projectId} AND ${idHash(2246822519)} % 20 = 0
  `.execute(db);
  // As autovacuum soon does after a bulk insert: the visibility map lets whole-project reads
  // (the density layer) use index-only scans.
  await sql`VACUUM posts`.execute(db);
  await sql`ANALYZE`.execute(db);
  return {
    projectId,
    userId: user.id,
    statusIds,
    regionIds,
    investigationIds,
    weatherEventIds: [storm.id],
    end,
    spanDays,
  };
}
