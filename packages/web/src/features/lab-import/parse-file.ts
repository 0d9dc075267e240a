import { type ImportRow, importRow, isBlankRow, matchColumns } from '@dialysis/domain';

/** A lab file read for review: its header's verdicts and its rows, each already checked by the domain. */
export interface ParsedLabFile {
  fileName: string;
  /** Headers the import does not know: listed on the review, never silently dropped. */
  unknownColumns: string[];
  /** Date or NRIC missing from the header: the file cannot be imported. */
  missingColumns: string[];
  rows: ImportRow[];
}

export type Cell = string | number | Date | null;

/** The file's kind by its name: the two the import reads. */
export function labFileKind(name: string): 'csv' | 'xlsx' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/** Header row then data rows, as the spreadsheet holds them, into checked rows (blank lines skipped). */
export function readLabTable(fileName: string, table: readonly (readonly Cell[])[]): ParsedLabFile {
  const [header = [], ...data] = table;
  const match = matchColumns(header.map((cell) => (cell === null ? '' : String(cell))));
  const rows: ImportRow[] = [];
  data.forEach((cells, i) => {
    if (!isBlankRow(cells)) rows.push(importRow(match, cells, i + 2));
  });
  return { fileName, unknownColumns: match.unknown, missingColumns: match.missing, rows };
}

/** CSV through papaparse (quotes, separators and line ends as the RFC and Excel write them). */
export async function csvTable(text: string): Promise<Cell[][]> {
  const { default: Papa } = await import('papaparse');
  // Blank lines are kept so each row's number is its line in the file (readLabTable skips them).
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return result.data;
}

/**
 * The first worksheet of an XLSX through exceljs. Dates stay Date (a date cell is a calendar day at UTC
 * midnight); formulas give their result; rich text and hyperlinks their text.
 */
export async function xlsxTable(data: ArrayBuffer): Promise<Cell[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellValue(row.getCell(c).value));
    table.push(cells);
  });
  return table;
}

function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if ('result' in v) return cellValue(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if (typeof v.text === 'string') return v.text;
  }
  return String(value);
}

/** A chosen file, read and checked. Throws for a kind the import does not read. */
export async function parseLabFile(file: File): Promise<ParsedLabFile> {
  const kind = labFileKind(file.name);
  if (kind === 'csv') return readLabTable(file.name, await csvTable(await file.text()));
  if (kind === 'xlsx') return readLabTable(file.name, await xlsxTable(await file.arrayBuffer()));
  throw new Error('Only CSV and XLSX files can be imported.');
}
