import { RANGE_MESSAGES, rangeError, TEXT_LIMITS, textError } from '../ranges.ts';
import { LAB_FIELD_NAMES, LAB_FIELDS, type LabFieldName, type LabValues, POS_NEG } from './lab-fields.ts';

export const LAB_MESSAGES = {
  /** Spec 001 section 5, manual lab entry: a date and nothing else. */
  atLeastOne: 'Lab Result require at least 1 input.',
  /** Spec 001 section 5, import confirm. */
  unidentifiedPatient: 'Unable to process with unidentified Patient',
  posNeg: 'Choose POS or NEG.',
  digitsOnly: 'Digits only',
  required: 'Required.',
} as const;

/** A value is measured when it is not absent and not an empty text (the spec drops empty values). */
export function isMeasured(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/**
 * The field messages a lab report's values earn (empty when it may be saved): each number in its range,
 * each POS/NEG field one of the two, each text within a line; and at least one value beside the date.
 * Form and server both ask this, so a hand-made request is refused with the form's words.
 */
export function labReportErrors(
  values: Readonly<Partial<Record<LabFieldName, unknown>>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  let measured = 0;
  for (const name of LAB_FIELD_NAMES) {
    const value = values[name];
    if (!isMeasured(value)) continue;
    measured += 1;
    const message = fieldError(name, value);
    if (message) errors[name] = message;
  }
  if (measured === 0) errors.timestamp = LAB_MESSAGES.atLeastOne;
  return errors;
}

function fieldError(name: LabFieldName, value: unknown): string | null {
  const field = LAB_FIELDS[name];
  switch (field.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return LAB_MESSAGES.digitsOnly;
      return rangeError(field.range, value);
    case 'posneg':
      return (POS_NEG as readonly unknown[]).includes(value) ? null : LAB_MESSAGES.posNeg;
    case 'text':
      return typeof value === 'string'
        ? textError(value, TEXT_LIMITS.line)
        : RANGE_MESSAGES.invalidCharacters;
  }
}

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * The manual input row's texts -> the values createLabReport takes, and the field messages they earn (the
 * same as the server's, plus 'Digits only' for a number field that is not a decimal). Blank fields are left
 * out (not measured); texts are trimmed.
 */
export function labInputValues(raw: Readonly<Partial<Record<LabFieldName, string | null>>>): {
  values: LabValues;
  errors: Record<string, string>;
} {
  const values: Partial<Record<LabFieldName, number | string>> = {};
  const broken: Record<string, string> = {};
  for (const name of LAB_FIELD_NAMES) {
    const text = raw[name]?.trim();
    if (!text) continue;
    if (LAB_FIELDS[name].kind !== 'number') values[name] = text;
    else if (DECIMAL.test(text)) values[name] = Number(text);
    else broken[name] = LAB_MESSAGES.digitsOnly;
  }
  // A POS/NEG field holding another text is refused by labReportErrors below; the cast only names the shape.
  return { values: values as LabValues, errors: { ...labReportErrors(values), ...broken } };
}
