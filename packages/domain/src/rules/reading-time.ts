import { addDays, localDateAndHour } from '../dates.ts';
import { sampleInstant } from '../labs/sample-time.ts';
import { isFutureInstant } from '../ranges.ts';
import type { IntervalReading } from './dialysis-session.ts';

/**
 * A reading as it happens at the chair (issue 27 item 4). Its time is when it was measured, not when it was
 * saved: a nurse who took the pressures at 10:00 and typed them at 10:07 records 10:00, and the next reading
 * falls due 30 minutes after 10:00 (the dashboard's countdown and bell read the newest reading's time). The
 * time lies within the session: not before its start, not after its end (a correction after check-out), not
 * in the future. Compared to the minute, like the session's own times (treatment-times.ts): the form picks
 * minutes, the server stamps seconds.
 */
export const READING_TIME_MESSAGES = {
  beforeStart: 'The reading time cannot be before the start of the session.',
  afterEnd: 'The reading time cannot be after the end of the session.',
  future: 'The reading time cannot be in the future.',
} as const;

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/** The message a reading's time earns in its session, else null. */
export function readingTimeError(
  at: Date,
  session: { startTime: Date; endTime?: Date | null },
  now: Date,
): string | null {
  if (minuteOf(at) < minuteOf(session.startTime)) return READING_TIME_MESSAGES.beforeStart;
  if (session.endTime && minuteOf(at) > minuteOf(session.endTime)) return READING_TIME_MESSAGES.afterEnd;
  if (isFutureInstant(at, now)) return READING_TIME_MESSAGES.future;
  return null;
}

/**
 * The instant a time of day ('HH:mm', the centre's clock) means for a reading of a session: on the session's
 * first day, or the next day when that is before the start and the next day's is not after the session's end
 * (or now, while it runs): an evening session past midnight. Otherwise the first day's, which the rules above
 * then refuse as before the start. Null when the text is not a time.
 */
export function readingInstant(
  time: string,
  session: { startTime: Date; endTime?: Date | null },
  timeZone: string,
  now: Date,
): Date | null {
  const day = localDateAndHour(session.startTime, timeZone).date;
  const first = sampleInstant(day, time, timeZone);
  if (!first || minuteOf(first) >= minuteOf(session.startTime)) return first;
  const next = sampleInstant(addDays(day, 1), time, timeZone);
  const last = session.endTime ?? now;
  return next && minuteOf(next) <= minuteOf(last) ? next : first;
}

/**
 * What the next reading starts from (issue 27 item 4): the machine settings, which the nurse sets and which
 * rarely change between readings: blood flow (QB), dialysate flow (DFLOW, the QD), UF rate (UFR), conductivity
 * (CDT) and heparin rate. They are carried over from the previous reading and marked so; the nurse confirms or
 * changes them. Everything else is measured afresh at each reading and starts empty: the vitals (SBP, DBP, HR,
 * temperature) and what the machine measures rather than what it is set to: arterial, venous and
 * transmembrane pressure (AP, VP, TMP drift with the access and the filter; a rising VP is how a clotting
 * circuit shows, so yesterday's figure must never stand in for today's) and the cumulative UF (cUF), which
 * grows by definition at every reading.
 */
export const CARRIED_OVER_READINGS = [
  'QB',
  'DFLOW',
  'UFR',
  'CDT',
  'hepRate',
] as const satisfies readonly IntervalReading[];

export type CarriedOverReading = (typeof CARRIED_OVER_READINGS)[number];

export function isCarriedOver(reading: IntervalReading): reading is CarriedOverReading {
  return (CARRIED_OVER_READINGS as readonly string[]).includes(reading);
}
