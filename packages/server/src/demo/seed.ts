import { centreDay, type Shift } from '@dialysis/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointment, clinic, dialysis, dialysisInterval, machine, patient, seat } from '../db/schema.ts';
import { createStaffAccount } from '../modules/identity/accounts.ts';
import { seedCertifications } from './certifications.ts';
import { seedMachineAudits } from './machine-audits.ts';
import { demoPatient } from './people.ts';
import { seedReferenceData } from './reference-data.ts';

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
export async function seedDemoData(db: Db, options: { timezone: string; now?: Date }): Promise<boolean> {
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
    await db.insert(patient).values(
      Array.from({ length: PATIENTS_PER_CENTRE }, (_, p) => {
        const person = demoPatient(index * PATIENTS_PER_CENTRE + p);
        return { ...person, existingClinicID: clinicID, status: 'DIALYSIS', idType: 'NRIC' };
      }),
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
  await seedToday(db, now);
  return true;
}

type Plan = { shift: Shift; state: 'waiting' | 'in-progress' | 'overdue' | 'checked-out' };

/** Today's appointments of one centre: every card state in every session, more in one session than seats. */
function dayPlan(patients: number, seats: number, crowded: boolean): Plan[] {
  const shifts: Shift[] = ['M', 'N', 'E'];
  const states: Plan['state'][] = ['checked-out', 'in-progress', 'overdue', 'waiting', 'waiting'];
  const plans: Plan[] = [];
  for (let p = 0; p < patients; p++) {
    const shift = shifts[p % 3] as Shift;
    plans.push({ shift, state: states[Math.floor(p / 3) % states.length] as Plan['state'] });
  }
  // One crowded morning shows the 'Insufficient seats' banner.
  return crowded ? plans : plans.filter((_, i) => Math.floor(i / 3) < seats);
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
      .where(eq(patient.existingClinicID, centre.id));
    const seats = await db
      .select({ id: seat.id, machineID: seat.machineID })
      .from(seat)
      .where(eq(seat.clinicID, centre.id));
    const plans = dayPlan(patients.length, seats.length, centre.uid === 'JRG');
    for (const [i, plan] of plans.entries()) {
      const patientRow = patients[i];
      if (!patientRow) break;
      const seatRow = seats[Math.floor(i / 3) % seats.length];
      await addAppointment(db, {
        centreID: centre.id,
        patientID: patientRow.id,
        seat: seatRow,
        date,
        plan,
        now,
        order: i,
      });
    }
  }
}

async function addAppointment(
  db: Db,
  a: {
    centreID: number;
    patientID: number;
    seat?: { id: number; machineID: number | null };
    date: string;
    plan: Plan;
    now: Date;
    order: number;
  },
) {
  const time = { M: '09:00:00', N: '12:00:00', E: '18:00:00' }[a.plan.shift];
  const [row] = await db
    .insert(appointment)
    .values({
      patientID: a.patientID,
      clinicID: a.centreID,
      seatID: a.seat?.id ?? null,
      date: a.date,
      shift: a.plan.shift,
      time,
    })
    .returning({ id: appointment.id });
  if (!row || a.plan.state === 'waiting') return;
  const at = (minutesAgo: number) => new Date(a.now.getTime() - minutesAgo * MINUTE);
  const started = { checkedOut: 270, inProgress: 50 + a.order, overdue: 110 }[
    a.plan.state === 'checked-out' ? 'checkedOut' : a.plan.state === 'in-progress' ? 'inProgress' : 'overdue'
  ];
  const checkIn = {
    preWeight: 62_000 + a.order * 100,
    dryWeight: 60_000 + a.order * 100,
    preTemp: 36.6,
    preEdema: 0,
    preSBP: 132,
    preDBP: 78,
    preHRT: 74,
    ufTargetStart: 2_000,
    machineID: a.seat?.machineID ?? null,
    dialyser: 'FX80',
    MSA: 1.6,
  };
  const checkedOut = a.plan.state === 'checked-out';
  const [session] = await db
    .insert(dialysis)
    .values({
      patientID: a.patientID,
      clinicID: a.centreID,
      appointmentID: row.id,
      sessionMonth: 1,
      arriveTime: at(started + 10),
      startTime: at(started),
      startedBy: 'demo',
      ...checkIn,
      ...(checkedOut
        ? {
            endTime: at(30),
            endedBy: 'demo',
            postWeight: 60_200,
            postTemp: 36.5,
            postSBP: 124,
            postDBP: 76,
            postHRT: 72,
            KTVonline: 1.4,
          }
        : {}),
    })
    .returning({ id: dialysis.id });
  if (!session) return;
  // Readings every 30 minutes; the overdue session's last one was 45 minutes ago.
  const lastAgo = a.plan.state === 'overdue' ? 45 : checkedOut ? 40 : 20;
  const readings: Date[] = [];
  for (let ago = lastAgo; ago < started; ago += 30) readings.push(at(ago));
  if (readings.length === 0) return;
  await db.insert(dialysisInterval).values(
    readings.map((timestamp, r) => ({
      dialysisID: session.id,
      clinicID: a.centreID,
      timestamp,
      staffAccountID: 'demo',
      SBP: 128 - r,
      DBP: 76,
      HR: 72 + r,
      QB: 250,
      DFLOW: 500,
      UFR: 500,
      temp: 36.5,
    })),
  );
}
