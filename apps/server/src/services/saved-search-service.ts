import type { AlertMode } from '@highwater/core/api/alerts';
import type {
  CreateSavedSearchBody,
  SavedSearch,
  SavedSearchQuery,
  UpdateSavedSearchBody,
} from '@highwater/core/api/saved-searches';
import { filterPairProblem } from '@highwater/core/filters/url-query';
import type { Db } from '@/db/database.ts';
import { badRequest, notFound } from '@/plugins/http-errors.ts';
import { projectForMember } from '@/services/access-service.ts';
import {
  deleteSavedSearch,
  findOwnSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  type SavedSearchRow,
} from '@/repositories/saved-search-repository.ts';
import { subscriptionModes } from '@/repositories/alert-subscription-repository.ts';
import { publishSavedSearchChange } from '@/services/project-event-publisher.ts';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

const toSavedSearch = (row: SavedSearchRow, alertMode: AlertMode = 'off'): SavedSearch => ({
  id: row.id,
  title: row.title,
  query: row.query,
  project_id: row.project_id,
  alert_mode: alertMode,
});

async function withAlertModes(db: Db, rows: SavedSearchRow[]): Promise<SavedSearch[]> {
  const modes = await subscriptionModes(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSavedSearch(row, modes.get(row.id)));
}

function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw badRequest('title must not be blank');
  return trimmed;
}

/**
 * Values are trimmed and empty ones dropped, as the filters panel does on apply. What is left must
 * be at least one pair, each one the address codec reads: a saved search opens as an address.
 */
function checkedQuery(query: SavedSearchQuery): [string, string][] {
  const pairs = query.flatMap(([key, value]): [string, string][] =>
    value.trim() ? [[key, value.trim()]] : [],
  );
  if (pairs.length === 0) throw badRequest('query must hold at least one filter');
  for (const [key, value] of pairs) {
    const problem = filterPairProblem(key, value);
    if (problem) throw badRequest(`query: ${problem}`);
  }
  return pairs;
}

/** Saved-search events go to their owner only. */
export const savedSearchChange = (
  row: Pick<SavedSearchRow, 'id' | 'project_id'>,
  userId: number,
  deleted: boolean,
) => ({
  projectId: row.project_id,
  userId,
  savedSearchId: row.id,
  deleted,
  at: new Date(),
});

export async function listOwnSavedSearches(
  db: Db,
  userId: number,
  projectId: number,
): Promise<SavedSearch[]> {
  await projectForMember(db, userId, projectId);
  return withAlertModes(db, await listSavedSearches(db, userId, projectId));
}

export async function createSavedSearch(
  db: Db,
  userId: number,
  body: CreateSavedSearchBody,
): Promise<SavedSearch> {
  await projectForMember(db, userId, body.project_id);
  const values = {
    userId,
    projectId: body.project_id,
    title: checkedTitle(body.title),
    query: checkedQuery(body.query),
  };
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await insertSavedSearch(trx, values);
    await publishSavedSearchChange(trx, savedSearchChange(inserted, userId, false));
    return inserted;
  });
  return toSavedSearch(row);
}

/** The user's own saved search in a project they still reach; anything else is a 404. */
export async function ownSavedSearch(db: Db, userId: number, id: number): Promise<SavedSearchRow> {
  const row = await findOwnSavedSearch(db, userId, id);
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  await projectForMember(db, userId, row.project_id).catch(() => {
    throw notFound(SAVED_SEARCH_NOT_FOUND);
  });
  return row;
}

export async function changeSavedSearch(
  db: Db,
  userId: number,
  id: number,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  await ownSavedSearch(db, userId, id);
  const changes = {
    title: body.title !== undefined ? checkedTitle(body.title) : undefined,
    query: body.query !== undefined ? checkedQuery(body.query) : undefined,
  };
  const row = await db.transaction().execute(async (trx) => {
    const updated = await updateSavedSearch(trx, id, changes);
    await publishSavedSearchChange(trx, savedSearchChange(updated, userId, false));
    return updated;
  });
  const [saved] = await withAlertModes(db, [row]);
  return saved!;
}

export async function removeSavedSearch(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownSavedSearch(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await deleteSavedSearch(trx, id);
    await publishSavedSearchChange(trx, savedSearchChange(row, userId, true));
  });
}
