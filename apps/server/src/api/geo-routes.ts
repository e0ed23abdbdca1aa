import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FeatureCollection,
  MediaIdParam,
  PlaceList,
  PlaceSearchQuery,
  ReverseGeocodeQuery,
  StormDrainQuery,
} from '@highwater/core/api/geo';
import { currentUser } from '@/plugins/auth-context.ts';
import { floodExtents, reversePlaces, searchPlaces, stormDrains } from '@/services/geo-service.ts';
import { errorResponses } from './error-responses.ts';

export const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['places and map layers'], security: [{ bearer: [] }] };

  app.get(
    '/places',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Search streets of the user’s sightings and places by name',
        description:
          "q is a street or city name, optionally followed by ', city', ', state' or ', country'. " +
          'Streets come from the stored addresses of the posts of the projects the user may read ' +
          '(at the mean point of their posts), cities from the offline gazetteer. proximity ' +
          "('lng,lat') puts the nearest first. A blank q is a 400.",
        querystring: PlaceSearchQuery,
        response: { 200: PlaceList, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchPlaces(app.db, currentUser(request).id, request.query),
  );

  app.get(
    '/places/reverse',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'The places nearest to a point',
        querystring: ReverseGeocodeQuery,
        response: { 200: PlaceList, ...errorResponses(400, 401) },
      },
    },
    async (request) => reversePlaces(request.query.lng, request.query.lat),
  );

  app.get(
    '/media/:mediaId/flood-extents',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Flood extents drawn for a photo, as GeoJSON',
        description: 'Only for members of the project of the photo’s post; otherwise 404.',
        params: MediaIdParam,
        response: { 200: FeatureCollection, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => floodExtents(app.db, currentUser(request).id, request.params.mediaId),
  );

  app.get(
    '/storm-drains',
    {
      preHandler: app.requireUser,
      schema: {
        ...common,
        summary: 'Storm drains within 100 m of a point, as GeoJSON points',
        querystring: StormDrainQuery,
        response: { 200: FeatureCollection, ...errorResponses(400, 401) },
      },
    },
    async (request) => stormDrains(app.db, request.query.lng, request.query.lat),
  );
};
