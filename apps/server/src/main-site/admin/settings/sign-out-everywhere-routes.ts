import type { FastifyPluginAsync } from 'fastify';
import { endSessions } from '../../identity/identity-sessions.ts';
import { clearedSessionCookie } from '../../identity/session-cookie.ts';
import { sendAdminMessage } from '../admin-page.ts';
import { recordAdminChange } from '../audit.ts';
import { SETTINGS_TEXTS } from './settings-texts.ts';

/**
 * POST /admin/settings/sign-out-everywhere: ends every sign-in session of the person, this one
 * included, and revokes every token family they hold (those of ended sessions and any other), so
 * each open dashboard fails its next call or refresh and asks to sign in.
 */
export const signOutEverywhereRoutes: FastifyPluginAsync = async (app) => {
  app.post('/admin/settings/sign-out-everywhere', async (request, reply) => {
    const viewer = request.adminViewer!;
    await app.db.transaction().execute(async (trx) => {
      const sessions = await trx
        .selectFrom('identity_sessions')
        .select('id_hash')
        .where('user_id', '=', viewer.userId)
        .where('revoked_at', 'is', null)
        .execute();
      await endSessions(
        trx,
        sessions.map((session) => session.id_hash),
      );
      const families = await trx
        .updateTable('token_families')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', viewer.userId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      await recordAdminChange(trx, {
        actorId: viewer.userId,
        clientGroupId: null,
        projectId: null,
        action: 'sign_out_everywhere',
        subject: 'own_sessions',
        subjectId: viewer.userId,
        before: null,
        after: { sessionsEnded: sessions.length, otherTokenFamiliesRevoked: families.length },
      });
    });
    reply.header('set-cookie', clearedSessionCookie(app.config));
    // Signed out: the page shows no admin tabs any more.
    request.adminViewer = null;
    const s = SETTINGS_TEXTS[viewer.lang];
    const message = {
      title: s.signedOutTitle,
      text: s.signedOutText,
      link: { href: '/', label: s.signInAgain },
    };
    return sendAdminMessage(request, reply, 200, message, viewer.lang);
  });
};
