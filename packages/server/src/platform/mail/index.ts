import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox.ts';
import { smtpMailer } from './smtp.ts';

export { type Mailer, type MailMessage, OUTBOX_MARK } from './mailer.ts';

/** SMTP when SMTP_URL is set, else the outbox (announced on the console except in the test suite). */
export function createMailer(
  config: Config,
  services: { db: Db; clock: Clock; log: FastifyBaseLogger },
): Mailer {
  if (config.mail.smtpUrl) {
    return smtpMailer({ url: config.mail.smtpUrl, from: config.mail.from, ...services });
  }
  if (config.production) {
    services.log.warn('SMTP_URL is not set: e-mail is only kept in the mail_outbox table, not sent');
  }
  return outboxMailer({
    db: services.db,
    clock: services.clock,
    showText: !config.production,
    print: config.env === 'test' ? undefined : (line) => console.log(line),
  });
}
