import {
  DIALYSIS_MESSAGES,
  expectedDwDifference,
  expectedLastWeightDifference,
  fieldsWithout,
  kgFromGrams,
  offTargetGrams,
  parseSessionNumber,
  SESSION_NUMBER_FIELDS,
  SESSION_POST_FIELDS,
  SESSION_PRE_FIELDS,
  type SessionNumberField,
  sessionNumberError,
} from '@dialysis/domain';
import type { Dialysis, SessionFormInput } from './api.ts';

/**
 * The session form's values and what is sent (pure, no React). The form holds every number as the text the
 * nurse typed (weights in kg); the server applies the same rules (packages/domain rules/dialysis-session.ts).
 */

/** Pre-dialysis text fields, in the form's order: the domain's pre fields but the arrival time and machine. */
export const PRE_TEXT_FIELDS = fieldsWithout(SESSION_PRE_FIELDS, 'arriveTime', 'machineID');

/** Post-dialysis text fields (all of the domain's post fields). */
export const POST_TEXT_FIELDS = SESSION_POST_FIELDS;

export type SessionTextField = (typeof PRE_TEXT_FIELDS)[number] | (typeof POST_TEXT_FIELDS)[number] | 'notes';

/** Every field the form can show: the text fields, the arrival time and the machine. */
export type SessionField = SessionTextField | 'arriveTime' | 'machineID';

/** Weights: stored in grams, typed and shown in kg. */
export const WEIGHT_FIELDS = ['preWeight', 'lastWeight', 'dryWeight', 'postWeight', 'ufTargetStart'] as const;

export type SessionFormValues = Partial<Record<SessionTextField, string>> & {
  /** ISO instant (the form's picker converts). */
  arriveTime?: string | null;
  /** Check-out edit's corrected treatment times (ISO instants), sent by that page alone. */
  startTime?: string | null;
  endTime?: string | null;
  /** The discharge: picked at check-out (else the check-out time) or corrected at check-out edit. */
  dischargeTime?: string | null;
  machineID?: number | null;
};

/** The session form's labels (also what a check-in kept on the tablet shows of itself). */
export const SESSION_FIELD_LABELS: Record<SessionField, string> = {
  arriveTime: 'Arrive Time',
  preWeight: 'Pre Weight (kg)',
  lastWeight: 'Last Weight (kg)',
  dryWeight: 'Dry Weight (kg)',
  height: 'Height (cm)',
  preTemp: 'Pre Temp (°C)',
  preEdema: 'Pre Edema',
  preSBP: 'Pre SBP',
  preDBP: 'Pre DBP',
  preHRT: 'Pre HRT',
  preRenalin: 'Pre Renalin',
  ufTargetStart: 'UF Target (kg)',
  machineID: 'Machine',
  dialyser: 'Dialyser',
  MSA: 'MSA',
  membraneUse: 'Membrane Use',
  postWeight: 'Post Weight (kg)',
  postTemp: 'Post Temp (°C)',
  postEdema: 'Post Edema',
  postSBP: 'Post SBP',
  postDBP: 'Post DBP',
  postHRT: 'Post HRT',
  postRenalin: 'Post Renalin',
  KTVonline: 'KTV Online',
  notes: 'Additional Notes',
};

const isWeight = (field: string): boolean => (WEIGHT_FIELDS as readonly string[]).includes(field);

/** Grams as stored -> the kg text a nurse types ("64.2"). */
export function kgText(grams: number | null | undefined): string {
  if (grams === null || grams === undefined) return '';
  return String(kgFromGrams(grams));
}

/** "64.2 kg", signed when asked ("+0.4 kg", "-1.1 kg"); '-' when unknown. */
export function kgLabel(grams: number | null | undefined, signed = false): string {
  if (grams === null || grams === undefined) return '-';
  const kg = Math.round(kgFromGrams(grams) * 1000) / 1000;
  const sign = signed && kg > 0 ? '+' : '';
  return `${sign}${kg} kg`;
}

/** The form's values of a recorded session (weights in kg, other numbers as stored). */
export function valuesFromDialysis(d: Dialysis): SessionFormValues {
  const values: SessionFormValues = {
    arriveTime: d.arriveTime,
    machineID: d.machineID,
    notes: d.notes ?? '',
  };
  for (const field of [...PRE_TEXT_FIELDS, ...POST_TEXT_FIELDS]) {
    const stored = d[field];
    values[field] =
      stored === null || stored === undefined
        ? ''
        : isWeight(field)
          ? kgText(stored as number)
          : String(stored);
  }
  return values;
}

/** The text of a field as it will be sent ('' when blank). */
const text = (values: SessionFormValues, field: SessionTextField): string => (values[field] ?? '').trim();

/** Every given field with a value, as the check-in sends it (blank fields are left out). */
export function inputOf(values: SessionFormValues, fields: readonly SessionField[]): SessionFormInput {
  const input: SessionFormInput = {};
  for (const field of fields) {
    if (field === 'machineID') {
      if (values.machineID !== null && values.machineID !== undefined) input.machineID = values.machineID;
    } else if (field === 'arriveTime') {
      if (values.arriveTime) input.arriveTime = values.arriveTime;
    } else {
      const value = text(values, field);
      if (value !== '') input[field] = value;
    }
  }
  return input;
}

/** Same instant (or both empty): a picker may add seconds the stored value did not have. */
function sameTime(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return Math.floor(Date.parse(a) / 60_000) === Math.floor(Date.parse(b) / 60_000);
}

/**
 * Only the fields the nurse changed, as an update sends them: '' clears an optional field; a field that was
 * blank and stays blank is not sent. Weights compare by grams, so "62" for a stored 62000 g is no change.
 */
export function changedInput(
  initial: SessionFormValues,
  current: SessionFormValues,
  fields: readonly SessionField[],
): SessionFormInput {
  const input: SessionFormInput = {};
  for (const field of fields) {
    if (field === 'machineID') {
      if ((initial.machineID ?? null) !== (current.machineID ?? null))
        input.machineID = current.machineID ?? null;
    } else if (field === 'arriveTime') {
      if (!sameTime(initial.arriveTime, current.arriveTime) && current.arriveTime) {
        input.arriveTime = current.arriveTime;
      }
    } else {
      const before = text(initial, field);
      const after = text(current, field);
      if (before === after) continue;
      if (field in SESSION_NUMBER_FIELDS && before !== '' && after !== '') {
        const f = field as SessionNumberField;
        const a = parseSessionNumber(f, before);
        if (a !== null && a === parseSessionNumber(f, after)) continue;
      }
      input[field] = after;
    }
  }
  return input;
}

/**
 * A check-out's fields: every given field that has a value (the full check-out sends all pre and post data),
 * plus '' for one the nurse emptied.
 */
export function checkoutInput(
  initial: SessionFormValues,
  current: SessionFormValues,
  fields: readonly SessionField[],
): SessionFormInput {
  return { ...inputOf(current, fields), ...onlyCleared(changedInput(initial, current, fields)) };
}

function onlyCleared(input: SessionFormInput): SessionFormInput {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value === '')) as SessionFormInput;
}

/**
 * The form's message for a typed field: 'Required.' when a required one is blank, 'Digits only' when a number
 * breaks its rule (height a whole number of centimetres), else null.
 */
export function fieldError(
  field: SessionTextField,
  value: string | undefined,
  required: boolean,
): string | null {
  const typed = value ?? '';
  if (field in SESSION_NUMBER_FIELDS) return sessionNumberError(field as SessionNumberField, typed, required);
  if (field === 'height' && typed.trim() !== '' && !/^\d+$/.test(typed.trim()))
    return DIALYSIS_MESSAGES.digitsOnly;
  if (required && typed.trim() === '') return DIALYSIS_MESSAGES.required;
  return null;
}

/** A typed weight in grams, or null when blank or broken. */
export function gramsOf(values: SessionFormValues, field: (typeof WEIGHT_FIELDS)[number]): number | null {
  const value = text(values, field);
  return value === '' ? null : parseSessionNumber(field, value);
}

/** The read-only values of spec 000 section 5, in grams, from what the form holds now. */
export function derivedGrams(values: SessionFormValues) {
  const pre = gramsOf(values, 'preWeight');
  const uf = gramsOf(values, 'ufTargetStart');
  const dry = gramsOf(values, 'dryWeight');
  return {
    offTarget: offTargetGrams(gramsOf(values, 'postWeight'), dry),
    expectedDw: expectedDwDifference(pre, uf, dry),
    expectedLast: expectedLastWeightDifference(pre, uf, gramsOf(values, 'lastWeight')),
  };
}

/**
 * What each save sends: check-in sends the pre fields; the check-out and edit lists are the session phase
 * model's (packages/domain rules/session-phase.ts), shared with the server.
 */
export const CHECK_IN_FIELDS: readonly SessionField[] = SESSION_PRE_FIELDS;
