import {
  centreDate,
  type FunderTotals,
  funderTotals,
  isMissedAppointment,
  sessionMinutes,
} from '@dialysis/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { appointment, clinic, dialysis, patient, staff } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { QueryListFunderReportArgs } from '../../graphql/generated/resolvers-types.ts';
import { centreDayInput } from '../common/date-input.ts';
import { invalid } from '../common/manage-input.ts';
import { startedSession, startedSessionAs } from '../dialysis/phase.ts';

/** What the report needs of a request: the GraphQL context, or the download routes' own. */
export type ReportContext = Pick<Context, 'db' | 'access' | 'clock'>;

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const MAX_DAYS = 31;

/** A day as given, or the day of an instant in the centre; anything else is refused on its field. */
function dayOf(field: 'startDate' | 'endDate', value: string, timeZone: string): string {
  // A real calendar day only (the domain's one parser): 2030-02-30 is refused here, not by the database.
  return centreDayInput(field, value, timeZone);
}

export interface FunderSession {
  dialysisID: number;
  date: string;
  startTime: string;
  endTime: string | null;
  durationMinutes: number | null;
  endedByName: string | null;
}

export interface FunderMissed {
  appointmentID: number;
  date: string;
  shift: string;
}

export interface FunderPatient {
  patientID: number;
  name: string;
  namecode: string | null;
  idType: string | null;
  nric: string | null;
  dob: string | null;
  gender: string | null;
  address: string | null;
  phoneNo: string | null;
  vwoSupport: string | null;
  socialWorker: string | null;
  referringSource: string | null;
  sessions: FunderSession[];
  missed: FunderMissed[];
  totals: FunderTotals;
}

export interface FunderReport {
  clinicID: number;
  clinicName: string;
  clinicAddress: string | null;
  clinicPhoneNo: string | null;
  timezone: string;
  startDate: string;
  endDate: string;
  /** When the report was read (its PDFs say 'Printed <this, on the centre's clock> by <the user>'). */
  generatedAt: Date;
  patients: FunderPatient[];
}

const ender = alias(staff, 'ender');
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The funder report of one centre for startDate..endDate (its days): three queries (sessions, appointments,
 * patients), whatever the number of patients. Checks the action and the centre (another centre: FORBIDDEN)
 * before reading; the caller audits (the query and each download say what was taken).
 */
export async function buildFunderReport(
  ctx: ReportContext,
  input: { clinicID: number; startDate: string; endDate: string; patientID?: number },
): Promise<FunderReport> {
  const clinicID = await ctx.access.assertIn('funderReport:list', input.clinicID);
  const [centre] = await ctx.db
    .select({
      name: clinic.name,
      address: clinic.address,
      phoneNo: clinic.phoneNo,
      timezone: clinic.timezone,
    })
    .from(clinic)
    .where(and(eq(clinic.id, clinicID), eq(clinic.deleted, 0)));
  if (!centre) throw appError('FORBIDDEN', 'You do not have access to this centre.');
  const from = dayOf('startDate', input.startDate, centre.timezone);
  const to = dayOf('endDate', input.endDate, centre.timezone);
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (span < 0) throw invalid('endDate', 'The end date cannot be before the start date.');
  if (span >= MAX_DAYS) throw invalid('endDate', 'A funder report covers one month at most.');
  const now = ctx.clock.now();
  const today = centreDate(now, centre.timezone);

  const localDay = sql<string>`to_char(${dialysis.startTime} at time zone ${centre.timezone}, 'YYYY-MM-DD')`;
  const onlyPatient = input.patientID === undefined ? [] : [eq(patient.id, input.patientID)];
  const sessions = await ctx.db
    .select({
      id: dialysis.id,
      patientID: dialysis.patientID,
      date: localDay,
      startTime: dialysis.startTime,
      endTime: dialysis.endTime,
      // endedBy holds an account id (older rows may hold a name): the staff member's name, or that name.
      endedByName: sql<
        string | null
      >`coalesce(${ender.name}, case when ${dialysis.endedBy} ~ ${UUID} then null else ${dialysis.endedBy} end)`,
    })
    .from(dialysis)
    .innerJoin(patient, eq(patient.id, dialysis.patientID))
    .leftJoin(ender, sql`${ender.accountID}::text = ${dialysis.endedBy}`)
    .where(
      and(
        eq(dialysis.clinicID, clinicID),
        eq(dialysis.deleted, 0),
        eq(patient.deleted, 0),
        startedSession(),
        sql`(${dialysis.startTime} at time zone ${centre.timezone})::date between ${from}::date and ${to}::date`,
        ...onlyPatient,
      ),
    )
    .orderBy(asc(dialysis.startTime), asc(dialysis.id));

  // A claim is for treatments given: a patient with no started session at the centre that month is not in the
  // report (issue 27: the zip held empty claims of patients who only had bookings); a patient who is in it keeps
  // the month's missed appointments.
  const ids = [...new Set(sessions.map((s) => s.patientID))];
  // A booked day counts as attended when a session was started for the appointment, or for the patient in
  // this centre on that day (a session checked in without the booking).
  const started = sql<boolean>`exists (
    select 1 from ${dialysis} d where d.deleted = 0 and ${startedSessionAs('d')}
      and (d.appointment_id = ${appointment.id}
        or (d.patient_id = ${appointment.patientID} and d.clinic_id = ${appointment.clinicID}
          and (d.start_time at time zone ${centre.timezone})::date = ${appointment.date}))
  )`;
  const bookings = !ids.length
    ? []
    : await ctx.db
        .select({
          id: appointment.id,
          patientID: appointment.patientID,
          date: appointment.date,
          shift: appointment.shift,
          started,
        })
        .from(appointment)
        .innerJoin(patient, eq(patient.id, appointment.patientID))
        .where(
          and(
            eq(appointment.clinicID, clinicID),
            eq(appointment.deleted, 0),
            eq(patient.deleted, 0),
            sql`${appointment.date} between ${from}::date and ${to}::date`,
            inArray(appointment.patientID, ids),
          ),
        )
        .orderBy(asc(appointment.date), asc(appointment.shift), asc(appointment.id));

  const people = ids.length
    ? await ctx.db
        .select({
          patientID: patient.id,
          name: patient.name,
          namecode: patient.namecode,
          idType: patient.idType,
          nric: patient.nric,
          dob: patient.dob,
          gender: patient.gender,
          address: patient.address,
          phoneNo: patient.phoneNo,
          vwoSupport: patient.vwoSupport,
          socialWorker: patient.socialWorker,
          referringSource: patient.referringSource,
        })
        .from(patient)
        .where(inArray(patient.id, ids))
        .orderBy(asc(patient.name), asc(patient.id))
    : [];

  const patients = people.map((person) => {
    const own = sessions
      .filter((s) => s.patientID === person.patientID)
      .map((s) => ({
        dialysisID: s.id,
        date: s.date,
        startTime: iso(s.startTime as Date),
        endTime: s.endTime ? iso(s.endTime) : null,
        durationMinutes: sessionMinutes(s.startTime, s.endTime),
        endedByName: s.endedByName,
      }));
    const missed = bookings
      .filter(
        (b) =>
          b.patientID === person.patientID &&
          isMissedAppointment({ date: b.date, cancelled: false, sessionStarted: Boolean(b.started) }, today),
      )
      .map((b) => ({ appointmentID: b.id, date: b.date, shift: b.shift }));
    return { ...person, sessions: own, missed, totals: funderTotals(own, missed) };
  });
  return {
    clinicID,
    clinicName: centre.name,
    clinicAddress: centre.address,
    clinicPhoneNo: centre.phoneNo,
    timezone: centre.timezone,
    startDate: from,
    endDate: to,
    generatedAt: now,
    patients,
  };
}

/** listFunderReport (spec 002): the report of a centre's month, audited as a read of its patients' data. */
export async function listFunderReport(ctx: Context, input: QueryListFunderReportArgs) {
  const offset = input.timezoneOffsetMinutes;
  if (offset !== null && offset !== undefined && Math.abs(offset) > 840) {
    throw invalid('timezoneOffsetMinutes', 'Invalid time zone offset');
  }
  const report = await buildFunderReport(ctx, input);
  await auditRead(ctx, {
    action: 'listFunderReport',
    entity: 'clinic',
    entityID: report.clinicID,
    clinicID: report.clinicID,
    detail: {
      from: report.startDate,
      to: report.endDate,
      patientIDs: report.patients.map((p) => p.patientID),
    },
  });
  return report;
}
