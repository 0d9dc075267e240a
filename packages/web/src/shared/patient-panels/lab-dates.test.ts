import { isLabDateStale } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import { calculatedResultLabel } from './lab-dates.ts';

const SG = 'Asia/Singapore';

describe('the lab panels read dates on the centre calendar', () => {
  it('labels a result of 1 January in Singapore with that year, not the UTC year before', () => {
    // Midnight of 1 January 2031 in Singapore, as the API answers it.
    expect(calculatedResultLabel({ latest: false, timestamp: '2030-12-31T16:00:00.000Z' }, SG)).toBe('2031');
    // A minute before that midnight is still 31 December 2030 there.
    expect(calculatedResultLabel({ latest: false, timestamp: '2030-12-31T15:59:00.000Z' }, SG)).toBe('2030');
    expect(calculatedResultLabel({ latest: true, timestamp: '2030-12-31T16:00:00.000Z' }, SG)).toBe('Latest');
  });

  it('in a zone behind UTC, a result of the evening of 31 December keeps its year', () => {
    // 31 December 2030 20:00 in New York is 1 January 2031 01:00 UTC.
    const timestamp = '2031-01-01T01:00:00.000Z';
    expect(calculatedResultLabel({ latest: false, timestamp }, 'America/New_York')).toBe('2030');
  });

  it('turns a virology date red on the day it goes stale, not a day early', () => {
    // HBsAg of 15 January 2031 (Singapore midnight = 14 January 16:00 UTC): due again until 30 April.
    const tested = '2031-01-14T16:00:00.000Z';
    expect(isLabDateStale('HepBsAg', tested, '2031-04-30', SG)).toBe(false);
    expect(isLabDateStale('HepBsAg', tested, '2031-05-01', SG)).toBe(true);
  });
});
