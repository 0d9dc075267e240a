import { describe, expect, it } from 'vitest';
import { insufficientSeats, insufficientSeatsMessage } from './insufficient-seats.ts';

describe('insufficientSeats', () => {
  it('reports the largest shift count when it exceeds the seats', () => {
    const result = insufficientSeats({
      shifts: ['M', 'M', 'M', 'N', 'E'],
      seatCount: 2,
      date: '2026-11-22',
      today: '2026-11-22',
    });
    expect(result).toEqual({ appointments: 3, seats: 2 });
    expect(insufficientSeatsMessage(3, 2)).toBe('Insufficient seats (3 appointments, 2 seats)');
  });
  it('stays silent when every shift fits', () => {
    expect(
      insufficientSeats({
        shifts: ['M', 'N', 'E', 'E'],
        seatCount: 2,
        date: '2026-11-23',
        today: '2026-11-22',
      }),
    ).toBeNull();
  });
  it('stays silent for past dates', () => {
    expect(
      insufficientSeats({ shifts: ['M', 'M', 'M'], seatCount: 1, date: '2026-11-21', today: '2026-11-22' }),
    ).toBeNull();
  });
});
