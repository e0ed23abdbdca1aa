import type { Db } from '@/db/database.ts';
import type { Mailer } from './mailer.ts';

/**
 * Mail kept in the database for provider admins to read at /admin/outbox: with no mail server
 * (the embedded default) an invitation can still be followed.
 */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    send: async (message) => {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
        })
        .execute();
    },
  };
}
