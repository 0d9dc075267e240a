import { QUALITY_INDICATORS } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import { missesCsv } from './quality-misses-page.tsx';

describe('the drill-down as CSV', () => {
  it('names the centre, month and indicator on every line, and escapes a cell a spreadsheet would run', () => {
    const csv = missesCsv(
      {
        clinicID: 1,
        clinicName: 'Tampines Centre',
        month: '2036-05',
        indicator: 'haemoglobin',
        target: 'latest Hb of the month 10-12 g/dL',
        misses: [
          {
            patientID: 7,
            patientName: 'Tan, Ah Kow',
            patientNric: '*****567D',
            value: 'Hb 9.1 g/dL',
            date: '2036-05-21',
          },
          { patientID: 8, patientName: '=HYPERLINK("x")', patientNric: null, value: 'No result', date: null },
        ],
      },
      QUALITY_INDICATORS.haemoglobin,
    );
    expect(csv.split('\r\n')).toEqual([
      'Centre,Month,Indicator,Patient,NRIC,Value,Date',
      'Tampines Centre,2036-05,Haemoglobin in range,"Tan, Ah Kow",*****567D,Hb 9.1 g/dL,2036-05-21',
      `Tampines Centre,2036-05,Haemoglobin in range,"'=HYPERLINK(""x"")",,No result,`,
    ]);
  });
});
