import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The verification code of Forgot Password in the newest outbox message to `email`. */
export async function codeMailedTo(t: Pick<TestApp, 'db'>, email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /verification code is (\d+)/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
