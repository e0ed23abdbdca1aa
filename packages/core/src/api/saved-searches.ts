import { Type, type Static } from '@sinclair/typebox';
import { FILTER_KEYS } from '../filters/filter.ts';
import { AlertModeSchema } from './alerts.ts';

export const SAVED_SEARCH_TITLE_MAX = 200;
export const SAVED_SEARCH_MAX_PAIRS = 100;
export const SAVED_SEARCH_VALUE_MAX = 500;

const ProjectId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Title = Type.String({ minLength: 1, maxLength: SAVED_SEARCH_TITLE_MAX });

/**
 * Address filter pairs, e.g. [['status', '3'], ['since', '7-days']]. Keys are free text here so the
 * server can name an unknown one in its answer; it accepts only pairs the address codec reads.
 */
export const SavedSearchQuery = Type.Array(
  Type.Tuple([
    Type.String({ maxLength: 40, description: `A filter key: ${FILTER_KEYS.join(', ')}` }),
    Type.String({ maxLength: SAVED_SEARCH_VALUE_MAX }),
  ]),
  { maxItems: SAVED_SEARCH_MAX_PAIRS },
);
export type SavedSearchQuery = Static<typeof SavedSearchQuery>;

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  query: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  project_id: Type.Integer(),
  /** The signed-in user's alert on it ('off' when they never asked for one). */
  alert_mode: AlertModeSchema,
});
export type SavedSearch = Static<typeof SavedSearch>;

/** GET /api/v3/cx/saved-searches?project_id= */
export const SavedSearchListQuery = Type.Object({ project_id: ProjectId });
export type SavedSearchListQuery = Static<typeof SavedSearchListQuery>;
export const SavedSearchList = Type.Array(SavedSearch);

/** POST /api/v3/cx/saved-searches */
export const CreateSavedSearchBody = Type.Object({
  project_id: ProjectId,
  title: Title,
  query: SavedSearchQuery,
});
export type CreateSavedSearchBody = Static<typeof CreateSavedSearchBody>;

/** PATCH /api/v3/cx/saved-searches/{id}: a title, a query or both. */
export const UpdateSavedSearchBody = Type.Object(
  { title: Type.Optional(Title), query: Type.Optional(SavedSearchQuery) },
  { minProperties: 1 },
);
export type UpdateSavedSearchBody = Static<typeof UpdateSavedSearchBody>;
