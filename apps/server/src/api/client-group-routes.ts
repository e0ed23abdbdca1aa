import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ClientGroup } from '@highwater/core/api/projects';
import { currentUser } from '@/plugins/auth-context.ts';
import { listClientGroups } from '@/services/project-service.ts';
import { errorResponses } from './error-responses.ts';

export const clientGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/client-groups',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['projects'],
        summary: "The signed-in user's client groups, by name",
        security: [{ bearer: [] }],
        response: { 200: Type.Array(ClientGroup), ...errorResponses(401) },
      },
    },
    async (request) => listClientGroups(app.db, currentUser(request).id),
  );
};
