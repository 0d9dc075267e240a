import { describe, expect, it } from 'vitest';
import { leftOutCsv, leftOutFileName } from './left-out-file.ts';
import { csvTable, readLabTable } from './parse-file.ts';

describe('the left-out rows file', () => {
  it("repeats the file's header and cells, adds the reasons, and reads back as the same rows", async () => {
    const csv = await leftOutCsv(
      ['Date', 'NRIC', 'Patient Name', 'K'],
      [
        {
          cells: ['31/12/2099', 'S1234567D', 'Tan, Ah Kow', '4.1'],
          reasons: ['Date: The date cannot be in the future.'],
        },
        {
          cells: ['1/1/2026', 'S1234567D', 'Tan Ah Kow', '-1'],
          reasons: ['K: Must be between 0 and 15 mmol/L.', 'Hb: Digits only'],
        },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,NRIC,Patient Name,K,Left out because',
      '31/12/2099,S1234567D,"Tan, Ah Kow",4.1,Date: The date cannot be in the future.',
      '1/1/2026,S1234567D,Tan Ah Kow,-1,K: Must be between 0 and 15 mmol/L. Hb: Digits only',
    ]);
    const again = readLabTable('x.csv', await csvTable(csv), '2026-04-10');
    expect(again.unknownColumns).toEqual([]);
    expect(again.rows.map((r) => [r.line, r.patientName, r.values])).toEqual([
      [2, 'Tan, Ah Kow', { K: 4.1 }],
      [3, 'Tan Ah Kow', { K: -1 }],
    ]);
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const csv = await leftOutCsv(
      ['Patient Name', 'Others'],
      [
        { cells: ['=HYPERLINK("x")', '@SUM(A1)'], reasons: ['+1'] },
        { cells: ['-cmd', '-2.5'], reasons: [] },
      ],
    );
    // Escaped cells are quoted too; a negative number stays a number.
    expect(csv.split('\r\n').slice(1)).toEqual([`"'=HYPERLINK(""x"")","'@SUM(A1)","'+1"`, `"'-cmd",-2.5,`]);
  });

  it('is named after the file it comes from', () => {
    expect(leftOutFileName('march labs.XLSX')).toBe('march labs-left-out.csv');
    expect(leftOutFileName('labs.csv')).toBe('labs-left-out.csv');
  });
});
