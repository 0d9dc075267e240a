import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { JOBS } from '../../jobs/index.ts';
import { runJobOnce } from '../../platform/jobs.ts';
import { apiTest } from '../../test/api-test.ts';
import { sqlRows } from '../../test/database.ts';
import type { TestApp } from '../../test/test-app.ts';
import { certificationExpiryJob, expireCertifications } from './expiry-job.ts';

/** The scheduled certification expiry, with a set clock. */
// The job acts on every certification of the database: a database of this file's own (test/database.ts).
const test = apiTest(undefined, { ownDatabase: true, start: new Date('2030-05-01T04:00:00Z') });

async function aCertification(
  t: TestApp,
  accountID: string,
  clinicID: number | null,
  expiry: string,
  status = 'ACTIVE',
) {
  const rows = await sqlRows<{ id: number }>(
    t.db,
    sql`insert into certification (account_id, name, status, expiry, clinic_id)
        values (${accountID}, 'BLS', ${status}, ${expiry}, ${clinicID}) returning id`,
  );
  return rows[0]?.id as number;
}

const statusOf = async (t: TestApp, id: number) =>
  (await sqlRows<{ status: string }>(t.db, sql`select status from certification where id = ${id}`))[0]
    ?.status;

const services = (t: TestApp) => ({ db: t.db, clock: t.clock, pubsub: t.bus.pubsub, log: t.app.log });

describe('certification expiry job', () => {
  test('is registered with the server’s jobs', () => {
    expect(JOBS).toContain(certificationExpiryJob);
  });

  test('turns EXPIRED what reaches its expiry day in its centre’s time zone, once, and nothing else', async ({
    t,
  }) => {
    const singapore = await t.aCentre({ timezone: 'Asia/Singapore' });
    const losAngeles = await t.aCentre({ timezone: 'America/Los_Angeles' });
    const nurse = await t.aStaffAccount('Nurse', [singapore]);
    t.clock.set('2030-06-09T12:00:00Z'); // 20:00 on 9 June in Singapore, 05:00 on 9 June in Los Angeles
    const due = await aCertification(t, nurse.accountID, singapore.id, '2030-06-10', 'PASS');
    const dueThere = await aCertification(t, nurse.accountID, losAngeles.id, '2030-06-10');
    const later = await aCertification(t, nurse.accountID, singapore.id, '2030-06-11');
    const noCentre = await aCertification(t, nurse.accountID, null, '2030-06-10');

    expect(await expireCertifications(services(t))).not.toContain(due);
    expect(await statusOf(t, due)).toBe('PASS');

    // 00:30 on 10 June in Singapore (and the default zone); still 9 June in Los Angeles.
    t.clock.set('2030-06-09T16:30:00Z');
    expect(await runJobOnce(certificationExpiryJob, services(t))).toBe(true);
    expect(await statusOf(t, due)).toBe('EXPIRED');
    expect(await statusOf(t, noCentre)).toBe('EXPIRED');
    expect(await statusOf(t, dueThere)).toBe('ACTIVE');
    expect(await statusOf(t, later)).toBe('ACTIVE');

    // Running again changes nothing and records nothing more.
    const audits = async () =>
      (
        await sqlRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from audit_log where action = 'certification.expire' and entity_id = ${String(due)}`,
        )
      )[0]?.n;
    expect(await audits()).toBe(1);
    expect(await expireCertifications(services(t))).not.toContain(due);
    expect(await audits()).toBe(1);

    // Midnight in Los Angeles: 10 June 07:00 UTC.
    t.clock.set('2030-06-10T07:00:00Z');
    expect(await expireCertifications(services(t))).toContain(dueThere);
    expect(await statusOf(t, later)).toBe('ACTIVE');
  });

  test('leaves deleted certifications alone', async ({ t }) => {
    const nurse = await t.aStaffAccount('Nurse');
    const id = await aCertification(t, nurse.accountID, null, '2020-01-01');
    await t.db.execute(sql`update certification set deleted = 1 where id = ${id}`);
    await expireCertifications(services(t));
    expect(await statusOf(t, id)).toBe('ACTIVE');
  });
});
