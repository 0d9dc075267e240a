import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from './db/schema.ts';
import { databaseTest } from './test/api-test.ts';
import { unique } from './test/unique.ts';

const test = databaseTest();

describe('the audit trail is append-only', () => {
  test('an UPDATE or DELETE of an audit row fails, whatever the role; an INSERT works', async ({
    database,
  }) => {
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
