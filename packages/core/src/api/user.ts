import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

export const UserClientGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  masvEmbedUrl: Nullable(Type.String()),
});
export type UserClientGroup = Static<typeof UserClientGroup>;

export const UserSettings = Type.Object({
  preferredSystemOfMeasure: Type.Union([Type.Literal('METRIC'), Type.Literal('IMPERIAL')]),
  lastViewedMapTutorial: Nullable(Type.String()),
  /** Chosen on the main site's settings page; the dashboard follows it when the browser has none. */
  preferredLanguage: Nullable(Type.Union([Type.Literal('en'), Type.Literal('es')])),
});
export type UserSettings = Static<typeof UserSettings>;

/** GET /api/v2/me */
export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  avatar: Type.Object({ secure_url: Nullable(Type.String()) }),
  clientGroups: Type.Array(UserClientGroup),
  lng: Nullable(Type.Number()),
  lat: Nullable(Type.Number()),
  userSettings: UserSettings,
});
export type User = Static<typeof User>;

export const USER_SETTING_NAMES = ['preferredSystemOfMeasure', 'lastViewedMapTutorial'] as const;
export type UserSettingName = (typeof USER_SETTING_NAMES)[number];

/** PUT /api/v2/user-settings/{name} path parameters. */
export const UserSettingParams = Type.Object({
  name: Type.Unsafe<UserSettingName>(Type.String({ enum: [...USER_SETTING_NAMES] })),
});
export type UserSettingParams = Static<typeof UserSettingParams>;

/**
 * PUT /api/v2/user-settings/{name} body. lastViewedMapTutorial holds an ISO date or null.
 * A type list rather than a union: the server coerces types, and coercion inside a union would
 * turn null into "" before it is checked.
 */
export const UserSettingBody = Type.Object({
  value: Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 200 }),
});
export type UserSettingBody = Static<typeof UserSettingBody>;

export const UserSettingAnswer = Type.Object({
  name: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
});
export type UserSettingAnswer = Static<typeof UserSettingAnswer>;
