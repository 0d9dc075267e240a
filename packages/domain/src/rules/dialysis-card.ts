import { type SessionFormField, sessionPhase } from './session-phase.ts';

/**
 * The fields of a dialysis session that decide what its dashboard card shows: its times and the form fields
 * the completeness rules read (session-phase.ts: CHECK_IN_FIELDS, CHECK_OUT_FIELDS, editAction).
 */
export type DialysisCardFields = Partial<Record<SessionFormField, unknown>> & {
  startTime?: string | null;
  endTime?: string | null;
  endedBy?: string | null;
};

export type CardState = 'waiting' | 'checked-in' | 'checked-out';

const CARD_STATE = { arrived: 'waiting', running: 'checked-in', ended: 'checked-out' } as const;

/** The card's words for the session's phase: waiting for check-in, checked in, checked out. */
export function cardState(dialysis: DialysisCardFields | null | undefined): CardState {
  return CARD_STATE[sessionPhase(dialysis)];
}
