import { LEFT_OUT_REASON_HEADER } from '@dialysis/domain';

export interface LeftOutLine {
  /** The row's cells as the file wrote them. */
  cells: readonly string[];
  reasons: readonly string[];
}

/**
 * A cell a spreadsheet would run as a formula (=, +, @, a tab or return first; a minus before anything but a
 * number) is written with a leading apostrophe: the file goes back into Excel to be fixed. '-1' stays a number.
 */
const FORMULA = /^[=+@\t\r]|^-(?![\d.])/;

/**
 * The left-out rows as a CSV to fix and import again (issue 25 item 2): the file's own header and cells, and
 * a last column with the reasons, which the import reads back without complaint (LEFT_OUT_REASON_HEADER).
 */
export async function leftOutCsv(headers: readonly string[], rows: readonly LeftOutLine[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const width = rows.reduce((max, row) => Math.max(max, row.cells.length), headers.length);
  const pad = (cells: readonly string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  return Papa.unparse(
    {
      fields: [...pad(headers), LEFT_OUT_REASON_HEADER],
      data: rows.map((row) => [...pad(row.cells), row.reasons.join(' ')]),
    },
    { escapeFormulae: FORMULA, newline: '\r\n' },
  );
}

/** Hands a text to the browser as a downloaded file (with a BOM, so Excel reads the names' accents). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has started the download (revoking at once can cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'labs-march.csv' → 'labs-march-left-out.csv' (an XLSX's left-out rows are a CSV too). */
export function leftOutFileName(fileName: string): string {
  return `${fileName.replace(/\.(csv|xlsx)$/i, '')}-left-out.csv`;
}
