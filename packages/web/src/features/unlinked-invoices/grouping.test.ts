import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDateAndShift, shiftLabel } from './grouping.ts';

const row = (id: number, date: string, shift: string | null) => ({ id, date, shift });

describe('unlinked invoices grouping', () => {
  it('heads a day as "Thu 26 Nov 2026"', () => {
    expect(dayHeading('2026-11-26')).toBe('Thu 26 Nov 2026');
    expect(dayHeading('2026-03-01')).toBe('Sun 1 Mar 2026');
  });

  it('names the shifts by spec 000, and a session without a shift as not booked', () => {
    expect([shiftLabel('M'), shiftLabel('N'), shiftLabel('E')]).toEqual(['Morning', 'Noon', 'Evening']);
    expect(shiftLabel(null)).toBe('Not booked');
    expect(shiftLabel('X')).toBe('Not booked');
  });

  it('groups by day, newest first, then by session in the day’s order, keeping the rows’ order', () => {
    const groups = groupByDateAndShift([
      row(1, '2026-11-26', 'E'),
      row(2, '2026-11-26', 'M'),
      row(3, '2026-11-25', 'N'),
      row(4, '2026-11-26', 'E'),
      row(5, '2026-11-26', null),
      row(6, '2026-11-27', 'N'),
      row(7, '2026-11-26', 'N'),
    ]);
    expect(
      groups.map((day) => [day.heading, day.sessions.map((s) => [s.label, s.items.map((i) => i.id)])]),
    ).toEqual([
      ['Fri 27 Nov 2026', [['Noon', [6]]]],
      [
        'Thu 26 Nov 2026',
        [
          ['Morning', [2]],
          ['Noon', [7]],
          ['Evening', [1, 4]],
          ['Not booked', [5]],
        ],
      ],
      ['Wed 25 Nov 2026', [['Noon', [3]]]],
    ]);
  });

  it('has no groups for no rows', () => {
    expect(groupByDateAndShift([])).toEqual([]);
  });
});
