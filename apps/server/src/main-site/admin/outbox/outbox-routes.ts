import type { FastifyPluginAsync } from 'fastify';
import { requireProviderAdmin } from '../admin-access.ts';
import { sendAdminPage } from '../admin-page.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { OUTBOX_TEXTS } from './outbox-texts.ts';

// The newest mail is what a newcomer looks for; older mail stays in the table.
const SHOWN = 100;

/** GET /admin/outbox: mail kept instead of sent (no SMTP_URL), for provider admins only. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/outbox', async (request, reply) => {
    const viewer = request.adminViewer!;
    requireProviderAdmin(viewer);
    const mails = await app.db
      .selectFrom('mail_outbox')
      .select(['id', 'to_address', 'subject', 'text_body', 'created_at'])
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute();
    const formatTime = new Intl.DateTimeFormat(viewer.lang, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    return sendAdminPage(
      request,
      reply,
      'outbox.eta',
      { title: ADMIN_TEXTS[viewer.lang].sections.outbox, section: 'outbox' },
      {
        o: OUTBOX_TEXTS[viewer.lang],
        viaSmtp: app.mailer.kind === 'smtp',
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text_body,
          keptAt: formatTime.format(mail.created_at),
        })),
      },
    );
  });
};
