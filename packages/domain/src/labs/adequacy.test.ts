import { describe, expect, it } from 'vitest';
import {
  adequacy,
  adequacyMark,
  eKtV,
  elapsedHours,
  isLikelySwappedUrea,
  oneDecimal,
  ADEQUACY_REASONS as R,
  spKtV,
  treatmentHours,
  urr,
} from './adequacy.ts';

// Hand-computed cases (Python, math.log): pre 20 / post 6 mmol/L, 4 h, 72 -> 70 kg:
//   R = 0.3, URR = 70, spKt/V = -ln(0.3 - 0.032) + (4 - 1.05) x 2 / 70 = 1.401054, eKt/V = 1.220896.
// Pre 75 / post 25, 3.5 h, 65.5 -> 63.0 kg: URR = 66.667, spKt/V = 1.298785, eKt/V = 1.106136.
const CASE_A = { ureaPre: 20, ureaPost: 6, hours: 4, preWeightGrams: 72_000, postWeightGrams: 70_000 };
const CASE_B = { ureaPre: 75, ureaPost: 25, hours: 3.5, preWeightGrams: 65_500, postWeightGrams: 63_000 };

/** The reason and the numbers of a case: what the result row shows. */
const shown = (inputs: Parameters<typeof adequacy>[0]) => {
  const a = adequacy(inputs);
  return { reason: a.reason, spKtV: a.spKtV, eKtV: a.eKtV, URR: a.URR === null ? null : 'a number' };
};

describe('dialysis adequacy', () => {
  it('URR is (1 - post/pre) x 100', () => {
    expect(urr(20, 6)).toBeCloseTo(70, 10);
    expect(urr(75, 25)).toBeCloseTo(66.6667, 4);
  });

  it("spKt/V follows Daugirdas' second-generation formula and eKt/V his rate equation", () => {
    expect(spKtV(CASE_A)).toBeCloseTo(1.401054, 6);
    expect(eKtV(spKtV(CASE_A), 4)).toBeCloseTo(1.220896, 6);
    const b = adequacy(CASE_B);
    expect(b.URR).toBeCloseTo(66.6667, 4);
    expect(b.spKtV).toBeCloseTo(1.298785, 6);
    expect(b.eKtV).toBeCloseTo(1.106136, 6);
    expect(b.UF).toBeCloseTo(2.5, 10);
    expect(b.reason).toBeNull();
  });

  it('the treatment time must be 60 to 480 minutes, both included; URR does not depend on it', () => {
    // Issue 25: a session checked out seconds after check-in gave eKt/V -17315.4, a 1-minute one -45.2.
    for (const hours of [10 / 3_600, 1 / 60, 59.9 / 60, 480.1 / 60, 12]) {
      expect(shown({ ...CASE_A, hours }), `${hours * 60} min`).toEqual({
        reason: 'Treatment time outside 60-480 min',
        spKtV: null,
        eKtV: null,
        URR: 'a number',
      });
    }
    // At the bounds the formulas give their numbers (hand-computed: 60 min 1.257652 / 0.530061).
    const hour = adequacy({ ...CASE_A, hours: 1 });
    expect(hour.reason).toBeNull();
    expect(hour.spKtV).toBeCloseTo(-Math.log(0.3 - 0.008) + (2.95 * 2) / 70, 10);
    expect(hour.eKtV).toBeCloseTo((hour.spKtV ?? 0) * 0.4 + 0.03, 10);
    expect(adequacy({ ...CASE_A, hours: 8 }).reason).toBeNull();
    expect(shown({ ...CASE_A, hours: null }).reason).toBe(R.noTimes);
    // Checked out the second it started, or an end before the start: no treatment time to speak of.
    expect(shown({ ...CASE_A, hours: 0 }).reason).toBe(R.treatmentTime);
    expect(shown({ ...CASE_A, hours: -1 }).reason).toBe(R.treatmentTime);
  });

  it('urea post must be below pre: above is a likely swapped sample, equal no fall; URR follows the urea rule', () => {
    expect(shown({ ...CASE_A, ureaPre: 6, ureaPost: 20 })).toEqual({
      reason: 'Urea post above pre: likely swapped sample',
      spKtV: null,
      eKtV: null,
      URR: null,
    });
    expect(shown({ ...CASE_A, ureaPost: 20 })).toMatchObject({ reason: R.ureaNoFall, URR: null });
    expect(shown({ ...CASE_A, ureaPost: null })).toMatchObject({ reason: R.noUrea, URR: null });
    expect(urr(0, 5)).toBeNull();
    // The urea is judged first: a swapped sample of a short session says swapped.
    expect(adequacy({ ...CASE_A, ureaPost: 25, hours: 0.1 }).reason).toBe(R.ureaSwapped);
    expect(isLikelySwappedUrea(6, 20)).toBe(true);
    expect(isLikelySwappedUrea(20, 20)).toBe(false);
    expect(isLikelySwappedUrea(20, 6)).toBe(false);
    expect(isLikelySwappedUrea(null, 6)).toBe(false);
  });

  it('the weights: both known, post weight 20-300 kg, no gain beyond 0.5 kg, no loss over 10 % of the pre weight', () => {
    expect(shown({ ...CASE_A, postWeightGrams: null })).toMatchObject({ reason: R.noWeights, spKtV: null });
    expect(shown({ ...CASE_A, preWeightGrams: null })).toMatchObject({
      reason: R.noWeights,
      URR: 'a number',
    });
    expect(adequacy({ ...CASE_A, preWeightGrams: 19_500, postWeightGrams: 19_000 }).reason).toBe(
      'Post weight outside 20-300 kg',
    );
    expect(adequacy({ ...CASE_A, preWeightGrams: 301_000, postWeightGrams: 300_500 }).reason).toBe(
      R.postWeight,
    );
    // Gained 0.6 kg: not the scales' noise. 0.5 kg is, and is computed with its (negative) UF.
    expect(adequacy({ ...CASE_A, preWeightGrams: 70_000, postWeightGrams: 70_600 }).reason).toBe(
      'Weight gain over 0.5 kg during treatment',
    );
    const gain = adequacy({ ...CASE_A, preWeightGrams: 70_000, postWeightGrams: 70_500 });
    expect(gain.reason).toBeNull();
    expect(gain.UF).toBeCloseTo(-0.5, 10);
    // 72 kg in: 7.2 kg off is the most a treatment may take.
    expect(adequacy({ ...CASE_A, postWeightGrams: 64_700 }).reason).toBe(
      'Weight loss over 10 % of pre weight',
    );
    expect(adequacy({ ...CASE_A, postWeightGrams: 64_800 }).reason).toBeNull();
  });

  it("outside the formula's own domain there is no number either", () => {
    // R - 0.008 t must stay positive for the logarithm: a 97 % fall over 5 h.
    expect(shown({ ...CASE_A, ureaPre: 100, ureaPost: 3, hours: 5 })).toMatchObject({
      reason: R.ureaFallTooLarge,
      spKtV: null,
      URR: 'a number',
    });
    // Almost no fall with a small weight gain: the value would be negative.
    expect(
      adequacy({ ureaPre: 100, ureaPost: 99.9, hours: 1, preWeightGrams: 20_000, postWeightGrams: 20_500 })
        .reason,
    ).toBe(R.ureaFallTooSmall);
    expect(eKtV(null, 4)).toBeNull();
    expect(eKtV(1.4, 0.5)).toBeNull();
  });

  it('treatment hours run from start to end, and only forwards', () => {
    const start = new Date('2030-03-11T01:30:00Z');
    expect(treatmentHours(start, new Date('2030-03-11T05:15:00Z'))).toBe(3.75);
    expect(treatmentHours(start, start)).toBeNull();
    expect(treatmentHours(start, null)).toBeNull();
    expect(elapsedHours(start, new Date('2030-03-11T01:29:00Z'))).toBeCloseTo(-1 / 60, 10);
    expect(elapsedHours(null, start)).toBeNull();
  });

  it('marks results against KDOQI on the unrounded value: below 1.2 / 65 % red, at 1.4 / 70 % met', () => {
    expect(adequacyMark('spKtV', 1.18)).toBe('low'); // shown 1.2, still below the minimum
    expect(adequacyMark('spKtV', 1.199999)).toBe('low');
    expect(adequacyMark('spKtV', 1.2)).toBe('adequate');
    expect(adequacyMark('spKtV', 1.39)).toBe('adequate'); // shown 1.4, target not met
    expect(adequacyMark('spKtV', 1.4)).toBe('met');
    expect(adequacyMark('URR', 64.96)).toBe('low'); // shown 65.0
    expect(adequacyMark('URR', 65)).toBe('adequate');
    expect(adequacyMark('URR', 69.96)).toBe('adequate'); // shown 70.0
    expect(adequacyMark('URR', 70)).toBe('met');
    expect(adequacyMark('URR', null)).toBeNull();
  });

  it('shows results to one decimal', () => {
    expect(oneDecimal(1.401054)).toBe('1.4');
    expect(oneDecimal(66.6667)).toBe('66.7');
    expect(oneDecimal(null)).toBe('');
  });
});
