import {
  fieldsWithout,
  DIALYSIS_MESSAGES as M,
  SESSION_CLOSE_HOURS,
  SESSION_POST_FIELDS,
  SESSION_PRE_FIELDS,
} from './dialysis-session.ts';

/**
 * The one model of where an appointment's dialysis session stands (spec 000 sections 2, 4 and 5), asked by the
 * server's writes and reads, the web's session pages, the dashboard card and the appointment calendar, so none
 * of them derives it from the times by hand. After Renalware's open and closed sessions, kept as data:
 *
 *   booked   no session has started (none yet, or a row without a start)    check-in; cancel
 *   running  started, not ended ("Checked In", "In Progress")               check-in edit, intra page, check-out
 *   ended    checked out, less than SESSION_CLOSE_HOURS ago ("Completed")   check-out edit
 *   closed   checked out SESSION_CLOSE_HOURS or more ago ("Completed")      check-out edit only (audited)
 *
 * The times decide: the server writes startedBy with startTime and endedBy with endTime in one statement, so
 * the spec's "startedBy set" and "endedBy set" are the same moments. SQL that must pick sessions by phase says
 * the same through packages/server/src/modules/dialysis/phase.ts.
 */
export type SessionPhase = 'booked' | 'running' | 'ended' | 'closed';

/** Every field the session form carries (pre, post, and the two that are neither). */
export type SessionFormField = (typeof SESSION_PRE_FIELDS)[number] | (typeof SESSION_POST_FIELDS)[number];
export type SessionField = SessionFormField | 'dischargeTime' | 'notes';

/** What the phase is read from: a session row or its API shape (null or undefined: no session yet). */
export interface SessionProgress {
  startTime?: Date | string | null;
  endTime?: Date | string | null;
}

const HOUR_MS = 3_600_000;
const ms = (instant: Date | string | number) =>
  typeof instant === 'number' ? instant : new Date(instant).getTime();

/**
 * When a checked-out session closes: SESSION_CLOSE_HOURS after its recorded end (a corrected end moves it).
 * Null while it has not ended.
 */
export function sessionClosesAt(session: SessionProgress | null | undefined): Date | null {
  if (!session?.startTime || !session.endTime) return null;
  return new Date(ms(session.endTime) + SESSION_CLOSE_HOURS * HOUR_MS);
}

/**
 * The phase of a session (or of none: booked). `now` decides whether an ended session is closed: closed from
 * exactly SESSION_CLOSE_HOURS after the end. Without `now` an ended session answers 'ended': for what only
 * needs started or ended (the card's and the calendar's words); every write check passes the clock.
 */
export function sessionPhase(session: SessionProgress | null | undefined, now?: Date | number): SessionPhase {
  if (!session?.startTime) return 'booked';
  if (!session.endTime) return 'running';
  const closesAt = sessionClosesAt(session);
  return now !== undefined && closesAt !== null && ms(now) >= closesAt.getTime() ? 'closed' : 'ended';
}

/** An appointment detail's session times (the spec's dialysisStartTime and dialysisEndTime) as the model reads them. */
export function appointmentSession(appointment: {
  dialysisStartTime?: string | null;
  dialysisEndTime?: string | null;
}): SessionProgress {
  return { startTime: appointment.dialysisStartTime, endTime: appointment.dialysisEndTime };
}

/** Checked out, closed or not. */
export const hasEnded = (phase: SessionPhase): boolean => phase === 'ended' || phase === 'closed';

/**
 * The writes that change an appointment's session (or, for check-in and cancel, the appointment), by the
 * server's mutation: cancel (updateAppointment deleted=1), checkIn (startDialysis), edit (updateDialysis while
 * running: check-in edit and the intra page's Update), reading (submitDialysisInterval), checkout
 * (checkoutDialysis), medication (createMedicationAdministered given in the session), checkoutEdit
 * (updateDialysis once ended: the check-out edit page) and readingCorrection (updateDialysisInterval, a Medical
 * Director's correction on the intra or check-out edit page).
 */
export type SessionWrite =
  | 'cancel'
  | 'checkIn'
  | 'edit'
  | 'reading'
  | 'checkout'
  | 'medication'
  | 'checkoutEdit'
  | 'readingCorrection';

/**
 * Which writes each phase takes. A closed session keeps only the audited edits: check-out edit (its audit names
 * every field, and each changed time's old and new value) and a Medical Director's correction of a reading (its
 * audit keeps each old and new value); the value history keeps every change of both.
 */
export const SESSION_WRITES: Record<SessionPhase, readonly SessionWrite[]> = {
  booked: ['cancel', 'checkIn', 'medication'],
  running: ['edit', 'reading', 'readingCorrection', 'checkout', 'medication'],
  ended: ['checkoutEdit', 'readingCorrection', 'medication'],
  closed: ['checkoutEdit', 'readingCorrection'],
};

export function allowsWrite(phase: SessionPhase, write: SessionWrite): boolean {
  return SESSION_WRITES[phase].includes(write);
}

/** The spec's refusal of a cancel once the session has started (APPOINTMENT_MESSAGES.alreadyStarted). */
export const CANCEL_REFUSED = 'Session has already started/ended, cannot be cancelled.';

/** A refused write's stable code and message (the server's appError). */
export interface SessionWriteRefusal {
  code: 'CONFLICT' | 'SESSION_CLOSED';
  message: string;
}

/**
 * Why `write` is refused in `phase`, or null when it is taken. Check-in and cancel of a started appointment keep
 * the spec's messages ('Dialysis already started.', 'Session has already started/ended, cannot be cancelled.');
 * a closed session answers SESSION_CLOSED for every other write it no longer takes; the rest keep theirs: a
 * reading outside a running session 'No Active Diaylsis Session', another write to one not started 'This dialysis
 * session has not started.', a second check-out 'This dialysis session has already been checked out.'.
 */
export function sessionWriteRefusal(phase: SessionPhase, write: SessionWrite): SessionWriteRefusal | null {
  if (allowsWrite(phase, write)) return null;
  if (write === 'checkIn') return { code: 'CONFLICT', message: M.alreadyStarted };
  if (write === 'cancel') return { code: 'CONFLICT', message: CANCEL_REFUSED };
  if (phase === 'closed') return { code: 'SESSION_CLOSED', message: M.sessionClosed };
  if (write === 'reading') return { code: 'CONFLICT', message: M.noActiveSession };
  if (phase === 'booked') return { code: 'CONFLICT', message: M.notStarted };
  if (phase === 'ended') return { code: 'CONFLICT', message: M.alreadyEnded };
  return { code: 'CONFLICT', message: M.update };
}

/** The appointment calendar's words for the phase (spec 000 sections 2 and 4). */
export type AppointmentState = 'Booked' | 'In Progress' | 'Completed';

export const APPOINTMENT_STATES: Record<SessionPhase, AppointmentState> = {
  booked: 'Booked',
  running: 'In Progress',
  ended: 'Completed',
  closed: 'Completed',
};

/** Booked, then started (In Progress), then ended (Completed): spec 000 section 4. */
export function appointmentState(session: SessionProgress | null | undefined): AppointmentState {
  return APPOINTMENT_STATES[sessionPhase(session)];
}

/** Cancel (deleted = 1) only while the session has neither started nor ended (the calendar reads the words). */
export function canCancelAppointment(state: AppointmentState): boolean {
  const phases = Object.keys(APPOINTMENT_STATES) as SessionPhase[];
  return phases.some((phase) => APPOINTMENT_STATES[phase] === state && allowsWrite(phase, 'cancel'));
}

/** The dashboard card's words for the phase: waiting for check-in, checked in, checked out. */
export type CardState = 'waiting' | 'checked-in' | 'checked-out';

const CARD_STATES: Record<SessionPhase, CardState> = {
  booked: 'waiting',
  running: 'checked-in',
  ended: 'checked-out',
  closed: 'checked-out',
};

export function cardState(session: SessionProgress | null | undefined): CardState {
  return CARD_STATES[sessionPhase(session)];
}

/**
 * The fields of a dialysis session that decide what its dashboard card shows: its times and the form fields
 * the completeness rules read (CHECK_IN_REQUIRED, CHECK_OUT_EXPECTED, editAction).
 */
export type DialysisCardFields = Partial<Record<SessionFormField, unknown>> & {
  startTime?: string | null;
  endTime?: string | null;
  endedBy?: string | null;
};

/**
 * The check-in fields: required on check-in and every page before check-out edit (spec 000 section 5: "pre
 * weight, temperature, edema, SBP, DBP, HRT, dry weight, UF target, machine, dialyser, MSA and membrane use
 * are required except on check-out edit"). The dashboard's "check-in fields are complete" is the same list,
 * membrane use included (the card used to leave it out: settled here against the spec).
 */
export const CHECK_IN_REQUIRED = [
  'preWeight',
  'preTemp',
  'preEdema',
  'preSBP',
  'preDBP',
  'preHRT',
  'dryWeight',
  'ufTargetStart',
  'machineID',
  'dialyser',
  'MSA',
  'membraneUse',
] as const satisfies readonly SessionFormField[];

/**
 * The post fields a finished check-out has: the simple check-out's data (spec 000 section 7: postWeight,
 * postTemp, postEdema, postSBP, postDBP, postHRT, KTVonline). The dashboard's "post fields are complete" is this
 * list, post edema included (the card used to leave it out: settled here against the spec). Post renalin is a
 * drug given only sometimes, so it never makes a check-out incomplete.
 */
export const CHECK_OUT_EXPECTED = fieldsWithout(SESSION_POST_FIELDS, 'postRenalin');

/**
 * Simple check-out (updateDialysis in the spec; checkoutDialysis mode SIMPLE here): the post data, the
 * dialyser and the notes; the server sets the end time and who ended it.
 */
export const SIMPLE_CHECKOUT_FIELDS = [...SESSION_POST_FIELDS, 'dialyser', 'notes'] as const;

/** Pre data that only the full check-out saves: a change to one of them rules the simple check-out out. */
export const FULL_ONLY_FIELDS = fieldsWithout(SESSION_PRE_FIELDS, 'arriveTime', 'dialyser');

/**
 * Full check-out: "all pre and post data" and notes (spec 000 section 5). The arrival time is the check-in's
 * (CheckoutDialysisInput has none).
 */
export const FULL_CHECKOUT_FIELDS = [
  ...fieldsWithout(SESSION_PRE_FIELDS, 'arriveTime'),
  ...SESSION_POST_FIELDS,
  'notes',
] as const;

/** Check-out edit sends what an ended session may still change: the post data, dialyser and notes. */
export const CHECKOUT_EDIT_FIELDS = SIMPLE_CHECKOUT_FIELDS;

/**
 * What an edit of a started session may carry (check-in edit, intra page, check-out edit). The start, end and
 * discharge times are not among them: check-out edit corrects them with their own rules (treatment-times.ts).
 */
export const EDIT_FIELDS = [...SESSION_PRE_FIELDS, ...SESSION_POST_FIELDS, 'notes'] as const;

/** The pages of a session, each with its phases and its form's rules. */
export type SessionPage = 'checkin' | 'checkinEdit' | 'intra' | 'checkout' | 'checkoutEdit';

export interface SessionPageRules {
  /** The phases a session must be in for this page (another phase opens the page that fits, or reads only). */
  phases: readonly SessionPhase[];
  /** Fields that must be filled to save. */
  required: readonly SessionFormField[];
  /** Fields shown but not editable (the server refuses a change to them in this phase). */
  locked: readonly SessionFormField[];
  /** Whether the post-dialysis card is shown. */
  post: boolean;
}

/** While running, the intra page leaves the post fields and the dialyser alone (spec 000 section 2). */
export const RUNNING_LOCKED = [
  ...SESSION_POST_FIELDS,
  'dialyser',
] as const satisfies readonly SessionFormField[];

/** Once ended, the pre fields and the machine, MSA and membrane are locked; the dialyser is not (section 2). */
export const ENDED_LOCKED = fieldsWithout(SESSION_PRE_FIELDS, 'dialyser');

export const SESSION_PAGES: Record<SessionPage, SessionPageRules> = {
  checkin: { phases: ['booked'], required: CHECK_IN_REQUIRED, locked: [], post: false },
  checkinEdit: { phases: ['running'], required: CHECK_IN_REQUIRED, locked: [], post: false },
  intra: { phases: ['running'], required: CHECK_IN_REQUIRED, locked: RUNNING_LOCKED, post: true },
  checkout: { phases: ['running'], required: CHECK_IN_REQUIRED, locked: [], post: true },
  checkoutEdit: { phases: ['ended', 'closed'], required: [], locked: ENDED_LOCKED, post: true },
};

/**
 * Fields an edit may not change in this phase: once ended, the ENDED_LOCKED ones; while running, an edit
 * (not a check-out, which writes the post data) may not change the post fields or the dialyser.
 */
export function lockedFields(phase: SessionPhase, write: 'edit' | 'checkout'): readonly SessionFormField[] {
  if (hasEnded(phase)) return ENDED_LOCKED;
  if (phase === 'running' && write === 'edit') return RUNNING_LOCKED;
  return [];
}

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

type SessionValues = Partial<Record<SessionFormField, unknown>>;

export function checkInComplete(session: SessionValues): boolean {
  return CHECK_IN_REQUIRED.every((field) => present(session[field]));
}

export function checkOutComplete(session: SessionValues): boolean {
  return CHECK_OUT_EXPECTED.every((field) => present(session[field]));
}

/**
 * The dashboard card's edit button (spec 000 section 4): 'Update Check In' while the check-in fields are
 * incomplete; 'Update Check Out' when they are complete and either the post fields are incomplete or the
 * session has not ended.
 */
export function editAction(
  session: (SessionValues & SessionProgress) | null | undefined,
): 'Update Check In' | 'Update Check Out' | null {
  const phase = sessionPhase(session);
  if (phase === 'booked' || !session) return null;
  if (!checkInComplete(session)) return 'Update Check In';
  if (!checkOutComplete(session) || !hasEnded(phase)) return 'Update Check Out';
  return null;
}
