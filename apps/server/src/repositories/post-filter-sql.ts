import { sql, type RawBuilder } from 'kysely';
import type { SeverityChoice } from '@highwater/core/filters/api-query';
import { EARTH_RADIUS_M } from '@highwater/core/distance';
import { nearBoundingBox, type PostFilter } from '@/domain/post-filter.ts';
import { linkNarrowing, type LinkField } from '@/domain/post-links.ts';

/** What the filter needs from the project beyond the query itself. */
export interface FilterScope {
  projectId: number;
  /** Posts without a status count as the project's default status. */
  defaultStatusId: number | null;
  /** Date windows of the chosen weather events (end null: ongoing); null when not filtering. */
  weatherWindows: { start: Date; end: Date | null }[] | null;
}

const ids = (values: readonly number[]) => sql.join(values.map((v) => num(v)));

/** A checked number written into the SQL text, parenthesised so a minus sign stays a sign. */
function num(value: number): RawBuilder<number> {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return sql<number>`(${sql.raw(String(value))})`;
}
const or = (parts: RawBuilder<unknown>[]) => sql<boolean>`(${sql.join(parts, sql` OR `)})`;

/**
 * The WHERE condition of a filter over `posts as p`. Every part is written to use an index:
 * project and dates through the (project_id, observed_at) index, near through the
 * (project_id, lat, lng) box before the exact distance, keyword through the GIN index, regions and
 * topics through their link tables' primary keys.
 */
export function postFilterCondition(filter: PostFilter, scope: FilterScope): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`p.project_id = ${scope.projectId}`];
  if (filter.from) parts.push(sql`p.observed_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`p.observed_at <= ${filter.to}`);
  if (scope.weatherWindows) {
    parts.push(
      scope.weatherWindows.length === 0
        ? sql`false`
        : or(
            scope.weatherWindows.map((w) =>
              w.end
                ? sql`(p.observed_at >= ${w.start} AND p.observed_at <= ${w.end})`
                : sql`p.observed_at >= ${w.start}`,
            ),
          ),
    );
  }
  if (filter.tsQuery) {
    parts.push(sql`p.search_vector @@ to_tsquery('simple', ${filter.tsQuery})`);
  }
  if (filter.near.length) {
    parts.push(
      or(
        filter.near.map((near) => {
          const box = nearBoundingBox(near);
          // Literal numbers let the planner estimate the box against the lat/lng index.
          return sql`(p.lat BETWEEN ${num(box.minLat)} AND ${num(box.maxLat)}
            AND p.lng BETWEEN ${num(box.minLng)} AND ${num(box.maxLng)}
            AND ${distanceSql(near.lng, near.lat)} <= ${num(near.radius)})`;
        }),
      ),
    );
  }
  if (filter.statusIds.length) {
    const withDefault =
      scope.defaultStatusId !== null && filter.statusIds.includes(scope.defaultStatusId);
    parts.push(
      withDefault
        ? sql`(p.status_id IN (${ids(filter.statusIds)}) OR p.status_id IS NULL)`
        : sql`p.status_id IN (${ids(filter.statusIds)})`,
    );
  }
  if (filter.severityLevels.length) parts.push(severityCondition(filter.severityLevels));
  // Links keep their post's time (migration 028): the range on them lets the planner start from a
  // region's recent links when they are fewer than the posts the other parts pick.
  const linkTime = (alias: string) => {
    const time = sql.ref(`${alias}.observed_at`);
    return sql`${filter.from ? sql`AND ${time} >= ${filter.from}` : sql``}
      ${filter.to ? sql`AND ${time} <= ${filter.to}` : sql``}`;
  };
  if (filter.regionIds.length) {
    parts.push(sql`EXISTS (SELECT 1 FROM post_regions pr
      WHERE pr.post_id = p.id AND pr.region_id IN (${ids(filter.regionIds)}) ${linkTime('pr')})`);
  }
  if (filter.investigationIds.length) {
    parts.push(sql`EXISTS (SELECT 1 FROM post_investigations pi
      WHERE pi.post_id = p.id AND pi.investigation_id IN (${ids(filter.investigationIds)})
      ${linkTime('pi')})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

/**
 * Matching posts as a relation `p` and a condition over it. Posts themselves have every column;
 * links (`links: true`) only id, project_id, observed_at, lat and lng, enough to count, bar and
 * map them.
 */
export interface PostSet {
  from: RawBuilder<unknown>;
  where: RawBuilder<boolean>;
  links: boolean;
  /** The distinct posts of several regions' or topics' links: all are read before the first. */
  distinct: boolean;
}

/** The posts a condition over `posts p` picks. */
export const postsWhere = (where: RawBuilder<boolean>): PostSet => ({
  from: sql`posts p`,
  where,
  links: false,
  distinct: false,
});

const LINK_TABLES: Record<LinkField, { table: string; key: string }> = {
  regionIds: { table: 'post_regions', key: 'region_id' },
  investigationIds: { table: 'post_investigations', key: 'investigation_id' },
};

/**
 * The filter's posts, read from the links of its regions or topics when nothing else but time
 * narrows it (see linkNarrowing): their (key, observed_at) index holds each post's project, time
 * and place (migration 028), so counts, bars and cells never read a post and never walk the
 * project's other posts. A post in two of the chosen regions is one post.
 */
export function matchingPostSet(filter: PostFilter, scope: FilterScope): PostSet {
  const field = linkNarrowing(filter);
  if (!field) return postsWhere(postFilterCondition(filter, scope));
  const { table, key } = LINK_TABLES[field];
  const chosen = filter[field];
  const distinct = chosen.length > 1;
  const from = sql`(
    SELECT ${distinct ? sql`DISTINCT` : sql``} l.post_id AS id,
      l.project_id, l.observed_at, l.lat, l.lng
    FROM ${sql.table(table)} l WHERE ${sql.ref(`l.${key}`)} IN (${ids(chosen)})
  ) p`;
  const where = postFilterCondition({ ...filter, [field]: [] }, scope);
  return { from, where, links: true, distinct };
}

/** Levels through the severity index; null stands for posts without a level. */
function severityCondition(choices: readonly SeverityChoice[]): RawBuilder<boolean> {
  const levels = choices.filter((choice) => choice !== null);
  const parts: RawBuilder<unknown>[] = [];
  if (levels.length) parts.push(sql`p.severity_level IN (${ids(levels)})`);
  if (choices.includes(null)) parts.push(sql`p.severity_level IS NULL`);
  return or(parts);
}

/** Haversine distance in metres from a point to the post. */
export function distanceSql(lng: number, lat: number, table = 'p'): RawBuilder<number> {
  const t = sql.raw(table);
  return sql<number>`(2 * ${num(EARTH_RADIUS_M)} * asin(least(1, sqrt(
    power(sin(radians(${t}.lat - ${num(lat)}) / 2), 2)
    + cos(radians(${num(lat)})) * cos(radians(${t}.lat))
      * power(sin(radians(${t}.lng - ${num(lng)}) / 2), 2)))))`;
}
