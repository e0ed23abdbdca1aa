import type { ClientGroup, ProjectDetail, ProjectSummary } from '@highwater/core/api/projects';
import type { Db } from '@/db/database.ts';
import { listClientGroupsOfMember } from '@/repositories/client-group-repository.ts';
import {
  findClientGroup,
  listInvestigations,
  listProjectsOfMember,
  listQuestions,
  listRegions,
  listStatuses,
} from '@/repositories/project-repository.ts';
import { projectForMember } from './access-service.ts';
import { byName, compareNames } from './name-order.ts';

export async function listClientGroups(db: Db, userId: number): Promise<ClientGroup[]> {
  const groups = await listClientGroupsOfMember(db, userId);
  return [...groups].sort(byName).map(({ id, name, slug }) => ({ id, name, slug }));
}

/** The user's projects ordered by name, then by client group name (as the project menu lists them). */
export async function listProjects(db: Db, userId: number): Promise<ProjectSummary[]> {
  const projects = await listProjectsOfMember(db, userId);
  return [...projects]
    .sort(
      (a, b) =>
        compareNames(a.name, b.name) ||
        compareNames(a.client_group_name, b.client_group_name) ||
        a.id - b.id,
    )
    .map(({ id, name, slug, client_group_id }) => ({ id, name, slug, client_group_id }));
}

/** Everything the map screen needs about one project; a 404 outside the user's client groups. */
export async function getProjectDetail(
  db: Db,
  userId: number,
  projectId: number,
): Promise<ProjectDetail> {
  const project = await projectForMember(db, userId, projectId);
  const [clientGroup, statuses, regions, investigations, questions] = await Promise.all([
    findClientGroup(db, project.client_group_id),
    listStatuses(db, project.id),
    listRegions(db, project.id),
    listInvestigations(db, project.id),
    listQuestions(db, project.id),
  ]);
  return {
    id: project.id,
    name: project.name,
    title: project.name,
    slug: project.slug,
    client_group_id: project.client_group_id,
    clientGroup,
    start_date: project.start_date?.toISOString() ?? null,
    end_date: project.end_date?.toISOString() ?? null,
    allow_exports: project.allow_exports,
    rolling_time_range_days: project.rolling_time_range_days,
    show_severity: project.show_severity,
    show_internal_notes: project.show_internal_notes,
    center: { lng: project.center_lng, lat: project.center_lat },
    statuses: statuses.map((status) => ({
      id: status.id,
      label: status.label,
      order: status.sort_order,
      default: status.is_default,
      quick_replies: status.quick_replies,
    })),
    regions: regions.map((region) => ({
      id: region.id,
      name: region.name,
      geojson: JSON.stringify(region.geojson),
    })),
    investigations: investigations.map((investigation) => ({
      ...investigation,
      questions: questions.filter((question) => question.investigation_id === investigation.id),
    })),
  };
}
