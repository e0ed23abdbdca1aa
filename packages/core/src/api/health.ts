import { Type, type Static } from '@sinclair/typebox';

/** GET /health/live: the process is up and answering. */
export const Liveness = Type.Object({ status: Type.Literal('live') });
export type Liveness = Static<typeof Liveness>;

const Check = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);
export type ReadinessCheck = Static<typeof Check>;

/** GET /health/ready: 200 when every check is ok, 503 with the same body otherwise. */
export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
  checks: Type.Object({
    /** The database answers a query. */
    database: Check,
    /** Every migration this server knows has run. */
    migrations: Check,
    /** The media store takes an object and removes it again. */
    media: Check,
  }),
});
export type Readiness = Static<typeof Readiness>;
