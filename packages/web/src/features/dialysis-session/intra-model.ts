import {
  appointmentSession,
  CARRIED_OVER_READINGS,
  type CarriedOverReading,
  INTERVAL_READINGS,
  type IntervalReading,
  isCheckoutException,
  normaliseCuf,
  sessionPhase,
  shownReading,
  storedReading,
} from '@dialysis/domain';
import type { Dayjs } from 'dayjs';
import type {
  CreateDialysisIntervalInput as CreateIntervalInput,
  PatientAppointmentFragment,
  UpdateDialysisIntervalInput as UpdateIntervalInput,
} from '../../api/generated/graphql.ts';
import { routePath } from '../../shared/routes.ts';
import type { DialysisInterval } from './api.ts';

/**
 * The intra page's pure parts (spec 000 section 2, spec 001 sections 4, 5 and 7): where today's session
 * leads, the interval form <-> submitDialysisInterval / updateDialysisInterval inputs, and Check Out.
 */

// ---------------------------------------------------------------------------------------------------------
// Today's session (/patient/:id/dialysis).

export type TodayAppointment = Pick<
  PatientAppointmentFragment,
  'id' | 'dialysisID' | 'dialysisStartTime' | 'dialysisEndTime'
>;

export type TodayTarget =
  | { kind: 'intra'; dialysisID: number }
  | { kind: 'checkIn'; appointmentID: number }
  | { kind: 'none' };

/**
 * Where today's appointments of a patient in the selected centre lead: a session in progress to the intra
 * page; else an appointment not started to check-in; else (none, or all ended) nowhere: 'No Active Diaylsis
 * Session'. A patient booked twice in a day (two sessions) goes to the one that is running, else the first
 * one still to start.
 */
export function todayTarget(appointments: readonly TodayAppointment[]): TodayTarget {
  const phase = (a: TodayAppointment) => sessionPhase(appointmentSession(a));
  const running = appointments.find((a) => phase(a) === 'running' && a.dialysisID);
  if (running) return { kind: 'intra', dialysisID: running.dialysisID as number };
  const waiting = appointments.find((a) => phase(a) === 'booked');
  if (waiting) return { kind: 'checkIn', appointmentID: waiting.id };
  return { kind: 'none' };
}

/** Check Out from the intra page: the path and the navigation state the check-out page requires. */
export function checkoutNavigation(patientID: number, dialysisID: number, intervalCount: number) {
  return {
    path: routePath('patientDialysisCheckOut', { id: patientID, dialysisId: dialysisID }),
    state: { checkoutException: isCheckoutException(intervalCount) },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Interval form.

export type ReadingValues = Record<IntervalReading, string>;

export interface MedicationRow {
  medication?: string;
  dose?: string;
  route?: string;
  freq?: string;
  givenBy?: string;
  witnessedBy?: string;
}

export type IntervalFormValues = ReadingValues & {
  /** When the reading was measured, as the time picker holds it (the centre's wall clock); none = now. */
  timestamp?: Dayjs | null;
  note?: string;
  symptoms?: number[];
  medications?: MedicationRow[];
};

export const READING_LABELS: Record<IntervalReading, string> = {
  SBP: 'SBP',
  DBP: 'DBP',
  HR: 'HR',
  QB: 'QB',
  AP: 'AP',
  VP: 'VP',
  tmp: 'TMP',
  UFR: 'UFR (L)',
  cUF: 'cUF (L)',
  DFLOW: 'DFLOW',
  CDT: 'CDT',
  temp: 'Temp (°C)',
  hepRate: 'Hep Rate',
};

/** Symptom ids of a reading (stored as a JSON list); anything unreadable counts as none. */
export function symptomIds(json: string | null | undefined): number[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Symptom names of a reading, in the reading's order; an id no longer listed shows as its number. */
export function symptomNames(json: string | null | undefined, names: ReadonlyMap<number, string>): string {
  return symptomIds(json)
    .map((id) => names.get(id) ?? `#${id}`)
    .join(', ');
}

export type IntervalMedicationInput = Required<MedicationRow>;

/**
 * The machine settings the next reading starts from (domain CARRIED_OVER_READINGS), as the form shows them
 * (litres for UFR): the previous reading's; none before the first reading, or where it had no value.
 */
export function carriedValues(
  previous: DialysisInterval | null | undefined,
): Partial<Record<CarriedOverReading, string>> {
  if (!previous) return {};
  const values: Partial<Record<CarriedOverReading, string>> = {};
  for (const reading of CARRIED_OVER_READINGS) {
    const shown = shownReading(reading, previous[reading]);
    if (shown !== '') values[reading] = shown;
  }
  return values;
}

/**
 * The session a reading is for: its id, or, while it is provisional (a check-in kept on this tablet, not sent
 * yet), the provisional id its check-in gave it; the server knows the session by both (issue 31).
 */
export type ReadingTarget = { dialysisID: number } | { sessionKey: string };

/**
 * The form -> submitDialysisInterval's inputs: readings stored as the server keeps them (cUF and UFR typed in
 * litres, x1000), an empty note and no symptoms left out (the spec drops null values), medication rows
 * trimmed, the measured time (`timestamp`, an instant) when the nurse picked one (else the server's now). Every
 * reading is sent, the carried-over settings too: what the nurse saw is what is stored. Call after validation.
 */
export function intervalSubmission(
  session: ReadingTarget,
  values: IntervalFormValues,
  timestamp?: string | null,
): { create: CreateIntervalInput; medications: IntervalMedicationInput[] } {
  const create: CreateIntervalInput =
    'sessionKey' in session ? { dialysisKey: session.sessionKey } : { dialysisID: session.dialysisID };
  if (timestamp) create.timestamp = timestamp;
  for (const reading of INTERVAL_READINGS) {
    const stored = storedReading(reading, values[reading] ?? '');
    if (stored !== null) create[reading] = stored;
  }
  const note = values.note?.trim();
  if (note) create.note = note;
  if (values.symptoms?.length) create.symptoms = JSON.stringify(values.symptoms);
  const medications = (values.medications ?? []).map((row) => ({
    medication: (row.medication ?? '').trim(),
    dose: (row.dose ?? '').trim(),
    route: (row.route ?? '').trim(),
    freq: (row.freq ?? '').trim(),
    givenBy: row.givenBy ?? '',
    witnessedBy: row.witnessedBy ?? '',
  }));
  return { create, medications };
}

// ---------------------------------------------------------------------------------------------------------
// Edit dialog.

export type EditValues = ReadingValues & { note: string; symptoms: number[]; timestamp?: Dayjs | null };

/** A recorded reading as the edit dialog shows it (cUF and UFR in litres; the time as the dialog's picker holds it). */
export function editValues(interval: DialysisInterval, timestamp?: Dayjs | null): EditValues {
  const readings = Object.fromEntries(
    INTERVAL_READINGS.map((reading) => [reading, shownReading(reading, interval[reading])]),
  ) as ReadingValues;
  return { ...readings, note: interval.note ?? '', symptoms: symptomIds(interval.symptoms), timestamp };
}

/**
 * The dialog -> updateDialysisInterval's input: only the fields changed from what was loaded, typed (cUF and
 * UFR in litres, a leading '.' of cUF completed), with the version the dialog was opened on. An emptied field
 * is sent as '' (cleared). A time moved to another minute is sent as the instant `instantOf` makes of it.
 */
export function intervalUpdate(
  interval: DialysisInterval,
  values: EditValues,
  instantOf: (picked: Dayjs) => string | null = () => null,
): UpdateIntervalInput {
  const before = editValues(interval);
  const update: UpdateIntervalInput = { id: interval.id, updatedOn: interval.updatedOn };
  for (const reading of INTERVAL_READINGS) {
    const raw = (values[reading] ?? '').trim();
    const typed = reading === 'cUF' ? normaliseCuf(raw) : raw;
    if (typed !== before[reading] && Number(typed) !== Number(before[reading] || Number.NaN)) {
      update[reading] = typed;
    }
  }
  const note = (values.note ?? '').trim();
  if (note !== before.note.trim()) update.note = note;
  const symptoms = values.symptoms ?? [];
  if (JSON.stringify(symptoms) !== JSON.stringify(before.symptoms))
    update.symptoms = JSON.stringify(symptoms);
  const at = values.timestamp ? instantOf(values.timestamp) : null;
  const minute = (iso: string) => Math.floor(new Date(iso).getTime() / 60_000);
  if (at && minute(at) !== minute(interval.timestamp)) update.timestamp = at;
  return update;
}

/** Whether the update changes anything (the dialog saves nothing otherwise). */
export function changesSomething(update: UpdateIntervalInput): boolean {
  return Object.keys(update).some((key) => key !== 'id' && key !== 'updatedOn');
}
