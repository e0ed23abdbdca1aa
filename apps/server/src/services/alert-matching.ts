import { sql, type RawBuilder } from 'kysely';
import type { AlertMode } from '@highwater/core/api/alerts';
import { filterToApiQuery } from '@highwater/core/filters/api-query';
import { parseFilterQuery } from '@highwater/core/filters/url-query';
import { DAY_MS } from '@highwater/core/constants';
import { SINCE_UNIT_MS } from '@highwater/core/filters/time-range';
import type { Db } from '@/db/database.ts';
import type { JobQueue } from '@/jobs/job-queue.ts';
import { findProjectScope, type MemberProject } from '@/repositories/access-repository.ts';
import { insertAlerts } from '@/repositories/alert-repository.ts';
import {
  activeSubscriptions,
  claimDigestDue,
  type ActiveSubscription,
} from '@/repositories/alert-subscription-repository.ts';
import { listGroupMemberIds } from '@/repositories/membership-repository.ts';
import { HttpError } from '@/plugins/http-errors.ts';
import { scopeFilter } from '@/services/post-scope.ts';
import {
  ALERT_DIGEST_QUEUE,
  ALERT_MAIL_QUEUE,
  type AlertDigestJob,
  type AlertMailJob,
  type AlertMatchJob,
} from '@/services/alert-queues.ts';

/** Conditions evaluated in one statement; a project may have many subscriptions. */
const CONDITIONS_PER_STATEMENT = 200;

export const DIGEST_PERIOD_MS: Record<Exclude<AlertMode, 'off' | 'instant'>, number> = {
  hourly: SINCE_UNIT_MS.hours,
  daily: DAY_MS,
};

export interface AlertMatchDeps {
  db: Db;
  jobs: JobQueue;
}

/**
 * The saved search's condition over `posts p`, exactly as the map screen reads the same address
 * (its time range and the project's rolling window) at the moment of the change. Null for a
 * query the filter no longer accepts.
 */
async function searchCondition(
  db: Db,
  scope: MemberProject,
  query: [string, string][],
  at: Date,
): Promise<RawBuilder<boolean> | null> {
  const apiQuery = filterToApiQuery(parseFilterQuery(query), { project: scope.project, now: at });
  try {
    return (await scopeFilter(db, scope, apiQuery, at)).where;
  } catch (error) {
    // A query the filter refuses matches nothing; anything else (the database) is tried again.
    if (error instanceof HttpError && error.statusCode === 400) return null;
    throw error;
  }
}

/** Each condition's value for the one post row `post` gives (as `p`), in order. */
async function evaluate(
  db: Db,
  conditions: readonly RawBuilder<boolean>[],
  post: RawBuilder<unknown>,
): Promise<boolean[]> {
  const values: boolean[] = [];
  for (let start = 0; start < conditions.length; start += CONDITIONS_PER_STATEMENT) {
    const chunk = conditions.slice(start, start + CONDITIONS_PER_STATEMENT);
    const columns = chunk.map((condition, i) => sql`${condition} AS ${sql.id(`m${i}`)}`);
    const { rows } = await sql<Record<string, boolean>>`
      SELECT ${sql.join(columns)} FROM ${post}`.execute(db);
    values.push(...chunk.map((_, i) => rows[0]?.[`m${i}`] === true));
  }
  return values;
}

/** The post as it is now. */
const currentPost = (postId: number) => sql`(SELECT * FROM posts WHERE id = ${postId}) p`;

/**
 * The post as it was before the change: its status and level then, everything else as now. The
 * columns are the ones postFilterCondition reads.
 */
const postBefore = (check: AlertMatchJob) => sql`(SELECT id, project_id, observed_at, lat, lng,
    search_vector, ${check.fromStatusId}::integer AS status_id,
    ${check.fromSeverityLevel}::integer AS severity_level
  FROM posts WHERE id = ${check.postId}) p`;

/**
 * Finds the subscriptions the change made the post match (it matches now and did not before)
 * among those of members of the project's group, stores an alert for each, and queues its mail
 * (instant) or its subscription's digest in the same transaction. An alert stored before is left
 * alone, so a check done twice alerts once. Answers how many alerts were stored.
 */
export async function matchPostChange(deps: AlertMatchDeps, check: AlertMatchJob): Promise<number> {
  const { db, jobs } = deps;
  const changedAt = new Date(check.changedAt);
  const subscriptions = await activeSubscriptions(db, check.projectId, changedAt);
  if (subscriptions.length === 0) return 0;
  const scope = await findProjectScope(db, check.projectId);
  if (!scope) return 0;
  const members = await listGroupMemberIds(db, scope.project.client_group_id);
  const checked: { subscription: ActiveSubscription; condition: RawBuilder<boolean> }[] = [];
  for (const subscription of subscriptions) {
    if (!members.has(subscription.user_id)) continue;
    const condition = await searchCondition(db, scope, subscription.query, changedAt);
    if (condition) checked.push({ subscription, condition });
  }
  if (checked.length === 0) return 0;
  const conditions = checked.map((entry) => entry.condition);
  const now = await evaluate(db, conditions, currentPost(check.postId));
  const before = check.created
    ? conditions.map(() => false)
    : await evaluate(db, conditions, postBefore(check));
  const matched = checked.filter((_, i) => now[i] && !before[i]).map((entry) => entry.subscription);
  if (matched.length === 0) return 0;

  const byId = new Map(matched.map((subscription) => [subscription.id, subscription]));
  return db.transaction().execute(async (trx) => {
    const stored = await insertAlerts(
      trx,
      matched.map((s) => ({ subscription_id: s.id, user_id: s.user_id, post_id: check.postId })),
    );
    for (const alert of stored) {
      const subscription = byId.get(alert.subscription_id);
      if (!subscription) continue;
      if (subscription.mode === 'instant') {
        await jobs.send(trx, ALERT_MAIL_QUEUE, { alertId: alert.id } satisfies AlertMailJob);
        continue;
      }
      const due = new Date(Date.now() + DIGEST_PERIOD_MS[subscription.mode]);
      if (await claimDigestDue(trx, subscription.id, due)) {
        await jobs.send(
          trx,
          ALERT_DIGEST_QUEUE,
          { subscriptionId: subscription.id } satisfies AlertDigestJob,
          { startAfter: due },
        );
      }
    }
    return stored.length;
  });
}
