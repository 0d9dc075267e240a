import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_MAX_HOURS_BEFORE_START,
  arrivalError,
  checkInStart,
  TREATMENT_TIME_MESSAGES as M,
  type SessionTimes,
  sessionTimesError,
} from './treatment-times.ts';

const SG = 'Asia/Singapore';
const DAY = '2030-03-11';
const now = new Date('2030-03-11T18:00:00+08:00');
const at = (time: string, day = DAY) => new Date(`${day}T${time}+08:00`);

/** Arrived 07:40, 08:00 to 12:00, discharged 12:20. */
const SESSION: SessionTimes = {
  arriveTime: at('07:40:00'),
  startTime: at('08:00:00'),
  endTime: at('12:00:00'),
  dischargeTime: at('12:20:00'),
};
const check = (over: Partial<SessionTimes>, changed = Object.keys(over)) =>
  sessionTimesError({ ...SESSION, ...over }, changed as never, DAY, SG, now);

describe('session times: arrival <= start < end <= discharge, on the day, not in the future', () => {
  it('accepts corrected times in order, on the session day, with a treatment of 60 to 480 minutes', () => {
    expect(check({ startTime: at('07:45:00'), endTime: at('11:45:00') })).toBeNull();
    expect(check({ endTime: at('09:00:00') })).toBeNull(); // 60 minutes, the lower bound
    expect(
      check({ startTime: at('07:40:00'), endTime: at('15:40:00'), dischargeTime: at('16:00:00') }),
    ).toBeNull();
    expect(check({ dischargeTime: at('13:00:00') })).toBeNull();
  });

  it('refuses an end at or before the start', () => {
    expect(check({ endTime: at('08:00:00') })).toEqual({ field: 'endTime', message: M.endBeforeStart });
    expect(check({ startTime: at('12:30:00') }, ['startTime'])).toEqual({
      field: 'endTime',
      message: 'The end time must be after the start time.',
    });
  });

  it('refuses a treatment shorter than 60 or longer than 480 minutes, on the field that changed', () => {
    expect(check({ endTime: at('08:59:00') })).toEqual({
      field: 'endTime',
      message: 'The treatment must last 60 to 480 minutes.',
    });
    expect(check({ startTime: at('11:30:00') })).toEqual({ field: 'startTime', message: M.treatmentLength });
    expect(check({ endTime: at('16:01:00'), dischargeTime: at('16:30:00') })).toEqual({
      field: 'endTime',
      message: M.treatmentLength,
    });
  });

  it('refuses a start before the arrival (to the minute)', () => {
    expect(check({ startTime: at('07:39:00') })).toEqual({
      field: 'startTime',
      message: 'The start time cannot be before the arrival time.',
    });
    expect(check({ startTime: at('07:40:00') })).toBeNull();
    // A session without a recorded arrival has no such bound.
    expect(check({ arriveTime: null, startTime: at('07:00:00') }, ['startTime'])).toBeNull();
  });

  it('refuses a discharge before the end, and an end moved after the discharge', () => {
    expect(check({ dischargeTime: at('11:59:00') })).toEqual({
      field: 'dischargeTime',
      message: 'The discharge time cannot be before the end time.',
    });
    // The same minute as the end is not before it (the end carries seconds, the picker does not).
    expect(check({ endTime: at('12:00:40'), dischargeTime: at('12:00:00') }, ['dischargeTime'])).toBeNull();
    expect(check({ endTime: at('12:30:00') })).toEqual({
      field: 'endTime',
      message: 'The end time cannot be after the discharge time.',
    });
  });

  it("refuses a time on another day of the centre's calendar, or in the future", () => {
    expect(check({ startTime: at('23:30:00', '2030-03-10') })).toEqual({
      field: 'startTime',
      message: M.otherDay,
    });
    expect(check({ dischargeTime: at('00:10:00', '2030-03-12') })).toEqual({
      field: 'dischargeTime',
      message: "Times must be on the session's day.",
    });
    expect(check({ dischargeTime: at('18:30:00') })).toEqual({
      field: 'dischargeTime',
      message: 'The date cannot be in the future.',
    });
  });

  it('judges only the times that changed: a session checked out short keeps its times', () => {
    const short = { ...SESSION, endTime: at('08:00:30'), dischargeTime: at('08:01:00') };
    expect(sessionTimesError(short, [], DAY, SG, now)).toBeNull();
    expect(
      sessionTimesError({ ...short, dischargeTime: at('08:30:00') }, ['dischargeTime'], DAY, SG, now),
    ).toBeNull();
  });

  it('the arrival is not after the start (check-in and check-in edit)', () => {
    expect(arrivalError(at('08:01:00'), at('08:00:30'), now)).toBe(
      'The arrival time cannot be after the start time.',
    );
    expect(arrivalError(at('08:00:00'), at('08:00:30'), now)).toBeNull();
    expect(arrivalError(null, at('08:00:30'), now)).toBeNull();
  });

  it('the arrival is not in the future; at check-in (start = now) that is the message (issue 27)', () => {
    const checkIn = at('09:30:20');
    expect(arrivalError(at('09:31:00'), checkIn, checkIn)).toBe('The date cannot be in the future.');
    expect(arrivalError(at('21:30:00'), at('08:00:00'), now)).toBe('The date cannot be in the future.');
    // The minute the start was stamped in is not the future.
    expect(arrivalError(at('09:30:00'), checkIn, checkIn)).toBeNull();
  });

  it('the arrival is at most 4 hours before the start: the limit itself is kept (issue 27)', () => {
    expect(ARRIVAL_MAX_HOURS_BEFORE_START).toBe(4);
    const start = at('20:54:40');
    // A browser in New York filled 07:54 for the centre's 20:54: 13 hours early.
    expect(arrivalError(at('07:54:00'), start, start)).toBe(
      'The arrival time cannot be more than 4 hours before the start time.',
    );
    expect(arrivalError(at('16:53:59'), start, start)).toBe(M.arrivalTooEarly);
    expect(arrivalError(at('16:54:00'), start, start)).toBeNull();
  });

  it('a start corrected at check-out edit is at most 4 hours after the arrival', () => {
    // Arrived 07:40: a start at 11:40 is the limit, 11:41 past it.
    expect(
      check({ startTime: at('11:40:00'), endTime: at('12:40:00'), dischargeTime: at('13:00:00') }),
    ).toBeNull();
    expect(
      check({ startTime: at('11:41:00'), endTime: at('12:41:00'), dischargeTime: at('13:00:00') }),
    ).toEqual({
      field: 'startTime',
      message: 'The start time cannot be more than 4 hours after the arrival time.',
    });
    // A time the nurse did not change is not judged again (a session saved before the rule).
    expect(check({ arriveTime: at('03:00:00'), endTime: at('12:10:00') }, ['endTime'])).toBeNull();
    expect(check({ arriveTime: at('03:00:00'), startTime: at('08:01:00') }, ['startTime'])).toEqual({
      field: 'startTime',
      message: M.startLongAfterArrival,
    });
  });
});

describe('the start a check-in records (issue 31: a check-in kept on a tablet offline is sent later)', () => {
  it('is now when not given, the time given when it is past, and now when the tablet is a little ahead', () => {
    expect(checkInStart(null, now)).toEqual({ start: now, error: null });
    const earlier = at('15:10:00');
    expect(checkInStart(earlier, now)).toEqual({ start: earlier, error: null });
    expect(checkInStart(new Date(now.getTime() + 60_000), now)).toEqual({ start: now, error: null });
  });

  it('refuses a start more than the clock skew ahead of the server', () => {
    expect(checkInStart(new Date(now.getTime() + 6 * 60_000), now)).toEqual({ start: null, error: M.future });
  });
});
