import type { FastifyPluginAsync } from 'fastify';
import { identityRoutes } from './identity/identity-routes.ts';
import { publicPostRoutes } from './pages/public-post-routes.ts';
import { fileTransferRoutes } from './pages/file-transfer-routes.ts';
import { profileRoutes } from './pages/profile-routes.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { accountRoutes } from './account/account-routes.ts';
import { reportPageRoutes } from './report/report-page-routes.ts';
import { viewEngine } from './views/view-engine.ts';
import { alertUnsubscribeRoutes } from './alerts/unsubscribe-routes.ts';

/**
 * The main site: the sign-in service, the public pages and the administration. The dashboard's
 * API reaches it only through the access-token check (identity/access-token-check.ts).
 */
export const mainSiteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(viewEngine);
  await app.register(identityRoutes);
  await app.register(publicPostRoutes);
  // Residents send sightings to projects that take public reports, without signing in.
  await app.register(reportPageRoutes);
  await app.register(fileTransferRoutes);
  // Where the web app's avatar and coming-soon dialogs link.
  await app.register(profileRoutes);
  await app.register(adminRoutes);
  // Reached from invitation and password-reset mail, without a session.
  await app.register(accountRoutes);
  // Reached from alert mail, without a session.
  await app.register(alertUnsubscribeRoutes);
};
