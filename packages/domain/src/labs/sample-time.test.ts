import { describe, expect, it } from 'vitest';
import { SAMPLE_TIME_MESSAGES as M, sampleInstant, sampleTimeError } from './sample-time.ts';

describe("a lab report's sample time", () => {
  it("is HH:mm on the report's day, on the centre's clock", () => {
    expect(sampleInstant('2030-03-11', '08:05', 'Asia/Singapore')?.toISOString()).toBe(
      '2030-03-11T00:05:00.000Z',
    );
    expect(sampleInstant('2030-03-11', ' 23:59 ', 'Asia/Singapore')?.toISOString()).toBe(
      '2030-03-11T15:59:00.000Z',
    );
    // A centre elsewhere reads its own clock (London in summer time: UTC+1).
    expect(sampleInstant('2030-07-01', '09:30', 'Europe/London')?.toISOString()).toBe(
      '2030-07-01T08:30:00.000Z',
    );
  });

  it('refuses what is not a time of day, and a time still to come; blank is no time', () => {
    const now = new Date('2030-03-11T10:00:00+08:00');
    for (const text of ['8:05', '24:00', '12:60', '0805', 'noon']) {
      expect(sampleTimeError('2030-03-11', text, 'Asia/Singapore', now), text).toBe(
        'Enter the time as HH:mm (24-hour).',
      );
    }
    expect(sampleTimeError('2030-03-11', '10:30', 'Asia/Singapore', now)).toBe(M.future);
    expect(sampleTimeError('2030-03-11', '09:59', 'Asia/Singapore', now)).toBeNull();
    expect(sampleTimeError('2030-03-11', '', 'Asia/Singapore', now)).toBeNull();
  });
});
