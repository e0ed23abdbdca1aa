import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParam } from '@highwater/core/api/common';
import { ProjectAddress, ProjectDetail, ProjectSummary } from '@highwater/core/api/projects';
import { currentUser } from '@/plugins/auth-context.ts';
import { getProjectDetail, listProjects } from '@/services/project-service.ts';
import { resolveProjectAddress } from '@/services/project-address-service.ts';
import { errorResponses } from './error-responses.ts';

export const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/local-projects',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['projects'],
        summary: "Projects of the signed-in user's client groups",
        security: [{ bearer: [] }],
        response: { 200: Type.Array(ProjectSummary), ...errorResponses(401) },
      },
    },
    async (request) => listProjects(app.db, currentUser(request).id),
  );

  app.get(
    '/local-projects/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['projects'],
        summary: 'One project with its statuses, regions and topics',
        description: 'A project outside the user’s client groups answers 404, as a missing one.',
        security: [{ bearer: [] }],
        params: IdParam,
        response: { 200: ProjectDetail, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getProjectDetail(app.db, currentUser(request).id, request.params.id),
  );

  app.get(
    '/project-addresses/:clientGroupSlug/:projectSlug',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['projects'],
        summary: 'Where a project address leads now',
        description:
          'A renamed project’s old slug answers the project’s current slugs. A project outside ' +
          'the user’s client groups answers 404, as a missing one.',
        security: [{ bearer: [] }],
        params: Type.Object({
          clientGroupSlug: Type.String({ maxLength: 200 }),
          projectSlug: Type.String({ maxLength: 200 }),
        }),
        response: { 200: ProjectAddress, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      resolveProjectAddress(
        app.db,
        currentUser(request).id,
        request.params.clientGroupSlug,
        request.params.projectSlug,
      ),
  );
};
