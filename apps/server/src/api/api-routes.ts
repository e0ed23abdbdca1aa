import type { FastifyPluginAsync } from 'fastify';
import { meRoutes } from './me-routes.ts';
import { userSettingsRoutes } from './user-settings-routes.ts';
import { accessTokenRoutes } from './access-token-routes.ts';
import { clientGroupRoutes } from './client-group-routes.ts';
import { projectRoutes } from './project-routes.ts';
import { postRoutes } from './post-routes.ts';
import { newPostRoutes } from './new-post-routes.ts';
import { densityRoutes } from './density-routes.ts';
import { postActionRoutes } from './post-action-routes.ts';
import { savedSearchRoutes } from './saved-search-routes.ts';
import { weatherEventRoutes } from './weather-event-routes.ts';
import { exportRoutes } from './export-routes.ts';
import { geoRoutes } from './geo-routes.ts';
import { commentRoutes, postCommentRoutes } from './comment-routes.ts';
import { uploadRoutes } from './upload-routes.ts';
import { tusUploadRoutes } from './tus-upload-routes.ts';
import { publicReportRoutes } from './public-report-routes.ts';
import { severityRoutes } from './severity-routes.ts';
import { tideRoutes } from './tide-routes.ts';
import { liveRoutes } from './live-routes.ts';
import { alertRoutes } from './alert-routes.ts';

/** The product API: /api/v2 (the API base) and its sibling version-3 area /api/v3/cx. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (v2) => {
      await v2.register(meRoutes);
      await v2.register(userSettingsRoutes);
      await v2.register(commentRoutes);
      await v2.register(uploadRoutes);
      await v2.register(tusUploadRoutes);
      await v2.register(publicReportRoutes);
    },
    { prefix: '/api/v2' },
  );
  await app.register(
    async (v3) => {
      await v3.register(accessTokenRoutes);
      await v3.register(clientGroupRoutes);
      await v3.register(projectRoutes);
      await v3.register(postRoutes);
      await v3.register(newPostRoutes);
      await v3.register(densityRoutes);
      await v3.register(postActionRoutes);
      await v3.register(savedSearchRoutes);
      await v3.register(weatherEventRoutes);
      await v3.register(exportRoutes);
      await v3.register(geoRoutes);
      await v3.register(postCommentRoutes);
      await v3.register(severityRoutes);
      await v3.register(tideRoutes);
      await v3.register(liveRoutes);
      await v3.register(alertRoutes);
    },
    { prefix: '/api/v3/cx' },
  );
};
