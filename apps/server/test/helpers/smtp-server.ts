import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  /** Every message delivered so far, parsed. */
  messages: ParsedMail[];
  /** When each of them was accepted (Date.now()), in the same order. */
  acceptedAt: number[];
  /** The first message delivered to `to`, waiting up to `timeoutMs` for it. */
  nextMessageTo: (to: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((group) => group?.value ?? [])
    .map((entry) => entry.address?.toLowerCase());

/** A real SMTP server on localhost (no TLS, no authentication) that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const acceptedAt: number[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          acceptedAt.push(Date.now());
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const nextMessageTo = (to: string, timeoutMs = 5000) =>
    new Promise<ParsedMail>((resolve, reject) => {
      const find = () => messages.find((mail) => addressesOf(mail).includes(to.toLowerCase()));
      const found = find();
      if (found) return resolve(found);
      const wake = () => {
        const mail = find();
        if (!mail) return;
        waiting.delete(wake);
        clearTimeout(timer);
        resolve(mail);
      };
      const timer = setTimeout(() => {
        waiting.delete(wake);
        reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.add(wake);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    acceptedAt,
    nextMessageTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
