import { CARRIED_OVER_READINGS, INTERVAL_READINGS } from '@dialysis/domain';
import { centreTime } from '../../lib/clock.ts';
import { type IntervalFormValues, READING_LABELS } from './intra-model.ts';
import { SESSION_FIELD_LABELS, type SessionField, type SessionFormValues } from './session-form-values.ts';

/** A queued reading as the nurse typed it, label and text, for the waiting list and its problem (Copy). */
export function shownReading(
  values: IntervalFormValues,
  measured: string,
  timeZone: string | undefined,
  symptoms: readonly { value: number; label: string }[],
): [string, string][] {
  const shown: [string, string][] = [['Time', centreTime(measured, 'HH:mm', timeZone)]];
  for (const reading of INTERVAL_READINGS)
    shown.push([READING_LABELS[reading], (values[reading] ?? '').trim()]);
  if (values.symptoms?.length) {
    const names = new Map(symptoms.map((s) => [s.value, s.label]));
    shown.push(['Symptoms', values.symptoms.map((id) => names.get(id) ?? `#${id}`).join(', ')]);
  }
  const note = values.note?.trim();
  if (note) shown.push(['Note', note]);
  for (const row of values.medications ?? []) {
    shown.push([
      'Medication Given',
      [row.medication, row.dose, row.route, row.freq].filter(Boolean).join(' '),
    ]);
  }
  return shown;
}

/** The form's values IndexedDB can keep (the time picker's Dayjs is left out: Re-enter starts at now). */
export function storableValues(values: IntervalFormValues): Record<string, unknown> {
  const { timestamp: _time, ...rest } = values;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

/** The next reading after one kept offline starts from its machine settings, as after a sent one. */
export function carriedFromForm(values: IntervalFormValues): Partial<IntervalFormValues> {
  const carried: Partial<IntervalFormValues> = {};
  for (const reading of CARRIED_OVER_READINGS) {
    const value = (values[reading] ?? '').trim();
    if (value) carried[reading] = value;
  }
  return carried;
}

/**
 * The session's reading count and last reading time with the readings kept on this tablet (waiting to send,
 * not the refused ones): the countdown and the check-out's exception go on from what the nurse entered.
 */
export function withQueuedReadings(
  sentCount: number,
  lastSent: string | null | undefined,
  writes: readonly { kind: string; status: string; enteredAt: string }[],
): { count: number; waiting: number; lastReading: Date | null } {
  const queued = writes.filter((w) => w.kind === 'reading' && w.status === 'waiting');
  const times = [lastSent, ...queued.map((w) => w.enteredAt)]
    .filter((t): t is string => Boolean(t))
    .map((t) => new Date(t).getTime());
  return {
    count: sentCount + queued.length,
    waiting: queued.length,
    lastReading: times.length ? new Date(Math.max(...times)) : null,
  };
}

const CHECKOUT_LABELS: Record<string, string> = {
  postWeight: 'Post Weight',
  postTemp: 'Post Temp',
  postEdema: 'Post Edema',
  postSBP: 'Post SBP',
  postDBP: 'Post DBP',
  postHRT: 'Post HR',
  KTVonline: 'KT/V Online',
  dialyser: 'Dialyser',
  notes: 'Additional Notes',
  dischargeTime: 'Discharge Time',
};

/** A kept check-out as shown in the waiting list: the post data and notes it carries, as typed. */
export function checkoutShown(checkout: Record<string, unknown>): [string, string][] {
  return Object.entries(CHECKOUT_LABELS)
    .filter(([field]) => checkout[field] !== undefined && checkout[field] !== null && checkout[field] !== '')
    .map(([field, label]) => [label, String(checkout[field])]);
}

/**
 * The newest reading kept on this tablet and waiting, when it was measured after the last one the server has:
 * the next reading starts from its machine settings (after a reload too).
 */
export function newestKeptReading<
  W extends { kind: string; status: string; enteredAt: string; formValues?: unknown },
>(
  writes: readonly W[],
  lastSent: string | null | undefined,
): (W & { formValues: Record<string, unknown> }) | null {
  let newest: W | null = null;
  for (const write of writes) {
    if (write.kind !== 'reading' || write.status !== 'waiting' || !write.formValues) continue;
    if (!newest || Date.parse(write.enteredAt) > Date.parse(newest.enteredAt)) newest = write;
  }
  if (!newest || (lastSent && Date.parse(lastSent) >= Date.parse(newest.enteredAt))) return null;
  return newest as W & { formValues: Record<string, unknown> };
}

/**
 * A check-in kept on this tablet as shown in the waiting list and copied: its fields as typed, in the form's
 * order and words (the machine by name, the arrival as a time of day).
 */
export function checkInShown(
  values: SessionFormValues,
  fields: readonly SessionField[],
  machines: readonly { id: number; name: string }[],
  timeZone: string | undefined,
): [string, string][] {
  const shown: [string, string][] = [];
  for (const field of fields) {
    const label = SESSION_FIELD_LABELS[field];
    if (field === 'machineID') {
      const id = values.machineID;
      if (id !== null && id !== undefined)
        shown.push([label, machines.find((m) => m.id === id)?.name ?? `#${id}`]);
    } else if (field === 'arriveTime') {
      if (values.arriveTime) shown.push([label, centreTime(values.arriveTime, 'HH:mm', timeZone)]);
    } else {
      const value = (values[field] ?? '').trim();
      if (value) shown.push([label, value]);
    }
  }
  return shown;
}
