import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Sends a mail after its change has committed. A failure is logged and answered as false, so the
 * page can say so: the change stands and the mail can be sent again.
 */
export async function deliverMail(
  mailer: Mailer,
  log: FastifyBaseLogger,
  message: MailMessage,
): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    log.error({ err: error, mailer: mailer.kind }, 'mail could not be sent');
    return false;
  }
}
