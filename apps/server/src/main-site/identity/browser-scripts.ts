import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ANSWER_STORAGE_KEY } from '@highwater/core/constants';

export const FORM_POST_SCRIPT_PATH = '/identity/form-post.js';
export const HAND_OFF_SCRIPT_PATH = '/auth/hand-off.js';

// The CSP allows scripts from this origin only, so the two sign-in pages that must act on their
// own load these tiny files instead of carrying inline code.
const FORM_POST_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('form-post');
  if (form) form.submit();
})();
`;

const HAND_OFF_SCRIPT = `'use strict';
(function () {
  var data = document.getElementById('auth-message');
  if (!data) return;
  var payload = JSON.parse(data.textContent || '{}');
  if (window.parent !== window) {
    window.parent.postMessage(payload.message, payload.targetOrigin);
    return;
  }
  // The web app of this tab takes the answer from sessionStorage: never through an address.
  try {
    window.sessionStorage.setItem(${JSON.stringify(AUTH_ANSWER_STORAGE_KEY)}, JSON.stringify(payload.answer));
  } catch (e) {
    // Storage refused (private mode quota): the app starts signed out and offers to sign in.
  }
  window.location.replace('/');
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
    HAND_OFF_SCRIPT_PATH,
    HAND_OFF_SCRIPT,
    'Hands the sign-in answer to the web app: to the parent of the silent-check frame, or to this tab',
  );
};
