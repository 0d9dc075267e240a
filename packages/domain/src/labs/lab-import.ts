import { isFutureDate, RANGE_MESSAGES } from '../ranges.ts';
import { LAB_FIELDS, type LabFieldName, type LabValues } from './lab-fields.ts';
import { isMeasured, LAB_MESSAGES, labReportErrors } from './lab-report.ts';

/**
 * The lab import file (spec 001 sections 3 and 5; issue 13 item 4): one row per lab report, columns matched
 * by header name in any order and any case, extra spaces ignored. The spec's rules: dates DD/MM/YYYY;
 * HBsAb '>' removed and 1 added, '<' removed and 1 subtracted; HBsAg, HCV and HIV 'non-reactive' become NEG
 * and 'reactive' POS; empty values dropped.
 */

/** What a column carries: the row's patient and date, or a LabReport field. */
export type ImportTarget = 'date' | 'patientName' | 'sex' | 'nric' | LabFieldName;

/** The template's header row, in its order, and what each header means. */
export const IMPORT_COLUMNS: readonly (readonly [header: string, target: ImportTarget])[] = [
  ['Date', 'date'],
  ['Patient Name', 'patientName'],
  ['Sex', 'sex'],
  ['NRIC', 'nric'],
  ['Glucose', 'glucose'],
  ['WBC', 'TW'],
  ['Platelets', 'Plt'],
  ['Haemoglobin', 'Hb'],
  ['MCV', 'MCV'],
  ['K', 'K'],
  ['Na', 'Na'],
  ['Urea Pre', 'ureaPre'],
  ['Urea Post', 'ureaPost'],
  ['Creatinine', 'creatinine'],
  ['HCO3', 'HCO3'],
  ['Chloride', 'chlorine'],
  ['Ca', 'Ca'],
  ['PO4', 'Po4'],
  ['Mg', 'Mg'],
  ['PTH', 'IPTH'],
  ['HBsAg', 'HepBsAg'],
  ['HBsAb', 'HepBsAb'],
  ['Iron', 'Fe'],
  ['TIBC', 'TIBC'],
  ['Ferritin', 'ferritin'],
  ['Total Protein', 'protein'],
  ['Albumin', 'Alb'],
  ['Urine Blood', 'Ublood'],
  ['Urine Protein', 'Uprt'],
  ['Urine WBC', 'Uwbc'],
  ['24h Urine Protein', 'TUP24'],
  ['Creatinine Clearance', 'CCT'],
  ['Uric Acid', 'uric'],
  ['HCV', 'HCV'],
  ['HIV', 'HIV'],
  ['GGT', 'ggt'],
  ['Others', 'others'],
  ['Total Cholesterol', 'TC'],
  ['HDL', 'HDL'],
  ['LDL', 'LDL'],
  ['Triglycerides', 'TG'],
  ['Ratio', 'Ratio'],
  ['Bilirubin', 'Biltotal'],
  ['ALP', 'SAP'],
  ['SGPT', 'SGPT_ALT'],
  ['SGOT', 'SGOT_AST'],
  ['HbA1c', 'Hba1c'],
  ['Urine Albumin', 'urineMA'],
  ['Urine Albumin Creatinine Ratio', 'MACr'],
  ['Urine Creatinine', 'uCreatinine'],
  ['ESR', 'ESR'],
  ['CRP', 'CRP'],
  ['FT4', 'FT4'],
  ['TSH', 'TSH'],
];

export const IMPORT_TEMPLATE_HEADERS = IMPORT_COLUMNS.map(([header]) => header);

/** 'Urea  PRE ' and 'urea pre' are one header. */
export function normalizeHeader(header: string): string {
  return header.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Other names laboratories print for the same column (beyond the spec's list): the field's own name and
 * label, and common spellings. A header is still matched whole, never by a part of it.
 */
const ALIASES: readonly (readonly [header: string, target: ImportTarget])[] = [
  ['Hb', 'Hb'],
  ['Hemoglobin', 'Hb'],
  ['TW', 'TW'],
  ['Plt', 'Plt'],
  ['Potassium', 'K'],
  ['Sodium', 'Na'],
  ['Bicarbonate', 'HCO3'],
  ['Chlorine', 'chlorine'],
  ['Calcium', 'Ca'],
  ['Phosphate', 'Po4'],
  ['Magnesium', 'Mg'],
  ['iPTH', 'IPTH'],
  ['HepBsAg', 'HepBsAg'],
  ['HepBsAb', 'HepBsAb'],
  ['Fe', 'Fe'],
  ['Alb', 'Alb'],
  ['Cholesterol', 'TC'],
  ['TG', 'TG'],
  ['Total Bilirubin', 'Biltotal'],
  ['ALT', 'SGPT_ALT'],
  ['AST', 'SGOT_AST'],
  ['Gender', 'sex'],
  ['Name', 'patientName'],
];

const BY_HEADER = new Map(
  [...IMPORT_COLUMNS, ...ALIASES].map(([header, target]) => [normalizeHeader(header), target] as const),
);

/**
 * The column the left-out rows' file adds (each row's reasons): read back without complaint when the
 * fixed file is imported again, and never imported.
 */
export const LEFT_OUT_REASON_HEADER = 'Left out because';
const IGNORED = new Set([normalizeHeader(LEFT_OUT_REASON_HEADER)]);

export interface ColumnMatch {
  /** For each column of the file, what it carries, or null when its header is unknown (or blank). */
  targets: (ImportTarget | null)[];
  /** Headers the file has that the import does not know: listed on the review, not silently dropped. */
  unknown: string[];
  /** Date and NRIC identify a row: a file without either cannot be imported. */
  missing: string[];
}

export function matchColumns(headers: readonly string[]): ColumnMatch {
  const targets = headers.map((header) => BY_HEADER.get(normalizeHeader(header)) ?? null);
  const unknown = headers
    .filter(
      (header, i) => targets[i] === null && header.trim() !== '' && !IGNORED.has(normalizeHeader(header)),
    )
    .map((h) => h.trim());
  const missing = (['Date', 'NRIC'] as const).filter(
    (header) => !targets.includes(BY_HEADER.get(normalizeHeader(header)) ?? null),
  );
  return { targets, unknown, missing };
}

export const IMPORT_MESSAGES = {
  dateFormat: 'Date must be DD/MM/YYYY.',
} as const;

/**
 * The file's date, DD/MM/YYYY (spec: 3/4/2026 is 3 April), as 'YYYY-MM-DD', or the reason it is not one:
 * strict, so 30/02/2026 is not a day (never rolled over to 2 March) and 2026-04-03 is not the format. A
 * spreadsheet's own date cell (a Date from the XLSX reader, a calendar day at UTC midnight) is that day.
 */
export function readImportDate(value: string | Date): { date: string } | { error: string } {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? { error: RANGE_MESSAGES.invalidDate }
      : { date: value.toISOString().slice(0, 10) };
  }
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return { error: IMPORT_MESSAGES.dateFormat };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) {
    return { error: RANGE_MESSAGES.invalidDate };
  }
  return { date: at.toISOString().slice(0, 10) };
}

/** The file's date as 'YYYY-MM-DD', or null when it is not a real DD/MM/YYYY day. */
export function importDate(value: string | Date): string | null {
  const read = readImportDate(value);
  return 'date' in read ? read.date : null;
}

/** HBsAb: '>1000' is read 1001 and '<10' is read 9 (spec). */
function hbsAb(text: string): number | string {
  const match = /^([<>])\s*(.+)$/.exec(text);
  if (!match) return toNumber(text);
  const number = toNumber(match[2] ?? '');
  if (typeof number !== 'number') return text;
  return match[1] === '>' ? number + 1 : number - 1;
}

/** 'non-reactive' (any case) is NEG and 'reactive' POS (spec); POS/NEG and positive/negative as written. */
function virology(text: string, field: LabFieldName): string {
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (word === 'non-reactive' || word === 'non reactive' || word === 'neg' || word === 'negative')
    return 'NEG';
  if (word === 'reactive' || word === 'pos' || word === 'positive') return 'POS';
  // A weakly reactive HBsAg is handled as positive until confirmed (infection control): stored POS.
  if (field === 'HepBsAg' && (word === 'weak reactive' || word === 'weakly reactive')) return 'POS';
  return text;
}

/** A plain decimal, as a laboratory writes it: '0x10', '1e3' and 'Infinity' are not numbers here. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function toNumber(text: string): number | string {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : text;
}

/** One cell, as the field stores it: numbers read, the spec's transforms applied; text left for the checks. */
export function importCell(field: LabFieldName, raw: unknown): unknown {
  if (!isMeasured(raw)) return undefined;
  if (typeof raw === 'number') return raw;
  const text = raw instanceof Date ? raw.toISOString() : String(raw).trim();
  if (field === 'HepBsAb') return hbsAb(text);
  switch (LAB_FIELDS[field].kind) {
    case 'number':
      return toNumber(text);
    case 'posneg':
      return virology(text, field);
    case 'text':
      return text;
  }
}

export interface ImportRow {
  /** The row's number in the file: the sheet's own row number (what a spreadsheet shows), header included. */
  line: number;
  date: string | null;
  nric: string;
  patientName: string;
  sex: string;
  values: LabValues;
  /**
   * Why the row cannot be imported as it stands, by field: a lab field's message (the lab report's own
   * checks), 'date' for a missing, unreal or future date, 'nric' for a missing NRIC, 'timestamp' for a row
   * with a date and nothing else. Such a row is left out, never sent.
   */
  errors: Record<string, string>;
  /** The row's cells as the file wrote them (a date cell as DD/MM/YYYY): the left-out rows' file. */
  cells: string[];
}

/** A cell as text, as it would be written back to a CSV (a spreadsheet's date as DD/MM/YYYY). */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    const [year, month, day] = cell.toISOString().slice(0, 10).split('-');
    return `${day}/${month}/${year}`;
  }
  return String(cell);
}

/**
 * One data row of the file (cells in the order of the header row), checked as the server will check it:
 * the values by `labReportErrors`, the date strictly and not after `today` (the centre's day, YYYY-MM-DD).
 */
export function importRow(
  match: ColumnMatch,
  cells: readonly unknown[],
  line: number,
  today: string,
): ImportRow {
  const row: ImportRow = {
    line,
    date: null,
    nric: '',
    patientName: '',
    sex: '',
    values: {},
    errors: {},
    cells: cells.map(cellText),
  };
  const values: Record<string, unknown> = {};
  match.targets.forEach((target, i) => {
    const cell = cells[i];
    if (target === null || !isMeasured(cell)) return;
    if (target === 'date') {
      const read = readImportDate(cell instanceof Date ? cell : String(cell));
      if ('date' in read) row.date = read.date;
      else row.errors.date = read.error;
    } else if (target === 'nric') row.nric = String(cell).trim().toUpperCase();
    else if (target === 'patientName') row.patientName = String(cell).trim().replace(/\s+/g, ' ');
    else if (target === 'sex') row.sex = String(cell).trim();
    else values[target] = importCell(target, cell);
  });
  if (!row.date && !row.errors.date) row.errors.date = LAB_MESSAGES.required;
  if (row.date && isFutureDate(row.date, today)) row.errors.date = RANGE_MESSAGES.futureDate;
  if (!row.nric) row.errors.nric = LAB_MESSAGES.required;
  Object.assign(row.errors, labReportErrors(values));
  row.values = values as LabValues;
  return row;
}

/** A row's reasons to be left out, as a person reads them: 'Date: The date cannot be in the future.'. */
export function rowProblems(errors: Readonly<Record<string, string>>): string[] {
  return Object.entries(errors).map(([field, message]) => {
    if (field === 'timestamp') return message;
    if (field === 'date') return `Date: ${message}`;
    if (field === 'nric') return `NRIC: ${message}`;
    const known = (LAB_FIELDS as Record<string, { label: string } | undefined>)[field];
    return `${known?.label ?? field}: ${message}`;
  });
}

/** A row holds nothing at all (a blank line at the end of a sheet): skipped, not reported. */
export function isBlankRow(cells: readonly unknown[]): boolean {
  return cells.every((cell) => !isMeasured(cell));
}

/**
 * The identity of a lab report for duplicate detection (issue 13: importing the same file twice creates no
 * duplicate): same patient, date, source and values. Values are sorted by field so column order does not
 * matter; numbers are written as numbers, so '5.0' and '5' in two files are the same result.
 */
export function labReportFingerprint(
  patientID: string,
  date: string,
  source: string,
  values: LabValues,
): string {
  const entries = Object.entries(values)
    .filter(([, value]) => isMeasured(value))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([patientID, date.slice(0, 10), source.trim().toLowerCase(), entries]);
}
