/**
 * Body mass index from the stored units (weight in grams, height in centimetres): kg / m², rounded to
 * 2 decimals (spec 001 section 3). Computed for display only, never stored. Null when either is missing
 * or not positive.
 */
export function bmi(
  weightGrams: number | null | undefined,
  heightCm: number | null | undefined,
): number | null {
  if (!weightGrams || !heightCm || weightGrams <= 0 || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return Math.round((weightGrams / 1000 / (metres * metres)) * 100) / 100;
}
