/**
 * Outgoing e-mail. SMTP (nodemailer) when SMTP_URL is set; otherwise the outbox: every message is kept
 * in the mail_outbox table and announced on the console, so forgot password works on a fresh machine.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is handed over (SMTP) or kept (outbox); rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The mark the outbox puts before the console line of each message (the browser journeys look for it). */
export const OUTBOX_MARK = '[mail outbox]';
