import { describe, expect, it } from 'vitest';
import { pageCount, parseMode, parsePage, patientSearchVariables } from './search-mode.ts';

describe('dashboard search modes', () => {
  it('reads the mode and page, falling back to daily and page 1', () => {
    expect(parseMode('centre')).toBe('centre');
    expect(parseMode('all')).toBe('all');
    expect(parseMode('daily')).toBe('daily');
    expect(parseMode(null)).toBe('daily');
    expect(parseMode('ALL')).toBe('daily');
    expect(parsePage('4')).toBe(4);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it('centre mode names the current centre; the text searches four fields; pages of 20', () => {
    expect(patientSearchVariables({ mode: 'centre', clinicID: 3, search: 'tan', page: 2 })).toEqual({
      filter: {
        existingClinicID: { eq: 3 },
        or: [
          { name: { contains: 'tan' } },
          { nric: { contains: 'tan' } },
          { referringSource: { contains: 'tan' } },
          { referrer: { contains: 'tan' } },
        ],
      },
      pagination: { limit: 20, offset: 20, orderby: [{ field: 'name', direction: 'ASC' }] },
    });
  });

  it('all mode names no centre (the server keeps to the user’s), and no text means no condition', () => {
    expect(patientSearchVariables({ mode: 'all', clinicID: 3, search: '', page: 1 }).filter).toEqual({});
  });
});
