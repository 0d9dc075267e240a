import { describe, expect, it } from 'vitest';
import { identityMismatch, importSex, namesMatch, normalisedName } from './import-identity.ts';

describe('lab import: the name that confirms the NRIC', () => {
  it('normalises case, spaces, punctuation, accents and word order', () => {
    expect(normalisedName('  TAN,  Ah-Kow ')).toBe('ah kow tan');
    expect(normalisedName('Kow Ah Tan')).toBe('ah kow tan');
    expect(normalisedName('Zoë  Lim')).toBe('lim zoe');
    expect(normalisedName('Muthu s/o Ramasamy')).toBe('muthu o ramasamy s');
  });

  it('matches one name written in different ways', () => {
    expect(namesMatch('Abdullah Arun', 'ARUN, ABDULLAH')).toBe(true);
    expect(namesMatch('Tan Ah Kow', 'tan ah-kow')).toBe(true);
    expect(namesMatch("O'Brien Mary", 'Mary OBrien')).toBe(false);
    expect(namesMatch("Mary O'Brien", 'Mary OBrien')).toBe(true);
    expect(namesMatch('Tan AhKow', 'Tan Ah Kow')).toBe(true);
    expect(namesMatch('Siti Nur Aisyah', 'Siti  Nur   Aisyah.')).toBe(true);
  });

  it('does not match another person, a part of the name, or no name at all', () => {
    expect(namesMatch('Kumar Zainab', 'Abdullah Arun')).toBe(false);
    expect(namesMatch('Tan Ah', 'Tan Ah Kow')).toBe(false);
    expect(namesMatch('Tan Ah Kow Tan', 'Tan Ah Kow')).toBe(false);
    expect(namesMatch('', 'Tan Ah Kow')).toBe(false);
    expect(namesMatch(' , ', '')).toBe(false);
  });

  it('reads the sex as the record keeps it', () => {
    expect(['M', 'male', ' Female ', 'f', 'O', 'Others'].map(importSex)).toEqual([
      'M',
      'M',
      'F',
      'F',
      'O',
      'O',
    ]);
    expect(importSex('')).toBeNull();
    expect(importSex('unknown')).toBeNull();
  });
});

describe('lab import: a row against the record its NRIC finds', () => {
  const record = { name: 'Abdullah Arun', gender: 'M' };

  it('agrees when the name matches and the sex is the same, blank or unreadable', () => {
    expect(identityMismatch({ name: 'ARUN ABDULLAH', sex: 'Male' }, record)).toBeNull();
    expect(identityMismatch({ name: 'Abdullah Arun', sex: '' }, record)).toBeNull();
    expect(identityMismatch({ name: 'Abdullah Arun', sex: '?' }, record)).toBeNull();
    expect(identityMismatch({ name: 'Abdullah Arun', sex: 'F' }, { ...record, gender: null })).toBeNull();
  });

  it("the issue's row: Abdullah Arun's NRIC with the name Kumar Zainab is a mismatch", () => {
    expect(identityMismatch({ name: 'Kumar Zainab', sex: '' }, record)).toEqual({ name: true, sex: false });
  });

  it('a sex the record contradicts, or no name at all, is a mismatch', () => {
    expect(identityMismatch({ name: 'Abdullah Arun', sex: 'F' }, record)).toEqual({ name: false, sex: true });
    expect(identityMismatch({ name: '', sex: 'M' }, record)).toEqual({ name: true, sex: false });
    expect(identityMismatch({ name: 'Kumar Zainab', sex: 'Female' }, record)).toEqual({
      name: true,
      sex: true,
    });
  });
});
