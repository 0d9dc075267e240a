/**
 * How large a lab file the import reads (issue 25 item 3), checked before anything is parsed: a file over
 * these limits is refused with a message, never opened. The browser reads the file, so these protect the
 * user's tab (a 205 KB XLSX that expands to 200 MB crashed it); the server keeps its own per-request limits.
 * One place to change them (docs/decisions/labs.md, "File import").
 */
export const LAB_IMPORT_LIMITS = {
  /** The file as chosen, CSV or XLSX: a 50,000-row laboratory file of the whole template is about 15 MB. */
  maxFileBytes: 20 * 1024 * 1024,
  /**
   * An XLSX is a zip: what its parts expand to, all together. A 50,000-row sheet of the bench's 18 columns
   * is about 30 MB of XML; exceljs holds several times that in memory while it reads.
   */
  maxExpandedBytes: 120 * 1024 * 1024,
  /** Parts of an XLSX: a workbook has a dozen; thousands mean something else. */
  maxZipEntries: 1000,
  /** Data rows of one file: the review stays usable at this size (the browser benchmark's largest file). */
  maxRows: 50_000,
} as const;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const LAB_IMPORT_LIMIT_MESSAGES = {
  fileTooLarge: `The file is larger than ${megabytes(LAB_IMPORT_LIMITS.maxFileBytes)}: split it into smaller files.`,
  expandsTooLarge: `The workbook expands to more than ${megabytes(LAB_IMPORT_LIMITS.maxExpandedBytes)}: it was not opened. Save it as CSV, or split it.`,
  notAWorkbook: 'The file is not a workbook that can be read. Save it as CSV or XLSX and try again.',
  tooManyRows: `The file has more than ${LAB_IMPORT_LIMITS.maxRows.toLocaleString('en-GB')} rows: split it into smaller files.`,
} as const;
