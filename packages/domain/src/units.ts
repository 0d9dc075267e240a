/**
 * Units as the spec stores them (spec 001 sections 3 and 9): height in centimetres (shown in metres),
 * weights in grams (shown in kg). Conversions happen only at the UI edge, through these functions.
 */

/** Metres as typed in a form -> centimetres as stored (x100, rounded to a whole centimetre). */
export function cmFromMetres(metres: number): number {
  return Math.round(metres * 100);
}

/** Centimetres as stored -> metres as shown. */
export function metresFromCm(cm: number): number {
  return cm / 100;
}

/** Kilograms -> grams as stored (x1000, whole grams). */
export function gramsFromKg(kg: number): number {
  return Math.round(kg * 1000);
}

/** Grams as stored -> kilograms as shown. */
export function kgFromGrams(grams: number): number {
  return grams / 1000;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$|^\.\d+$/;

/**
 * A weight as typed into a kg field -> grams, or null when it is not a non-negative decimal.
 * Spec 001 section 5: without a decimal point and of 3 digits or fewer it is kg ("65" -> 65000 g);
 * a longer whole number is already grams ("65500" -> 65500 g, what a scale print-out shows). A number
 * with a decimal point is kg with decimals ("65.5" -> 65500 g): the form's field is in kg, and reading
 * "65.5" as 65.5 grams would store a patient of 66 grams.
 */
export function typedWeightToGrams(text: string): number | null {
  const value = text.trim();
  if (!DECIMAL.test(value)) return null;
  if (WHOLE.test(value)) return value.length <= 3 ? Number(value) * 1000 : Number(value);
  return gramsFromKg(Number(value));
}
