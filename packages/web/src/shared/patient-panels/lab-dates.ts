import { centreYear } from '@dialysis/domain';

/**
 * The label of a calculated lab result (spec 001 section 2): 'Latest' for the newest, else its year, on the
 * centre's calendar. The result's timestamp is the sample day's midnight in the centre (a Singapore 1 January
 * is 31 December 16:00 UTC), so its year is read in the centre's zone (the domain's centreYear), never cut
 * from the UTC text, which named the year before.
 */
export function calculatedResultLabel(row: { latest: boolean; timestamp: string }, timeZone: string): string {
  return row.latest ? 'Latest' : centreYear(row.timestamp, timeZone);
}
