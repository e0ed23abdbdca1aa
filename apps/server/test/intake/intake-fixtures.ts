import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '@/db/database.ts';
import { intakeKeyHash, newIntakeKeySecret } from '@/services/intake-key-secret.ts';
import { bearer } from '../helpers/auth.ts';
import { createPostWorld, type PostWorld } from '../posts/post-fixtures.ts';
import { png, upload } from '../uploads/upload-helpers.ts';

export interface IntakeWorld extends PostWorld {
  /** A square around the first project's posts, with a real outline. */
  harbourRegionId: number;
  questions: {
    passable: number;
    depth: number;
    temperature: number;
    kind: number;
    debris: number;
    seenAt: number;
    duration: number;
  };
  /** A question of bob's project. */
  otherQuestionId: number;
  key: string;
  keyId: number;
  revokedKey: string;
  expiredKey: string;
  otherProjectKey: string;
}

async function addKey(
  db: Db,
  projectId: number,
  name: string,
  values: { revoked_at?: Date; expires_at?: Date } = {},
) {
  const secret = newIntakeKeySecret();
  const row = await db
    .insertInto('project_intake_keys')
    .values({ project_id: projectId, name, key_hash: intakeKeyHash(secret), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { secret, id: row.id };
}

/**
 * The posts world (alice's project "floods" with its forty posts, bob's project elsewhere), with a
 * survey of every data type on alice's project (the depth question required), a region with a
 * real outline and intake keys: a live one, a revoked one, an expired one and one of bob's project.
 */
export async function createIntakeWorld(db: Db): Promise<IntakeWorld> {
  const world = await createPostWorld(db);
  const question = async (
    investigation_id: number,
    title: string,
    data_type: 'BOOLEAN' | 'DECIMAL' | 'NUMERIC' | 'SELECT' | 'DATETIME' | 'TIMERANGE',
    extra: { unit?: string; multiple?: boolean; options?: string[]; required?: boolean } = {},
  ) =>
    (
      await db
        .insertInto('questions')
        .values({
          investigation_id,
          title,
          data_type,
          unit: extra.unit ?? null,
          multiple: extra.multiple ?? false,
          options: JSON.stringify(extra.options ?? []),
          required: extra.required ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const { flooding, drains } = world.topics;
  const questions = {
    passable: await question(flooding, 'Passable?', 'BOOLEAN'),
    depth: await question(flooding, 'Depth', 'NUMERIC', { unit: 'INCHES', required: true }),
    temperature: await question(flooding, 'Water temperature', 'DECIMAL', { unit: '°C' }),
    kind: await question(flooding, 'Kind of water', 'SELECT', { options: ['rain', 'tide'] }),
    debris: await question(drains, 'Debris', 'SELECT', {
      multiple: true,
      options: ['leaves', 'trash', 'sand'],
    }),
    seenAt: await question(drains, 'First seen', 'DATETIME'),
    duration: await question(drains, 'Flooded between', 'TIMERANGE'),
  };
  const otherTopic = await db
    .insertInto('investigations')
    .values({ project_id: world.otherProject.id, name: 'Other', slug: 'other' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherQuestionId = await question(otherTopic.id, 'Elsewhere?', 'BOOLEAN');
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [-74.1, 40.6],
        [-73.9, 40.6],
        [-73.9, 40.8],
        [-74.1, 40.8],
        [-74.1, 40.6],
      ],
    ],
  };
  const region = await db
    .insertInto('regions')
    .values({
      project_id: world.project.id,
      name: 'Harbour',
      geojson: JSON.stringify(square),
      min_lng: -74.1,
      min_lat: 40.6,
      max_lng: -73.9,
      max_lat: 40.8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const live = await addKey(db, world.project.id, 'Reporting app');
  const revoked = await addKey(db, world.project.id, 'Old app', { revoked_at: new Date() });
  const expired = await addKey(db, world.project.id, 'Pilot', {
    expires_at: new Date(Date.now() - 60_000),
  });
  const other = await addKey(db, world.otherProject.id, 'Bob’s app');
  return {
    ...world,
    harbourRegionId: region.id,
    questions,
    otherQuestionId,
    key: live.secret,
    keyId: live.id,
    revokedKey: revoked.secret,
    expiredKey: expired.secret,
    otherProjectKey: other.secret,
  };
}

/** A photo uploaded through the upload call with the token (a user's or an intake key); its id. */
export async function uploadPhoto(app: FastifyInstance, token: string): Promise<number> {
  const response = await upload(
    app,
    'photo',
    { data: await png(64, 48), filename: 'flood.png', contentType: 'image/png' },
    token,
  );
  if (response.statusCode !== 200)
    throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

export const newPostPath = (projectId: number) => `/api/v3/cx/local-projects/${projectId}/posts`;

export function sendPost(
  app: FastifyInstance,
  projectId: number,
  token: string | null,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: newPostPath(projectId),
    headers: token ? bearer(token) : {},
    payload: body as object,
  });
}

let submissions = 0;
/** A fresh idempotency key. */
export const submissionKey = () => `submission-${Date.now()}-${++submissions}`;
