import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvTable, labFileKind, parseLabFile, readLabTable, xlsxTable } from './parse-file.ts';

const TODAY = '2026-04-10';

const CSV = `\uFEFFDate,NRIC,Patient Name,Sex, haemoglobin ,HBsAb,HIV,Blood Group
3/4/2026,S1234567D,"Tan, Ah Kow",M,9.5,>1000,Non-Reactive,O+
,,,,,,,
4/4/2026,S7654321A,Lim Mei,F,abc,<10,,A
`;

const named = (name: string, parts: BlobPart[]) => Object.assign(new Blob(parts), { name });

describe('lab file reading', () => {
  it('knows CSV and XLSX by name', () => {
    expect(labFileKind('labs.CSV')).toBe('csv');
    expect(labFileKind('labs.xlsx')).toBe('xlsx');
    expect(labFileKind('labs.xls')).toBeNull();
  });

  it('reads a CSV: quoted commas, any-case headers with spaces, unknown columns listed, blank lines skipped', async () => {
    const file = readLabTable('labs.csv', await csvTable(CSV), TODAY);
    expect(file.unknownColumns).toEqual(['Blood Group']);
    expect(file.missingColumns).toEqual([]);
    expect(file.headers).toEqual([
      'Date',
      'NRIC',
      'Patient Name',
      'Sex',
      ' haemoglobin ',
      'HBsAb',
      'HIV',
      'Blood Group',
    ]);
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({
      line: 2,
      date: '2026-04-03',
      nric: 'S1234567D',
      patientName: 'Tan, Ah Kow',
      values: { Hb: 9.5, HepBsAb: 1001, HIV: 'NEG' },
      errors: {},
      cells: ['3/4/2026', 'S1234567D', 'Tan, Ah Kow', 'M', '9.5', '>1000', 'Non-Reactive', 'O+'],
    });
    expect(file.rows[1]).toMatchObject({ line: 4, values: { HepBsAb: 9 }, errors: { Hb: 'Digits only' } });
  });

  it('reads the first sheet of an XLSX, date cells as days, each row with the sheet its own number', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Labs');
    sheet.addRow(['Date', 'NRIC', 'Patient Name', 'K', 'HCV']);
    sheet.addRow([new Date(Date.UTC(2026, 3, 3)), 's1234567d', 'Tan Ah Kow', 5.6, 'reactive']);
    sheet.addRow([]);
    sheet.addRow(['5/4/2026', 'S7654321A', 'Lim Mei', '4.1', null]);
    sheet.getRow(7).values = ['30/02/2026', 'S7654321A', 'Lim Mei', 4.2];
    const data = await workbook.xlsx.writeBuffer();
    const file = readLabTable('labs.xlsx', await xlsxTable(data as ArrayBuffer), TODAY);
    expect(file.rows.map((r) => [r.line, r.date, r.nric, r.values, r.errors])).toEqual([
      [2, '2026-04-03', 'S1234567D', { K: 5.6, HCV: 'POS' }, {}],
      // After the blank row 3 the numbers are still the sheet's (today they were one too low).
      [4, '2026-04-05', 'S7654321A', { K: 4.1 }, {}],
      [7, null, 'S7654321A', { K: 4.2 }, { date: 'Not a valid date.' }],
    ]);
    expect(file.rows[0]?.cells[0]).toBe('03/04/2026');
  });

  it("a header below blank rows is still the header, and the numbers stay the file's", async () => {
    const file = readLabTable('x.csv', await csvTable('\n\nDate,NRIC,K\n3/4/2026,S1,4\n'), TODAY);
    expect(file.missingColumns).toEqual([]);
    expect(file.rows.map((r) => r.line)).toEqual([4]);
  });

  it('names a missing NRIC or Date column', async () => {
    expect(readLabTable('x.csv', await csvTable('Patient Name,K\nTan,4'), TODAY).missingColumns).toEqual([
      'Date',
      'NRIC',
    ]);
  });
});

describe('lab file refusals before parsing', () => {
  it('refuses a kind the import does not read, and a file over the size limit, unread', async () => {
    await expect(parseLabFile(named('labs.xls', ['x']), TODAY)).rejects.toMatchObject({
      name: 'LabFileRefused',
      message: 'Only CSV and XLSX files can be imported.',
    });
    const big = named('labs.csv', [new Uint8Array(20 * 1024 * 1024 + 1)]);
    await expect(parseLabFile(big, TODAY)).rejects.toMatchObject({
      name: 'LabFileRefused',
      message: 'The file is larger than 20 MB: split it into smaller files.',
    });
  });

  it('refuses a file of more than 50,000 rows', async () => {
    const lines = ['Date,NRIC,K', ...Array.from({ length: 50_001 }, () => '3/4/2026,S1,4')];
    await expect(parseLabFile(named('big.csv', [lines.join('\n')]), TODAY)).rejects.toMatchObject({
      message: 'The file has more than 50,000 rows: split it into smaller files.',
    });
    const ok = await parseLabFile(named('ok.csv', [lines.slice(0, 50_001).join('\n')]), TODAY);
    expect(ok.rows).toHaveLength(50_000);
  });

  it('refuses an XLSX that is not a zip, and reads one that is', async () => {
    await expect(parseLabFile(named('labs.xlsx', ['Date,NRIC\n']), TODAY)).rejects.toMatchObject({
      message: 'The file is not a workbook that can be read. Save it as CSV or XLSX and try again.',
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Labs').addRows([
      ['Date', 'NRIC', 'K'],
      ['3/4/2026', 'S1', 4],
    ]);
    const data = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
    const file = await parseLabFile(named('labs.xlsx', [data]), TODAY);
    expect(file.rows.map((r) => r.values)).toEqual([{ K: 4 }]);
  });
});
