import { describe, expect, it } from 'vitest';
import { adequacy, adequacyMark, eKtV, oneDecimal, spKtV, treatmentHours, urr } from './adequacy.ts';

// Hand-computed cases (Python, math.log): pre 20 / post 6 mmol/L, 4 h, 72 -> 70 kg:
//   R = 0.3, URR = 70, spKt/V = -ln(0.3 - 0.032) + (4 - 1.05) x 2 / 70 = 1.401054, eKt/V = 1.220896.
// Pre 75 / post 25, 3.5 h, 65.5 -> 63.0 kg: URR = 66.667, spKt/V = 1.298785, eKt/V = 1.106136.
const CASE_A = { ureaPre: 20, ureaPost: 6, hours: 4, preWeightGrams: 72_000, postWeightGrams: 70_000 };
const CASE_B = { ureaPre: 75, ureaPost: 25, hours: 3.5, preWeightGrams: 65_500, postWeightGrams: 63_000 };

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
  });

  it('a session without the data it needs yields no number, never a wrong one', () => {
    expect(adequacy({ ...CASE_A, ureaPost: null })).toEqual({ URR: null, spKtV: null, eKtV: null, UF: 2 });
    expect(urr(0, 5)).toBeNull();
    expect(urr(20, 20)).toBeNull(); // no fall in urea: nothing cleared, no ratio to report
    expect(urr(20, 25)).toBeNull();
    expect(spKtV({ ...CASE_A, hours: null })).toBeNull();
    expect(spKtV({ ...CASE_A, hours: 0 })).toBeNull();
    expect(spKtV({ ...CASE_A, hours: 30 })).toBeNull(); // a slip in the times, not a treatment
    expect(spKtV({ ...CASE_A, postWeightGrams: null })).toBeNull();
    expect(spKtV({ ...CASE_A, postWeightGrams: 0 })).toBeNull();
    // R - 0.008 t must stay positive for the logarithm.
    expect(spKtV({ ...CASE_A, ureaPre: 100, ureaPost: 3, hours: 5 })).toBeNull();
    expect(eKtV(null, 4)).toBeNull();
    // URR needs only the urea: it is still given when the weights are missing.
    expect(adequacy({ ...CASE_A, preWeightGrams: null }).URR).toBeCloseTo(70, 10);
  });

  it('treatment hours run from start to end, and only forwards', () => {
    const start = new Date('2030-03-11T01:30:00Z');
    expect(treatmentHours(start, new Date('2030-03-11T05:15:00Z'))).toBe(3.75);
    expect(treatmentHours(start, start)).toBeNull();
    expect(treatmentHours(start, null)).toBeNull();
  });

  it('marks results against KDOQI on the value as shown: below 1.2 / 65 % red, at 1.4 / 70 % met', () => {
    expect(adequacyMark('spKtV', 1.14)).toBe('low');
    expect(adequacyMark('spKtV', 1.16)).toBe('adequate'); // shown 1.2
    expect(adequacyMark('spKtV', 1.39)).toBe('met'); // shown 1.4
    expect(adequacyMark('spKtV', 1.3)).toBe('adequate');
    expect(adequacyMark('URR', 64.9)).toBe('low');
    expect(adequacyMark('URR', 69.96)).toBe('met');
    expect(adequacyMark('URR', 67)).toBe('adequate');
    expect(adequacyMark('URR', null)).toBeNull();
  });

  it('shows results to one decimal', () => {
    expect(oneDecimal(1.401054)).toBe('1.4');
    expect(oneDecimal(66.6667)).toBe('66.7');
    expect(oneDecimal(null)).toBe('');
  });
});
