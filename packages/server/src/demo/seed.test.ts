import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  centreDay,
  INTERVAL_RANGES,
  isLabDateStale,
  KDOQI,
  LAST_NON_NULL_GROUPS,
  PATIENT_REQUIRED,
  rangeError,
  readingCountdown,
} from '@dialysis/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect } from 'vitest';
import { scopedDb } from '../db/client.ts';
import {
  allergy,
  appointment,
  calculatedLabResult,
  clinic,
  dialysis,
  dialysisInterval,
  dialysisOrder,
  hospitalSummary,
  incidentReport,
  incidentResponse,
  labReport,
  machine,
  machineStatus,
  medicalMilestone,
  medication,
  medicationAdministered,
  patient,
  patientDocument,
  seat,
} from '../db/schema.ts';
import { ALL_CENTRES } from '../db/scope.ts';
import { systemWriter, withWrite } from '../db/write.ts';
import { recomputeDays } from '../modules/labs/calculated.ts';
import { sandboxState } from '../platform/accounting/sandbox.ts';
import { fixedClock } from '../platform/clock.ts';
import { secretBox } from '../platform/secret-box.ts';
import { localStorage } from '../platform/storage/local.ts';
import { databaseTest } from '../test/api-test.ts';
import { asOwner, openPrivateTestDatabase } from '../test/database.ts';
import { restoreSandbox, UNINVOICED_DAYS } from './invoices.ts';
import { seedDemoData } from './seed.ts';

// The demo seed fills an empty database: one of this file's own.
const NOW = new Date('2030-03-11T06:00:00.000Z');
const test = databaseTest(openPrivateTestDatabase);
const files = mkdtempSync(path.join(tmpdir(), 'demo-seed-'));
const storage = localStorage({ root: files, secret: 'demo-seed-test', clock: fixedClock(NOW) });
afterAll(() => rmSync(files, { recursive: true, force: true }));
// Seeded as main.ts seeds it: as the owner, over every centre (the generated year leaves no value history,
// which only the owner may ask: migration 0027).
test.beforeAll(async ({ database }) => {
  await asOwner(database, (owner) =>
    seedDemoData(scopedDb(owner.db, ALL_CENTRES), {
      timezone: 'Asia/Singapore',
      now: NOW,
      quickbooksSandbox: secretBox('demo-seed-test-key-of-at-least-32-characters'),
      storage,
    }),
  );
});

describe('the demo data allows the whole day of work at every centre', () => {
  test('each machine is free or in use by exactly one open session, and every active centre has a free machine', async ({
    database,
  }) => {
    const db = database.db;
    const open = await db
      .select({ machineID: dialysis.machineID, clinicID: dialysis.clinicID })
      .from(dialysis)
      .where(and(eq(dialysis.deleted, 0), isNotNull(dialysis.startTime), isNull(dialysis.endTime)));
    const perMachine = new Map<number, number>();
    for (const s of open)
      perMachine.set(s.machineID as number, (perMachine.get(s.machineID as number) ?? 0) + 1);
    expect([...perMachine.values()].every((n) => n === 1)).toBe(true);

    const centres = await db.select().from(clinic).where(eq(clinic.status, 'ACTIVE'));
    const machines = await db.select().from(machine).where(eq(machine.deleted, 0));
    for (const centre of centres) {
      const free = machines.filter(
        (m) => m.clinicID === centre.id && m.status === 'AVAILABLE' && !perMachine.has(m.id),
      );
      expect(free.length, `${centre.name} has a free machine to check in on`).toBeGreaterThan(0);
    }
  });

  test('seats fit their machines: of the same centre, and a machine on at most one seat', async ({
    database,
  }) => {
    const db = database.db;
    const seats = await db
      .select({ seatClinic: seat.clinicID, machineClinic: machine.clinicID, machineID: seat.machineID })
      .from(seat)
      .innerJoin(machine, eq(machine.id, seat.machineID))
      .where(eq(seat.deleted, 0));
    expect(seats.length).toBeGreaterThan(0);
    expect(seats.every((s) => s.seatClinic === s.machineClinic)).toBe(true);
    expect(new Set(seats.map((s) => s.machineID)).size).toBe(seats.length);
  });

  test('every demo patient with an appointment today has a dialysis order', async ({ database }) => {
    const db = database.db;
    const today = centreDay(NOW, 'Asia/Singapore').date;
    const booked = await db
      .selectDistinct({ patientID: appointment.patientID })
      .from(appointment)
      .where(and(eq(appointment.deleted, 0), eq(appointment.date, today)));
    expect(booked.length).toBeGreaterThan(0);
    const ordered = new Set(
      (
        await db
          .select({ patientID: dialysisOrder.patientID })
          .from(dialysisOrder)
          .where(eq(dialysisOrder.deleted, 0))
      ).map((o) => o.patientID),
    );
    expect(booked.filter((b) => !ordered.has(b.patientID))).toEqual([]);
  });

  test("today's board of every active centre shows every phase: waiting, checked in with readings, overdue for a reading, checked out", async ({
    database,
  }) => {
    const db = database.db;
    const today = centreDay(NOW, 'Asia/Singapore').date;
    const rows = await db
      .select({
        clinicID: appointment.clinicID,
        dialysisID: dialysis.id,
        startTime: dialysis.startTime,
        endTime: dialysis.endTime,
        last: sql<
          string | null
        >`(select max(i.timestamp) from dialysis_interval i where i.dialysis_id = ${dialysis.id} and i.deleted = 0)`,
      })
      .from(appointment)
      .leftJoin(dialysis, and(eq(dialysis.appointmentID, appointment.id), eq(dialysis.deleted, 0)))
      .where(and(eq(appointment.deleted, 0), eq(appointment.date, today)));
    const phase = (r: (typeof rows)[number]) => {
      if (!r.startTime) return 'waiting';
      if (r.endTime) return 'checked-out';
      const countdown = readingCountdown({
        startTime: r.startTime,
        lastReadingTime: r.last ? new Date(r.last) : null,
        now: NOW,
      });
      return countdown.state === 'overdue' ? 'overdue' : r.last ? 'checked-in-with-readings' : 'checked-in';
    };
    const centres = await db.select().from(clinic).where(eq(clinic.status, 'ACTIVE'));
    for (const centre of centres) {
      const phases = new Set(rows.filter((r) => r.clinicID === centre.id).map(phase));
      expect([...phases].sort(), centre.name).toEqual(
        expect.arrayContaining(['checked-in-with-readings', 'checked-out', 'overdue', 'waiting']),
      );
    }
  });
});

describe('the demo data is a real clinic: every required field, never overbooked, a year of history', () => {
  test('every demo patient has every field the patient form requires, and at least one allergy', async ({
    database,
  }) => {
    const patients = await database.db.select().from(patient).where(eq(patient.deleted, 0));
    expect(patients.length).toBe(80);
    for (const p of patients) {
      const missing = PATIENT_REQUIRED.filter((field) => p[field] === null || p[field] === '');
      expect(missing, p.name).toEqual([]);
    }
    const withAllergy = await database.db
      .selectDistinct({ patientID: allergy.patientID })
      .from(allergy)
      .where(eq(allergy.deleted, 0));
    expect(withAllergy.length).toBe(patients.length);
  });

  test('no session of any day has more appointments than its centre has seats, nor a seat booked twice', async ({
    database,
  }) => {
    const result = (await database.db.execute(sql`
      select a.clinic_id, a.date, a.shift, count(*)::int as booked, count(distinct a.seat_id)::int as seats_used,
             (select count(*) from seat s where s.clinic_id = a.clinic_id and s.deleted = 0)::int as seats
        from appointment a where a.deleted = 0
       group by a.clinic_id, a.date, a.shift
      having count(*) > (select count(*) from seat s where s.clinic_id = a.clinic_id and s.deleted = 0)
          or count(*) <> count(distinct a.seat_id)`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([]);
  });

  test('no patient has two appointments on one day', async ({ database }) => {
    const result = (await database.db.execute(sql`
      select patient_id, date from appointment where deleted = 0
       group by patient_id, date having count(*) > 1`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([]);
  });

  test('each patient of an open centre dialysed thrice weekly for a year, readings every 30 minutes in the plausible ranges', async ({
    database,
  }) => {
    const db = database.db;
    const result = (await db.execute(sql`
      select d.patient_id, count(*)::int as sessions,
             min(d.start_time) as first, count(*) filter (where d.end_time is null)::int as open
        from dialysis d join clinic c on c.id = d.clinic_id
       where c.status = 'ACTIVE' and d.deleted = 0
       group by d.patient_id`)) as unknown as {
      rows: { patient_id: number; sessions: number; first: string; open: number }[];
    };
    expect(result.rows.length).toBe(60);
    for (const row of result.rows) {
      expect(row.sessions).toBeGreaterThanOrEqual(150);
      expect(NOW.getTime() - new Date(row.first).getTime()).toBeGreaterThan(360 * 86_400_000);
    }
    // A sample of sessions: a reading every 30 minutes from start to end, every value within its range.
    const sample = await db
      .select({ id: dialysis.id, start: dialysis.startTime, end: dialysis.endTime })
      .from(dialysis)
      .where(and(isNotNull(dialysis.endTime), sql`${dialysis.id} % 97 = 0`));
    expect(sample.length).toBeGreaterThan(50);
    const readings = await db
      .select()
      .from(dialysisInterval)
      .where(
        inArray(
          dialysisInterval.dialysisID,
          sample.map((s) => s.id),
        ),
      );
    for (const s of sample) {
      const own = readings.filter((r) => r.dialysisID === s.id);
      const minutes = ((s.end as Date).getTime() - (s.start as Date).getTime()) / 60_000;
      expect(own.length, `session ${s.id}`).toBe(Math.floor(minutes / 30));
    }
    for (const r of readings) {
      for (const [field, range] of Object.entries(INTERVAL_RANGES)) {
        const value = r[field as keyof typeof r];
        if (value === null) continue;
        expect(rangeError(range, Number(value)), `${field} ${value}`).toBeNull();
      }
    }
    const given = await db.select({ n: sql<number>`count(*)::int` }).from(medicationAdministered);
    expect(given[0]?.n).toBeGreaterThan(1000);
  });

  test('monthly labs fill every Last Non Null Lab panel of every patient; some virology is stale', async ({
    database,
  }) => {
    const db = database.db;
    const reports = await db.select().from(labReport).where(eq(labReport.deleted, 0));
    const byPatient = new Map<number, typeof reports>();
    for (const r of reports) byPatient.set(r.patientID, [...(byPatient.get(r.patientID) ?? []), r]);
    expect(byPatient.size).toBe(80);
    for (const [patientID, own] of byPatient) {
      expect(own.length, `patient ${patientID}`).toBeGreaterThanOrEqual(9);
      for (const group of LAST_NON_NULL_GROUPS) {
        const filled = group.fields.some((field) => own.some((r) => r[field] !== null));
        expect(filled, `patient ${patientID} ${group.title}`).toBe(true);
      }
    }
    const today = centreDay(NOW, 'Asia/Singapore').date;
    const stale = [...byPatient.values()].filter((own) => {
      const last = own.filter((r) => r.HepBsAg !== null).sort((a, b) => +b.timestamp - +a.timestamp)[0];
      return last && isLabDateStale('HepBsAg', last.timestamp, today, 'Asia/Singapore');
    });
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.length).toBeLessThan(byPatient.size / 2);
  });

  test("calculated results are the server's own: a recomputation of a sample of days changes nothing; some are below target", async ({
    database,
  }) => {
    const db = database.db;
    const results = await db.select().from(calculatedLabResult).where(eq(calculatedLabResult.deleted, 0));
    expect(results.length).toBeGreaterThanOrEqual(900);
    expect(results.every((r) => r.dialysisID !== null && r.reason === null)).toBe(true);
    const low = results.filter((r) => (r.URRD as number) < KDOQI.spKtV.minimum);
    const met = results.filter((r) => (r.URRD as number) >= KDOQI.spKtV.target);
    expect(low.length).toBeGreaterThan(0);
    expect(met.length).toBeGreaterThan(low.length);
    expect(new Set(results.filter((r) => r.latest).map((r) => r.patientID)).size).toBe(80);

    const sample = results.filter((r) => r.id % 37 === 0);
    const days = (await db.execute(sql`
      select c.patient_id, to_char((d.start_time at time zone k.timezone)::date, 'YYYY-MM-DD') as day
        from calculated_lab_result c join dialysis d on d.id = c.dialysis_id join clinic k on k.id = d.clinic_id
       where c.id in ${sql.raw(`(${sample.map((r) => r.id).join(',')})`)}`)) as unknown as {
      rows: { patient_id: number; day: string }[];
    };
    await withWrite(
      systemWriter(db, () => NOW),
      (w) =>
        recomputeDays(
          w,
          days.rows.map((d) => ({ patientID: d.patient_id, day: d.day })),
        ),
    );
    const again = await db
      .select()
      .from(calculatedLabResult)
      .where(
        and(
          eq(calculatedLabResult.deleted, 0),
          inArray(
            calculatedLabResult.id,
            sample.map((r) => r.id),
          ),
        ),
      );
    const numbers = (r: typeof calculatedLabResult.$inferSelect) => ({
      id: r.id,
      dialysisID: r.dialysisID,
      URR: r.URR,
      URRD: r.URRD,
      KTVe: r.KTVe,
      UF: r.UF,
      QB: r.QB,
      minQA: r.minQA,
      maxQA: r.maxQA,
      reason: r.reason,
      dialysisIntervalLastTime: r.dialysisIntervalLastTime,
      latest: r.latest,
    });
    expect(again.map(numbers).sort((a, b) => a.id - b.id)).toEqual(
      sample.map(numbers).sort((a, b) => a.id - b.id),
    );
  });

  test('every patient has medication, milestones and clinical notes; some hospital entries; incidents with and without responses; machine audits in every state', async ({
    database,
  }) => {
    const db = database.db;
    const patientsWith = async (
      table: typeof medication | typeof medicalMilestone | typeof hospitalSummary,
    ) => (await db.selectDistinct({ id: table.patientID }).from(table)).length;
    expect(await patientsWith(medication)).toBe(80);
    expect(await patientsWith(medicalMilestone)).toBe(80);
    const notes = await db.select().from(hospitalSummary);
    expect(new Set(notes.filter((n) => n.type === 'CLINIC').map((n) => n.patientID)).size).toBe(80);
    expect(notes.some((n) => n.type === 'EVENT')).toBe(true);
    expect(notes.filter((n) => n.type === 'HOSPITAL').length).toBeGreaterThanOrEqual(16);
    const incidents = await db.select().from(incidentReport);
    const responses = await db.select().from(incidentResponse);
    const answered = new Map<number, number>();
    for (const r of responses) answered.set(r.incidentReportID, (answered.get(r.incidentReportID) ?? 0) + 1);
    expect(incidents.some((i) => i.patientID === null && answered.has(i.id))).toBe(true);
    expect(incidents.some((i) => i.patientID !== null && answered.has(i.id))).toBe(true);
    expect(incidents.some((i) => !answered.has(i.id))).toBe(true);
    // Some reports hold a second response (the director's), newest last; every response after its incident.
    expect([...answered.values()].some((n) => n === 2)).toBe(true);
    const occurred = new Map(incidents.map((i) => [i.id, i.datetimeOccurred]));
    for (const r of responses) {
      expect(r.responseTimestamp.getTime()).toBeGreaterThan(occurred.get(r.incidentReportID)?.getTime() ?? 0);
    }
    const states = await db.selectDistinct({ status: machineStatus.status }).from(machineStatus);
    expect(states.map((s) => s.status).sort()).toEqual([
      'EXPIRED',
      'INACTIVE',
      'PASS',
      'PENDING_SIGNATURE',
      'SCHEDULED',
      'TO_SCHEDULE',
    ]);
  });

  test('sessions are invoiced in the QuickBooks sandbox but for the last few days; the sandbox gets them back at a start', async ({
    database,
  }) => {
    const db = database.db;
    const result = (await db.execute(sql`
      select count(*) filter (where i.id is not null)::int as invoiced,
             count(*) filter (where i.id is null)::int as unlinked,
             count(*) filter (where i.id is null and d.end_time < ${NOW.toISOString()}::timestamptz
                                - ${UNINVOICED_DAYS + 1}::int * interval '1 day')::int as old_unlinked
        from dialysis d join clinic c on c.id = d.clinic_id
        left join dialysis_invoice i on i.dialysis_id = d.id
       where d.end_time is not null and c.status = 'ACTIVE'`)) as unknown as {
      rows: { invoiced: number; unlinked: number; old_unlinked: number }[];
    };
    const [counts] = result.rows;
    expect(counts?.invoiced).toBeGreaterThan(8000);
    expect(counts?.unlinked).toBeGreaterThan(0);
    expect(counts?.old_unlinked).toBe(0);
    const state = sandboxState();
    await restoreSandbox(db, state);
    const invoices = [...state.invoices.values()].flat();
    expect(invoices.length).toBeGreaterThanOrEqual(counts?.invoiced ?? 0);
    const customers = new Set([...state.customers.values()].flat().map((c) => c.Id));
    expect(invoices.every((i) => customers.has(i.CustomerRef.value))).toBe(true);
  });

  test('patient documents are stored files: each opens as a PDF', async ({ database }) => {
    const documents = await database.db.select().from(patientDocument).where(eq(patientDocument.deleted, 0));
    expect(new Set(documents.map((d) => d.patientID)).size).toBe(80);
    for (const document of documents.filter((_, i) => i % 20 === 0)) {
      const file = await storage.get(document.key);
      expect(file?.contentType).toBe('application/pdf');
      expect(file?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
