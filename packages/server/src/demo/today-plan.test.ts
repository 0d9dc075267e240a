import { readingCountdown, shiftOfHour } from '@dialysis/domain';
import { describe, expect, test } from 'vitest';
import { todayPlan } from './today-plan.ts';

// Every minute of the day, for a centre of 6 seats (4 booked a session at most, 2 sessions running at most).
const SEATS = 6;
const PER_SHIFT = 4;
const RUNNING = 2;
const MINUTES = Array.from({ length: 24 * 60 }, (_, minute) => minute);
const DAY_START = new Date('2030-03-11T00:00:00.000Z');

/** The phase a card shows at `minute`, read with the dashboard's own countdown. */
function phaseAt(minute: number, session: ReturnType<typeof todayPlan>[number]) {
  if (session.startAgo === undefined) return 'waiting';
  if (session.endAgo !== undefined) return 'checked-out';
  const now = new Date(DAY_START.getTime() + minute * 60_000);
  const ago = (m: number) => new Date(now.getTime() - m * 60_000);
  const [newest] = session.readingsAgo;
  const countdown = readingCountdown({
    startTime: ago(session.startAgo),
    lastReadingTime: newest === undefined ? null : ago(newest),
    now,
  });
  if (countdown.state === 'overdue') return 'overdue';
  return newest === undefined ? 'checked-in' : 'checked-in-with-readings';
}

describe("the demo's today, whatever the hour it is started", () => {
  test('every phase is on the board from 00:31 on (no reading can be overdue before); from 00:03 all but the overdue one', () => {
    for (const minute of MINUTES) {
      const phases = new Set(todayPlan(minute, SEATS, PER_SHIFT, RUNNING).map((s) => phaseAt(minute, s)));
      const wanted: string[] = [
        'waiting',
        ...(minute >= 3 ? ['checked-out', 'checked-in-with-readings'] : []),
      ];
      if (minute > 30) wanted.push('overdue');
      for (const phase of wanted)
        expect((phases as Set<string>).has(phase), `${phase} at minute ${minute}`).toBe(true);
    }
  });

  test('sessions started today, in the shift of their start, never overbooked, one seat each per shift, running ones on machines of their own', () => {
    for (const minute of MINUTES) {
      const plan = todayPlan(minute, SEATS, PER_SHIFT, RUNNING);
      for (const session of plan) {
        if (session.startAgo === undefined) continue;
        const start = minute - session.startAgo;
        expect(start, `minute ${minute}`).toBeGreaterThanOrEqual(0);
        expect(session.shift).toBe(shiftOfHour(Math.floor(start / 60)));
        if (session.endAgo !== undefined) expect(session.endAgo).toBeLessThanOrEqual(session.startAgo);
        const startAgo = session.startAgo;
        expect(session.readingsAgo.every((ago) => ago >= 0 && ago <= startAgo)).toBe(true);
      }
      for (const shift of ['M', 'N', 'E'] as const) {
        const seats = plan.filter((s) => s.shift === shift).map((s) => s.seat);
        expect(seats.length).toBeLessThanOrEqual(PER_SHIFT);
        expect(new Set(seats).size).toBe(seats.length);
        expect(seats.every((seat) => seat >= 0 && seat < SEATS)).toBe(true);
      }
      const running = plan.filter((s) => s.startAgo !== undefined && s.endAgo === undefined);
      expect(running.length).toBeLessThanOrEqual(RUNNING);
      expect(new Set(running.map((s) => s.seat)).size).toBe(running.length);
    }
  });
});
