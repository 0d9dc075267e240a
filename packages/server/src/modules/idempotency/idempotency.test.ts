import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dialysisInterval, idempotencyKey } from '../../db/schema.ts';
import { JOBS } from '../../jobs/index.ts';
import { runJobOnce } from '../../platform/jobs.ts';
import { listen } from '../../test/events.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { aSimpleCheckout, CHECKOUT, READINGS, SUBMIT_INTERVAL } from '../dialysis/test-documents.ts';
import { A, aRunningSession, B, startDialysisTestApp, t } from '../dialysis/test-setup.ts';
import { idempotencyCleanupJob } from './cleanup-job.ts';
import { IDEMPOTENCY_MESSAGES } from './plugin.ts';

startDialysisTestApp();

const keyed = (key: string) => ({ 'idempotency-key': key });
const readingsOf = (dialysisID: number) =>
  t.db.select().from(dialysisInterval).where(eq(dialysisInterval.dialysisID, dialysisID));
const storedKey = (accountID: string, key: string) =>
  t.db
    .select()
    .from(idempotencyKey)
    .where(and(eq(idempotencyKey.accountID, accountID), eq(idempotencyKey.key, key)));

describe('Idempotency-Key on a write', () => {
  it('stores the write once and answers a repeat with the first answer', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    const create = { ...READINGS, dialysisID: session.id, SBP: 141 };
    const first = await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key));
    const reading = expectData(first).submitDialysisInterval;
    t.clock.advance(60_000);
    const again = await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key));
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
    const stored = await readingsOf(session.id);
    expect(stored.map((r) => r.id)).toEqual([reading.id]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'dialysisInterval'), eq(auditLog.entityID, String(reading.id))));
    expect(audits.map((a) => a.action)).toEqual(['submitDialysisInterval']);
    expect(await storedKey(nurse.staff.accountID, key)).toHaveLength(1);
  });

  it('writes once when the same key arrives twice at the same time', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    const create = { ...READINGS, dialysisID: session.id };
    const [one, two] = await Promise.all([
      nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)),
      nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)),
    ]);
    expect(one.errors).toBeUndefined();
    expect(two.data).toEqual(one.data);
    expect(await readingsOf(session.id)).toHaveLength(1);
  });

  it('raises the event of the write once it is committed, and none for a repeat', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    const create = { ...READINGS, dialysisID: session.id };
    const events = await listen(t.bus.pubsub, 'onSubmitDialysisInterval', A.id);
    const first = expectData(await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    const heard = await events.next();
    expect(heard.id).toBe(first.submitDialysisInterval.id);
    // The event came after the commit: the row is there for whoever reloads on it.
    expect((await readingsOf(session.id)).map((r) => r.id)).toEqual([heard.id]);
    expectData(await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    expect(await events.heard(500)).toBeNull();
  });

  it('refuses a key reused for a different request and writes nothing', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    expectData(
      await nurse.request(SUBMIT_INTERVAL, { create: { ...READINGS, dialysisID: session.id } }, keyed(key)),
    );
    const other = await nurse.request(
      SUBMIT_INTERVAL,
      { create: { ...READINGS, dialysisID: session.id, SBP: 99 } },
      keyed(key),
    );
    expectRefused(other, 'CONFLICT', IDEMPOTENCY_MESSAGES.reused);
    expect(await readingsOf(session.id)).toHaveLength(1);
  });

  it('keeps keys per account: the same key from another nurse is another write', async () => {
    const { session, nurse } = await aRunningSession();
    const colleague = await t.asNurse([A]);
    const key = randomUUID();
    const create = { ...READINGS, dialysisID: session.id };
    expectData(await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    expectData(await colleague.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    expect(await readingsOf(session.id)).toHaveLength(2);
  });

  it('leaves the key free when the write is refused, so the retry is judged afresh', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    const outsider = await t.asNurse([B]);
    const create = { ...READINGS, dialysisID: session.id };
    const refused = await outsider.request(SUBMIT_INTERVAL, { create }, keyed(key));
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await storedKey(outsider.staff.accountID, key)).toHaveLength(0);
    const invalid = await nurse.request(SUBMIT_INTERVAL, { create: { ...create, SBP: -5 } }, keyed(key));
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedKey(nurse.staff.accountID, key)).toHaveLength(0);
    expectData(await nurse.request(SUBMIT_INTERVAL, { create }, keyed(key)));
    expect(await readingsOf(session.id)).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const { session, nurse } = await aRunningSession();
    const res = await nurse.request(
      SUBMIT_INTERVAL,
      { create: { ...READINGS, dialysisID: session.id } },
      keyed('x y'),
    );
    expectRefused(res, 'BAD_USER_INPUT', IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await readingsOf(session.id)).toHaveLength(0);
  });

  it('answers a repeated check-out with its first answer, not "already checked out"', async () => {
    const { session, nurse } = await aRunningSession();
    const key = randomUUID();
    const checkout = aSimpleCheckout(session);
    t.clock.advance(4 * 3_600_000);
    const first = await nurse.request(CHECKOUT, { checkout }, keyed(key));
    expect(first.errors).toBeUndefined();
    const again = await nurse.request(CHECKOUT, { checkout }, keyed(key));
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
    const without = await nurse.request(CHECKOUT, { checkout });
    expect(without.errors?.[0]?.extensions?.code).toBeDefined();
  });

  it('clean-up removes keys after 48 hours and keeps them for 24 hours at least', async () => {
    const accountID = randomUUID();
    const hoursAgo = (h: number) => new Date(t.clock.now().getTime() - h * 3_600_000);
    await t.db.insert(idempotencyKey).values([
      { accountID, key: 'kept-25h', fingerprint: 'f', response: {}, createdOn: hoursAgo(25) },
      { accountID, key: 'gone-49h', fingerprint: 'f', response: {}, createdOn: hoursAgo(49) },
    ]);
    const services = { db: t.db, clock: t.clock, pubsub: t.bus.pubsub, log: {} as never };
    await runJobOnce(idempotencyCleanupJob, services);
    const left = await t.db.select().from(idempotencyKey).where(eq(idempotencyKey.accountID, accountID));
    expect(left.map((k) => k.key)).toEqual(['kept-25h']);
    // And it is one of the server's scheduled jobs.
    expect(JOBS).toContain(idempotencyCleanupJob);
  });
});
