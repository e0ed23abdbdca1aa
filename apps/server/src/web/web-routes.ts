import type { FastifyPluginAsync } from 'fastify';
import { runtimeConfigRoutes } from './runtime-config-routes.ts';
import { publicPostRoutes } from './public-post-routes.ts';
import { fileTransferRoutes } from './file-transfer-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { classicViewRoutes } from './classic-view-routes.ts';
import { faviconRoutes } from './favicon-routes.ts';
import { spaRoutes } from './spa-routes.ts';

/** Everything a browser loads directly: the web app, its run-time config and the public pages. */
export const webRoutes: FastifyPluginAsync = async (app) => {
  await app.register(faviconRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(publicPostRoutes);
  await app.register(fileTransferRoutes);
  // The main site's own pages, where the web app's avatar and coming-soon dialogs link.
  await app.register(profileRoutes);
  await app.register(classicViewRoutes);
  // Last: its not-found handler answers every path no route above claims.
  await app.register(spaRoutes);
};
