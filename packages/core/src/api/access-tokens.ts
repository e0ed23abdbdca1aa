import { Type, type Static } from '@sinclair/typebox';

/** Personal access tokens: read-only keys a user makes for desktop GIS (QGIS, GDAL). */

/** Every personal access token starts so: the server tells it from a sign-in token by it. */
export const PERSONAL_ACCESS_TOKEN_PREFIX = 'hw_pat_';
export const ACCESS_TOKEN_NAME_MAX = 100;
/** Live (neither revoked nor expired) tokens a user may hold at once. */
export const ACCESS_TOKENS_PER_USER = 20;
export const ACCESS_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;
export type AccessTokenLifetime = (typeof ACCESS_TOKEN_LIFETIMES_DAYS)[number];

const IsoDate = Type.String({ description: 'ISO 8601 date-time' });

/** One token as listed: never its secret, which only the creating answer holds. */
export const AccessToken = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: IsoDate,
  expires_at: IsoDate,
  last_used_at: Type.Union([IsoDate, Type.Null()]),
});
export type AccessToken = Static<typeof AccessToken>;

/** GET /api/v3/cx/users/me/access-tokens: newest first, expired ones included until revoked. */
export const AccessTokenList = Type.Array(AccessToken);
export type AccessTokenList = Static<typeof AccessTokenList>;

/** POST /api/v3/cx/users/me/access-tokens */
export const CreateAccessTokenBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ACCESS_TOKEN_NAME_MAX }),
    // An enum, not a union of literals: a wrong value gets one error naming the allowed ones.
    expires_in_days: Type.Unsafe<AccessTokenLifetime>(
      Type.Integer({ enum: [...ACCESS_TOKEN_LIFETIMES_DAYS] }),
    ),
  },
  { additionalProperties: false },
);
export type CreateAccessTokenBody = Static<typeof CreateAccessTokenBody>;

/** The created token with its secret, shown this once. */
export const CreatedAccessToken = Type.Composite([
  AccessToken,
  Type.Object({
    token: Type.String({
      description: `The secret (${PERSONAL_ACCESS_TOKEN_PREFIX}…): send it as a bearer token, or as the password of HTTP Basic with any user name`,
    }),
  }),
]);
export type CreatedAccessToken = Static<typeof CreatedAccessToken>;
