import { describe, expect, it } from 'vitest';
import { isLabDateStale, isLabHighlighted } from './lab-highlight.ts';

const SG = 'Asia/Singapore';

describe('lab highlighting (spec 001 section 9)', () => {
  it('marks each number at its edge as the spec words it', () => {
    const cases: [Parameters<typeof isLabHighlighted>[0], number, number][] = [
      // field, highlighted, not highlighted
      ['Hb', 10, 10.1],
      ['K', 5.5, 5.4],
      ['HCO3', 19.9, 20],
      ['Ca', 2, 2.01],
      ['Po4', 1.7, 1.69],
      ['IPTH', 80.1, 80],
      ['ferritin', 700, 699],
      ['Hba1c', 7, 6.9],
    ];
    for (const [field, red, plain] of cases) {
      expect(isLabHighlighted(field, red), `${field} ${red}`).toBe(true);
      expect(isLabHighlighted(field, plain), `${field} ${plain}`).toBe(false);
    }
  });

  it('marks positive or reactive virology, and weak reactive for HBsAg only', () => {
    for (const field of ['HepBsAg', 'HCV', 'HIV'] as const) {
      expect(isLabHighlighted(field, 'POS')).toBe(true);
      expect(isLabHighlighted(field, 'Reactive')).toBe(true);
      expect(isLabHighlighted(field, 'NEG')).toBe(false);
      expect(isLabHighlighted(field, 'Non-Reactive')).toBe(false);
    }
    expect(isLabHighlighted('HepBsAg', 'Weak Reactive')).toBe(true);
    expect(isLabHighlighted('HCV', 'Weak Reactive')).toBe(false);
  });

  it('leaves other fields and absent values alone', () => {
    expect(isLabHighlighted('Na', 200)).toBe(false);
    expect(isLabHighlighted('Hb', null)).toBe(false);
    expect(isLabHighlighted('Hb', '')).toBe(false);
  });
});

describe('stale virology dates', () => {
  it('HBsAg and HCV go red after 3.5 months, HIV after 5.5 months', () => {
    expect(isLabDateStale('HepBsAg', '2030-01-01', '2030-04-16', SG)).toBe(false); // 3 months and 15 days
    expect(isLabDateStale('HepBsAg', '2030-01-01', '2030-04-17', SG)).toBe(true);
    expect(isLabDateStale('HCV', '2030-01-01', '2030-04-17', SG)).toBe(true);
    expect(isLabDateStale('HIV', '2030-01-01', '2030-04-17', SG)).toBe(false);
    expect(isLabDateStale('HIV', '2030-01-01', '2030-06-16', SG)).toBe(false);
    expect(isLabDateStale('HIV', '2030-01-01', '2030-06-17', SG)).toBe(true);
    expect(isLabDateStale('Hb', '2020-01-01', '2030-06-17', SG)).toBe(false);
  });

  it('reads the test date on the centre calendar: a Singapore midnight is that day, not the UTC day before', () => {
    // A sample of 15 January in Singapore, as the API answers it: its midnight there, 14 January 16:00 UTC.
    const tested = '2030-01-14T16:00:00.000Z';
    // 15 January + 3 months + 15 days = 30 April: still due that day, stale from 1 May (not a day early).
    expect(isLabDateStale('HepBsAg', tested, '2030-04-30', SG)).toBe(false);
    expect(isLabDateStale('HepBsAg', tested, '2030-05-01', SG)).toBe(true);
    expect(isLabDateStale('HCV', tested, '2030-04-30', SG)).toBe(false);
    expect(isLabDateStale('HCV', tested, '2030-05-01', SG)).toBe(true);
    // HIV: 15 January + 5 months + 15 days = 30 June.
    expect(isLabDateStale('HIV', tested, '2030-06-30', SG)).toBe(false);
    expect(isLabDateStale('HIV', tested, '2030-07-01', SG)).toBe(true);
    expect(isLabDateStale('HIV', new Date(tested), '2030-06-30', SG)).toBe(false);
  });

  it('counts across New Year on the centre calendar', () => {
    // A test of 1 January 2031 in Singapore is stored as 31 December 2030 16:00 UTC.
    const tested = '2030-12-31T16:00:00.000Z';
    expect(isLabDateStale('HepBsAg', tested, '2031-04-16', SG)).toBe(false);
    expect(isLabDateStale('HepBsAg', tested, '2031-04-17', SG)).toBe(true);
    // A test of 16 September 2030 is due again on 31 December and stale on 1 January.
    expect(isLabDateStale('HCV', '2030-09-15T16:00:00.000Z', '2030-12-31', SG)).toBe(false);
    expect(isLabDateStale('HCV', '2030-09-15T16:00:00.000Z', '2031-01-01', SG)).toBe(true);
  });

  it('in a zone behind UTC, an evening test keeps its own day', () => {
    // New York, 15 January 2030 20:00 (EST) is 16 January 01:00 UTC.
    const tested = '2030-01-16T01:00:00.000Z';
    expect(isLabDateStale('HepBsAg', tested, '2030-04-30', 'America/New_York')).toBe(false);
    expect(isLabDateStale('HepBsAg', tested, '2030-05-01', 'America/New_York')).toBe(true);
  });
});
