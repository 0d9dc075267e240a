import {
  type SessionPhase,
  type SessionProgress,
  type SessionWrite,
  sessionPhase,
  sessionWriteRefusal,
} from '@dialysis/domain';
import { and, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { dialysis } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

/**
 * The session's phase on the server: the domain's one model (packages/domain/src/rules/session-phase.ts) asked
 * with the server's clock, and the same phases in SQL for the queries that pick sessions by phase. Nothing else
 * in the server reads "started" or "ended" from the times by hand.
 */

/**
 * The phase of a session row at `now` when `write` may change it; otherwise the write's refusal (a closed
 * session: SESSION_CLOSED, 'This dialysis session is closed: ...'; the others their CONFLICT message).
 */
export function assertSessionWrite(
  row: SessionProgress | null | undefined,
  write: SessionWrite,
  now: Date,
): SessionPhase {
  const phase = sessionPhase(row, now);
  const refusal = sessionWriteRefusal(phase, write);
  if (refusal) throw appError(refusal.code, refusal.message);
  return phase;
}

// SQL. Closed is ended plus the clock, decided in TypeScript: no query picks sessions by it.

/** SQL: the session has started (running, ended or closed). */
export const startedSession = (): SQL => isNotNull(dialysis.startTime);

/** SQL: the session is running (started, not ended): its patient is on its machine. */
export const runningSession = (): SQL => and(isNotNull(dialysis.startTime), isNull(dialysis.endTime)) as SQL;

/** SQL: the session has ended (checked out; closed or not). */
export const endedSession = (): SQL => and(isNotNull(dialysis.startTime), isNotNull(dialysis.endTime)) as SQL;

/** The same over a raw query's alias of the dialysis table (`from dialysis d`). */
export const startedSessionAs = (alias: string): SQL => sql`${sql.identifier(alias)}.start_time is not null`;

export const runningSessionAs = (alias: string): SQL =>
  sql`${startedSessionAs(alias)} and ${sql.identifier(alias)}.end_time is null`;
