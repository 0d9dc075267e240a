import { addMonths, DATE_MESSAGES, isRealDate } from '../dates.ts';

/**
 * Machine audits ("machine status", spec 002 sections 3, 4, 5 and 9): the status values, the actions a user
 * may request, and the date rules. Pure: dates are YYYY-MM-DD strings and "today" is the centre's local date,
 * decided by the caller (the server, in the centre's time zone).
 */

export const MACHINE_STATUSES = [
  'EXPIRED',
  'TO_SCHEDULE',
  'SCHEDULED',
  'PENDING_SIGNATURE',
  'PASS',
  'INACTIVE',
] as const;
export type MachineStatusValue = (typeof MACHINE_STATUSES)[number];

/** The `state` of updateMachineStatus: what the user asks for. */
export const MACHINE_STATUS_ACTIONS = ['SCHEDULE', 'PASS_AUDIT', 'APPROVE'] as const;
export type MachineStatusAction = (typeof MACHINE_STATUS_ACTIONS)[number];

/** Listing order (spec 002 section 9). INACTIVE items are past audit cycles kept as history, never listed. */
export const MACHINE_STATUS_ORDER = [
  'EXPIRED',
  'TO_SCHEDULE',
  'SCHEDULED',
  'PENDING_SIGNATURE',
  'PASS',
] as const;

export const MACHINE_STATUS_LABELS: Record<MachineStatusValue, string> = {
  EXPIRED: 'Expired',
  TO_SCHEDULE: 'To Schedule',
  SCHEDULED: 'Scheduled',
  PENDING_SIGNATURE: 'Pending Signature',
  PASS: 'Pass',
  INACTIVE: 'Inactive',
};

/** TO_SCHEDULE begins this many months before expiry (spec 002 section 9). */
export const TO_SCHEDULE_MONTHS = 3;
export const REMARKS_MAX_LENGTH = 1000;

/**
 * Messages. 'Required.' and the next-audit message are the spec's (section 5); the spec gives no text for
 * the others, so these say plainly what to fix.
 */
export const MACHINE_STATUS_MESSAGES = {
  required: 'Required.',
  nextAuditAfterExpiry: 'The next audit date cannot be after expiry date.',
  expiryInPast: 'The expiry date cannot be in the past.',
  invalidDate: DATE_MESSAGES.invalidDate,
  remarksTooLong: `Remarks cannot be longer than ${REMARKS_MAX_LENGTH} characters.`,
  documentRequired: 'Attach the audit document.',
  expiryLocked: 'The expiry date of an expired item cannot be changed; schedule its audit instead.',
  newExpiryRequired: 'Enter the new expiry date.',
} as const;

const REFUSED: Record<MachineStatusAction, string> = {
  SCHEDULE: 'Only an item that is To Schedule or Expired can be scheduled.',
  PASS_AUDIT: 'Only a Scheduled item can pass its audit.',
  APPROVE: 'Only an item pending signature can be signed.',
};

/** The one transition each action makes (spec 002 section 4). */
const TRANSITIONS: Record<
  MachineStatusAction,
  { from: readonly MachineStatusValue[]; to: MachineStatusValue }
> = {
  SCHEDULE: { from: ['TO_SCHEDULE', 'EXPIRED'], to: 'SCHEDULED' },
  PASS_AUDIT: { from: ['SCHEDULED'], to: 'PENDING_SIGNATURE' },
  APPROVE: { from: ['PENDING_SIGNATURE'], to: 'PASS' },
};

/** The action a user can take on an item in this status (Update Status or Sign), or null. */
export function actionFor(status: MachineStatusValue): MachineStatusAction | null {
  for (const action of MACHINE_STATUS_ACTIONS) {
    if (TRANSITIONS[action].from.includes(status)) return action;
  }
  return null;
}

/** The status an action leads to from `status`, or the refusal message when it may not be taken. */
export function transition(
  status: MachineStatusValue,
  action: MachineStatusAction,
): { ok: true; status: MachineStatusValue } | { ok: false; message: string } {
  const rule = TRANSITIONS[action];
  return rule.from.includes(status) ? { ok: true, status: rule.to } : { ok: false, message: REFUSED[action] };
}

// ---- dates (calendar arithmetic and the one date parser: ../dates.ts) ----------------------------------

/** The first day an item is TO_SCHEDULE: three months before its expiry date. */
export function toScheduleFrom(expiryDate: string): string {
  return addMonths(expiryDate, -TO_SCHEDULE_MONTHS);
}

/**
 * What the dates alone say: EXPIRED from the expiry day on, TO_SCHEDULE from three months before it, PASS
 * before that. Used for a new item and for an item just signed with its new expiry date.
 */
export function statusForDates(expiryDate: string, today: string): 'EXPIRED' | 'TO_SCHEDULE' | 'PASS' {
  if (expiryDate <= today) return 'EXPIRED';
  if (toScheduleFrom(expiryDate) <= today) return 'TO_SCHEDULE';
  return 'PASS';
}

/**
 * The server's automatic change (the scheduled job), or null when none is due.
 * - An item last changed before its expiry day becomes EXPIRED on that day, whatever stage its audit is in:
 *   the audit did not complete in time. An item changed on or after its expiry day was already expired and
 *   then scheduled by a user (its expiry date cannot change while EXPIRED), so it is left alone; comparing
 *   with the last change is what keeps the job from undoing that scheduling.
 * - A PASS item becomes TO_SCHEDULE three months before expiry. Items already in an audit (SCHEDULED,
 *   PENDING_SIGNATURE) keep their stage until then.
 */
export function automaticStatus(
  item: { status: MachineStatusValue; expiryDate: string; lastChangedOn: string },
  today: string,
): 'EXPIRED' | 'TO_SCHEDULE' | null {
  if (item.status === 'EXPIRED' || item.status === 'INACTIVE') return null;
  if (item.expiryDate <= today && item.lastChangedOn < item.expiryDate) return 'EXPIRED';
  if (item.status === 'PASS' && toScheduleFrom(item.expiryDate) <= today && today < item.expiryDate) {
    return 'TO_SCHEDULE';
  }
  return null;
}

// ---- validation --------------------------------------------------------------------------------------

export type MachineStatusField =
  | 'machineID'
  | 'name'
  | 'expiryDate'
  | 'nextAudit'
  | 'remarks'
  | 'key'
  | 'state';

export interface FieldError {
  field: MachineStatusField;
  message: string;
}

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

function dateError(field: MachineStatusField, value: string | null | undefined): FieldError | null {
  if (blank(value)) return null;
  return isRealDate(value) ? null : { field, message: MACHINE_STATUS_MESSAGES.invalidDate };
}

function remarksError(remarks: string | null | undefined): FieldError | null {
  return remarks && remarks.length > REMARKS_MAX_LENGTH
    ? { field: 'remarks', message: MACHINE_STATUS_MESSAGES.remarksTooLong }
    : null;
}

/**
 * Add Status (spec 002 section 5): machine, test case and expiry date required; the expiry date not in the
 * past; a next audit date, when given, before the expiry date; remarks at most 1000 characters.
 */
export function validateCreate(
  input: {
    machineID?: number | null;
    name?: string | null;
    expiryDate?: string | null;
    nextAudit?: string | null;
    remarks?: string | null;
  },
  today: string,
): FieldError | null {
  const { required, expiryInPast, nextAuditAfterExpiry } = MACHINE_STATUS_MESSAGES;
  if (input.machineID === null || input.machineID === undefined)
    return { field: 'machineID', message: required };
  if (blank(input.name)) return { field: 'name', message: required };
  if (blank(input.expiryDate)) return { field: 'expiryDate', message: required };
  const invalid = dateError('expiryDate', input.expiryDate) ?? dateError('nextAudit', input.nextAudit);
  if (invalid) return invalid;
  if (input.expiryDate < today) return { field: 'expiryDate', message: expiryInPast };
  if (!blank(input.nextAudit) && input.nextAudit >= input.expiryDate) {
    return { field: 'nextAudit', message: nextAuditAfterExpiry };
  }
  return remarksError(input.remarks);
}

export interface MachineStatusUpdate {
  nextAudit?: string | null;
  expiryDate?: string | null;
  remarks?: string | null;
  key?: string | null;
}

/**
 * Update Status and Sign (spec 002 section 5), for an action the item's status allows:
 * - SCHEDULE needs a next audit date, not after the expiry date except for an item already past its expiry
 *   date (EXPIRED, or scheduled after expiring), whose expiry date cannot be changed.
 * - PASS_AUDIT needs the audit document attached with this update.
 * - APPROVE needs the new expiry date that the signed audit gives the machine (not in the past).
 * A changed expiry date is never in the past; remarks at most 1000 characters.
 */
export function validateUpdate(
  item: { status: MachineStatusValue; expiryDate: string },
  action: MachineStatusAction,
  update: MachineStatusUpdate,
  today: string,
): FieldError | null {
  const { required, expiryInPast, nextAuditAfterExpiry, expiryLocked } = MACHINE_STATUS_MESSAGES;
  const invalid = dateError('expiryDate', update.expiryDate) ?? dateError('nextAudit', update.nextAudit);
  if (invalid) return invalid;
  const newExpiry = blank(update.expiryDate) ? null : update.expiryDate;
  const changesExpiry = newExpiry !== null && newExpiry !== item.expiryDate;
  if (action === 'APPROVE') {
    if (newExpiry === null)
      return { field: 'expiryDate', message: MACHINE_STATUS_MESSAGES.newExpiryRequired };
    if (newExpiry < today) return { field: 'expiryDate', message: expiryInPast };
    return remarksError(update.remarks);
  }
  // An item past its expiry date (EXPIRED, or scheduled since) keeps that date until a signed audit gives
  // it a new one, and its next audit naturally comes after it.
  const lapsed = item.status === 'EXPIRED' || item.expiryDate <= today;
  if (changesExpiry && lapsed) return { field: 'expiryDate', message: expiryLocked };
  if (changesExpiry && newExpiry < today) return { field: 'expiryDate', message: expiryInPast };
  const expiry = newExpiry ?? item.expiryDate;
  if (action === 'SCHEDULE' && blank(update.nextAudit)) return { field: 'nextAudit', message: required };
  if (!blank(update.nextAudit) && update.nextAudit > expiry && !lapsed) {
    return { field: 'nextAudit', message: nextAuditAfterExpiry };
  }
  if (action === 'PASS_AUDIT' && blank(update.key)) {
    return { field: 'key', message: MACHINE_STATUS_MESSAGES.documentRequired };
  }
  return remarksError(update.remarks);
}
