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

/**
 * Blood pressure targets of the vital trends (docs/decisions/vital-trend-charts.md): K/DOQI Clinical Practice
 * Guidelines for Cardiovascular Disease in Dialysis Patients (Am J Kidney Dis 2005;45(4 Suppl 3)), guideline
 * 12.2: pre-dialysis below 140/90 mmHg, post-dialysis below 130/80 mmHg. The dialysis order carries no blood
 * pressure target, so these standard thresholds are drawn for every patient.
 */
export const BP_TARGETS = {
  pre: { SBP: 140, DBP: 90 },
  post: { SBP: 130, DBP: 80 },
} as const;

/**
 * The interdialytic weight gain drawn as a limit: 4% of dry weight (IDWG at or above it was an independent
 * predictor of mortality, Dantas et al., BMC Nephrol 2019, doi:10.1186/s12882-019-1573-x; DOPPS counted above 5.7% as non-adherence,
 * Saran et al., Kidney Int 2003;64:254-262). A fraction of the dry weight, so it follows the patient's size.
 */
export const IDWG_LIMIT_OF_DRY_WEIGHT = 0.04;
