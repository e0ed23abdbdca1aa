import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParam } from '@highwater/core/api/common';
import {
  CreateSavedSearchBody,
  SavedSearch,
  SavedSearchList,
  SavedSearchListQuery,
  UpdateSavedSearchBody,
} from '@highwater/core/api/saved-searches';
import { currentUser } from '@/plugins/auth-context.ts';
import {
  changeSavedSearch,
  createSavedSearch,
  listOwnSavedSearches,
  removeSavedSearch,
} from '@/services/saved-search-service.ts';
import { errorResponses } from './error-responses.ts';

const QUERY_DOC =
  'query is a list of [key, value] pairs of address filter keys (keyword, near, status, ' +
  'severity, region, topic, weather-event, after, before, since, sort, groupBy).';

export const savedSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['saved searches'], security: [{ bearer: [] }] };

  app.get(
    '/saved-searches',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The signed-in user’s saved searches in a project',
        querystring: SavedSearchListQuery,
        response: { 200: SavedSearchList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listOwnSavedSearches(app.db, currentUser(request).id, request.query.project_id),
  );

  app.post(
    '/saved-searches',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Save a search',
        description: `A non-blank title and a query are required. ${QUERY_DOC}`,
        body: CreateSavedSearchBody,
        response: { 201: SavedSearch, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const saved = await createSavedSearch(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Rename a saved search or replace its query',
        description: `A title, a query or both. ${QUERY_DOC} Someone else’s search is 404.`,
        params: IdParam,
        body: UpdateSavedSearchBody,
        response: { 200: SavedSearch, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      changeSavedSearch(app.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/saved-searches/:id',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Delete a saved search',
        params: IdParam,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removeSavedSearch(app.db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
