import { describe, expect, it } from 'vitest';
import type { Clinic } from '../../shared/centres/clinics.ts';
import { centreOptions, matchesCentre } from './centre-options.ts';

const clinic = (id: number, name: string, status: Clinic['status'] = 'ACTIVE'): Clinic => ({
  id,
  name,
  uid: `C${id}`,
  status,
  timezone: 'Asia/Singapore',
  today: '2024-05-01',
  currentShift: 'M',
});

describe('centre selection options', () => {
  it('lists only active centres, by name', () => {
    const options = centreOptions([
      clinic(1, 'Woodlands'),
      clinic(2, 'Bedok', 'INACTIVE'),
      clinic(3, 'Ang Mo Kio'),
    ]);
    expect(options).toEqual([
      { value: 3, label: 'Ang Mo Kio' },
      { value: 1, label: 'Woodlands' },
    ]);
  });

  it('filters case-insensitively on the name', () => {
    const option = { value: 1, label: 'Ang Mo Kio' };
    expect(matchesCentre('mo k', option)).toBe(true);
    expect(matchesCentre('ANG', option)).toBe(true);
    expect(matchesCentre('bedok', option)).toBe(false);
  });
});
