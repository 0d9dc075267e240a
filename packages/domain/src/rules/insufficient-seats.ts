import type { Shift } from '../constants.ts';

/**
 * The dashboard banner 'Insufficient seats (N appointments, M seats)' shows when the largest
 * appointment count of any shift exceeds the seat count, and the date is today or later.
 * Dates are compared as YYYY-MM-DD strings in the centre's time zone.
 */
export function insufficientSeats(input: {
  shifts: readonly Shift[];
  seatCount: number;
  date: string;
  today: string;
}): { appointments: number; seats: number } | null {
  if (input.date < input.today) return null;
  const counts = new Map<Shift, number>();
  for (const shift of input.shifts) counts.set(shift, (counts.get(shift) ?? 0) + 1);
  const largest = Math.max(0, ...counts.values());
  if (largest <= input.seatCount) return null;
  return { appointments: largest, seats: input.seatCount };
}

export function insufficientSeatsMessage(appointments: number, seats: number): string {
  return `Insufficient seats (${appointments} appointments, ${seats} seats)`;
}
