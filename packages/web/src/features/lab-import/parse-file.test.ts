import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvTable, labFileKind, readLabTable, xlsxTable } from './parse-file.ts';

const CSV = `\uFEFFDate,NRIC,Patient Name,Sex, haemoglobin ,HBsAb,HIV,Blood Group
3/4/2026,S1234567D,"Tan, Ah Kow",M,9.5,>1000,Non-Reactive,O+
,,,,,,,
4/4/2026,S7654321A,Lim Mei,F,abc,<10,,A
`;

describe('lab file reading', () => {
  it('knows CSV and XLSX by name', () => {
    expect(labFileKind('labs.CSV')).toBe('csv');
    expect(labFileKind('labs.xlsx')).toBe('xlsx');
    expect(labFileKind('labs.xls')).toBeNull();
  });

  it('reads a CSV: quoted commas, any-case headers with spaces, unknown columns listed, blank lines skipped', async () => {
    const file = readLabTable('labs.csv', await csvTable(CSV));
    expect(file.unknownColumns).toEqual(['Blood Group']);
    expect(file.missingColumns).toEqual([]);
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({
      line: 2,
      date: '2026-04-03',
      nric: 'S1234567D',
      patientName: 'Tan, Ah Kow',
      values: { Hb: 9.5, HepBsAb: 1001, HIV: 'NEG' },
      errors: {},
    });
    expect(file.rows[1]).toMatchObject({ line: 4, values: { HepBsAb: 9 }, errors: { Hb: 'Digits only' } });
  });

  it('reads the first sheet of an XLSX, date cells as days', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Labs');
    sheet.addRow(['Date', 'NRIC', 'Patient Name', 'K', 'HCV']);
    sheet.addRow([new Date(Date.UTC(2026, 3, 3)), 's1234567d', 'Tan Ah Kow', 5.6, 'reactive']);
    sheet.addRow(['5/4/2026', 'S7654321A', 'Lim Mei', '4.1', null]);
    const data = await workbook.xlsx.writeBuffer();
    const file = readLabTable('labs.xlsx', await xlsxTable(data as ArrayBuffer));
    expect(file.rows.map((r) => [r.date, r.nric, r.values])).toEqual([
      ['2026-04-03', 'S1234567D', { K: 5.6, HCV: 'POS' }],
      ['2026-04-05', 'S7654321A', { K: 4.1 }],
    ]);
  });

  it('names a missing NRIC or Date column', async () => {
    expect(readLabTable('x.csv', await csvTable('Patient Name,K\nTan,4')).missingColumns).toEqual([
      'Date',
      'NRIC',
    ]);
  });
});
