import { Type, type Static } from '@sinclair/typebox';
import { NewPostBody } from './new-posts.ts';

/** The report page of a project that accepts public reports (the main site's). */
export const reportPagePath = (clientGroupSlug: string, projectSlug: string) =>
  `/report/${encodeURIComponent(clientGroupSlug)}/${encodeURIComponent(projectSlug)}`;

/** Where the report page sends its sighting. */
export const publicReportPath = (clientGroupSlug: string, projectSlug: string) =>
  `/api/v2/public-reports/${encodeURIComponent(clientGroupSlug)}/${encodeURIComponent(projectSlug)}`;

/** Where the report page searches places and streets near the project. */
export const publicPlacesPath = (clientGroupSlug: string, projectSlug: string) =>
  `${publicReportPath(clientGroupSlug, projectSlug)}/places`;

const Slug = Type.String({ minLength: 1, maxLength: 100 });

export const PublicReportParams = Type.Object({ clientGroupSlug: Slug, projectSlug: Slug });
export type PublicReportParams = Static<typeof PublicReportParams>;

/**
 * A field people never see (hidden from sight and from screen readers): a form-filling robot
 * fills it, and its report is then answered as if taken but never kept.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * POST /api/v2/public-reports/{clientGroupSlug}/{projectSlug}: the new-post body (media_ids
 * uploaded through tus with the page's Upload-Session token, sent on this call too) and the
 * honeypot field.
 */
export const PublicReportBody = Type.Object(
  {
    ...NewPostBody.properties,
    [HONEYPOT_FIELD]: Type.Optional(Type.String({ maxLength: 2_000 })),
  },
  { additionalProperties: false },
);
export type PublicReportBody = Static<typeof PublicReportBody>;

/** The report as taken (201, or 200 for a retry of the same submission): its public page. */
export const PublicReportAnswer = Type.Object({
  id: Type.Integer(),
  public_path: Type.String(),
});
export type PublicReportAnswer = Static<typeof PublicReportAnswer>;

/** GET …/places?q=&proximity=: streets of the project's sightings and places by name. */
export const PublicPlaceQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200 }),
  proximity: Type.Optional(Type.String({ maxLength: 60, description: "'lng,lat'" })),
});
export type PublicPlaceQuery = Static<typeof PublicPlaceQuery>;
