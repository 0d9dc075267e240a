import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changedFields, toFormValues, toPatientFields } from './form-values.ts';
import type { Patient } from './queries.ts';

describe('patient form values', () => {
  it('sends dates as YYYY-MM-DD, height in cm, weights in grams and empty fields as null', () => {
    expect(
      toPatientFields({
        dob: dayjs('1960-05-01'),
        height: '1.72',
        weight: '65',
        wheelchairWeight: '12.5',
        name: ' Tan ',
        email: '',
        existingClinicID: 3,
      }),
    ).toEqual({
      dob: '1960-05-01',
      height: 172,
      weight: 65000,
      wheelchairWeight: 12500,
      name: 'Tan',
      email: null,
      existingClinicID: 3,
    });
  });

  it('shows a stored patient in metres and kg, and sends back only what changed', () => {
    const patient = {
      id: 1,
      name: 'Tan',
      height: 172,
      weight: 65500,
      dob: '1960-05-01',
      allergies: [],
    } as unknown as Patient;
    const values = toFormValues(patient);
    expect(values.height).toBe('1.72');
    expect(values.weight).toBe('65.5');
    expect(changedFields(patient, toPatientFields({ ...values, homeNo: '6123 4567' }))).toEqual({
      homeNo: '6123 4567',
    });
  });
});
