import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog, incidentResponse } from '../../db/schema.ts';
import { apiTest } from '../../test/api-test.ts';
import type { Builders } from '../../test/builders.ts';
import { expectData, expectFieldError, expectRefused } from '../../test/expect.ts';
import type {
  CreateIncidentReportInput,
  IncidentReportFilter,
  UpdateIncidentReportInput,
} from '../../test/generated/graphql.ts';
import { graphql } from '../../test/generated/index.ts';
import type { StaffClient } from '../../test/test-app.ts';

graphql(`
  fragment IncidentReportFields on IncidentReport {
    id patientID patientName patientNric clinicID clinicName location datetimeOccurred eventCategory eventType
    description cause action eventOutcome furtherAction order reportedBy reportedByName responseBy responseByName
    responseTimestamp createdOn updatedOn
    responses { id cause action eventOutcome furtherAction order responseBy responseByName responseTimestamp }
  }
`);
const LIST = graphql(`
  query ListIncidentReportTest($filter: IncidentReportFilter!, $pagination: Pagination) {
    listIncidentReport(filter: $filter, pagination: $pagination) { count result { ...IncidentReportFields } }
  }
`);
const SUMMARY = graphql(`
  query ListIncidentReportSummaryTest($filter: IncidentReportFilter, $pagination: Pagination) {
    listIncidentReportSummary(filter: $filter, pagination: $pagination) {
      count result { patientID patientName patientNric clinicID lastOccurred reports { ...IncidentReportFields } }
    }
  }
`);
const CENTRE_SUMMARY = graphql(`
  query ListIncidentReportCentreSummaryTest($filter: IncidentReportFilter!) {
    listIncidentReportCentreSummary(filter: $filter) {
      count result { clinicID clinicName count reports { ...IncidentReportFields } }
    }
  }
`);
const CREATE = graphql(`
  mutation CreateIncidentReportTest($create: CreateIncidentReportInput!) {
    createIncidentReport(create: $create) { ...IncidentReportFields }
  }
`);
const UPDATE = graphql(`
  mutation UpdateIncidentReportTest($update: UpdateIncidentReportInput!) {
    updateIncidentReport(update: $update) { ...IncidentReportFields }
  }
`);

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  const [nurse, doctor, director, nurseB] = await Promise.all([
    t.signedInAs('Nurse', [A]),
    t.signedInAs('Doctor', [A]),
    t.signedInAs('MedicalDirector', [A]),
    t.signedInAs('Nurse', [B]),
  ]);
  return { A, B, nurse, doctor, director, nurseB };
});

const create = (client: StaffClient, input: Record<string, unknown>) =>
  client.request(CREATE, { create: input as unknown as CreateIncidentReportInput });
const respond = (client: StaffClient, input: Record<string, unknown>) =>
  client.request(UPDATE, { update: input as unknown as UpdateIncidentReportInput });
const list = (client: StaffClient, filter: Record<string, unknown>, pagination?: Record<string, unknown>) =>
  client.request(LIST, { filter: filter as IncidentReportFilter, pagination });

const patientReport = (clinicID: number, patientID: number, reportedBy: string, over = {}) => ({
  clinicID,
  patientID,
  location: 'Home',
  datetimeOccurred: '2030-03-10T02:00:00.000Z',
  reportedBy,
  eventType: 'Fall',
  description: 'Slipped at the door',
  ...over,
});
/** A patient of the centre and a report about them, raised by `by`. */
async function aPatientReport(t: Builders, centre: { id: number }, by: StaffClient) {
  const p = await t.aPatient(centre);
  const made = expectData(
    await create(by, patientReport(centre.id, p.id, by.staff.accountID)),
  ).createIncidentReport;
  return { p, made };
}
const centreReport = (clinicID: number, reportedBy: string, over = {}) => ({
  clinicID,
  location: 'Work',
  datetimeOccurred: '2030-03-10T03:00:00.000Z',
  reportedBy,
  eventType: 'RO issues',
  description: 'RO alarm at 7am',
  ...over,
});

describe('createIncidentReport', () => {
  test('raises a patient report in a centre of the user, with the patient and the reporter named', async ({
    t,
    given: { A, nurse },
  }) => {
    const { p, made } = await aPatientReport(t, A, nurse);
    expect(made).toMatchObject({
      patientID: p.id,
      patientName: p.name,
      patientNric: `*****${(p.nric ?? '').slice(-4)}`,
      clinicID: A.id,
      clinicName: A.name,
      location: 'Home',
      eventCategory: 'PatientEvent',
      eventType: 'Fall',
      reportedBy: nurse.staff.accountID,
      reportedByName: nurse.staff.name,
      cause: null,
      order: null,
      responseBy: null,
      responseTimestamp: null,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incidentReport.create'), eq(auditLog.entityID, String(made.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ accountID: nurse.staff.accountID, clinicID: A.id });
  });

  test('raises a centre report without a patient; event types follow the form', async ({
    given: { A, nurse },
  }) => {
    const made = expectData(
      await create(nurse, centreReport(A.id, nurse.staff.accountID)),
    ).createIncidentReport;
    expect(made).toMatchObject({ patientID: null, eventCategory: 'CentreEvent', eventType: 'RO issues' });
    expectFieldError(
      await create(nurse, centreReport(A.id, nurse.staff.accountID, { eventType: 'Fall' })),
      'eventType',
      'Invalid event type.',
    );
  });

  test("requires location, date/time, reporter, event type and description ('Required.')", async ({
    t,
    given: { A, nurse },
  }) => {
    const p = await t.aPatient(A);
    const me = nurse.staff.accountID;
    for (const field of ['location', 'datetimeOccurred', 'reportedBy', 'eventType', 'description']) {
      expectFieldError(
        await create(nurse, patientReport(A.id, p.id, me, { [field]: ' ' })),
        field,
        'Required.',
      );
    }
    // The reporting centre is required by the schema itself.
    const res = await create(nurse, { ...patientReport(A.id, p.id, me), clinicID: null });
    expect(res.errors?.[0]?.message).toMatch(/clinicID/);
  });

  test('refuses the response fields at creation (read-only there)', async ({ t, given: { A, director } }) => {
    const p = await t.aPatient(A);
    const res = await create(director, patientReport(A.id, p.id, director.staff.accountID, { order: 'x' }));
    expect(res.errors?.[0]?.message).toMatch(/order/);
  });

  test('refuses a centre outside the user list and a patient of another centre', async ({
    t,
    given: { A, B, nurse },
  }) => {
    const pB = await t.aPatient(B);
    const pA = await t.aPatient(A);
    expectRefused(await create(nurse, centreReport(B.id, nurse.staff.accountID)), 'FORBIDDEN');
    expectRefused(await create(nurse, patientReport(B.id, pA.id, nurse.staff.accountID)), 'FORBIDDEN');
    expectRefused(
      await create(nurse, patientReport(A.id, pB.id, nurse.staff.accountID)),
      'NOT_FOUND',
      'Invalid Patient',
    );
  });
});

describe('listIncidentReport', () => {
  test("a patient's reports, newest first, 20 per page, audited", async ({ t, given: { A, nurse } }) => {
    const p = await t.aPatient(A);
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) {
      const made = await create(
        nurse,
        patientReport(A.id, p.id, nurse.staff.accountID, { description: `n${i}` }),
      );
      ids.push(expectData(made).createIncidentReport.id);
    }
    const first = expectData(await list(nurse, { patientID: { eq: p.id } })).listIncidentReport;
    expect(first.count).toBe(22);
    expect(first.result).toHaveLength(20);
    expect(first.result[0]?.id).toBe(ids.at(-1));
    const second = expectData(
      await list(nurse, { patientID: { eq: p.id } }, { limit: 20, offset: 20 }),
    ).listIncidentReport;
    expect(second.result.map((r) => r.id)).toEqual([ids[1], ids[0]]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incidentReport.list'), eq(auditLog.entityID, String(p.id))));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  test("a centre's list holds its centre reports only; another centre is refused", async ({
    t,
    given: { nurse, nurseB },
  }) => {
    const C = await t.aCentre();
    const nurseC = await t.signedInAs('Nurse', [C]);
    const p = await t.aPatient(C);
    await create(nurseC, patientReport(C.id, p.id, nurseC.staff.accountID));
    const made = expectData(
      await create(nurseC, centreReport(C.id, nurseC.staff.accountID)),
    ).createIncidentReport;
    const own = expectData(
      await list(nurseC, { clinicID: { eq: C.id }, patientID: { exists: false } }),
    ).listIncidentReport;
    expect(own.result.map((r) => r.id)).toEqual([made.id]);
    expectRefused(await list(nurse, { clinicID: { eq: C.id }, patientID: { exists: false } }), 'FORBIDDEN');
    expectRefused(await list(nurseB, { patientID: { eq: p.id } }), 'NOT_FOUND', 'Invalid Patient');
    // Without naming a centre, the list is cut to the user's centres: nothing of C.
    const all = expectData(await list(nurse, { patientID: { exists: false } })).listIncidentReport;
    expect(all.result.some((r) => r.clinicID === C.id)).toBe(false);
  });

  test('the summary centre search: patientID absent, or of centres, at most 10', async ({ t }) => {
    const [C, D] = await Promise.all([t.aCentre(), t.aCentre()]);
    const nurseCD = await t.signedInAs('Nurse', [C, D]);
    for (let i = 0; i < 7; i++) {
      await create(nurseCD, centreReport(C.id, nurseCD.staff.accountID));
      await create(nurseCD, centreReport(D.id, nurseCD.staff.accountID, { eventType: 'Dialysis Machine' }));
    }
    const found = expectData(
      await list(
        nurseCD,
        { patientID: { exists: false }, or: [{ clinicID: { eq: C.id } }, { clinicID: { eq: D.id } }] },
        { limit: 10 },
      ),
    ).listIncidentReport;
    expect(found.count).toBe(14);
    expect(found.result).toHaveLength(10);
    expect(new Set(found.result.map((r) => r.clinicID))).toEqual(new Set([C.id, D.id]));
  });
});

describe('listIncidentReportCentreSummary', () => {
  test('a card per centre counts all its reports (12, not the 10 it shows), newest first; another centre refused', async ({
    t,
    given: { nurseB },
  }) => {
    const [C, D, E] = await Promise.all([t.aCentre(), t.aCentre(), t.aCentre()]);
    const nurseCD = await t.signedInAs('Nurse', [C, D, E]);
    const me = nurseCD.staff.accountID;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(
        expectData(await create(nurseCD, centreReport(C.id, me, { description: `c${i}` })))
          .createIncidentReport.id,
      );
    }
    await create(nurseCD, centreReport(D.id, me, { eventType: 'Dialysis Machine' }));
    // A patient report is not a centre report.
    const p = await t.aPatient(C);
    await create(nurseCD, patientReport(C.id, p.id, me));
    const filter = {
      or: [{ clinicID: { eq: C.id } }, { clinicID: { eq: D.id } }, { clinicID: { eq: E.id } }],
    };
    const found = expectData(
      await nurseCD.request(CENTRE_SUMMARY, { filter }),
    ).listIncidentReportCentreSummary;
    const cards = new Map(found.result.map((c) => [c.clinicID, c]));
    expect(found.count).toBe(2);
    expect(cards.get(C.id)).toMatchObject({ clinicName: C.name, count: 12 });
    expect(cards.get(C.id)?.reports.map((r) => r.id)).toEqual(ids.slice(2).reverse());
    expect(cards.get(D.id)?.count).toBe(1);
    expect(cards.has(E.id)).toBe(false);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incidentReport.centreSummary'), eq(auditLog.accountID, me)));
    expect(audits).toHaveLength(1);
    expectRefused(await nurseB.request(CENTRE_SUMMARY, { filter }), 'FORBIDDEN');
    expectFieldError(await nurseCD.request(CENTRE_SUMMARY, { filter: {} }), 'clinicID', 'Required.');
  });
});

describe('listIncidentReportSummary', () => {
  test('cards per patient by name or NRIC, latest occurrence first, only the user centres', async ({
    t,
    given: { nurseB },
  }) => {
    const C = await t.aCentre();
    const nurseC = await t.signedInAs('Nurse', [C]);
    const tag = `Zed${Date.now()}`;
    const [p1, p2] = await t.somePatients(C, [{ name: `${tag} One` }, { name: `${tag} Two` }]);
    if (!p1 || !p2) throw new Error('no patients');
    const me = nurseC.staff.accountID;
    await create(nurseC, patientReport(C.id, p1.id, me, { datetimeOccurred: '2030-03-01T00:00:00.000Z' }));
    await create(nurseC, patientReport(C.id, p1.id, me, { datetimeOccurred: '2030-03-05T00:00:00.000Z' }));
    await create(nurseC, patientReport(C.id, p2.id, me, { datetimeOccurred: '2030-03-03T00:00:00.000Z' }));
    const filter = { or: [{ patientName: { contains: tag } }, { patientNric: { contains: tag } }] };
    const summary = expectData(await nurseC.request(SUMMARY, { filter })).listIncidentReportSummary;
    expect(summary.count).toBe(2);
    expect(summary.result.map((c) => [c.patientID, c.reports.length])).toEqual([
      [p1.id, 2],
      [p2.id, 1],
    ]);
    expect(summary.result[0]?.reports.map((r) => r.datetimeOccurred)).toEqual([
      '2030-03-05T00:00:00.000Z',
      '2030-03-01T00:00:00.000Z',
    ]);
    const byNric = expectData(
      await nurseC.request(SUMMARY, {
        filter: { or: [{ patientName: { contains: p2.nric } }, { patientNric: { contains: p2.nric } }] },
      }),
    ).listIncidentReportSummary;
    expect(byNric.result.map((c) => c.patientID)).toEqual([p2.id]);
    // Another centre's user finds nothing of them, and naming the centre or the patient is refused.
    const other = expectData(await nurseB.request(SUMMARY, { filter })).listIncidentReportSummary;
    expect(other).toEqual({ count: 0, result: [] });
    expectRefused(await nurseB.request(SUMMARY, { filter: { clinicID: { eq: C.id } } }), 'FORBIDDEN');
    expectRefused(
      await nurseB.request(SUMMARY, { filter: { patientID: { eq: p2.id } } }),
      'NOT_FOUND',
      'Invalid Patient',
    );
    const paged = expectData(
      await nurseC.request(SUMMARY, { filter, pagination: { limit: 1, offset: 1 } }),
    ).listIncidentReportSummary;
    expect(paged.result.map((c) => c.patientID)).toEqual([p2.id]);
  });
});

describe('updateIncidentReport (Write Response)', () => {
  test('a nurse writes a response; responseBy and responseTimestamp are the server’s; order refused', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const { p, made } = await aPatientReport(t, A, nurse);
    expectRefused(
      await respond(doctor, { id: made.id, cause: 'Wet floor', order: 'Stop', updatedOn: made.updatedOn }),
      'FORBIDDEN',
      'Only a Medical Director may write Additional Orders.',
    );
    const forged = await respond(doctor, {
      id: made.id,
      cause: 'Wet floor',
      responseBy: nurse.staff.accountID,
      updatedOn: made.updatedOn,
    });
    expect(forged.errors?.[0]?.message).toMatch(/responseBy/);
    const moved = await respond(doctor, { id: made.id, cause: 'x', clinicID: 1, updatedOn: made.updatedOn });
    expect(moved.errors?.[0]?.message).toMatch(/clinicID/);
    const done = expectData(
      await respond(doctor, {
        id: made.id,
        cause: ' Wet floor ',
        action: 'Mopped',
        updatedOn: made.updatedOn,
      }),
    ).updateIncidentReport;
    expect(done).toMatchObject({
      cause: 'Wet floor',
      action: 'Mopped',
      order: null,
      responseBy: doctor.staff.accountID,
      responseByName: doctor.staff.name,
      responseTimestamp: t.clock.now().toISOString(),
      clinicID: A.id,
      patientID: p.id,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incidentReport.respond'), eq(auditLog.entityID, String(made.id))));
    expect(audits).toHaveLength(1);
  });

  test("'No message to update.' on an empty response", async ({ t, given: { A, nurse } }) => {
    const { made } = await aPatientReport(t, A, nurse);
    expectRefused(
      await respond(nurse, { id: made.id, cause: '  ', action: '', updatedOn: made.updatedOn }),
      'BAD_USER_INPUT',
      'No message to update.',
    );
    expectRefused(await respond(nurse, { id: made.id, updatedOn: made.updatedOn }), 'BAD_USER_INPUT');
  });

  test('a Medical Director writes additional orders; only a Medical Director reads them', async ({
    t,
    given: { A, nurse, director },
  }) => {
    const { p, made } = await aPatientReport(t, A, nurse);
    const done = expectData(
      await respond(director, { id: made.id, order: 'Review access weekly', updatedOn: made.updatedOn }),
    ).updateIncidentReport;
    expect(done).toMatchObject({ order: 'Review access weekly', responseBy: director.staff.accountID });
    const [row] = await t.db
      .select()
      .from(incidentResponse)
      .where(eq(incidentResponse.incidentReportID, made.id));
    expect(row?.order).toBe('Review access weekly');
    const asNurse = expectData(await list(nurse, { patientID: { eq: p.id } })).listIncidentReport.result[0];
    expect(asNurse?.order).toBeNull();
    expect(asNurse?.responses.map((r) => [r.responseBy, r.order])).toEqual([
      [director.staff.accountID, null],
    ]);
    const asDirector = expectData(await list(director, { patientID: { eq: p.id } })).listIncidentReport
      .result[0];
    expect(asDirector?.order).toBe('Review access weekly');
    // A nurse's later response keeps the director's order.
    t.clock.advance(1000);
    const again = expectData(
      await respond(nurse, { id: made.id, furtherAction: 'Follow up', updatedOn: done.updatedOn }),
    ).updateIncidentReport;
    expect(again.order).toBeNull();
    const read = expectData(await list(director, { patientID: { eq: p.id } })).listIncidentReport.result[0];
    expect(read).toMatchObject({
      order: 'Review access weekly',
      furtherAction: 'Follow up',
      responseBy: nurse.staff.accountID,
    });
    expect(read?.responses.map((r) => [r.responseBy, r.order, r.furtherAction])).toEqual([
      [director.staff.accountID, 'Review access weekly', null],
      [nurse.staff.accountID, null, 'Follow up'],
    ]);
  });

  test('a report of another centre answers as an unknown one, and the refusal is audited', async ({
    t,
    given: { A, nurse, nurseB },
  }) => {
    const { made } = await aPatientReport(t, A, nurse);
    expectRefused(
      await respond(nurseB, { id: made.id, cause: 'x', updatedOn: made.updatedOn }),
      'NOT_FOUND',
      'Unable to retrieve records',
    );
    expectRefused(
      await respond(nurse, { id: 999_999, cause: 'x', updatedOn: made.updatedOn }),
      'NOT_FOUND',
      'Unable to retrieve records',
    );
    expect(
      await t.db.select().from(incidentResponse).where(eq(incidentResponse.incidentReportID, made.id)),
    ).toEqual([]);
    // The refusal's audit row is written beside the refused call, not awaited by it.
    await expect
      .poll(async () =>
        (
          await t.db
            .select()
            .from(auditLog)
            .where(
              and(
                eq(auditLog.action, 'access.refused'),
                eq(auditLog.accountID, nurseB.staff.accountID),
                eq(auditLog.entityID, String(made.id)),
              ),
            )
        ).map((r) => r.entity),
      )
      .toEqual(['incidentReport']);
  });

  test('a second response is kept beside the first, newest last, each with its author and time, each audited', async ({
    t,
    given: { A, nurse, doctor },
  }) => {
    const { p, made } = await aPatientReport(t, A, nurse);
    const first = t.clock.now().toISOString();
    expectData(
      await respond(nurse, { id: made.id, cause: 'Wet floor', action: 'Mopped', updatedOn: made.updatedOn }),
    );
    t.clock.advance(60_000);
    const second = t.clock.now().toISOString();
    // Written on the version both read: kept, not refused and not overwriting the first.
    const done = expectData(
      await respond(doctor, {
        id: made.id,
        cause: 'Loose mat',
        eventOutcome: 'Bruise',
        updatedOn: made.updatedOn,
      }),
    ).updateIncidentReport;
    expect(done.responses).toEqual([
      {
        id: expect.any(Number),
        cause: 'Wet floor',
        action: 'Mopped',
        eventOutcome: null,
        furtherAction: null,
        order: null,
        responseBy: nurse.staff.accountID,
        responseByName: nurse.staff.name,
        responseTimestamp: first,
      },
      {
        id: expect.any(Number),
        cause: 'Loose mat',
        action: null,
        eventOutcome: 'Bruise',
        furtherAction: null,
        order: null,
        responseBy: doctor.staff.accountID,
        responseByName: doctor.staff.name,
        responseTimestamp: second,
      },
    ]);
    // The spec's report fields: each the newest written, and who responded last and when.
    expect(done).toMatchObject({
      cause: 'Loose mat',
      action: 'Mopped',
      eventOutcome: 'Bruise',
      responseBy: doctor.staff.accountID,
      responseByName: doctor.staff.name,
      responseTimestamp: second,
      updatedOn: second,
    });
    const listed = expectData(await list(nurse, { patientID: { eq: p.id } })).listIncidentReport.result[0];
    expect(listed?.responses.map((r) => r.responseBy)).toEqual([
      nurse.staff.accountID,
      doctor.staff.accountID,
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incidentReport.respond'), eq(auditLog.entityID, String(made.id))));
    expect(audits.map((a) => [a.accountID, a.clinicID, (a.detail as { cause?: string }).cause])).toEqual([
      [nurse.staff.accountID, A.id, 'Wet floor'],
      [doctor.staff.accountID, A.id, 'Loose mat'],
    ]);
    expect(audits.map((a) => (a.detail as { responseID?: number }).responseID)).toEqual(
      done.responses.map((r) => r.id),
    );
  });

  test('without a session every incident call is refused', async ({ t, given: { A } }) => {
    const anonymous = t.anonymous();
    const res = await anonymous.request(LIST, { filter: { clinicID: { eq: A.id } } });
    expectRefused(res, 'UNAUTHENTICATED');
  });
});
