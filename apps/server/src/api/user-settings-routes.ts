import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserSettingAnswer, UserSettingBody, UserSettingParams } from '@highwater/core/api/user';
import { currentUser } from '@/plugins/auth-context.ts';
import { saveUserSetting } from '@/services/user-settings-service.ts';
import { errorResponses } from './error-responses.ts';

export const userSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/user-settings/:name',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'Save one user setting',
        description:
          'preferredSystemOfMeasure takes METRIC or IMPERIAL; lastViewedMapTutorial takes an ISO ' +
          '8601 date-time, or null to clear it.',
        security: [{ bearer: [] }],
        params: UserSettingParams,
        body: UserSettingBody,
        response: { 200: UserSettingAnswer, ...errorResponses(400, 401, 415) },
      },
    },
    async (request) =>
      saveUserSetting(app.db, currentUser(request).id, request.params.name, request.body.value),
  );
};
