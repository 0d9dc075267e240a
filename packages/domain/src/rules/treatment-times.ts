import { localDateAndHour } from '../dates.ts';
import { TREATMENT_MINUTES } from '../labs/adequacy.ts';
import { isFutureInstant, RANGE_MESSAGES } from '../ranges.ts';

/**
 * A session's times: arrival, start and end of treatment, discharge (issue 13 item 5, issue 25 items 1 and 7).
 * Kt/V depends on the treatment time and the Calculated Lab Results' Duration on the discharge (spec 001:
 * discharge minus start), so a nurse may correct times recorded late or early, on check-out edit only. The
 * order is arrival <= start < end <= discharge, compared to the minute (the pickers show minutes; the server
 * stamps seconds). Start, end and discharge stay on the session's own day in its centre and never in the
 * future; the treatment (start to end) lasts 60 to 480 minutes, where the Kt/V formulas hold
 * (labs/adequacy.ts). A time the nurse did not change is not judged again: a session checked out short keeps
 * its times, and says so on its result.
 */
export const TREATMENT_TIME_MESSAGES = {
  endBeforeStart: 'The end time must be after the start time.',
  otherDay: "Times must be on the session's day.",
  notEnded: 'Start, end and discharge times can be corrected after check-out.',
  future: RANGE_MESSAGES.futureDate,
  startBeforeArrival: 'The start time cannot be before the arrival time.',
  arrivalAfterStart: 'The arrival time cannot be after the start time.',
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
  if (dischargeTime && minuteOf(dischargeTime) < minuteOf(endTime)) {
    if (changed.includes('dischargeTime'))
      return { field: 'dischargeTime', message: TREATMENT_TIME_MESSAGES.dischargeBeforeEnd };
    if (endChanged) return { field: 'endTime', message: TREATMENT_TIME_MESSAGES.endAfterDischarge };
  }
  return null;
}

/** An arrival after the start (check-in, where the start is now, and check-in edit): the message, else null. */
export function arrivalError(arriveTime: Date | null | undefined, startTime: Date): string | null {
  return arriveTime && minuteOf(arriveTime) > minuteOf(startTime)
    ? TREATMENT_TIME_MESSAGES.arrivalAfterStart
    : null;
}
