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
 * The one reading of a weight typed into a kg field -> grams, or null when it is not a decimal.
 * Spec 001 section 5: without a decimal point and of 3 digits or fewer it is kg ("65" -> 65000 g);
 * a longer whole number is already grams ("65500" -> 65500 g, what a scale print-out shows). A number
 * with a decimal point is kg with decimals ("65.5" -> 65500 g): the form's field is in kg, and reading
 * "65.5" as 65.5 grams would store a patient of 66 grams (our decision beside the spec's rule).
 * `signed`: the session and order forms take a signed decimal (spec 000 section 5: '+65.5', and a UF target
 * of '-0.5' -> -500 g); a sign on a patient's weight is not a weight (null).
 */
export function typedWeightToGrams(text: string, options: { signed?: boolean } = {}): number | null {
  const value = text.trim();
  const signed = options.signed === true && /^[+-]/.test(value);
  const unsigned = signed ? value.slice(1) : value;
  if (!DECIMAL.test(unsigned)) return null;
  const grams = WHOLE.test(unsigned)
    ? unsigned.length <= 3
      ? Number(unsigned) * 1000
      : Number(unsigned)
    : gramsFromKg(Number(unsigned));
  return value.startsWith('-') ? -grams : grams;
}
