import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** The OpenAPI description, built from the route schemas: /api/docs (UI) and /api/docs/json. */
export const openApi = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Highwater API', version: app.config.release },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The public report page's own token for its resumable uploads (api/uploads.ts).
          uploadSession: { type: 'apiKey', in: 'header', name: 'Upload-Session' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
