import { describe, expect, it } from 'vitest';
import {
  type AvailabilityEntry,
  dayAvailability,
  freeSeats,
  freeSeatsFor,
  hasFreeSeat,
} from './availability.ts';

const entry = (over: Partial<AvailabilityEntry>): AvailabilityEntry => ({
  clinicID: 1,
  date: '2026-11-22',
  shift: 'M',
  noOfActiveSeat: 4,
  noOfAppointment: 0,
  ...over,
});

describe('freeSeats', () => {
  it('is the active seats less the live appointments', () => {
    expect(freeSeats({ noOfActiveSeat: 4, noOfAppointment: 1 })).toBe(3);
    expect(freeSeats({ noOfActiveSeat: 4, noOfAppointment: 4 })).toBe(0);
  });
  it('never goes below zero when a session is overbooked', () => {
    expect(freeSeats({ noOfActiveSeat: 2, noOfAppointment: 5 })).toBe(0);
  });
  it('offers no seat in a session that has ended', () => {
    expect(freeSeats({ noOfActiveSeat: 4, noOfAppointment: 1, ended: true })).toBe(0);
    expect(freeSeats({ noOfActiveSeat: 4, noOfAppointment: 1, ended: false })).toBe(3);
  });
});

describe('dayAvailability', () => {
  it('gives a centre with no appointments its active seats per shift times 3', () => {
    const [day] = dayAvailability([entry({ shift: 'M' }), entry({ shift: 'N' }), entry({ shift: 'E' })]);
    expect(day).toEqual({ clinicID: 1, date: '2026-11-22', total: 12, M: 4, N: 4, E: 4, ended: [] });
  });
  it('sums the free seats per session, orders by date then by the given centre order', () => {
    const days = dayAvailability(
      [
        entry({ clinicID: 1, date: '2026-11-23', shift: 'M', noOfAppointment: 4 }),
        entry({ clinicID: 1, shift: 'M', noOfAppointment: 1 }),
        entry({ clinicID: 1, shift: 'N', noOfAppointment: 6 }),
        entry({ clinicID: 2, shift: 'E', noOfActiveSeat: 2, noOfAppointment: 1 }),
      ],
      [2, 1],
    );
    expect(days).toEqual([
      { clinicID: 2, date: '2026-11-22', total: 1, M: 0, N: 0, E: 1, ended: [] },
      { clinicID: 1, date: '2026-11-22', total: 3, M: 3, N: 0, E: 0, ended: [] },
      { clinicID: 1, date: '2026-11-23', total: 0, M: 0, N: 0, E: 0, ended: [] },
    ]);
  });
  it("lists today's ended sessions, in shift order, and leaves their seats out of the total", () => {
    const [day] = dayAvailability([
      entry({ shift: 'N', ended: true }),
      entry({ shift: 'M', ended: true }),
      entry({ shift: 'E', noOfAppointment: 1 }),
    ]);
    expect(day).toEqual({ clinicID: 1, date: '2026-11-22', total: 3, M: 0, N: 0, E: 3, ended: ['M', 'N'] });
    expect(hasFreeSeat(day as NonNullable<typeof day>, 'M')).toBe(false);
    expect(hasFreeSeat(day as NonNullable<typeof day>, 'ALL')).toBe(true);
  });
});

describe('freeSeatsFor and hasFreeSeat', () => {
  const day = { clinicID: 1, date: '2026-11-22', total: 3, M: 3, N: 0, E: 0, ended: [] };
  it('reads one session or the whole day', () => {
    expect(freeSeatsFor(day, 'ALL')).toBe(3);
    expect(freeSeatsFor(day, 'M')).toBe(3);
    expect(freeSeatsFor(day, 'N')).toBe(0);
  });
  it('tags a day only when the chosen session has a free seat', () => {
    expect(hasFreeSeat(day, 'ALL')).toBe(true);
    expect(hasFreeSeat(day, 'E')).toBe(false);
  });
});
