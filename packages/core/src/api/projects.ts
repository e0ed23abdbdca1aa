import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

/** GET /api/v3/cx/client-groups item */
export const ClientGroup = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  slug: Type.String(),
});
export type ClientGroup = Static<typeof ClientGroup>;

/** GET /api/v3/cx/local-projects item */
export const ProjectSummary = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  slug: Nullable(Type.String()),
  client_group_id: Type.Integer(),
});
export type ProjectSummary = Static<typeof ProjectSummary>;

export const Status = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  order: Type.Integer(),
  default: Type.Boolean(),
  quick_replies: Type.Array(Type.String()),
});
export type Status = Static<typeof Status>;

export const Region = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** GeoJSON as JSON text; the client parses it. */
  geojson: Type.String(),
});
export type Region = Static<typeof Region>;

export const QuestionDataType = Type.Union([
  Type.Literal('BOOLEAN'),
  Type.Literal('DECIMAL'),
  Type.Literal('NUMERIC'),
  Type.Literal('SELECT'),
  Type.Literal('DATETIME'),
  Type.Literal('TIMERANGE'),
]);

export const Question = Type.Object({
  id: Type.Integer(),
  investigation_id: Type.Integer(),
  title: Type.String(),
  data_type: QuestionDataType,
  unit: Nullable(Type.String()),
  multiple: Type.Boolean(),
  options: Type.Array(Type.String()),
  /** A new sighting cannot be sent without an answer to it. */
  required: Type.Boolean(),
});
export type Question = Static<typeof Question>;

export const Investigation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  icon: Nullable(Type.String()),
  questions: Type.Array(Question),
});
export type Investigation = Static<typeof Investigation>;

/** GET /api/v3/cx/local-projects/{id} */
export const ProjectDetail = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  title: Nullable(Type.String()),
  slug: Nullable(Type.String()),
  client_group_id: Type.Integer(),
  clientGroup: ClientGroup,
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
  allow_exports: Type.Boolean(),
  rolling_time_range_days: Nullable(Type.Integer()),
  show_severity: Type.Boolean(),
  show_internal_notes: Type.Boolean(),
  /** Map centre used before any post is loaded. */
  center: Type.Object({ lng: Type.Number(), lat: Type.Number() }),
  statuses: Type.Array(Status),
  regions: Type.Array(Region),
  investigations: Type.Array(Investigation),
});
export type ProjectDetail = Static<typeof ProjectDetail>;

/**
 * GET /api/v3/cx/project-addresses/{clientGroupSlug}/{projectSlug}: where a project's address
 * leads now. A renamed project's old slug answers its current one, so old links keep working.
 */
export const ProjectAddress = Type.Object({
  project_id: Type.Integer(),
  client_group_slug: Type.String(),
  project_slug: Type.String(),
});
export type ProjectAddress = Static<typeof ProjectAddress>;
