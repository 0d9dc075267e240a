import { describe, expect, it } from 'vitest';
import { centreDateTime } from '../dates.ts';
import { listPrintHeader, pageOfPages, printHeader } from './print-header.ts';

const patient = { name: 'Tan Wei Ming', namecode: 'P0001', dob: '1961-05-20', nric: 'S1234567D' };
const base = { centre: 'Tampines Centre', printedAt: '27 Nov 2026 21:54', printedBy: 'Grace Lim' };

describe('printHeader', () => {
  it('names the patient by name, ID code, date of birth and masked NRIC, with the centre and who printed when', () => {
    expect(printHeader({ patient, nric: 'masked', ...base })).toEqual({
      patient: 'Tan Wei Ming · ID P0001 · DOB 20 May 1961 · NRIC *****567D',
      centre: 'Tampines Centre',
      printed: 'Printed 27 Nov 2026 21:54 by Grace Lim',
    });
  });

  it('prints the NRIC in full only when the print asks for it (the funder report)', () => {
    expect(printHeader({ patient, nric: 'full', ...base }).patient).toContain('NRIC S1234567D');
  });

  it('keeps every label, with a dash, when an identifier is not recorded', () => {
    const header = printHeader({
      patient: { name: 'Lee Ah Kow', namecode: null, dob: null, nric: '' },
      nric: 'masked',
      ...base,
      printedBy: ' ',
    });
    expect(header.patient).toBe('Lee Ah Kow · ID - · DOB - · NRIC -');
    expect(header.printed).toBe('Printed 27 Nov 2026 21:54 by -');
  });

  it('reads a date of birth given as an instant as its calendar day', () => {
    expect(
      printHeader({ patient: { ...patient, dob: '1961-05-20T00:00:00.000Z' }, nric: 'masked', ...base })
        .patient,
    ).toContain('DOB 20 May 1961');
  });
});

describe('listPrintHeader', () => {
  it('names the list, the centre and who printed it when; a dash for what is missing', () => {
    expect(
      listPrintHeader({
        title: 'Quality · Haemoglobin in range · May 2036',
        centre: 'Quality A',
        printedAt: '10 Jul 2036 10:00',
        printedBy: '',
      }),
    ).toEqual({
      patient: 'Quality · Haemoglobin in range · May 2036',
      centre: 'Quality A',
      printed: 'Printed 10 Jul 2036 10:00 by -',
    });
  });
});

describe('pageOfPages', () => {
  it('says which page of how many', () => {
    expect(pageOfPages(2, 5)).toBe('Page 2 of 5');
  });
});

describe('centreDateTime', () => {
  it("shows an instant on the centre's clock, with the product's date format", () => {
    // 16:30 UTC is 00:30 the next day in Singapore.
    expect(centreDateTime(new Date('2026-09-30T16:30:00Z'), 'Asia/Singapore')).toBe('01 Oct 2026 00:30');
    expect(centreDateTime(new Date('2026-09-30T16:30:00Z'), 'UTC')).toBe('30 Sep 2026 16:30');
    expect(centreDateTime(new Date('2026-01-05T03:07:00Z'), 'Europe/London')).toBe('05 Jan 2026 03:07');
  });
});
