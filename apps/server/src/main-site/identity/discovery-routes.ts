import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Jwks, ProviderMetadata } from '@highwater/core/api/openid';
import { JWKS_PATH, providerMetadata } from './provider-metadata.ts';
import { JWKS_MAX_AGE_SECONDS, publishedKeys } from './signing-keys.ts';

const DISCOVERY_PATHS = [
  '/.well-known/openid-configuration',
  '/.well-known/oauth-authorization-server',
];

/** Public answers that a client in a browser on any origin may read, and cache for a while. */
const sendPublic = (reply: FastifyReply, maxAgeSeconds: number, body: unknown) =>
  reply
    .header('access-control-allow-origin', '*')
    .header('cache-control', `public, max-age=${maxAgeSeconds}`)
    .send(body);

/**
 * Discovery (OpenID Connect Discovery 1.0 and RFC 8414) and the public signing keys. Both are
 * public and readable from any origin, so a client in a browser can read them too.
 */
export const discoveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const metadata = providerMetadata(app.config.publicOrigin);
  for (const path of DISCOVERY_PATHS) {
    app.get(
      path,
      {
        schema: {
          tags: ['identity'],
          summary: 'The sign-in service metadata: issuer, endpoints and what they support',
          response: { 200: ProviderMetadata },
        },
      },
      async (_request, reply) => sendPublic(reply, 3600, metadata),
    );
  }

  app.get(
    JWKS_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'The public keys that sign ID tokens (JWKS), the next key included',
        response: { 200: Jwks },
      },
    },
    async (_request, reply) =>
      sendPublic(reply, JWKS_MAX_AGE_SECONDS, { keys: await publishedKeys(app.db) }),
  );
};
