import type { FastifyPluginAsync } from 'fastify';
import { browserScriptRoutes } from './browser-scripts.ts';
import { callbackRoutes } from './callback-routes.ts';
import { discoveryRoutes } from './discovery-routes.ts';
import { endSessionRoutes } from './end-session-routes.ts';
import { logoutRoutes } from './logout-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { tokenRoutes } from './token-routes.ts';
import { userinfoRoutes } from './userinfo-routes.ts';

/**
 * The sign-in service ("the main site" identity part) and the web app's sign-in callback. Each
 * group is its own plugin so that its error answers (pages, OAuth JSON) stay its own.
 */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signInRoutes);
  await app.register(tokenRoutes);
  await app.register(logoutRoutes);
  await app.register(discoveryRoutes);
  await app.register(userinfoRoutes);
  await app.register(endSessionRoutes);
  await app.register(callbackRoutes);
  await app.register(browserScriptRoutes);
};
