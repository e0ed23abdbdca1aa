import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PostViewers, ProjectEventsQuery } from '@highwater/core/api/events';
import { ProjectIdParam, ProjectPostParams } from '@highwater/core/api/posts';
import { EventStream } from '@/live/event-stream.ts';
import { currentUser, signedInUser } from '@/plugins/auth-context.ts';
import { badRequest, HttpError, notFound } from '@/plugins/http-errors.ts';
import { PROJECT_NOT_FOUND } from '@/services/access-service.ts';
import { closePost, openPost } from '@/services/presence-service.ts';
import { errorResponses } from './error-responses.ts';

/** The Last-Event-ID header wins over the query value; either must be a decimal event id. */
function lastEventId(header: string | string[] | undefined, query: string | undefined) {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() || query;
  if (value === undefined) return null;
  if (!/^[0-9]{1,15}$/.test(value)) throw badRequest('Last-Event-ID must be an event id');
  return Number(value);
}

const TOO_MANY_STREAMS =
  'Too many live-update streams are open from this address; close some windows and try again';

export const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/local-projects/:id/events',
    {
      // A compressor would hold events back until its buffer fills; each must go out at once.
      compress: false,
      preHandler: app.requireUser,
      schema: {
        tags: ['live'],
        security: [{ bearer: [] }],
        summary: 'The project’s live updates as Server-Sent Events',
        description:
          'text/event-stream: each message has id, event (its type) and data (the event as ' +
          'JSON, see ProjectEvent in packages/core/src/api/events.ts). With Last-Event-ID (or ' +
          'last_event_id) the events after it that the server still keeps come first. Internal-' +
          'note events only where the project shows notes; saved-search events only to their ' +
          'owner. A comment line keeps a quiet stream open. The stream ends when the token ' +
          'stops being valid or the client falls too far behind; reconnect with the last id. ' +
          'A user has at most LIVE_STREAMS_PER_USER streams open: a new one ends their oldest. ' +
          'An address has at most LIVE_STREAMS_PER_ADDRESS: a new one ends its user’s oldest ' +
          'stream there, or, when that user has none there, is refused with 429.',
        params: ProjectIdParam,
        querystring: ProjectEventsQuery,
        response: errorResponses(400, 401, 403, 404, 429),
      },
    },
    // No 200 schema: the answer is an event stream, not JSON.
    async (request, reply) => {
      const user = signedInUser(request);
      const after = lastEventId(request.headers['last-event-id'], request.query.last_event_id);
      const projectId = request.params.id;
      const access = await app.live.guard.admit({ tokenHash: user.tokenHash, projectId });
      if (!access) throw notFound(PROJECT_NOT_FOUND);
      // Room is made and the stream counted with no wait in between, so no flood slips past.
      if (!app.live.limits.makeRoom(user.id, request.ip))
        throw new HttpError(429, TOO_MANY_STREAMS);

      reply.hijack();
      // Headers set so far (helmet's) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      const stream = new EventStream({
        db: app.db,
        res: reply.raw,
        userId: user.id,
        familyId: user.familyId,
        tokenHash: user.tokenHash,
        projectId,
        access,
        heartbeatMs: app.config.liveHeartbeatMs,
      });
      stream.onEnd(app.live.bus.subscribe(stream));
      stream.onEnd(app.live.guard.add(stream, access.token_expires_at));
      stream.onEnd(app.live.whileStreaming.opened());
      stream.onEnd(app.live.limits.add(stream, user.id, request.ip));
      await stream.start(after).catch((error: unknown) => {
        request.log.error({ err: error }, 'event stream failed');
        stream.end();
      });
    },
  );

  const viewersSchema = {
    tags: ['live'],
    security: [{ bearer: [] }],
    params: ProjectPostParams,
    response: { 200: PostViewers, ...errorResponses(400, 401, 404) },
  };

  app.put(
    '/local-projects/:id/posts/:postId/viewers',
    {
      preHandler: app.requireUser,
      schema: {
        ...viewersSchema,
        summary: 'The signed-in user has the post open',
        description:
          'Repeat every POST_VIEWER_REFRESH_MS while the post is open; the presence ends ' +
          'POST_VIEWER_TTL_MS after the last call. Joining sends a post.viewers event to the ' +
          'project’s streams. Answers who has the post open now. 404 for a post the user ' +
          'cannot read.',
      },
    },
    async (request) =>
      openPost(
        app.db,
        { userId: currentUser(request).id, ...ids(request.params) },
        app.config.postViewerTtlMs,
      ),
  );

  app.delete(
    '/local-projects/:id/posts/:postId/viewers',
    {
      preHandler: app.requireUser,
      schema: {
        ...viewersSchema,
        summary: 'The signed-in user closed the post',
        description:
          'Sends a post.viewers event to the project’s streams when the user had it open. ' +
          'Answers who has the post open now. 404 for a post the user cannot read.',
      },
    },
    async (request) =>
      closePost(app.db, { userId: currentUser(request).id, ...ids(request.params) }),
  );
};

const ids = (params: ProjectPostParams) => ({ projectId: params.id, postId: params.postId });
