import { describe, expect, it } from 'vitest';
import { TREATMENT_TIME_MESSAGES as M, treatmentTimesError } from './treatment-times.ts';

const SG = 'Asia/Singapore';
const now = new Date('2030-03-11T10:00:00+08:00');
const at = (time: string, day = '2030-03-11') => new Date(`${day}T${time}+08:00`);

describe('treatment time corrections', () => {
  it('accepts a start and end on the session day, end after start, not in the future', () => {
    expect(
      treatmentTimesError({ startTime: at('06:00:00'), endTime: at('09:45:00') }, '2030-03-11', SG, now),
    ).toBeNull();
  });

  it('refuses an end at or before the start', () => {
    expect(
      treatmentTimesError({ startTime: at('08:00:00'), endTime: at('08:00:00') }, '2030-03-11', SG, now),
    ).toEqual({
      field: 'endTime',
      message: M.endBeforeStart,
    });
  });

  it("refuses a time on another day of the centre's calendar", () => {
    expect(
      treatmentTimesError(
        { startTime: at('23:30:00', '2030-03-10'), endTime: at('03:00:00') },
        '2030-03-11',
        SG,
        now,
      ),
    ).toEqual({ field: 'startTime', message: M.otherDay });
  });

  it('refuses a time in the future', () => {
    expect(
      treatmentTimesError({ startTime: at('08:00:00'), endTime: at('11:00:00') }, '2030-03-11', SG, now),
    ).toEqual({
      field: 'endTime',
      message: 'The date cannot be in the future.',
    });
  });
});
