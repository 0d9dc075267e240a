import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { auditLog } from './db/schema.ts';
import { openTestDatabase } from './test/database.ts';
import { unique } from './test/unique.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the audit trail is append-only', () => {
  it('an UPDATE or DELETE of an audit row fails, whatever the role; an INSERT works', async () => {
    const action = unique('append-only');
    const [row] = await database.db.insert(auditLog).values({ action }).returning();
    expect(row).toBeDefined();
    const id = row?.id as number;
    await expect(
      database.db.update(auditLog).set({ action: 'rewritten' }).where(eq(auditLog.id, id)),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await database.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(still?.action).toBe(action);
  });
});
