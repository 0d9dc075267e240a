import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appointment,
  type certification,
  clinic,
  dialysis,
  dialysisInterval,
  dialysisOrder,
  drug,
  hospitalReason,
  machine,
  machineStatus,
  patient,
  seat,
  staff,
  symptom,
} from '../db/schema.ts';
import { unique } from './unique.ts';

/**
 * Small builders: each inserts one row (or one bulk insert) with unique names and sensible defaults,
 * straight through Drizzle, and answers the stored row. Tests say only what matters to them.
 */

type ClinicRow = typeof clinic.$inferSelect;
type MachineRow = typeof machine.$inferSelect;
type SeatRow = typeof seat.$inferSelect;
type PatientRow = typeof patient.$inferSelect;
type AppointmentRow = typeof appointment.$inferSelect;
type DialysisRow = typeof dialysis.$inferSelect;
type IntervalRow = typeof dialysisInterval.$inferSelect;

function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('builder inserted no row');
  return row;
}

/** A 9-character NRIC-like id unique to this run: S + 7 digits + letter. */
function anNric(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `S${digits}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;
}

export function makeBuilders(db: Db) {
  async function aCentre(over: Partial<typeof clinic.$inferInsert> = {}): Promise<ClinicRow> {
    const uid = over.uid ?? unique('C');
    return one(
      await db
        .insert(clinic)
        .values({ name: `Centre ${uid}`, uid, ...over })
        .returning(),
    );
  }

  async function aMachine(
    centre: { id: number },
    over: Partial<typeof machine.$inferInsert> = {},
  ): Promise<MachineRow> {
    return one(
      await db
        .insert(machine)
        .values({ clinicID: centre.id, name: unique('HD'), serialNo: unique('SN'), ...over })
        .returning(),
    );
  }

  async function aSeat(
    centre: { id: number },
    over: Partial<typeof seat.$inferInsert> = {},
  ): Promise<SeatRow> {
    return one(
      await db
        .insert(seat)
        .values({ clinicID: centre.id, name: unique('Seat'), ...over })
        .returning(),
    );
  }

  /** An audit item (test case) of a machine; PASS, a year ahead, unless told. */
  async function aMachineStatus(
    m: { id: number },
    over: Partial<typeof machineStatus.$inferInsert> = {},
  ): Promise<typeof machineStatus.$inferSelect> {
    return one(
      await db
        .insert(machineStatus)
        .values({
          machineID: m.id,
          name: unique('Test case'),
          expiryDate: '2031-03-11',
          status: 'PASS',
          ...over,
        })
        .returning(),
    );
  }

  async function aDrug(over: Partial<typeof drug.$inferInsert> = {}): Promise<typeof drug.$inferSelect> {
    return one(
      await db
        .insert(drug)
        .values({ name: unique('Drug'), ...over })
        .returning(),
    );
  }

  async function aSymptom(
    over: Partial<typeof symptom.$inferInsert> = {},
  ): Promise<typeof symptom.$inferSelect> {
    return one(
      await db
        .insert(symptom)
        .values({ name: unique('Symptom'), ...over })
        .returning(),
    );
  }

  async function aHospitalReason(
    over: Partial<typeof hospitalReason.$inferInsert> = {},
  ): Promise<typeof hospitalReason.$inferSelect> {
    return one(
      await db
        .insert(hospitalReason)
        .values({ hospDetail: unique('Reason'), ...over })
        .returning(),
    );
  }

  async function aPatient(
    centre: { id: number },
    over: Partial<typeof patient.$inferInsert> = {},
  ): Promise<PatientRow> {
    return (await somePatients(centre, [over]))[0] as PatientRow;
  }

  /** Many patients in one insert (PGlite is slow row by row). */
  async function somePatients(
    centre: { id: number },
    overs: Partial<typeof patient.$inferInsert>[],
  ): Promise<PatientRow[]> {
    if (overs.length === 0) return [];
    return db
      .insert(patient)
      .values(
        overs.map((over) => {
          const name = unique('Patient');
          return {
            name,
            namecode: name.slice(-8),
            nric: anNric(),
            idType: 'NRIC',
            existingClinicID: centre.id,
            ...over,
          };
        }),
      )
      .returning();
  }

  async function anAppointment(
    p: { id: number; existingClinicID: number | null },
    over: Partial<typeof appointment.$inferInsert> & { date: string },
  ): Promise<AppointmentRow> {
    const clinicID = over.clinicID ?? p.existingClinicID;
    if (clinicID === null) throw new Error('anAppointment needs a clinicID');
    return one(
      await db
        .insert(appointment)
        .values({ patientID: p.id, clinicID, shift: 'M', ...over })
        .returning(),
    );
  }

  /**
   * A dialysis session of an appointment: 'waiting' (arrived, not started), 'started' (in progress) or
   * 'ended' (checked out). Times are relative to `at` (the test's clock).
   */
  async function aDialysis(
    a: { id: number; patientID: number; clinicID: number },
    state: 'waiting' | 'started' | 'ended',
    at: Date,
    over: Partial<typeof dialysis.$inferInsert> = {},
  ): Promise<DialysisRow> {
    const minutes = (n: number) => new Date(at.getTime() - n * 60_000);
    return one(
      await db
        .insert(dialysis)
        .values({
          patientID: a.patientID,
          clinicID: a.clinicID,
          appointmentID: a.id,
          arriveTime: minutes(90),
          startTime: state === 'waiting' ? null : minutes(60),
          startedBy: state === 'waiting' ? null : 'Nurse Starter',
          endTime: state === 'ended' ? minutes(5) : null,
          endedBy: state === 'ended' ? 'Nurse Ender' : null,
          ...over,
        })
        .returning(),
    );
  }

  async function anInterval(
    d: { id: number; clinicID: number },
    over: Partial<typeof dialysisInterval.$inferInsert> & { timestamp: Date },
  ): Promise<IntervalRow> {
    return one(
      await db
        .insert(dialysisInterval)
        .values({ dialysisID: d.id, clinicID: d.clinicID, SBP: 120, DBP: 80, HR: 70, ...over })
        .returning(),
    );
  }

  /** A dialysis order of a patient (the order in force when it is the latest by dOrder). */
  async function aDialysisOrder(
    p: { id: number },
    over: Partial<typeof dialysisOrder.$inferInsert> = {},
  ): Promise<typeof dialysisOrder.$inferSelect> {
    return one(
      await db
        .insert(dialysisOrder)
        .values({ patientID: p.id, dOrder: '2030-01-01', dryWeight: 60000, MSA: 1.8, ...over })
        .returning(),
    );
  }

  /** A centre with one patient booked on `date`, and optionally a session in the given state. */
  async function aBookedPatient(
    centre: { id: number },
    date: string,
    options: { session?: 'waiting' | 'started' | 'ended'; at?: Date } = {},
  ) {
    const p = await aPatient(centre);
    const a = await anAppointment(p, { date });
    const d = options.session ? await aDialysis(a, options.session, options.at ?? new Date()) : null;
    return { patient: p, appointment: a, dialysis: d };
  }

  /**
   * The version an edit of a record is made on (its updatedOn, as a client reads it): every update input
   * carries one. A record that does not exist answers some version, for tests of refusals that come first.
   */
  async function version(
    table:
      | typeof clinic
      | typeof machine
      | typeof seat
      | typeof patient
      | typeof machineStatus
      | typeof certification
      | typeof drug
      | typeof symptom
      | typeof hospitalReason
      | typeof dialysis
      | typeof dialysisInterval,
    id: number,
  ): Promise<string> {
    const [row] = await db
      .select({ updatedOn: table.updatedOn })
      .from(table as typeof clinic)
      .where(eq(table.id, id));
    return (row?.updatedOn ?? new Date(0)).toISOString();
  }

  /** The version of a staff record (keyed by its account), as `version` answers it. */
  async function staffVersion(accountID: string): Promise<string> {
    const [row] = await db
      .select({ updatedOn: staff.updatedOn })
      .from(staff)
      .where(eq(staff.accountID, accountID));
    return (row?.updatedOn ?? new Date(0)).toISOString();
  }

  return {
    version,
    staffVersion,
    aCentre,
    aMachine,
    aSeat,
    aMachineStatus,
    aDrug,
    aSymptom,
    aHospitalReason,
    aPatient,
    somePatients,
    anAppointment,
    aDialysis,
    anInterval,
    aDialysisOrder,
    aBookedPatient,
  };
}

export type Builders = ReturnType<typeof makeBuilders>;
