import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { User } from '@highwater/core/api/user';
import { currentUser } from '@/plugins/auth-context.ts';
import { getCurrentUser } from '@/services/user-service.ts';
import { errorResponses } from './error-responses.ts';

export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, their client groups and settings',
        security: [{ bearer: [] }],
        response: { 200: User, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // Sign-out and group changes must show at once; no cache may keep a copy.
      reply.header('cache-control', 'no-store');
      return getCurrentUser(app.db, currentUser(request).id);
    },
  );
};
