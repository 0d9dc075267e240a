import { ORDER_RANGES, rangeError } from './ranges.ts';
import { typedWeightToGrams } from './units.ts';

/**
 * Dialysis orders (spec 000 sections 3, 5, 8 and 9): the New Order form's defaults, option lists and field
 * rules, shared by the form and the server so both answer the same message for the same text.
 */
export const DIALYSIS_ORDER_MESSAGES = {
  required: 'Required.',
  digitsOnly: 'Digits only',
  invalidInput: 'Invalid input',
  none: 'No Dialysis Order',
  retrieveFailed: 'Unable to retrieve Dialysis Order',
  created: 'Dialysis Order created.',
  createFailed: 'Unable to create Dialysis Order',
} as const;

/** Spec 000 section 9: what the New Order dialog starts with. */
export const DIALYSIS_ORDER_DEFAULTS = {
  freqMth: 13,
  duration: 240,
  hepLoad: 1000,
  hepCont: 500,
  dialysate: -1.25,
  bicarbonate: 31,
  temp: 36.9,
  QD: 500,
  QB: 250,
} as const;

/** Spec 000 section 9: primary access options. */
export const PRIMARY_ACCESS_OPTIONS = [
  'AVF LEFT WRIST',
  'AVF RIGHT WRIST',
  'AVF LEFT BCF',
  'AVF RIGHT BCF',
  'PC LEFT',
  'PC RIGHT',
  'FEMORAL TRIALYSIS LEFT',
  'FEMORAL TRIALYSIS RIGHT',
  'FEMORAL PERM CATH LEFT',
  'FEMORAL PERM CATH RIGHT',
] as const;

/** Spec 000 section 9: arterial and venous needle gauges ('none' for a catheter). */
export const NEEDLE_OPTIONS = ['none', '15', '16', '17'] as const;

/**
 * Spec 000 section 9 names a list of 16 dialyser models from FX60 to M100 without the models between. These are
 * real models in that order: Fresenius FX (classic and CorAL), Baxter/Gambro Polyflux, Revaclear and
 * Theranova, and the Prismaflex M100 set. The dialysis order has no dialyser field (spec section 3): the
 * session form (check-in) picks from this list.
 */
export const DIALYSER_MODELS = [
  'FX60',
  'FX80',
  'FX100',
  'FX600',
  'FX800',
  'FX1000',
  'Polyflux 14L',
  'Polyflux 17L',
  'Polyflux 21L',
  'Polyflux 170H',
  'Polyflux 210H',
  'Revaclear',
  'Revaclear MAX',
  'Theranova 400',
  'Theranova 500',
  'M100',
] as const;

const INTEGER = /^\d+$/;
const SIGNED_DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;

/** Whole numbers: frequency per month, duration (minutes), QD and QB (ml/min). */
export function parseOrderInteger(text: string): number | null {
  const value = text.trim();
  return INTEGER.test(value) ? Number(value) : null;
}

/** Signed decimals: MSA, heparin, dialysate, bicarbonate, temperature ("-1.25", "+2", ".5"). */
export function parseOrderDecimal(text: string): number | null {
  const value = text.trim();
  return SIGNED_DECIMAL.test(value) ? Number(value) : null;
}

export type DialysisOrderNumberKind = 'integer' | 'decimal' | 'weight';

/** Every number field of the order and its rule; dryWeight is typed as kg or grams (units.ts) and stored in grams. */
export const DIALYSIS_ORDER_NUMBER_FIELDS = {
  dryWeight: 'weight',
  MSA: 'decimal',
  freqMth: 'integer',
  duration: 'integer',
  hepLoad: 'decimal',
  hepCont: 'decimal',
  dialysate: 'decimal',
  bicarbonate: 'decimal',
  temp: 'decimal',
  QD: 'integer',
  QB: 'integer',
} as const satisfies Record<string, DialysisOrderNumberKind>;

export type DialysisOrderNumberField = keyof typeof DIALYSIS_ORDER_NUMBER_FIELDS;

/** Spec 000 section 5: required fields of the order form (hepLoad, hepCont, antio and accessID are optional). */
export const DIALYSIS_ORDER_REQUIRED = [
  'notes',
  'dryWeight',
  'MSA',
  'dOrder',
  'freqMth',
  'duration',
  'dialysate',
  'accessPrim',
  'bicarbonate',
  'aNeedle',
  'vNeedle',
  'temp',
  'QD',
  'QB',
] as const;

/** A number field as typed -> its stored value (grams for dryWeight), or null when it breaks its rule. */
export function parseOrderNumber(field: DialysisOrderNumberField, text: string): number | null {
  const kind: DialysisOrderNumberKind = DIALYSIS_ORDER_NUMBER_FIELDS[field];
  if (kind === 'integer') return parseOrderInteger(text);
  if (kind === 'decimal') return parseOrderDecimal(text);
  // Signed as the spec allows for DW; a negative weight then fails its range.
  return typedWeightToGrams(text, { signed: true });
}

/**
 * The message a number field's text earns: 'Required.' when blank and required, 'Digits only', its range
 * (ranges.ts), or null.
 */
export function orderNumberError(
  field: DialysisOrderNumberField,
  text: string | null | undefined,
): string | null {
  const value = text?.trim() ?? '';
  if (!value) {
    return (DIALYSIS_ORDER_REQUIRED as readonly string[]).includes(field)
      ? DIALYSIS_ORDER_MESSAGES.required
      : null;
  }
  const parsed = parseOrderNumber(field, value);
  return parsed === null ? DIALYSIS_ORDER_MESSAGES.digitsOnly : rangeError(ORDER_RANGES[field], parsed);
}
