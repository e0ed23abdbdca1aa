import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Listen } from '@/db/notifications.ts';
import { pruneProjectEvents } from '@/repositories/project-event-repository.ts';
import { expireViewers } from '@/services/presence-service.ts';
import { LiveEventBus } from './live-event-bus.ts';
import { StreamAccessGuard } from './stream-access-guard.ts';
import { StreamLimits } from './stream-limits.ts';
import { WhileStreaming } from './while-streaming.ts';

export interface LiveUpdates {
  bus: LiveEventBus;
  guard: StreamAccessGuard;
  whileStreaming: WhileStreaming;
  limits: StreamLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveUpdates;
  }
}

const HOUR_MS = 3_600_000;

/**
 * Live updates of this instance: listens for the database's notifications (events committed by
 * any instance, revoked sign-ins, removed members), keeps open streams to what their tokens allow, ends the
 * presence of viewers who stopped calling, and drops events past the replay window.
 */
export const livePlugin = fp<{ listen: Listen }>(async (app, options) => {
  const onError = (error: unknown) => app.log.error({ err: error }, 'live updates failed');
  const bus = new LiveEventBus(app.db, onError);
  const guard = new StreamAccessGuard(app.db, onError);
  const whileStreaming = new WhileStreaming([
    { everyMs: app.config.liveAccessCheckMs, run: () => void guard.checkAll() },
    {
      everyMs: Math.max(Math.floor(app.config.postViewerTtlMs / 3), 10),
      run: () => void expireViewers(app.db).catch(onError),
    },
  ]);
  const limits = new StreamLimits({
    perUser: app.config.liveStreamsPerUser,
    perAddress: app.config.liveStreamsPerAddress,
  });
  app.decorate('live', { bus, guard, whileStreaming, limits });

  // Schemas of one PostgreSQL database (DATABASE_SCHEMA) share its notifications: each hears its own.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(app.db);
  const schema = rows[0]?.schema;

  const stopListening = await options.listen({
    onNotification: (payload) => {
      const [kind, from, ...ids] = payload.split(' ');
      if (from !== schema) return;
      const [first, second] = ids.map(Number);
      if (kind === 'event' && first && second) bus.notified(first, second);
      if (kind === 'revoked' && first) void guard.checkFamily(first);
      if (kind === 'member_removed' && first) void guard.checkUser(first);
    },
    // Notifications sent while the connection was down are lost: the streams end, and their
    // clients resume from their last event id, replayed from the table as after any drop.
    onReconnect: () => guard.endAll(),
    onError,
  });

  // Events are written whether or not anyone watches, so they are pruned hourly regardless.
  const prune = setInterval(() => {
    const olderThan = new Date(Date.now() - app.config.liveReplayHours * HOUR_MS);
    pruneProjectEvents(app.db, olderThan).catch(onError);
  }, HOUR_MS).unref();

  // Open streams would keep the server from closing; their clients resume on another instance.
  app.addHook('preClose', async () => {
    clearInterval(prune);
    guard.reconnectAll();
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await bus.idle();
  });
});
