import { sql } from 'kysely';
import type { ReportQuestion } from '@highwater/core/report-page';
import type { Db } from '@/db/database.ts';
import { findProjectBySlug } from './project-address-repository.ts';

/** A project that takes public reports, as its report page and report call need it. */
export interface ReportProject {
  id: number;
  name: string;
  groupName: string;
  /** The slugs it has now (an old address leads here too). */
  groupSlug: string;
  projectSlug: string;
  center: { lng: number; lat: number };
}

/**
 * The project the slugs name (a renamed group's or project's old slug too), when it accepts
 * public reports; undefined otherwise.
 */
export async function findReportProject(
  db: Db,
  clientGroupSlug: string,
  projectSlug: string,
): Promise<ReportProject | undefined> {
  const found = await findProjectBySlug(db, clientGroupSlug, projectSlug);
  if (!found?.slug) return undefined;
  const row = await db
    .selectFrom('projects as p')
    .innerJoin('client_groups as g', 'g.id', 'p.client_group_id')
    .select(['p.id', 'p.name', 'p.center_lng', 'p.center_lat', 'g.name as group_name'])
    .where('p.id', '=', found.id)
    .where('p.accepts_public_reports', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name ?? found.slug,
    groupName: row.group_name ?? found.group_slug,
    groupSlug: found.group_slug,
    projectSlug: found.slug,
    center: { lng: row.center_lng, lat: row.center_lat },
  };
}

/** The project's public reports created since the time, and when the oldest of them was. */
export async function publicReportsSince(
  db: Db,
  projectId: number,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await sql<{ count: string; oldest: Date | null }>`
    SELECT count(*) AS count, min(created_at) AS oldest
    FROM posts
    WHERE project_id = ${projectId} AND created_at >= ${since} AND source = 'public'`.execute(db);
  const row = rows[0];
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The project's survey questions as the report page asks them, in survey order. */
export async function reportQuestions(db: Db, projectId: number): Promise<ReportQuestion[]> {
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('investigations as i', 'i.id', 'q.investigation_id')
    .select(['q.id', 'q.title', 'q.data_type', 'q.unit', 'q.multiple', 'q.options', 'q.required'])
    .where('i.project_id', '=', projectId)
    .orderBy('i.id')
    .orderBy('q.sort_order')
    .orderBy('q.id')
    .execute();
  return rows.map((row) => ({ ...row, options: Array.isArray(row.options) ? row.options : [] }));
}
