import { localDateAndHour } from '../dates.ts';
import { TREATMENT_MINUTES } from '../labs/adequacy.ts';
import { isFutureInstant, RANGE_MESSAGES } from '../ranges.ts';

/**
 * A session's times: arrival, start and end of treatment, discharge (issue 13 item 5, issue 25 items 1 and 7).
 * Kt/V depends on the treatment time and the Calculated Lab Results' Duration on the discharge (spec 001:
 * discharge minus start), so a nurse may correct times recorded late or early, on check-out edit only. The
 * order is arrival <= start < end <= discharge, compared to the minute (the pickers show minutes; the server
 * stamps seconds), with at most ARRIVAL_MAX_HOURS_BEFORE_START hours from arrival to start (issue 27). Start, end and discharge stay on the session's own day in its centre and never in the
 * future; the treatment (start to end) lasts 60 to 480 minutes, where the Kt/V formulas hold
 * (labs/adequacy.ts). A time the nurse did not change is not judged again: a session checked out short keeps
 * its times, and says so on its result.
 */
/**
 * The longest wait from arrival to the start of treatment that is believed (issue 27, item 1): a patient who
 * comes early and waits for a chair or a machine starts within an hour or two; four hours is twice that, and
 * well short of the slips that put an arrival half a day early (a computer in another time zone, AM for PM).
 * docs/decisions/dialysis-session-server.md.
 */
export const ARRIVAL_MAX_HOURS_BEFORE_START = 4;

export const TREATMENT_TIME_MESSAGES = {
  endBeforeStart: 'The end time must be after the start time.',
  otherDay: "Times must be on the session's day.",
  notEnded: 'Start, end and discharge times can be corrected after check-out.',
  future: RANGE_MESSAGES.futureDate,
  startBeforeArrival: 'The start time cannot be before the arrival time.',
  arrivalAfterStart: 'The arrival time cannot be after the start time.',
  arrivalTooEarly: `The arrival time cannot be more than ${ARRIVAL_MAX_HOURS_BEFORE_START} hours before the start time.`,
  startLongAfterArrival: `The start time cannot be more than ${ARRIVAL_MAX_HOURS_BEFORE_START} hours after the arrival time.`,
  treatmentLength: `The treatment must last ${TREATMENT_MINUTES.min} to ${TREATMENT_MINUTES.max} minutes.`,
  dischargeBeforeEnd: 'The discharge time cannot be before the end time.',
  endAfterDischarge: 'The end time cannot be after the discharge time.',
} as const;

export type CorrectableTime = 'startTime' | 'endTime' | 'dischargeTime';

export interface SessionTimes {
  arriveTime: Date | null;
  startTime: Date;
  endTime: Date;
  dischargeTime: Date | null;
}

type TimeError = { field: CorrectableTime; message: string };

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/** Whether the arrival is further before the start than a wait can be (to the minute: the limit itself is kept). */
const waitTooLong = (arriveTime: Date, startTime: Date) =>
  minuteOf(startTime) - minuteOf(arriveTime) > ARRIVAL_MAX_HOURS_BEFORE_START * 60;

/**
 * The first field and message the session's times earn, judging the `changed` ones (and the order around
 * them), or null when they may be saved. `times` holds the values after the change.
 */
export function sessionTimesError(
  times: SessionTimes,
  changed: readonly CorrectableTime[],
  sessionDay: string,
  timeZone: string,
  now: Date,
): TimeError | null {
  for (const field of ['startTime', 'endTime', 'dischargeTime'] as const) {
    const at = times[field];
    if (!changed.includes(field) || !at) continue;
    if (localDateAndHour(at, timeZone).date !== sessionDay)
      return { field, message: TREATMENT_TIME_MESSAGES.otherDay };
    if (isFutureInstant(at, now)) return { field, message: TREATMENT_TIME_MESSAGES.future };
  }
  const { arriveTime, startTime, endTime, dischargeTime } = times;
  const startChanged = changed.includes('startTime');
  const endChanged = changed.includes('endTime');
  if (startChanged && arriveTime && minuteOf(startTime) < minuteOf(arriveTime)) {
    return { field: 'startTime', message: TREATMENT_TIME_MESSAGES.startBeforeArrival };
  }
  if (startChanged || endChanged) {
    const field = endChanged ? 'endTime' : 'startTime';
    if (endTime.getTime() <= startTime.getTime())
      return { field: 'endTime', message: TREATMENT_TIME_MESSAGES.endBeforeStart };
    const minutes = (endTime.getTime() - startTime.getTime()) / 60_000;
    if (minutes < TREATMENT_MINUTES.min || minutes > TREATMENT_MINUTES.max)
      return { field, message: TREATMENT_TIME_MESSAGES.treatmentLength };
  }
  if (startChanged && arriveTime && waitTooLong(arriveTime, startTime)) {
    return { field: 'startTime', message: TREATMENT_TIME_MESSAGES.startLongAfterArrival };
  }
  if (dischargeTime && minuteOf(dischargeTime) < minuteOf(endTime)) {
    if (changed.includes('dischargeTime'))
      return { field: 'dischargeTime', message: TREATMENT_TIME_MESSAGES.dischargeBeforeEnd };
    if (endChanged) return { field: 'endTime', message: TREATMENT_TIME_MESSAGES.endAfterDischarge };
  }
  return null;
}

/**
 * An arrival the session cannot have (check-in, where the start is now, and check-in edit): in the future,
 * after the start, or more than ARRIVAL_MAX_HOURS_BEFORE_START hours before it; the message, else null.
 * Compared to the minute, as the picker shows it: an arrival in the minute the start was stamped is not after
 * it (nor in the future at check-in), and one exactly four hours before the start is kept.
 */
export function arrivalError(arriveTime: Date | null | undefined, startTime: Date, now: Date): string | null {
  if (!arriveTime) return null;
  if (minuteOf(arriveTime) > minuteOf(now)) return TREATMENT_TIME_MESSAGES.future;
  if (minuteOf(arriveTime) > minuteOf(startTime)) return TREATMENT_TIME_MESSAGES.arrivalAfterStart;
  if (waitTooLong(arriveTime, startTime)) return TREATMENT_TIME_MESSAGES.arrivalTooEarly;
  return null;
}

/**
 * The start of treatment a check-in records (issue 31): when the nurse checked in, which a check-in kept on a
 * tablet offline sends later, or now when not given. Never after now: a tablet clock a little ahead of the
 * server's is taken as now; one more than the clock skew ahead is refused ('The date cannot be in the future.').
 */
export function checkInStart(
  given: Date | null | undefined,
  now: Date,
): { start: Date; error: null } | { start: null; error: string } {
  if (!given) return { start: now, error: null };
  if (isFutureInstant(given, now)) return { start: null, error: TREATMENT_TIME_MESSAGES.future };
  return { start: given.getTime() > now.getTime() ? now : given, error: null };
}
