import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const FORM_POST_SCRIPT_PATH = '/identity/form-post.js';
export const FRAME_MESSAGE_SCRIPT_PATH = '/auth/frame-message.js';

// The CSP allows scripts from this origin only, so the two sign-in pages that must act on their
// own load these tiny files instead of carrying inline code.
const FORM_POST_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('form-post');
  if (form) form.submit();
})();
`;

const FRAME_MESSAGE_SCRIPT = `'use strict';
(function () {
  var data = document.getElementById('auth-message');
  if (!data) return;
  var payload = JSON.parse(data.textContent || '{}');
  if (window.parent !== window) {
    window.parent.postMessage(payload.message, payload.targetOrigin);
  } else if (typeof payload.topLevel === 'string') {
    window.location.replace(payload.topLevel);
  }
})();
`;

const scriptSchema = (description: string) => ({
  tags: ['identity'],
  summary: description,
  response: {
    200: {
      description: 'JavaScript',
      content: { 'application/javascript': { schema: Type.String() } },
    },
  },
});

export const browserScriptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const serve = (path: string, source: string, description: string) =>
    app.get(path, { schema: scriptSchema(description) }, async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(source),
    );
  serve(FORM_POST_SCRIPT_PATH, FORM_POST_SCRIPT, 'Submits the sign-in answer form (form_post)');
  serve(
    FRAME_MESSAGE_SCRIPT_PATH,
    FRAME_MESSAGE_SCRIPT,
    'Hands the sign-in result from the hidden frame to the web app',
  );
};
