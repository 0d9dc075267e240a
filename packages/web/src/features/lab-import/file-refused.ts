/**
 * A lab file refused before or while it is read, with the message the upload page shows as it is (too
 * large, expands too far, not a workbook, too many rows, a kind the import does not read). It crosses the
 * parsing worker by its name: comlink passes an Error's name and message, not its class.
 */
export class LabFileRefused extends Error {
  override name = 'LabFileRefused';
}

export function isLabFileRefused(error: unknown): error is Error {
  return error instanceof Error && error.name === 'LabFileRefused';
}
