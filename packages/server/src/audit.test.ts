import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { audit, auditMany } from './audit.ts';
import { auditLog } from './db/schema.ts';
import { databaseTest } from './test/api-test.ts';
import { unique } from './test/unique.ts';

const test = databaseTest();
const AT = new Date('2030-03-11T01:02:03.456Z');
const VIEWER = '00000000-0000-4000-8000-000000000042';

/** The parts of a request context audit() reads. */
const contextOf = (db: Parameters<typeof audit>[0]['db']) =>
  ({
    db,
    clock: { now: () => AT },
    access: { viewer: { accountID: VIEWER, group: 'NURSE' } },
  }) as unknown as Parameters<typeof audit>[0];

describe('audit', () => {
  test('one row (the prepared insert) keeps every field, a detail as JSON and no detail as SQL NULL', async ({
    database,
  }) => {
    const ctx = contextOf(database.db);
    const [withDetail, without] = [unique('audit-detail'), unique('audit-bare')];
    await audit(ctx, {
      action: withDetail,
      entity: 'patient',
      entityID: 42,
      clinicID: 7,
      detail: { patientIDs: [1, 2], count: 2 },
    });
    await audit(ctx, { action: without });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, withDetail));
    expect(row).toMatchObject({
      at: AT,
      accountID: VIEWER,
      role: 'NURSE',
      clinicID: 7,
      entity: 'patient',
      entityID: '42',
      detail: { patientIDs: [1, 2], count: 2 },
    });
    const [bare] = await database.db
      .select({ isNull: sql<boolean>`${auditLog.detail} is null`, entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.action, without));
    expect(bare).toEqual({ isNull: true, entity: null });
  });

  test('several rows in one insert, inside a transaction, with the actor given', async ({ database }) => {
    const action = unique('audit-many');
    await database.db.transaction(async (tx) => {
      await auditMany(contextOf(tx as never), [
        { action, entityID: 'a' },
        { action, entityID: 'b', actor: { accountID: null, role: 'system' } },
      ]);
      await audit(contextOf(tx as never), { action, entityID: 'c' });
    });
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, action));
    expect(rows.map((r) => [r.entityID, r.role]).sort()).toEqual([
      ['a', 'NURSE'],
      ['b', 'system'],
      ['c', 'NURSE'],
    ]);
  });
});
