import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyView from '@fastify/view';
import { Eta } from 'eta';
import { repoRoot } from '@/config.ts';

// Read from the sources by the built server too: templates are data, not code to bundle.
const VIEWS_DIR = path.join(repoRoot, 'apps/server/src/main-site/views');

/**
 * Eta templates for the main site's pages (`reply.view('x.eta', data)`), inside layout.eta.
 * `<%= %>` escapes; `<%~ %>` is kept for HTML the server made itself (the brand mark, styles).
 */
export const viewEngine = fp(async (app) => {
  await app.register(fastifyView, {
    engine: { eta: new Eta({ autoEscape: true, cache: true }) },
    root: VIEWS_DIR,
    layout: 'layout.eta',
    production: true,
  });
});
