import { addDays, centreDateTime, centreDay } from '@dialysis/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  allergy,
  appointment,
  clinic,
  dialysis,
  dialysisInterval,
  dialysisOrder,
  loginAccount,
  machine,
  patient,
  seat,
} from '../db/schema.ts';
import { createStaffAccount } from '../modules/identity/accounts.ts';
import type { SecretBox } from '../platform/secret-box.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { seedCertifications } from './certifications.ts';
import { seedDocuments } from './documents.ts';
import { type DemoStaffIDs, seedHistory } from './history.ts';
import { seedInvoices } from './invoices.ts';
import { seedLabs } from './labs.ts';
import { seedMachineAudits } from './machine-audits.ts';
import { demoAllergies, demoPatient } from './people.ts';
import { seedRecords } from './records.ts';
import { seedReferenceData } from './reference-data.ts';
import { type TodaySession, todayPlan } from './today-plan.ts';

export const DEMO_PASSWORD = 'dialysis-demo';

export const DEMO_LOGINS = [
  {
    email: 'director@example.com',
    name: 'Dr Helen Koh',
    group: 'MedicalDirector',
    label: 'Medical Director, all centres',
  },
  {
    email: 'manager@example.com',
    name: 'Grace Lim',
    group: 'ManagingNurse',
    label: 'Nurse Manager, all centres',
  },
  {
    email: 'doctor@example.com',
    name: 'Dr Arjun Nair',
    group: 'Doctor',
    label: 'Doctor, Jurong and Tampines',
  },
  { email: 'nurse@example.com', name: 'Nur Aisyah', group: 'Nurse', label: 'Nurse, Bukit Merah and Jurong' },
] as const;

const CENTRES = [
  { name: 'Bukit Merah Centre', uid: 'BKM', seats: 8, status: 'ACTIVE' },
  { name: 'Jurong Centre', uid: 'JRG', seats: 6, status: 'ACTIVE' },
  { name: 'Tampines Centre', uid: 'TMP', seats: 6, status: 'ACTIVE' },
  { name: 'Novena Centre (closed)', uid: 'NOV', seats: 4, status: 'INACTIVE' },
] as const;

const PATIENTS_PER_CENTRE = 20;
const MINUTE = 60_000;

/**
 * Loads the demo network on an empty database: returns false when data is already there. Called again
 * on later starts it only adds "today" for the demo centres when today has no appointments yet, so the
 * demo dashboard is never empty on the day it is shown.
 */
/**
 * The demo's QuickBooks settings (issue 15): with the local sandbox on, every open centre invoices through it
 * out of the box (any client id and secret are accepted there; item 1 is its 'Haemodialysis session').
 */
export const DEMO_QUICKBOOKS = { qbClientID: 'demo-sandbox-client', qbItemID: '1', qbTaxCodeID: '7' };
const DEMO_QUICKBOOKS_SECRET = 'demo-sandbox-secret';

export async function seedDemoData(
  db: Db,
  options: { timezone: string; now?: Date; quickbooksSandbox?: SecretBox; storage?: Storage },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const [existing] = await db.select({ n: count() }).from(clinic);
  if ((existing?.n ?? 0) > 0) {
    await seedToday(db, now);
    return false;
  }
  const centres = await db
    .insert(clinic)
    .values(
      CENTRES.map((c, i) => ({
        name: c.name,
        uid: c.uid,
        status: c.status,
        noOfSeat: c.seats,
        timezone: options.timezone,
        phoneNo: `+65 6${i}00 1000`,
        email: `${c.uid.toLowerCase()}@example.com`,
        address: `${10 + i} Demo Road, Singapore`,
        ...(options.quickbooksSandbox && c.status === 'ACTIVE'
          ? { ...DEMO_QUICKBOOKS, qbClientSecret: options.quickbooksSandbox.seal(DEMO_QUICKBOOKS_SECRET) }
          : {}),
      })),
    )
    .returning({ id: clinic.id, uid: clinic.uid });
  const ids = Object.fromEntries(centres.map((c) => [c.uid, c.id])) as Record<
    (typeof CENTRES)[number]['uid'],
    number
  >;

  for (const [index, centre] of CENTRES.entries()) {
    const clinicID = ids[centre.uid];
    const machines = await db
      .insert(machine)
      .values(
        Array.from({ length: centre.seats }, (_, m) => ({
          clinicID,
          name: `${centre.uid}-HD${String(m + 1).padStart(2, '0')}`,
          serialNo: `SN-${centre.uid}-${1000 + m}`,
          manufacturer: m % 2 === 0 ? 'Fresenius' : 'Nipro',
        })),
      )
      .returning({ id: machine.id });
    await db
      .insert(seat)
      .values(machines.map((m, s) => ({ clinicID, machineID: m.id, name: `Seat ${s + 1}` })));
    const numbers = Array.from({ length: PATIENTS_PER_CENTRE }, (_, p) => index * PATIENTS_PER_CENTRE + p);
    const patients = await db
      .insert(patient)
      .values(numbers.map((n) => ({ ...demoPatient(n), existingClinicID: clinicID, status: 'DIALYSIS' })))
      .returning({ id: patient.id });
    await db
      .insert(allergy)
      .values(
        patients.flatMap((row, p) =>
          demoAllergies(numbers[p] as number).map((name) => ({ patientID: row.id, name, knownDate: now })),
        ),
      );
  }

  for (const login of DEMO_LOGINS) {
    const clinicIDs =
      login.group === 'Nurse' ? [ids.BKM, ids.JRG] : login.group === 'Doctor' ? [ids.JRG, ids.TMP] : [];
    await createStaffAccount(db, { ...login, clinicIDs, password: DEMO_PASSWORD, temporary: false });
  }
  await seedReferenceData(db);
  await seedMachineAudits(db, now);
  await seedCertifications(db, now, options.timezone);
  const staffIDs = await demoStaff(db);
  if (staffIDs) {
    // A year of history before today (set-based SQL), then its labs and the rest of the record.
    await seedHistory(db, now, staffIDs);
    await seedLabs(db, now, staffIDs.nurse);
    await seedRecords(db, now, staffIDs);
    if (options.quickbooksSandbox) await seedInvoices(db, now, staffIDs.nurse);
    if (options.storage) await seedDocuments(db, options.storage, now, staffIDs);
  }
  await seedToday(db, now);
  return true;
}

/**
 * Machines kept free in every centre, so a session can be checked in on the demo day
 * (the browser journeys check in fresh patients in Bukit Merah and Tampines); and free seats per session,
 * so they can book them.
 */
const FREE_MACHINES = 3;
const FREE_SEATS_PER_SHIFT = 2;

/** Account ids of the demo staff: the nurse runs the sessions, the manager witnesses, the doctors write. */
async function demoStaff(db: Db): Promise<DemoStaffIDs | null> {
  const rows = await db
    .select({ id: loginAccount.id, email: loginAccount.email })
    .from(loginAccount)
    .where(
      inArray(
        loginAccount.email,
        DEMO_LOGINS.map((l) => l.email),
      ),
    );
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  const nurse = byEmail.get('nurse@example.com');
  const manager = byEmail.get('manager@example.com');
  const doctor = byEmail.get('doctor@example.com');
  const director = byEmail.get('director@example.com');
  return nurse && manager && doctor && director ? { nurse, manager, doctor, director } : null;
}

/** Minutes since midnight on the centre's clock. */
function minuteOfDay(now: Date, timezone: string): number {
  const [hour, minute] = (centreDateTime(now, timezone).split(' ').at(-1) ?? '0:0').split(':').map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}

async function seedToday(db: Db, now: Date): Promise<void> {
  const centres = await db
    .select()
    .from(clinic)
    .where(
      and(
        eq(clinic.status, 'ACTIVE'),
        inArray(
          clinic.uid,
          CENTRES.map((c) => c.uid),
        ),
      ),
    );
  const staffIDs = await demoStaff(db);
  for (const centre of centres) {
    const { date } = centreDay(now, centre.timezone);
    const [booked] = await db
      .select({ n: count() })
      .from(appointment)
      .where(and(eq(appointment.clinicID, centre.id), eq(appointment.date, date)));
    if ((booked?.n ?? 0) > 0) continue;
    const patients = await db
      .select({ id: patient.id })
      .from(patient)
      .where(and(eq(patient.existingClinicID, centre.id), eq(patient.deleted, 0)))
      .orderBy(asc(patient.id));
    // Seats that can take a patient: the seat and its machine AVAILABLE (an expired audit took one out).
    const seats = await db
      .select({ id: seat.id, machineID: seat.machineID })
      .from(seat)
      .innerJoin(machine, eq(machine.id, seat.machineID))
      .where(
        and(
          eq(seat.clinicID, centre.id),
          eq(seat.deleted, 0),
          eq(seat.status, 'AVAILABLE'),
          eq(machine.deleted, 0),
          eq(machine.status, 'AVAILABLE'),
        ),
      )
      .orderBy(asc(seat.id));
    if (seats.length === 0) continue;
    // Never overbooked (FREE_SEATS_PER_SHIFT left in every session) and FREE_MACHINES left for check-ins.
    const plan = todayPlan(
      minuteOfDay(now, centre.timezone),
      seats.length,
      Math.max(0, seats.length - FREE_SEATS_PER_SHIFT),
      Math.max(0, seats.length - FREE_MACHINES),
    );
    for (const [i, session] of plan.entries()) {
      const patientRow = patients[i];
      if (!patientRow) break;
      await addAppointment(db, {
        centreID: centre.id,
        patientID: patientRow.id,
        seat: seats[session.seat],
        date,
        session,
        now,
        order: i,
        nurse: staffIDs?.nurse ?? null,
        timezone: centre.timezone,
      });
    }
  }
  await seedOrders(db, now, staffIDs?.director ?? null);
}

/**
 * Dialysis orders (check-in needs one) for every demo patient booked today who has none yet, so the whole
 * day's work can be done. 'No Dialysis Order' is met by a patient registered without one (the journeys
 * register their own).
 */
async function seedOrders(db: Db, now: Date, prescriber: string | null): Promise<void> {
  const rows = await db
    .select({ patientID: appointment.patientID, uid: clinic.uid, timezone: clinic.timezone })
    .from(appointment)
    .innerJoin(clinic, eq(clinic.id, appointment.clinicID))
    .innerJoin(patient, eq(patient.id, appointment.patientID))
    .where(
      and(
        eq(appointment.deleted, 0),
        inArray(
          clinic.uid,
          CENTRES.map((c) => c.uid),
        ),
        sql`${appointment.date} = (${now.toISOString()}::timestamptz at time zone ${clinic.timezone})::date`,
      ),
    )
    .orderBy(
      asc(clinic.uid),
      sql`case ${appointment.shift} when 'M' then 0 when 'N' then 1 else 2 end`,
      asc(patient.name),
    );
  const wanted = [...new Set(rows.map((r) => r.patientID))];
  if (wanted.length === 0) return;
  const ordered = await db
    .select({ patientID: dialysisOrder.patientID })
    .from(dialysisOrder)
    .where(and(inArray(dialysisOrder.patientID, wanted), eq(dialysisOrder.deleted, 0)));
  const has = new Set(ordered.map((o) => o.patientID));
  const missing = wanted.filter((id) => !has.has(id));
  if (missing.length === 0) return;
  const timezone = rows[0]?.timezone ?? 'Asia/Singapore';
  const dOrder = addDays(centreDay(now, timezone).date, -30);
  await db.insert(dialysisOrder).values(
    missing.map((patientID, k) => ({
      patientID,
      staffAccountID: prescriber,
      dOrder,
      MSA: 1.6,
      freqMth: 13,
      duration: 240,
      hepLoad: 1000,
      hepCont: 500,
      // The spec's defaults and option values (an order made on the New Order form looks the same).
      dialysate: -1.25,
      accessPrim: k % 3 === 2 ? 'AVF RIGHT BCF' : 'AVF LEFT WRIST',
      aNeedle: '16',
      vNeedle: k % 2 === 0 ? '16' : '15',
      bicarbonate: 31,
      temp: 36.9,
      QD: 500,
      QB: 250,
      dryWeight: 60_000 + (k % 20) * 100,
      notes: 'Thrice weekly',
      createdOn: now,
      updatedOn: now,
    })),
  );
}

async function addAppointment(
  db: Db,
  a: {
    centreID: number;
    patientID: number;
    seat?: { id: number; machineID: number | null };
    date: string;
    session: TodaySession;
    now: Date;
    order: number;
    nurse: string | null;
    timezone: string;
  },
) {
  const { session: plan } = a;
  const time = { M: '07:30:00', N: '12:30:00', E: '18:00:00' }[plan.shift];
  const [row] = await db
    .insert(appointment)
    .values({
      patientID: a.patientID,
      clinicID: a.centreID,
      seatID: a.seat?.id ?? null,
      date: a.date,
      shift: plan.shift,
      time,
    })
    .returning({ id: appointment.id });
  if (!row || plan.phase === 'waiting' || plan.startAgo === undefined) return;
  const at = (minutesAgo: number) => new Date(a.now.getTime() - minutesAgo * MINUTE);
  const started = plan.startAgo;
  const [order] = await db
    .select({ id: dialysisOrder.id, dryWeight: dialysisOrder.dryWeight })
    .from(dialysisOrder)
    .where(and(eq(dialysisOrder.patientID, a.patientID), eq(dialysisOrder.deleted, 0)))
    .orderBy(desc(dialysisOrder.dOrder))
    .limit(1);
  // The patient's prescribed dry weight (the history's orders), else a typical one.
  const dryWeight = order?.dryWeight ?? 60_000 + a.order * 100;
  const checkIn = {
    preWeight: dryWeight + 2_000,
    lastWeight: dryWeight + 300,
    dryWeight,
    height: 165,
    preTemp: 36.6,
    preEdema: 0,
    preSBP: 132,
    preDBP: 78,
    preHRT: 74,
    ufTargetStart: 2_000,
    machineID: a.seat?.machineID ?? null,
    dialyser: 'FX80',
    MSA: 1.6,
    membraneUse: 1 + (a.order % 8),
  };
  const checkedOut = plan.phase === 'checked-out' && plan.endAgo !== undefined;
  // Thrice weekly: about three sessions a week so far this month (the first of a month is 1).
  const dayOfMonth = Number(a.date.slice(8, 10));
  const sessionMonth = Math.max(1, Math.ceil((dayOfMonth * 3) / 7));
  const [session] = await db
    .insert(dialysis)
    .values({
      patientID: a.patientID,
      clinicID: a.centreID,
      appointmentID: row.id,
      dialysisOrderID: order?.id ?? null,
      sessionMonth,
      // Arrived ten minutes before the start.
      arriveTime: at(started + 10),
      startTime: at(started),
      startedBy: a.nurse,
      lastUpdatedBy: a.nurse,
      ...checkIn,
      ...(checkedOut
        ? {
            endTime: at(plan.endAgo as number),
            // Discharged at most a quarter of an hour after the end (issue 25: recorded at check-out).
            dischargeTime: at(Math.max(0, (plan.endAgo as number) - 15)),
            endedBy: a.nurse,
            postWeight: dryWeight + 200,
            postTemp: 36.5,
            postEdema: 0,
            postSBP: 124,
            postDBP: 76,
            postHRT: 72,
            KTVonline: 1.4,
          }
        : {}),
    })
    .returning({ id: dialysis.id });
  if (!session || plan.readingsAgo.length === 0) return;
  const taken = plan.readingsAgo.length;
  await db.insert(dialysisInterval).values(
    plan.readingsAgo.map((ago, r) => ({
      dialysisID: session.id,
      clinicID: a.centreID,
      timestamp: at(ago),
      staffAccountID: a.nurse,
      lastUpdatedBy: a.nurse,
      SBP: 128 - (taken - r) * 2,
      DBP: 76,
      HR: 72 + (taken - r),
      QB: 250,
      AP: -150,
      VP: 130,
      tmp: 40,
      DFLOW: 500,
      UFR: 500,
      // Cumulative: it grows with each reading, and readingsAgo[0] is the newest.
      cUF: 250 * (taken - r),
      CDT: 13.8,
      temp: 36.5,
      hepRate: 0.5,
      symptoms: [],
    })),
  );
}
