import { describe, expect, it } from 'vitest';
import { readingCountdown } from './reading-countdown.ts';

const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00Z`);

describe('readingCountdown', () => {
  it('counts down to 30 minutes after the start when there is no reading yet', () => {
    const result = readingCountdown({ startTime: at('09:00'), now: at('09:10') });
    expect(result).toEqual({ state: 'due-in', minutes: 20, dueAt: at('09:30') });
  });
  it('counts from the last reading when there is one', () => {
    const result = readingCountdown({
      startTime: at('09:00'),
      lastReadingTime: at('09:40'),
      now: at('09:50'),
    });
    expect(result).toEqual({ state: 'due-in', minutes: 20, dueAt: at('10:10') });
  });
  it('is overdue from the due moment on', () => {
    expect(readingCountdown({ startTime: at('09:00'), now: at('09:30') }).state).toBe('overdue');
    const late = readingCountdown({ startTime: at('09:00'), lastReadingTime: at('09:20'), now: at('10:05') });
    expect(late).toEqual({ state: 'overdue', minutes: 15, dueAt: at('09:50') });
  });
});
