import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app.ts';
import { openDatabase, type OpenDatabase } from '@/db/database.ts';
import { insertProjectEvent } from '@/repositories/project-event-repository.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { EventReader } from './event-reader.ts';
import { call, createLiveWorld, listen, type LiveWorld } from './live-fixtures.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

// PGlite is a database inside one process: a second instance cannot share it, so there is
// nothing to test across instances without PostgreSQL.
describe.skipIf(!databaseUrl)('two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let one: TestApp;
  let two: { app: FastifyInstance; database: OpenDatabase };
  let w: LiveWorld;
  let baseOne: string;
  let baseTwo: string;
  const readers: EventReader[] = [];

  beforeAll(async () => {
    one = await createTestApp();
    w = await createLiveWorld(one.db);
    baseOne = await listen(one);
    const database = await openDatabase({ databaseUrl: one.databaseUrl, dataDir: 'memory://' });
    const app = await buildApp(one.config, {
      db: database.db,
      dbKind: database.kind,
      listen: database.listen,
      storage: one.storage,
      poolStats: database.poolStats,
    });
    two = { app, database };
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseTwo = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await two?.app.close();
    await two?.database.close();
    await one?.close();
  });

  it('a change made through one instance reaches a stream open on the other', async () => {
    const onTwo = await EventReader.connect(baseTwo, w.stormId, w.ana.token);
    readers.push(onTwo);
    const status = await call(
      baseOne,
      w.ben.token,
      'POST',
      `/api/v3/cx/local-projects/${w.stormId}/posts/${w.postId}/status`,
      { status_id: w.statuses.reviewing },
    );
    expect(status.status).toBe(200);
    const event = await onTwo.waitFor((e) => e.type === 'post.status');
    expect(event.data).toMatchObject({ actor: { id: w.ben.id }, post: { id: w.postId } });

    const viewers = await call(
      baseOne,
      w.ben.token,
      'PUT',
      `/api/v3/cx/local-projects/${w.stormId}/posts/${w.postId}/viewers`,
    );
    expect(viewers.status).toBe(200);
    const present = await onTwo.waitFor((e) => e.type === 'post.viewers');
    expect(present.data).toMatchObject({ viewers: [{ id: w.ben.id, first_name: 'Ben' }] });
  });

  it('a sign-out through one instance ends the stream open on the other', async () => {
    const onTwo = await EventReader.connect(baseTwo, w.stormId, w.ana.token);
    readers.push(onTwo);
    const signOut = await fetch(`${baseOne}/identity/logout`, {
      headers: { authorization: `Bearer ${w.ana.token}` },
    });
    expect(signOut.status).toBe(204);
    await onTwo.ended;
  });

  it('keeps a project’s event ids in commit order when two instances write at once', async () => {
    const event = (label: string) => ({
      projectId: w.stormId,
      type: 'saved_search.changed',
      postId: null,
      payload: { label },
      isInternalNote: false,
      userId: w.ana.id,
    });
    const committed: string[] = [];
    let releaseFirst!: () => void;
    const firstInserted = new Promise<void>((resolve) => {
      const first = one.db.transaction().execute(async (trx) => {
        await insertProjectEvent(trx, event('first'));
        resolve();
        await new Promise<void>((release) => (releaseFirst = release));
      });
      void first.then(() => committed.push('first'));
    });
    await firstInserted;
    const second = two.database.db
      .transaction()
      .execute((trx) => insertProjectEvent(trx, event('second')))
      .then(() => committed.push('second'));
    // Without the project's lock the second would commit now, with the higher id.
    await Promise.race([second, new Promise((resolve) => setTimeout(resolve, 500))]);
    releaseFirst();
    await second;
    while (committed.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));

    const rows = await one.db
      .selectFrom('project_events')
      .select(['id', sql<string>`payload->>'label'`.as('label')])
      .where('type', '=', 'saved_search.changed')
      .where(sql<boolean>`payload ? 'label'`)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.label)).toEqual(committed);
  });
});
