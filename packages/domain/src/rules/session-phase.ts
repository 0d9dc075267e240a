import { fieldsWithout, SESSION_POST_FIELDS, SESSION_PRE_FIELDS } from './dialysis-session.ts';

/**
 * One model of a dialysis session's phases (spec 000 sections 2 and 5), read by the server's save rules, the
 * web's session form and the dashboard card, so the three never disagree. After Renalware's open and closed
 * session classes, kept as data:
 *
 *   arrived  the patient is booked today and no session has started      check-in page
 *   running  started, not ended                                          check-in edit, intra page, check-out
 *   ended    ended (endTime set)                                         check-out edit
 */
export type SessionPhase = 'arrived' | 'running' | 'ended';

/** Every field the session form carries (pre, post, and the two that are neither). */
export type SessionFormField = (typeof SESSION_PRE_FIELDS)[number] | (typeof SESSION_POST_FIELDS)[number];
export type SessionField = SessionFormField | 'dischargeTime' | 'notes';

/** The phase of a session row (or of no session at all: arrived). */
export function sessionPhase(
  session: { startTime?: Date | string | null; endTime?: Date | string | null } | null | undefined,
): SessionPhase {
  if (!session?.startTime) return 'arrived';
  return session.endTime ? 'ended' : 'running';
}

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

/** The pages of a session, each with its phase and its form's rules. */
export type SessionPage = 'checkin' | 'checkinEdit' | 'intra' | 'checkout' | 'checkoutEdit';

export interface SessionPageRules {
  /** The phase a session must be in for this page. */
  phase: SessionPhase;
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
  checkin: { phase: 'arrived', required: CHECK_IN_REQUIRED, locked: [], post: false },
  checkinEdit: { phase: 'running', required: CHECK_IN_REQUIRED, locked: [], post: false },
  intra: { phase: 'running', required: CHECK_IN_REQUIRED, locked: RUNNING_LOCKED, post: true },
  checkout: { phase: 'running', required: CHECK_IN_REQUIRED, locked: [], post: true },
  checkoutEdit: { phase: 'ended', required: [], locked: ENDED_LOCKED, post: true },
};

/**
 * Fields an edit may not change in this phase: once ended, the ENDED_LOCKED ones; while running, an edit
 * (not a check-out, which writes the post data) may not change the post fields or the dialyser.
 */
export function lockedFields(phase: SessionPhase, write: 'edit' | 'checkout'): readonly SessionFormField[] {
  if (phase === 'ended') return ENDED_LOCKED;
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
  session:
    | (SessionValues & { startTime?: Date | string | null; endTime?: Date | string | null })
    | null
    | undefined,
): 'Update Check In' | 'Update Check Out' | null {
  if (sessionPhase(session) === 'arrived' || !session) return null;
  if (!checkInComplete(session)) return 'Update Check In';
  if (!checkOutComplete(session) || sessionPhase(session) !== 'ended') return 'Update Check Out';
  return null;
}
