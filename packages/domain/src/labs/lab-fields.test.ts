import { describe, expect, it } from 'vitest';
import { LAB_FIELD_NAMES, LAB_NUMBER_FIELDS, LAB_POSNEG_FIELDS, LAST_NON_NULL_GROUPS } from './lab-fields.ts';

describe('lab fields', () => {
  it('the three virology tests are POS/NEG choices and the urea values are numbers', () => {
    expect(LAB_POSNEG_FIELDS).toEqual(['HepBsAg', 'HCV', 'HIV']);
    expect(LAB_NUMBER_FIELDS).toEqual(expect.arrayContaining(['ureaPre', 'ureaPost', 'Hb', 'K']));
  });

  it('the four Last Non Null Lab cards carry the spec titles, and each item sits on one card', () => {
    expect(LAST_NON_NULL_GROUPS.map((g) => g.title)).toEqual([
      'Electrolytes',
      'LFT Data',
      'Hb Ca Data',
      'Virology & LIPDS',
    ]);
    const items = LAST_NON_NULL_GROUPS.flatMap((g) => [...g.fields]);
    expect(new Set(items).size).toBe(items.length);
    expect(items.every((item) => LAB_FIELD_NAMES.includes(item))).toBe(true);
  });
});
