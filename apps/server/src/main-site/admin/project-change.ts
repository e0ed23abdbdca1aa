import type { ProjectPart } from '@highwater/core/api/events';
import type { Db } from '@/db/database.ts';
import { publishProjectChanged } from '@/services/project-event-publisher.ts';
import type { AdminProject } from './admin-access.ts';
import { recordAdminChange, type AdminChange } from './audit.ts';
import type { AdminViewer } from './admin-viewer.ts';

export type ProjectChangeAudit = Omit<AdminChange, 'actorId' | 'clientGroupId' | 'projectId'>;

/**
 * Runs an admin change to a project with its audit row and its live event in one transaction:
 * open dashboards hear of it only when it commits.
 */
export const changeProject = (
  db: Db,
  viewer: AdminViewer,
  project: AdminProject,
  part: ProjectPart,
  work: (trx: Db) => Promise<ProjectChangeAudit>,
) =>
  db.transaction().execute(async (trx) => {
    const audit = await work(trx);
    await recordAdminChange(trx, {
      actorId: viewer.userId,
      clientGroupId: project.clientGroupId,
      projectId: project.id,
      ...audit,
    });
    await publishProjectChanged(trx, {
      projectId: project.id,
      actorId: viewer.userId,
      part,
      at: new Date(),
    });
  });
