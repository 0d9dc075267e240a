import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, dialysisInterval } from '../../db/schema.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { T0, TODAY } from '../../test/test-app.ts';
import { READINGS } from './test-documents.ts';
import { A, B, startDialysisTestApp, t } from './test-setup.ts';

const SUBMIT = graphql(`
  mutation SubmitReading($create: CreateDialysisIntervalInput!) {
    submitDialysisInterval(create: $create) {
      id dialysisID clinicID timestamp staffAccountID SBP DBP HR CDT cUF UFR note symptoms deleted
    }
  }
`);
const LIST = graphql(`
  query ListLastReadings($filter: AppointmentDetailFilter!) {
    listAppointmentDetail(filter: $filter) { result { id lastDialysisIntervalID lastDialysisIntervalTimestamp } }
  }
`);
const NO_ACTIVE = 'No Active Diaylsis Session';
const BAD_SYMPTOMS = 'symptoms must be a JSON list of symptom ids.';

startDialysisTestApp();

async function session(centre: { id: number }, state: 'waiting' | 'started' | 'ended') {
  const booked = await t.aBookedPatient(centre, TODAY, { session: state, at: T0 });
  if (!booked.dialysis) throw new Error('no session built');
  return { ...booked, dialysis: booked.dialysis };
}

const intervalsOf = (dialysisID: number) =>
  t.db.select().from(dialysisInterval).where(eq(dialysisInterval.dialysisID, dialysisID));

describe('submitDialysisInterval', () => {
  it('records a reading of a session in progress in her centre, at the server clock, and audits it', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { dialysis, patient, appointment } = await session(A, 'started');
    const [one, three] = await Promise.all([t.aSymptom(), t.aSymptom()]);
    const res = await nurse.request(SUBMIT, {
      create: {
        ...READINGS,
        dialysisID: dialysis.id,
        SBP: 130,
        DBP: 85,
        HR: 72,
        CDT: 13.5,
        cUF: 1200,
        UFR: 500,
        note: 'comfortable',
        symptoms: `[${one.id}, ${three.id}]`,
      },
    });
    expect(res.errors).toBeUndefined();
    const answered = expectData(res).submitDialysisInterval;
    expect(answered).toEqual({
      id: expect.any(Number),
      dialysisID: dialysis.id,
      clinicID: A.id,
      timestamp: T0.toISOString(),
      staffAccountID: nurse.staff.accountID,
      SBP: 130,
      DBP: 85,
      HR: 72,
      CDT: 13.5,
      cUF: 1200,
      UFR: 500,
      note: 'comfortable',
      symptoms: `[${one.id},${three.id}]`,
      deleted: 0,
    });

    const [stored] = await intervalsOf(dialysis.id);
    expect(stored).toMatchObject({
      id: answered.id,
      clinicID: A.id,
      timestamp: T0,
      staffAccountID: nurse.staff.accountID,
      symptoms: [one.id, three.id],
      SBP: 130,
      CDT: 13.5,
    });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submitDialysisInterval'), eq(auditLog.entityID, String(answered.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      accountID: nurse.staff.accountID,
      role: 'Nurse',
      clinicID: A.id,
      entity: 'dialysisInterval',
      at: T0,
      detail: { dialysisID: dialysis.id, patientID: patient.id },
    });

    // The dashboard now shows it as the session's last reading.
    const list = await nurse.request(LIST, { filter: { clinicID: { eq: A.id }, date: { eq: TODAY } } });
    const row = list.data?.listAppointmentDetail.result.find((r: { id: number }) => r.id === appointment.id);
    expect(row).toEqual({
      id: appointment.id,
      lastDialysisIntervalID: answered.id,
      lastDialysisIntervalTimestamp: T0.toISOString(),
    });

    // The dashboard's countdown runs from the time measured: a reading typed in later but measured before the
    // last one does not restart it.
    const earlier = new Date(T0.getTime() - 20 * 60_000).toISOString();
    expectData(
      await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id, timestamp: earlier } }),
    );
    const again = await nurse.request(LIST, { filter: { clinicID: { eq: A.id }, date: { eq: TODAY } } });
    expect(
      again.data?.listAppointmentDetail.result.find((r: { id: number }) => r.id === appointment.id),
    ).toMatchObject({ lastDialysisIntervalID: answered.id, lastDialysisIntervalTimestamp: T0.toISOString() });
  });

  it('a reading with no symptoms stores none', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { dialysis } = await session(A, 'started');
    const res = await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id, SBP: 110 } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.submitDialysisInterval.symptoms).toBeNull();
    expect((await intervalsOf(dialysis.id))[0]?.symptoms).toBeNull();
  });

  it('refuses a session of another centre, and stores nothing', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    const { dialysis } = await session(B, 'started');
    const res = await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id, SBP: 120 } });
    // Another centre's session answers as an unknown one (no existence oracle).
    expectRefused(res, 'NOT_FOUND', 'Unable to retrieve Dialysis');
    expect(await intervalsOf(dialysis.id)).toEqual([]);
  });

  it.each(['waiting', 'ended'] as const)(
    'refuses a session that is %s: No Active Diaylsis Session',
    async (state) => {
      const nurse = await t.signedInAs('Nurse', [A]);
      const { dialysis } = await session(A, state);
      const res = await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id, SBP: 120 } });
      expectRefused(res, 'CONFLICT', NO_ACTIVE);
      expect(await intervalsOf(dialysis.id)).toEqual([]);
    },
  );

  it.each(['not json', '{"headache": true}', '[1, "x"]', '[1.5]'])(
    'refuses symptoms %j that are not a JSON list of ids',
    async (symptoms) => {
      const nurse = await t.signedInAs('Nurse', [A]);
      const { dialysis } = await session(A, 'started');
      const res = await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id, symptoms } });
      expectRefused(res, 'BAD_USER_INPUT', BAD_SYMPTOMS);
      expect(await intervalsOf(dialysis.id)).toEqual([]);
    },
  );

  it('refuses an unknown or deleted session', async () => {
    const nurse = await t.signedInAs('Nurse', [A]);
    expectRefused(
      await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: 2_000_000_000 } }),
      'NOT_FOUND',
      'Unable to retrieve Dialysis',
    );
    const gone = await t.aDialysis(
      await t.anAppointment(await t.aPatient(A), { date: TODAY }),
      'started',
      T0,
      { deleted: 1 },
    );
    expectRefused(
      await nurse.request(SUBMIT, { create: { ...READINGS, dialysisID: gone.id } }),
      'NOT_FOUND',
      'Unable to retrieve Dialysis',
    );
    expect(await intervalsOf(gone.id)).toEqual([]);
  });

  it('signed out, is refused', async () => {
    const { dialysis } = await session(A, 'started');
    expectRefused(
      await t.anonymous().request(SUBMIT, { create: { ...READINGS, dialysisID: dialysis.id } }),
      'UNAUTHENTICATED',
      'Token has expired, please re-login.',
    );
    expect(await intervalsOf(dialysis.id)).toEqual([]);
  });
});
