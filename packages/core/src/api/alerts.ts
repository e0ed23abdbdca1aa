import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

/** How a saved search's owner hears of new matches: each one at once, in a digest, or not at all. */
export const ALERT_MODES = ['instant', 'hourly', 'daily', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** The most alerts one GET answers, newest first; older ones are still counted as unread. */
export const ALERT_LIST_LIMIT = 50;

/** How often the web app asks for new alerts: a new one shows within 5 s. */
export const ALERT_REFRESH_MS = 3000;

/** The most sightings one digest e-mail lists; it links to the saved search for the rest. */
export const DIGEST_LIST_LIMIT = 50;

export const AlertModeSchema = Type.Union(
  ALERT_MODES.map((mode) => Type.Literal(mode)),
  { description: 'instant: an e-mail for each new match; hourly or daily: a digest; off: none' },
);

/** PUT /api/v3/cx/saved-searches/{id}/alert */
export const AlertSettingBody = Type.Object({ mode: AlertModeSchema });
export type AlertSettingBody = Static<typeof AlertSettingBody>;

export const AlertSetting = Type.Object({
  saved_search_id: Type.Integer(),
  mode: AlertModeSchema,
});
export type AlertSetting = Static<typeof AlertSetting>;

/** One in-app alert: a sighting that started to match one of the user's saved searches. */
export const Alert = Type.Object({
  id: Type.Integer(),
  /** When the sighting started to match (ISO 8601). */
  created_at: Type.String(),
  read: Type.Boolean(),
  saved_search: Type.Object({ id: Type.Integer(), title: Type.String() }),
  project: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    client_group_slug: Type.String(),
    /** The project's show_severity: its sightings' severity is neither shown nor mailed. */
    show_severity: Type.Boolean(),
  }),
  post: Type.Object({
    id: Type.Integer(),
    location: Type.String(),
    observed_at: Type.String(),
    severity_level: Nullable(Type.Integer()),
    status_name: Nullable(Type.String()),
    thumbnail_url: Nullable(Type.String()),
  }),
});
export type Alert = Static<typeof Alert>;

/** GET /api/v3/cx/alerts */
export const AlertList = Type.Object({
  alerts: Type.Array(Alert),
  unread_count: Type.Integer({ minimum: 0 }),
});
export type AlertList = Static<typeof AlertList>;
