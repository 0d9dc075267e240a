import { localDateAndHour } from '../dates.ts';
import { isFutureInstant, RANGE_MESSAGES } from '../ranges.ts';

/**
 * Correcting a session's start and end time after check-out (issue 13 item 5): Kt/V depends on treatment
 * time, so a nurse may fix times recorded late or early. Both stay on the session's own day in its centre,
 * the end after the start, and neither in the future. The check-out edit page is the only place that sends
 * them, and only for an ended session.
 */
export const TREATMENT_TIME_MESSAGES = {
  endBeforeStart: 'The end time must be after the start time.',
  otherDay: "Times must be on the session's day.",
  notEnded: 'Start and end times can be corrected after check-out.',
  future: RANGE_MESSAGES.futureDate,
} as const;

export interface TreatmentTimes {
  startTime: Date;
  endTime: Date;
}

/** The first field and message the corrected times earn, or null when they may be saved. */
export function treatmentTimesError(
  times: TreatmentTimes,
  sessionDay: string,
  timeZone: string,
  now: Date,
): { field: 'startTime' | 'endTime'; message: string } | null {
  for (const field of ['startTime', 'endTime'] as const) {
    const at = times[field];
    if (localDateAndHour(at, timeZone).date !== sessionDay)
      return { field, message: TREATMENT_TIME_MESSAGES.otherDay };
    if (isFutureInstant(at, now)) return { field, message: TREATMENT_TIME_MESSAGES.future };
  }
  if (times.endTime.getTime() <= times.startTime.getTime()) {
    return { field: 'endTime', message: TREATMENT_TIME_MESSAGES.endBeforeStart };
  }
  return null;
}
