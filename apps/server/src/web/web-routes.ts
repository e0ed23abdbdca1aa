import type { FastifyPluginAsync } from 'fastify';
import { runtimeConfigRoutes } from './runtime-config-routes.ts';
import { faviconRoutes } from './favicon-routes.ts';

/** What the server makes for the web app besides its built files (spaRoutes): config and icon. */
export const webRoutes: FastifyPluginAsync = async (app) => {
  await app.register(faviconRoutes);
  await app.register(runtimeConfigRoutes);
};
