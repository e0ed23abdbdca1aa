import type { FastifyPluginAsync } from 'fastify';
import { runtimeConfigRoutes } from './runtime-config-routes.ts';
import { publicPostRoutes } from './public-post-routes.ts';
import { fileTransferRoutes } from './file-transfer-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { classicViewRoutes } from './classic-view-routes.ts';
import { faviconRoutes } from './favicon-routes.ts';

/**
 * The pages and files the server makes for a browser: the web app's run-time config, the site
 * icon and the public pages. The built web app itself is spaRoutes.
 */
export const webRoutes: FastifyPluginAsync = async (app) => {
  await app.register(faviconRoutes);
  await app.register(runtimeConfigRoutes);
  await app.register(publicPostRoutes);
  await app.register(fileTransferRoutes);
  // The main site's own pages, where the web app's avatar and coming-soon dialogs link.
  await app.register(profileRoutes);
  await app.register(classicViewRoutes);
};
