import { createHash } from 'node:crypto';
import { publicPostPath } from '@highwater/core/routes';
import {
  HONEYPOT_FIELD,
  type PublicReportAnswer,
  type PublicReportBody,
} from '@highwater/core/api/public-reports';
import type { Db } from '@/db/database.ts';
import { sessionOwner } from '@/media/upload-owner.ts';
import { badRequest, notFound } from '@/plugins/http-errors.ts';
import { findSubmittedPost } from '@/repositories/new-post-repository.ts';
import {
  findReportProject,
  publicReportsSince,
  type ReportProject,
} from '@/repositories/public-report-repository.ts';
import { countHit } from '@/repositories/rate-limit-repository.ts';
import { PROJECT_NOT_FOUND } from './access-service.ts';
import { createNewPost } from './new-post-service.ts';
import type { QueueSeverity } from './severity-prediction-service.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The rate-limit counters' route name of report submissions by address. */
const ADDRESS_COUNTER = 'POST public-report';

export interface PublicReportLimits {
  perAddressPerHour: number;
  perProjectPerHour: number;
}

export type PublicReportResult =
  | { kind: 'taken'; answer: PublicReportAnswer; created: boolean }
  /** The honeypot was filled: answered as received, never kept. */
  | { kind: 'ignored' }
  | { kind: 'limited'; retryAfterSeconds: number };

/** The project of a report page or call; 404 when it does not exist or takes no public reports. */
export async function reportProject(
  db: Db,
  clientGroupSlug: string,
  projectSlug: string,
): Promise<ReportProject> {
  const project = await findReportProject(db, clientGroupSlug, projectSlug);
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Takes a resident's report through the one write path (createNewPost, source public): only
 * uploads of the page's session may be attached. A retry of a submission that was taken answers
 * its post again and counts against no limit; otherwise each address may submit
 * perAddressPerHour times an hour and the project takes perProjectPerHour public reports an hour
 * (checked before the post is written: reports sent at the same moment may pass it by a few).
 */
export async function submitPublicReport(
  db: Db,
  request: {
    clientGroupSlug: string;
    projectSlug: string;
    sessionToken: string | undefined;
    clientAddress: string;
    body: PublicReportBody;
  },
  limits: PublicReportLimits,
  queueSeverity: QueueSeverity,
  now = new Date(),
): Promise<PublicReportResult> {
  const project = await reportProject(db, request.clientGroupSlug, request.projectSlug);
  if (request.sessionToken === undefined) {
    throw badRequest('Send the report page’s Upload-Session token that uploaded the media');
  }
  const { sessionHash } = sessionOwner(request.sessionToken);
  const { [HONEYPOT_FIELD]: trap, ...report } = request.body;

  const retry = await findSubmittedPost(db, project.id, report.idempotency_key);
  if (!retry) {
    const byAddress = await countHit(db, {
      route: ADDRESS_COUNTER,
      clientKey: createHash('sha256').update(request.clientAddress).digest('hex'),
      windowMs: HOUR_MS,
    });
    if (byAddress.hits > limits.perAddressPerHour) {
      return { kind: 'limited', retryAfterSeconds: seconds(byAddress.ttlMs) };
    }
    if (trap) return { kind: 'ignored' };
    const recent = await publicReportsSince(db, project.id, new Date(now.getTime() - HOUR_MS));
    if (recent.count >= limits.perProjectPerHour) {
      const freedAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
      return { kind: 'limited', retryAfterSeconds: seconds(freedAt - now.getTime()) };
    }
  }

  const sender = { kind: 'public' as const, projectId: project.id, sessionHash };
  const { post, created } = await createNewPost(db, sender, project.id, report, queueSeverity, now);
  return { kind: 'taken', answer: { id: post.id, public_path: publicPostPath(post.id) }, created };
}
