import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** What mail_outbox keeps of a message sent by SMTP: its body may hold a code, so it is not kept. */
export const SENT_BODY_PLACEHOLDER = '(sent by SMTP; the body is not kept)';

/**
 * Sends through the SMTP server of SMTP_URL (smtp:// or smtps://user:pass@host:port). mail_outbox keeps
 * a record of each message (recipient, subject, when sent or why it failed) without its body, and the
 * log never shows a body either.
 */
export function smtpMailer(options: {
  url: string;
  from: string;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): Mailer {
  // nodemailer is loaded with the first message, not at start (about 14 MB the outbox never needs).
  let transport: Promise<Transporter> | undefined;
  const connected = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options.url),
    );
    return transport;
  };
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: SENT_BODY_PLACEHOLDER,
          createdOn: options.clock.now(),
        })
        .returning({ id: mailOutbox.id });
      const id = row?.id ?? 0;
      try {
        await (await connected()).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await options.db
          .update(mailOutbox)
          .set({ error: reason.slice(0, 500) })
          .where(eq(mailOutbox.id, id));
        options.log.error({ outboxID: id, reason }, 'e-mail could not be sent');
        throw new Error(`e-mail could not be sent: ${reason}`);
      }
      await options.db.update(mailOutbox).set({ sentOn: options.clock.now() }).where(eq(mailOutbox.id, id));
      options.log.info({ outboxID: id, subject: message.subject }, 'e-mail sent');
    },
    close: async () => {
      if (transport) (await transport).close();
    },
  };
}
