import {
  cellText,
  type ImportRow,
  importRow,
  isBlankRow,
  LAB_IMPORT_LIMIT_MESSAGES,
  LAB_IMPORT_LIMITS,
  matchColumns,
} from '@dialysis/domain';
import { LabFileRefused } from './file-refused.ts';
import { checkZipExpansion } from './zip-guard.ts';

/** A lab file read for review: its header's verdicts and its rows, each already checked by the domain. */
export interface ParsedLabFile {
  fileName: string;
  /** The header row as the file wrote it: the left-out rows' file repeats it, so it can be fixed and re-imported. */
  headers: string[];
  /** Headers the import does not know: listed on the review, never silently dropped. */
  unknownColumns: string[];
  /** Date or NRIC missing from the header: the file cannot be imported. */
  missingColumns: string[];
  rows: ImportRow[];
}

export type Cell = string | number | Date | null;

/** One row of the sheet with its own number (a spreadsheet's row number, a CSV's record number). */
export interface TableRow {
  line: number;
  cells: Cell[];
}

export const ONLY_CSV_XLSX = 'Only CSV and XLSX files can be imported.';

/** The file's kind by its name: the two the import reads. */
export function labFileKind(name: string): 'csv' | 'xlsx' | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  return null;
}

/**
 * The first non-blank row is the header, the rows after it data (blank ones skipped), each checked against
 * `today` (the centre's day). Each row keeps the sheet's own number. Refuses a file over the row limit.
 */
export function readLabTable(fileName: string, table: readonly TableRow[], today: string): ParsedLabFile {
  const start = table.findIndex((row) => !isBlankRow(row.cells));
  const header = start < 0 ? [] : (table[start]?.cells ?? []);
  const data = start < 0 ? [] : table.slice(start + 1).filter((row) => !isBlankRow(row.cells));
  if (data.length > LAB_IMPORT_LIMITS.maxRows)
    throw new LabFileRefused(LAB_IMPORT_LIMIT_MESSAGES.tooManyRows);
  const headers = header.map(cellText);
  const match = matchColumns(headers);
  return {
    fileName,
    headers,
    unknownColumns: match.unknown,
    missingColumns: match.missing,
    rows: data.map((row) => importRow(match, row.cells, row.line, today)),
  };
}

/** CSV through papaparse (quotes, separators and line ends as the RFC and Excel write them). */
export async function csvTable(text: string): Promise<TableRow[]> {
  const { default: Papa } = await import('papaparse');
  // Blank lines are kept so each row's number is its record in the file (readLabTable skips them).
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  return result.data.map((cells, i) => ({ line: i + 1, cells }));
}

/**
 * The first worksheet of an XLSX through exceljs, each row with the sheet's own row number (a blank row in
 * the middle does not shift the ones below it). Dates stay Date (a date cell is a calendar day at UTC
 * midnight); formulas give their result; rich text and hyperlinks their text.
 */
export async function xlsxTable(data: ArrayBuffer): Promise<TableRow[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // row.values is 1-based (index 0 empty) and sparse: faster than a getCell per column.
    const values = row.values as unknown[];
    const cells: Cell[] = [];
    for (let c = 1; c < values.length; c++) cells.push(cellValue(values[c]));
    table.push({ line: row.number, cells });
  });
  return table;
}

function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[]; error?: unknown };
    if ('result' in v) return cellValue(v.result);
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if (typeof v.text === 'string') return v.text;
    if (typeof v.error === 'string') return v.error;
  }
  return String(value);
}

/**
 * A chosen file, read and checked: refused (LabFileRefused) before anything is parsed when it is not CSV
 * or XLSX, larger than the file limit, or an XLSX that expands past its limit (zip-guard.ts).
 */
export async function parseLabFile(file: Blob & { name: string }, today: string): Promise<ParsedLabFile> {
  const kind = labFileKind(file.name);
  if (!kind) throw new LabFileRefused(ONLY_CSV_XLSX);
  if (file.size > LAB_IMPORT_LIMITS.maxFileBytes) {
    throw new LabFileRefused(LAB_IMPORT_LIMIT_MESSAGES.fileTooLarge);
  }
  if (kind === 'csv') return readLabTable(file.name, await csvTable(await file.text()), today);
  const data = await file.arrayBuffer();
  await checkZipExpansion(data);
  return readLabTable(file.name, await xlsxTable(data), today);
}
