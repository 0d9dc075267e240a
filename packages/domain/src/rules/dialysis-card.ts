/** The fields of a dialysis session that decide what its dashboard card shows. */
export interface DialysisCardFields {
  startTime?: string | null;
  endTime?: string | null;
  endedBy?: string | null;
  preEdema?: number | null;
  preWeight?: number | null;
  preTemp?: number | null;
  preSBP?: number | null;
  preDBP?: number | null;
  preHRT?: number | null;
  ufTargetStart?: number | null;
  dryWeight?: number | null;
  machineID?: number | null;
  dialyser?: string | null;
  MSA?: number | null;
  postWeight?: number | null;
  postTemp?: number | null;
  postSBP?: number | null;
  postDBP?: number | null;
  postHRT?: number | null;
  KTVonline?: number | null;
}

export type CardState = 'waiting' | 'checked-in' | 'checked-out';

const CHECK_IN_FIELDS = [
  'preEdema',
  'preWeight',
  'preTemp',
  'preSBP',
  'preDBP',
  'preHRT',
  'ufTargetStart',
  'dryWeight',
  'machineID',
  'dialyser',
  'MSA',
] as const satisfies readonly (keyof DialysisCardFields)[];

const CHECK_OUT_FIELDS = [
  'postWeight',
  'postTemp',
  'postSBP',
  'postDBP',
  'postHRT',
  'KTVonline',
  'endedBy',
] as const satisfies readonly (keyof DialysisCardFields)[];

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** No start time: waiting for check-in; started and not ended: checked in; ended: checked out. */
export function cardState(dialysis: DialysisCardFields | null | undefined): CardState {
  if (!dialysis?.startTime) return 'waiting';
  if (!dialysis.endTime) return 'checked-in';
  return 'checked-out';
}

export function checkInComplete(d: DialysisCardFields): boolean {
  return CHECK_IN_FIELDS.every((field) => present(d[field]));
}

export function checkOutComplete(d: DialysisCardFields): boolean {
  return CHECK_OUT_FIELDS.every((field) => present(d[field]));
}

/**
 * The card's edit button: 'Update Check In' while the check-in fields are incomplete; 'Update Check Out'
 * when they are complete and either the post fields are incomplete or the session has not ended.
 */
export function editAction(
  d: DialysisCardFields | null | undefined,
): 'Update Check In' | 'Update Check Out' | null {
  if (!d?.startTime) return null;
  if (!checkInComplete(d)) return 'Update Check In';
  if (!checkOutComplete(d) || !d.endTime) return 'Update Check Out';
  return null;
}
