import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once at start-up: none of them depends
 * on the request (the policy's directives are fixed texts), so every answer gets the same list.
 */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    // X-Powered-By, which nothing here sets.
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's security headers on every answer, set as the request arrives. */
export const securityHeadersPlugin = fp<{ helmet: HelmetOptions }>(async (app, options) => {
  const headers = securityHeaders(options.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
