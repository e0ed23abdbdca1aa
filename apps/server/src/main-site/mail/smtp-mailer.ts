import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Mail over SMTP (nodemailer): `smtp://` or `smtps://`, with credentials in the URL if any. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}
