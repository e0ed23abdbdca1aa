import type { Db } from '@/db/database.ts';
import type { AdminViewer } from './admin-viewer.ts';
import { AdminPageError } from './admin-errors.ts';

/** What the viewer may do in a client group: run it, see it as staff, or nothing at all. */
export type GroupReach = 'admin' | 'staff' | 'none';

export function groupReach(viewer: AdminViewer, clientGroupId: number): GroupReach {
  if (viewer.isProviderAdmin) return 'admin';
  const role = viewer.roles.get(clientGroupId);
  if (role === 'group_admin') return 'admin';
  return role === 'staff' ? 'staff' : 'none';
}

/**
 * For a change to a client group: a provider admin or the group's admin passes; its staff get 403;
 * anyone else gets 404, as the API answers for what is outside a user's reach.
 */
export function requireGroupAdmin(viewer: AdminViewer, clientGroupId: number): void {
  const reach = groupReach(viewer, clientGroupId);
  if (reach === 'none') throw new AdminPageError(404);
  if (reach === 'staff') throw new AdminPageError(403);
}

/** Only provider admins: creating client groups, the outbox. Everyone else gets 404. */
export function requireProviderAdmin(viewer: AdminViewer): void {
  if (!viewer.isProviderAdmin) throw new AdminPageError(404);
}

export interface AdminProject {
  id: number;
  clientGroupId: number;
}

/** The project, when the viewer runs its client group (as requireGroupAdmin answers otherwise). */
export async function requireProjectAdmin(
  db: Db,
  viewer: AdminViewer,
  projectId: number,
): Promise<AdminProject> {
  const project = await db
    .selectFrom('projects')
    .select(['id', 'client_group_id'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project) throw new AdminPageError(404);
  requireGroupAdmin(viewer, project.client_group_id);
  return { id: project.id, clientGroupId: project.client_group_id };
}

/** The client groups the viewer runs: every group for a provider admin. */
export async function listAdministeredGroupIds(db: Db, viewer: AdminViewer): Promise<number[]> {
  if (viewer.isProviderAdmin) {
    const rows = await db.selectFrom('client_groups').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  }
  return [...viewer.roles].filter(([, role]) => role === 'group_admin').map(([id]) => id);
}
