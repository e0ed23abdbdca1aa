/** One mail, written in the recipient's language, as plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an alert's List-Unsubscribe), where the mail goes over SMTP. */
  headers?: Record<string, string>;
  /** A fixed Message-ID, so a mail sent again after a crash reads as the same mail. */
  messageId?: string;
}

/** Sends mail: over SMTP when configured, else into the outbox provider admins read. */
export interface Mailer {
  /** Where mail goes, for pages that tell an admin where to look for it. */
  readonly kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
  /** Closes open connections, if it keeps any. */
  close?: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The main site's mail: invitations, password resets. */
    mailer: Mailer;
  }
}
