import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Mail over SMTP (nodemailer): `smtp://` or `smtps://`, with credentials in the URL if any. The
 * connections are pooled: a storm's alert mails go over a few open connections, not one each.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.href);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
