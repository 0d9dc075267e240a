import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import { type Mailer, type MailMessage, OUTBOX_MARK } from './mailer.ts';

/**
 * No SMTP server: each message is stored in mail_outbox and announced with one console line. Outside
 * production the line carries the message itself, so a demo user (and the browser journeys) can read a
 * verification code; in production it names only the recipient and the subject (set SMTP_URL there).
 */
export function outboxMailer(options: {
  db: Db;
  clock: Clock;
  /** Show the message text on the console (never in production). */
  showText: boolean;
  /** Where the console line goes; nothing is printed when absent (the API tests read the table). */
  print?: (line: string) => void;
}): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          createdOn: options.clock.now(),
        })
        .returning({ id: mailOutbox.id });
      if (!options.print) return;
      const head = `${OUTBOX_MARK} #${row?.id} to ${message.to}: ${message.subject}`;
      const body = options.showText
        ? `\n${message.text.replace(/^/gm, '    ')}`
        : ' (set SMTP_URL to send it)';
      options.print(`${head}${body}`);
    },
    close: async () => undefined,
  };
}
