import type { FastifyRequest } from 'fastify';

// Query parameters that carry a credential: a code or a token is never written to the log.
const SECRET_PARAMS =
  /([?&](?:code|token|access_token|refresh_token|id_token|id_token_hint)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request log fields, with the address's credentials replaced. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
