import { and, eq, isNotNull, notLike } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinic } from '../../db/schema.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

/**
 * Seals the client secrets stored before encryption at rest was added (run at start, after the migrations;
 * idempotent: a sealed value is left as it is). Answers how many were sealed. Given the database itself
 * (`Database.db`), like the migrations: it runs before any request or job.
 */
export async function sealLegacyClientSecrets(db: Db, box: SecretBox): Promise<number> {
  const clear = await db
    .select({ id: clinic.id, secret: clinic.qbClientSecret })
    .from(clinic)
    .where(and(isNotNull(clinic.qbClientSecret), notLike(clinic.qbClientSecret, 'v1:%')));
  for (const row of clear) {
    if (!row.secret || box.isSealed(row.secret)) continue;
    await db
      .update(clinic)
      .set({ qbClientSecret: box.seal(row.secret) })
      .where(and(eq(clinic.id, row.id), eq(clinic.qbClientSecret, row.secret)));
  }
  return clear.length;
}
