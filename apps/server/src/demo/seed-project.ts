import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { AreaGeometry, Ring } from '@/domain/area-geometry.ts';
import { geometryBbox } from '@/domain/geo-bbox.ts';
import { DAY_MS } from '@highwater/core/constants';
import { eventName, STATUS_SETS, type EventKind, type ProjectPlan } from './demo-catalog.ts';
import { topicByKey, type QuestionPlan, type TopicPlan } from './demo-topics.ts';
import { blobRing, holeRing } from './demo-geometry.ts';
import { cityByKey, type City, type Neighbourhood } from './places.ts';
import type { Random } from './random.ts';

export interface SeededTopic {
  id: number;
  plan: TopicPlan;
  questions: { id: number; plan: QuestionPlan }[];
}

export interface SeededEvent {
  id: number;
  kind: EventKind;
  start: Date;
  /** For an ongoing event: the load time. */
  end: Date;
}

/** A project as posts are generated for it. */
export interface SeededProject {
  id: number;
  plan: ProjectPlan;
  city: City;
  /** Posts fall in here: the project's dates, up to now. */
  window: { start: Date; end: Date };
  /** In the project's order; the first is the default. */
  statuses: { id: number; isDefault: boolean }[];
  topics: SeededTopic[];
  events: SeededEvent[];
  regionIds: number[];
}

export const startOfDay = (date: Date): Date =>
  new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
export const daysBefore = (date: Date, days: number): Date =>
  new Date(date.getTime() - days * DAY_MS);

function neighbourhoodGeometry(random: Random, area: Neighbourhood): AreaGeometry {
  const rings: Ring[] = [blobRing(random, area, 16)];
  if (area.hole) rings.push(holeRing(random, area.hole));
  if (!area.also) return { type: 'Polygon', coordinates: rings };
  return { type: 'MultiPolygon', coordinates: [rings, [blobRing(random, area.also, 12)]] };
}

async function seedRegions(db: Kysely<Database>, random: Random, projectId: number, city: City) {
  const ids: number[] = [];
  for (const area of city.neighbourhoods) {
    const geometry = neighbourhoodGeometry(random, area);
    const box = geometryBbox(geometry);
    const row = await db
      .insertInto('regions')
      .values({
        project_id: projectId,
        name: area.name,
        geojson: JSON.stringify(geometry),
        min_lng: box.minLng,
        min_lat: box.minLat,
        max_lng: box.maxLng,
        max_lat: box.maxLat,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

async function seedTopics(db: Kysely<Database>, projectId: number, plan: ProjectPlan) {
  const topics: SeededTopic[] = [];
  for (const key of plan.topics) {
    const topic = topicByKey(key);
    const { id } = await db
      .insertInto('investigations')
      .values({ project_id: projectId, name: topic.name, slug: topic.key, icon: topic.icon })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions = await db
      .insertInto('questions')
      .values(
        topic.questions.map((question, index) => ({
          investigation_id: id,
          title: question.title,
          data_type: question.type,
          unit: question.unit ?? null,
          multiple: question.multiple ?? false,
          options: JSON.stringify(question.options ?? []),
          sort_order: index,
        })),
      )
      .returning(['id', 'sort_order'])
      .execute();
    topics.push({
      id,
      plan: topic,
      questions: questions
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((row) => ({ id: row.id, plan: topic.questions[row.sort_order] as QuestionPlan })),
    });
  }
  return topics;
}

async function seedEvents(db: Kysely<Database>, projectId: number, plan: ProjectPlan, now: Date) {
  const events: SeededEvent[] = [];
  for (const event of plan.events) {
    // Events start mid-morning Eastern time (15:00 UTC).
    const start = new Date(daysBefore(startOfDay(now), event.daysAgo).getTime() + 15 * 3_600_000);
    const end =
      event.lengthDays === null ? null : new Date(start.getTime() + event.lengthDays * DAY_MS);
    const { id } = await db
      .insertInto('weather_events')
      .values({
        project_id: projectId,
        name: eventName(event.kind, start),
        start_date: start,
        end_date: end,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    events.push({ id, kind: event.kind, start, end: end && end < now ? end : now });
  }
  return events;
}

/** Inserts a project with its statuses, regions, topics and weather events. */
export async function seedProject(
  db: Kysely<Database>,
  random: Random,
  groupId: number,
  plan: ProjectPlan,
  now: Date,
): Promise<SeededProject> {
  const city = cityByKey(plan.city);
  const start = daysBefore(startOfDay(now), plan.startDaysAgo);
  const end = plan.endDaysAgo === null ? null : daysBefore(startOfDay(now), plan.endDaysAgo);
  const { id } = await db
    .insertInto('projects')
    .values({
      client_group_id: groupId,
      name: plan.name,
      slug: plan.slug,
      start_date: start,
      end_date: end,
      allow_exports: plan.allowExports,
      rolling_time_range_days: plan.rollingDays,
      show_severity: plan.showSeverity,
      show_internal_notes: plan.showInternalNotes,
      accepts_public_reports: plan.acceptsPublicReports,
      center_lng: city.center[0],
      center_lat: city.center[1],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const statuses = await db
    .insertInto('statuses')
    .values(
      STATUS_SETS[plan.statuses].map((status, index) => ({
        project_id: id,
        label: status.label,
        sort_order: index,
        is_default: status.isDefault,
        quick_replies: JSON.stringify(status.quickReplies),
      })),
    )
    .returning(['id', 'sort_order', 'is_default'])
    .execute();
  return {
    id,
    plan,
    city,
    window: { start, end: end ?? now },
    statuses: statuses
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((row) => ({ id: row.id, isDefault: row.is_default })),
    regionIds: await seedRegions(db, random, id, city),
    topics: await seedTopics(db, id, plan),
    events: await seedEvents(db, id, plan, now),
  };
}
