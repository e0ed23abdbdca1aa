import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request log lines, quieter: each answered request is one line at debug (its
 * arrival at trace), so the default `info` keeps the console for what matters, such as the demo
 * sign-ins printed at start. Server errors stay at error level. The app's error handler logs
 * what was thrown, with its stack, at error level too.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(entry, 'request failed');
    else reply.log.debug(entry, 'request completed');
  }

  /** An answer that broke after it started (an export whose query failed) is a server fault. */
  override streamError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      reply.log.info({ req: request, res: reply }, 'stream closed prematurely');
    } else {
      reply.log.error(
        { req: request, res: reply, err: error },
        'response broken off after it started',
      );
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'route not found');
  }
}
