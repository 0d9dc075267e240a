import { describe, expect, it } from 'vitest';
import { isLabDateStale, isLabHighlighted } from './lab-highlight.ts';

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
    expect(isLabDateStale('HepBsAg', '2030-01-01', '2030-04-16')).toBe(false); // 3 months and 15 days
    expect(isLabDateStale('HepBsAg', '2030-01-01', '2030-04-17')).toBe(true);
    expect(isLabDateStale('HCV', '2030-01-01', '2030-04-17')).toBe(true);
    expect(isLabDateStale('HIV', '2030-01-01', '2030-04-17')).toBe(false);
    expect(isLabDateStale('HIV', '2030-01-01', '2030-06-16')).toBe(false);
    expect(isLabDateStale('HIV', '2030-01-01', '2030-06-17')).toBe(true);
    expect(isLabDateStale('Hb', '2020-01-01', '2030-06-17')).toBe(false);
  });
});
