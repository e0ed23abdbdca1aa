import type { Config } from '@/config.ts';
import type { Db } from '@/db/database.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

export const configuredMailer = (config: Config, db: Db): Mailer =>
  config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(db);
