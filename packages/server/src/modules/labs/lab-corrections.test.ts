import { SAMPLE_TIME_MESSAGES } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, calculatedLabResult, labReport } from '../../db/schema.ts';
import { STALE_RECORD } from '../../db/versioned-update.ts';
import { apiTest } from '../../test/api-test.ts';
import { listen } from '../../test/events.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import { type StaffClient, T0, type TestApp, TODAY } from '../../test/test-app.ts';
import { errorsOf, payloadOf, WsClient } from '../../test/ws.ts';

graphql(`
  fragment CorrectedLabReport on LabReport {
    id patientID clinicID timestamp sampleTime source K Hb Na ureaPre ureaPost HIV updatedOn deleted
  }
`);
const CREATE = graphql(`
  mutation CreateLabReportToCorrect($create: CreateLabReportInput!) {
    createLabReport(create: $create) { ...CorrectedLabReport }
  }
`);
const UPDATE = graphql(`
  mutation UpdateLabReport($update: UpdateLabReportInput!) {
    updateLabReport(update: $update) { ...CorrectedLabReport }
  }
`);
const DELETE = graphql(`
  mutation DeleteLabReport($delete: DeleteLabReportInput!) {
    deleteLabReport(delete: $delete) { id deleted }
  }
`);
const LIST = graphql(`
  query ListCorrectedLabReports($filter: LabReportFilter!) {
    listLabReport(filter: $filter) { count result { id K } }
  }
`);
const LAST = graphql(`
  query LastNonNullAfterCorrection($patientID: Int!) {
    getLastNonNullLab(patientID: $patientID) { key items { item value timestamp } }
  }
`);
const ON_CHANGE = graphql(`
  subscription OnChangeLabReport($patientID: Int!) {
    onChangeLabReport(patientID: $patientID) { patientID labReportID change }
  }
`);

const test = apiTest(async (t) => {
  const baseUrl = await t.listen();
  const [centre, other] = await Promise.all([t.aCentre(), t.aCentre()]);
  return { baseUrl, centre, other };
}).extend('socket', { scope: 'file' }, async ({ given: { baseUrl } }, { onCleanup }) => {
  const sockets: WsClient[] = [];
  onCleanup(async () => {
    for (const socket of sockets) await socket.close();
  });
  return (cookie: string | null): WsClient => {
    const client = new WsClient(baseUrl, cookie);
    sockets.push(client);
    return client;
  };
});

/** Midnight of a day in Singapore (the test centres' zone), as the API answers it. */
const midnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`)).toISOString();

/** A patient of the centre with one report (K 6.4, a typo for 4.6, and Hb 9.8) entered by a nurse. */
async function aReport(t: TestApp, centre: { id: number }, over: Record<string, unknown> = {}) {
  const p = await t.aPatient(centre);
  const nurse = await t.signedInAs('Nurse', [centre]);
  const report = expectData(
    await nurse.request(CREATE, {
      create: { patientID: p.id, timestamp: '2030-03-01', source: 'Quest', K: 6.4, Hb: 9.8, ...over },
    }),
  ).createLabReport;
  return { p, nurse, report };
}

const auditsOf = (t: TestApp, action: string, id: number) =>
  t.db
    .select({ detail: auditLog.detail, accountID: auditLog.accountID, clinicID: auditLog.clinicID })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityID, String(id))))
    .orderBy(auditLog.id);

const cardItem = async (client: StaffClient, patientID: number, item: string) => {
  const cards = expectData(await client.request(LAST, { patientID })).getLastNonNullLab;
  return cards.flatMap((c) => c.items).find((i) => i.item === item) ?? null;
};

describe('updateLabReport', () => {
  test('corrects the values on the version read; the audit row keeps each old and new value', async ({
    t,
    given: { centre },
  }) => {
    const { p, nurse, report } = await aReport(t, centre);
    const saved = expectData(
      await nurse.request(UPDATE, {
        update: { id: report.id, updatedOn: report.updatedOn, K: 4.6, Na: 138, timestamp: '2030-02-28' },
      }),
    ).updateLabReport;
    // A field left out (Hb, the source) keeps its value.
    expect(saved).toMatchObject({
      id: report.id,
      K: 4.6,
      Na: 138,
      Hb: 9.8,
      source: 'Quest',
      timestamp: midnight('2030-02-28'),
      deleted: 0,
    });
    expect(saved.updatedOn).not.toBe(report.updatedOn);
    const [row] = await auditsOf(t, 'updateLabReport', report.id);
    expect(row).toEqual({
      accountID: nurse.staff.accountID,
      clinicID: centre.id,
      detail: {
        patientID: p.id,
        changes: { day: ['2030-03-01', '2030-02-28'], K: [6.4, 4.6], Na: [null, 138] },
      },
    });
  });

  test('the sample time is corrected on its day, follows a new day, is checked, and can be cleared', async ({
    t,
    given: { centre },
  }) => {
    const { nurse, report } = await aReport(t, centre, { sampleTime: '08:40' });
    expect(report.sampleTime).toBe('2030-03-01T00:40:00.000Z');
    const timed = expectData(
      await nurse.request(UPDATE, {
        update: { id: report.id, updatedOn: report.updatedOn, sampleTime: '09:15' },
      }),
    ).updateLabReport;
    expect(timed.sampleTime).toBe('2030-03-01T01:15:00.000Z');
    const [row] = await auditsOf(t, 'updateLabReport', report.id);
    expect(row?.detail).toMatchObject({ changes: { sampleTime: ['08:40', '09:15'] } });
    // A new day keeps the time of day: the sample is placed on that day, never left on the old one.
    const moved = expectData(
      await nurse.request(UPDATE, {
        update: { id: report.id, updatedOn: timed.updatedOn, timestamp: '2030-02-28' },
      }),
    ).updateLabReport;
    expect(moved.sampleTime).toBe('2030-02-28T01:15:00.000Z');
    expectFieldError(
      await nurse.request(UPDATE, {
        update: { id: report.id, updatedOn: moved.updatedOn, sampleTime: '9.15' },
      }),
      'sampleTime',
      SAMPLE_TIME_MESSAGES.invalid,
    );
    const cleared = expectData(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: moved.updatedOn, sampleTime: '' } }),
    ).updateLabReport;
    expect(cleared.sampleTime).toBeNull();
  });

  test('a value sent as null is cleared; a report left with no value is refused', async ({
    t,
    given: { centre },
  }) => {
    const { nurse, report } = await aReport(t, centre);
    const cleared = expectData(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, Hb: null } }),
    ).updateLabReport;
    expect(cleared).toMatchObject({ K: 6.4, Hb: null });
    expectFieldError(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: cleared.updatedOn, K: null } }),
      'timestamp',
      'Lab Result require at least 1 input.',
    );
    expectFieldError(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: cleared.updatedOn, K: 99 } }),
      'K',
      'Must be between 0.5 and 15 mmol/L.',
    );
    expectFieldError(
      await nurse.request(UPDATE, {
        update: { id: report.id, updatedOn: cleared.updatedOn, timestamp: '2030-03-12' },
      }),
      'timestamp',
      'The date cannot be in the future.',
    );
    const [stored] = await t.db.select().from(labReport).where(eq(labReport.id, report.id));
    expect(stored).toMatchObject({ K: 6.4, Hb: null });
  });

  test('a save on a version someone else moved past is refused and changes nothing', async ({
    t,
    given: { centre },
  }) => {
    const { nurse, report } = await aReport(t, centre);
    const doctor = await t.signedInAs('Doctor', [centre]);
    expectData(
      await doctor.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4.6 } }),
    );
    expectRefused(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4.7 } }),
      'VERSION_CONFLICT',
      STALE_RECORD,
    );
    const [stored] = await t.db.select().from(labReport).where(eq(labReport.id, report.id));
    expect(stored?.K).toBe(4.6);
    expect(await auditsOf(t, 'updateLabReport', report.id)).toHaveLength(1);
  });

  test('an edit equal to another report of the patient is refused; the fingerprint follows the values', async ({
    t,
    given: { centre },
  }) => {
    const { p, nurse, report } = await aReport(t, centre);
    const other = expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: '2030-03-01', source: 'Quest', K: 4.6, Hb: 9.8 },
      }),
    ).createLabReport;
    expectRefused(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4.6 } }),
      'CONFLICT',
      'Another lab report of this patient has the same date, source and values.',
    );
    const corrected = expectData(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4.4 } }),
    ).updateLabReport;
    // The corrected report is found as stored: entering (or importing) the same again adds nothing.
    const again = expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: '2030-03-01', source: 'Quest', K: 4.4, Hb: 9.8 },
      }),
    ).createLabReport;
    expect(again.id).toBe(corrected.id);
    expect(other.id).not.toBe(corrected.id);
  });

  test('every login type corrects a report; a user of another centre is answered as for an unknown report', async ({
    t,
    given: { centre, other },
  }) => {
    const { report } = await aReport(t, centre);
    let version = report.updatedOn;
    for (const [i, client] of [
      await t.signedInAs('Doctor', [centre]),
      await t.signedInAs('ManagingNurse', [centre]),
      await t.signedInAs('MedicalDirector'),
    ].entries()) {
      version = expectData(
        await client.request(UPDATE, { update: { id: report.id, updatedOn: version, K: 4 + i / 10 } }),
      ).updateLabReport.updatedOn;
    }
    const outsider = await t.signedInAs('ManagingNurse', [other]);
    const theirs = await outsider.request(UPDATE, { update: { id: report.id, updatedOn: version, K: 5 } });
    const unknown = await outsider.request(UPDATE, { update: { id: 999_999, updatedOn: version, K: 5 } });
    expectRefused(theirs, 'NOT_FOUND', 'Unable to update record');
    expect(theirs.errors).toEqual(unknown.errors);
    const [stored] = await t.db.select().from(labReport).where(eq(labReport.id, report.id));
    expect(stored?.K).toBe(4.2);
  });
});

describe('deleteLabReport', () => {
  test('soft: kept with who, when and why, audited with its values, and left out of every read', async ({
    t,
    given: { centre },
  }) => {
    const { p, nurse, report } = await aReport(t, centre);
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    const deleted = expectData(
      await manager.request(DELETE, {
        delete: { id: report.id, updatedOn: report.updatedOn, reason: ' Entered for the wrong patient ' },
      }),
    ).deleteLabReport;
    expect(deleted).toEqual({ id: report.id, deleted: 1 });
    const [row] = await t.db.select().from(labReport).where(eq(labReport.id, report.id));
    expect(row).toMatchObject({
      K: 6.4,
      deleted: 1,
      deletedBy: manager.staff.accountID,
      deleteReason: 'Entered for the wrong patient',
      deletedOn: T0,
    });
    expect(await auditsOf(t, 'deleteLabReport', report.id)).toEqual([
      {
        accountID: manager.staff.accountID,
        clinicID: centre.id,
        detail: {
          patientID: p.id,
          reason: 'Entered for the wrong patient',
          day: '2030-03-01',
          source: 'Quest',
          values: { K: 6.4, Hb: 9.8 },
        },
      },
    ]);
    const list = expectData(await nurse.request(LIST, { filter: { patientID: { eq: p.id } } })).listLabReport;
    expect(list.count).toBe(0);
    expect(await cardItem(nurse, p.id, 'K')).toBeNull();
    // Deleted again, or edited after: answered as an unknown report.
    expectRefused(
      await manager.request(DELETE, { delete: { id: report.id, updatedOn: report.updatedOn, reason: 'x' } }),
      'NOT_FOUND',
      'Unable to update record',
    );
    expectRefused(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4 } }),
      'NOT_FOUND',
      'Unable to update record',
    );
    // A deleted report leaves the duplicate rule: the same report entered again is a new one.
    const again = expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: '2030-03-01', source: 'Quest', K: 6.4, Hb: 9.8 },
      }),
    ).createLabReport;
    expect(again.id).not.toBe(report.id);
  });

  test('a reason is required, and the version read: nothing is deleted otherwise', async ({
    t,
    given: { centre },
  }) => {
    const { nurse, report } = await aReport(t, centre);
    const director = await t.signedInAs('MedicalDirector');
    expectFieldError(
      await director.request(DELETE, {
        delete: { id: report.id, updatedOn: report.updatedOn, reason: '  ' },
      }),
      'reason',
      'Required.',
    );
    const moved = expectData(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4.6 } }),
    ).updateLabReport;
    expectRefused(
      await director.request(DELETE, {
        delete: { id: report.id, updatedOn: report.updatedOn, reason: 'Duplicate of another report' },
      }),
      'VERSION_CONFLICT',
      STALE_RECORD,
    );
    const [row] = await t.db.select().from(labReport).where(eq(labReport.id, report.id));
    expect(row?.deleted).toBe(0);
    expectData(
      await director.request(DELETE, {
        delete: { id: report.id, updatedOn: moved.updatedOn, reason: 'Duplicate of another report' },
      }),
    );
  });

  test('Nurses and Doctors may not delete; a manager of another centre is answered as for an unknown report', async ({
    t,
    given: { centre, other },
  }) => {
    const { nurse, report } = await aReport(t, centre);
    const del = { id: report.id, updatedOn: report.updatedOn, reason: 'Entered in error' };
    expectRefused(await nurse.request(DELETE, { delete: del }), 'FORBIDDEN');
    expectRefused(
      await (await t.signedInAs('Doctor', [centre])).request(DELETE, { delete: del }),
      'FORBIDDEN',
    );
    const outsider = await t.signedInAs('ManagingNurse', [other]);
    const theirs = await outsider.request(DELETE, { delete: del });
    const unknown = await outsider.request(DELETE, { delete: { ...del, id: 999_999 } });
    expectRefused(theirs, 'NOT_FOUND', 'Unable to update record');
    expect(theirs.errors).toEqual(unknown.errors);
    const [row] = await t.db.select().from(labReport).where(eq(labReport.id, report.id));
    expect(row?.deleted).toBe(0);
  });
});

describe('Last Non Null Lab and the calculated results follow a correction', () => {
  test('Last Non Null Lab shows the corrected value, then the older value once the newer report is deleted', async ({
    t,
    given: { centre },
  }) => {
    const { p, nurse, report } = await aReport(t, centre);
    expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: '2030-02-01', source: 'Quest', K: 5.1 },
      }),
    );
    expect(await cardItem(nurse, p.id, 'K')).toMatchObject({
      value: '6.4',
      timestamp: midnight('2030-03-01'),
    });
    const corrected = expectData(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4.6 } }),
    ).updateLabReport;
    expect(await cardItem(nurse, p.id, 'K')).toMatchObject({
      value: '4.6',
      timestamp: midnight('2030-03-01'),
    });
    const manager = await t.signedInAs('ManagingNurse', [centre]);
    expectData(
      await manager.request(DELETE, {
        delete: { id: report.id, updatedOn: corrected.updatedOn, reason: 'Entered for the wrong patient' },
      }),
    );
    expect(await cardItem(nurse, p.id, 'K')).toMatchObject({
      value: '5.1',
      timestamp: midnight('2030-02-01'),
    });
  });

  /** A session of today, ended, 4 h long. */
  async function endedSession(t: TestApp, centre: { id: number }) {
    const p = await t.aPatient(centre);
    const a = await t.anAppointment(p, { date: TODAY });
    const start = new Date(T0.getTime() - 5 * 3_600_000);
    const d = await t.aDialysis(a, 'ended', T0, {
      startTime: start,
      endTime: new Date(start.getTime() + 4 * 3_600_000),
      preWeight: 72_000,
      postWeight: 70_000,
    });
    return { p, d };
  }
  const resultsOf = (t: TestApp, dialysisID: number) =>
    t.db
      .select()
      .from(calculatedLabResult)
      .where(and(eq(calculatedLabResult.dialysisID, dialysisID), eq(calculatedLabResult.deleted, 0)));

  test('a corrected urea recomputes the session; moved to another day or deleted, the result is withdrawn', async ({
    t,
    given: { centre },
  }) => {
    const { p, d } = await endedSession(t, centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const report = expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: TODAY, ureaPre: 20, ureaPost: 8 },
      }),
    ).createLabReport;
    expect((await resultsOf(t, d.id))[0]?.URR).toBeCloseTo(60, 6);

    const events = await listen(t.bus.pubsub, 'onUpdateCalculatedLabResult', p.id);
    const corrected = expectData(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, ureaPost: 6 } }),
    ).updateLabReport;
    expect(await events.heard()).toMatchObject({ patientID: p.id, dialysisID: d.id });
    const [row] = await resultsOf(t, d.id);
    expect(row).toMatchObject({ labReportID: report.id, ureaPost: 6, latest: true });
    expect(row?.URR).toBeCloseTo(70, 6);

    // The sample was of the day before: the session has no report of its day left, so no result.
    const moved = expectData(
      await nurse.request(UPDATE, {
        update: { id: report.id, updatedOn: corrected.updatedOn, timestamp: '2030-03-10' },
      }),
    ).updateLabReport;
    expect(await resultsOf(t, d.id)).toEqual([]);

    // Back on its day, then deleted: withdrawn again.
    const back = expectData(
      await nurse.request(UPDATE, {
        update: { id: report.id, updatedOn: moved.updatedOn, timestamp: TODAY },
      }),
    ).updateLabReport;
    expect(await resultsOf(t, d.id)).toHaveLength(1);
    expectData(
      await (await t.signedInAs('ManagingNurse', [centre])).request(DELETE, {
        delete: { id: report.id, updatedOn: back.updatedOn, reason: 'Entered for the wrong patient' },
      }),
    );
    expect(await resultsOf(t, d.id)).toEqual([]);
  });

  test("a deleted report's session is recomputed from the day's other report", async ({
    t,
    given: { centre },
  }) => {
    const { p, d } = await endedSession(t, centre);
    const nurse = await t.signedInAs('Nurse', [centre]);
    const first = expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: TODAY, source: 'A', ureaPre: 20, ureaPost: 8 },
      }),
    ).createLabReport;
    const second = expectData(
      await nurse.request(CREATE, {
        create: { patientID: p.id, timestamp: TODAY, source: 'B', ureaPre: 20, ureaPost: 6 },
      }),
    ).createLabReport;
    expect((await resultsOf(t, d.id))[0]).toMatchObject({ labReportID: second.id });
    expectData(
      await (await t.signedInAs('MedicalDirector')).request(DELETE, {
        delete: { id: second.id, updatedOn: second.updatedOn, reason: 'Duplicate of another report' },
      }),
    );
    const rows = await resultsOf(t, d.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ labReportID: first.id, latest: true });
    expect(rows[0]?.URR).toBeCloseTo(60, 6);
  });
});

describe('onChangeLabReport', () => {
  const field = 'onChangeLabReport';
  test("an open page hears its patient's reports added, corrected and deleted", async ({
    t,
    socket,
    given: { centre },
  }) => {
    const p = await t.aPatient(centre);
    const doctor = await t.signedInAs('Doctor', [centre]);
    const sub = socket(doctor.cookie).subscribe(ON_CHANGE, { patientID: p.id });
    await sub.untilLive(
      () =>
        t.bus.pubsub.publish(field, p.id, {
          patientID: p.id,
          clinicID: centre.id,
          labReportID: -1,
          change: 'CREATE',
        }),
      (o) => payloadOf(o, field)?.labReportID === -1,
    );
    const nurse = await t.signedInAs('Nurse', [centre]);
    const report = expectData(
      await nurse.request(CREATE, { create: { patientID: p.id, timestamp: TODAY, K: 6.4 } }),
    ).createLabReport;
    const heard = (change: string) =>
      sub.waitFor(
        (o) => payloadOf(o, field)?.labReportID === report.id && payloadOf(o, field)?.change === change,
      );
    expect(payloadOf(await heard('CREATE'), field)).toEqual({
      patientID: p.id,
      labReportID: report.id,
      change: 'CREATE',
    });
    const corrected = expectData(
      await nurse.request(UPDATE, { update: { id: report.id, updatedOn: report.updatedOn, K: 4.6 } }),
    ).updateLabReport;
    await heard('UPDATE');
    expectData(
      await (await t.signedInAs('ManagingNurse', [centre])).request(DELETE, {
        delete: { id: report.id, updatedOn: corrected.updatedOn, reason: 'Entered in error' },
      }),
    );
    await heard('DELETE');
  });

  test('a user of another centre cannot listen to the patient', async ({
    t,
    socket,
    given: { centre, other },
  }) => {
    const p = await t.aPatient(centre);
    const outsider = await t.signedInAs('Nurse', [other]);
    const outcome = await socket(outsider.cookie).subscribe(ON_CHANGE, { patientID: p.id }).first();
    expect(errorsOf(outcome).map((e) => e.message)).toEqual(['Invalid Patient']);
  });
});
