/**
 * Dialysis adequacy from a session's urea pre and post (issue 13, item 5). Every formula answers null when
 * an input is missing or impossible: no number is better than a wrong one.
 *
 * - URR = (1 - post/pre) x 100.
 * - spKt/V (the spec's URRD), Daugirdas' second-generation formula:
 *     -ln(R - 0.008 t) + (4 - 3.5 R) x UF / W
 *   R = post/pre urea, t = treatment hours (start to end), UF = pre weight - post weight in litres (kg),
 *   W = post weight in kg.
 * - eKt/V (the spec's KTVe), Daugirdas' rate equation for an arterial access: spKt/V - 0.6 x spKt/V / t + 0.03.
 *
 * Targets (KDOQI 2015 haemodialysis adequacy, thrice weekly): spKt/V at least 1.2 (below is inadequate, red)
 * with a target of 1.4; URR at least 65 % (below is inadequate, red) with a target of 70 %.
 */

export interface AdequacyInputs {
  ureaPre: number | null | undefined;
  ureaPost: number | null | undefined;
  /** Treatment time, start to end, in hours. */
  hours: number | null | undefined;
  /** Weights in grams, as stored. */
  preWeightGrams: number | null | undefined;
  postWeightGrams: number | null | undefined;
}

export interface Adequacy {
  URR: number | null;
  spKtV: number | null;
  eKtV: number | null;
  /** Ultrafiltration in litres (pre - post weight), when both weights are known. */
  UF: number | null;
}

const finite = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** R = post/pre, when both are positive and post is below pre (a rise means no clearance to measure). */
export function ureaRatio(pre: number | null | undefined, post: number | null | undefined): number | null {
  if (!finite(pre) || !finite(post) || pre <= 0 || post <= 0 || post >= pre) return null;
  return post / pre;
}

export function urr(pre: number | null | undefined, post: number | null | undefined): number | null {
  const r = ureaRatio(pre, post);
  return r === null ? null : (1 - r) * 100;
}

/** A treatment lasts more than nothing and at most 12 hours (a longer one is a data slip, not a session). */
const plausibleHours = (hours: number | null | undefined): hours is number =>
  finite(hours) && hours > 0 && hours <= 12;

export function spKtV(inputs: AdequacyInputs): number | null {
  const r = ureaRatio(inputs.ureaPre, inputs.ureaPost);
  const { hours, preWeightGrams, postWeightGrams } = inputs;
  if (r === null || !plausibleHours(hours) || !finite(preWeightGrams) || !finite(postWeightGrams))
    return null;
  if (postWeightGrams <= 0) return null;
  const inside = r - 0.008 * hours;
  if (inside <= 0) return null;
  const ufLitres = (preWeightGrams - postWeightGrams) / 1000;
  const weightKg = postWeightGrams / 1000;
  const value = -Math.log(inside) + ((4 - 3.5 * r) * ufLitres) / weightKg;
  return value > 0 ? value : null;
}

export function eKtV(sp: number | null, hours: number | null | undefined): number | null {
  if (sp === null || !plausibleHours(hours)) return null;
  return sp - (0.6 * sp) / hours + 0.03;
}

export function adequacy(inputs: AdequacyInputs): Adequacy {
  const sp = spKtV(inputs);
  const { preWeightGrams: pre, postWeightGrams: post } = inputs;
  return {
    URR: urr(inputs.ureaPre, inputs.ureaPost),
    spKtV: sp,
    eKtV: eKtV(sp, inputs.hours),
    UF: finite(pre) && finite(post) ? (pre - post) / 1000 : null,
  };
}

/** Hours between two instants, or null unless the end is after the start. */
export function treatmentHours(start: Date | null | undefined, end: Date | null | undefined): number | null {
  if (!start || !end) return null;
  const ms = end.getTime() - start.getTime();
  return ms > 0 ? ms / 3_600_000 : null;
}

export const KDOQI = {
  spKtV: { minimum: 1.2, target: 1.4 },
  URR: { minimum: 65, target: 70 },
} as const;

/**
 * 'low' (below the minimum: red), 'met' (at or above the target), 'adequate' between, null without a value.
 * The mark is taken on the value as shown (one decimal), so a result that reads 1.2 is never red.
 */
export type AdequacyMark = 'low' | 'adequate' | 'met';

export function adequacyMark(
  measure: keyof typeof KDOQI,
  value: number | null | undefined,
): AdequacyMark | null {
  if (!finite(value)) return null;
  const { minimum, target } = KDOQI[measure];
  const shown = Math.round(value * 10) / 10;
  if (shown < minimum) return 'low';
  return shown >= target ? 'met' : 'adequate';
}

/** Results are shown to one decimal (spec 001); an absent result shows nothing. */
export function oneDecimal(value: number | null | undefined): string {
  return finite(value) ? value.toFixed(1) : '';
}
