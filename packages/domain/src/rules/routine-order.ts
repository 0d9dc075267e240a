import { addDays } from '../dates.ts';

/**
 * Routine Orders (issue 14, item 6; spec 000 names the route /routineorder only): the doctor's monthly round
 * over the active patients of a centre and the dialysis order in force of each (the latest by order date).
 * An order is due for renewal once it is older than ROUTINE_ORDER_RENEWAL_DAYS days by the centre's today:
 * an order dated exactly 30 days ago is still current, one dated 31 days ago is due. A patient without an
 * order is MISSING. Days are YYYY-MM-DD; "today" is the centre's, decided by the caller (the server's clock).
 */
export const ROUTINE_ORDER_RENEWAL_DAYS = 30;

/** The patients of the round: status Dialysis (Clinic patients are not dialysed; Inactive ones have left). */
export const ROUTINE_ORDER_PATIENT_STATUS = 'DIALYSIS';

export const ROUTINE_ORDER_STATES = ['CURRENT', 'DUE', 'MISSING'] as const;
export type RoutineOrderState = (typeof ROUTINE_ORDER_STATES)[number];

export const ROUTINE_ORDER_STATE_LABELS: Record<RoutineOrderState, string> = {
  CURRENT: 'Current',
  DUE: 'Due for renewal',
  MISSING: 'No order',
};

export const ROUTINE_ORDERS_PAGE_SIZE = 20;

/** The oldest order date still current on `today`: an order dated before it is due for renewal. */
export function routineOrderCutoff(today: string, days: number = ROUTINE_ORDER_RENEWAL_DAYS): string {
  return addDays(today, -days);
}

/** The state of a patient's order in force on the centre's `today`. */
export function routineOrderState(
  dOrder: string | null | undefined,
  today: string,
  days: number = ROUTINE_ORDER_RENEWAL_DAYS,
): RoutineOrderState {
  if (!dOrder) return 'MISSING';
  return dOrder < routineOrderCutoff(today, days) ? 'DUE' : 'CURRENT';
}
