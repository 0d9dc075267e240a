import { describe, expect, it } from 'vitest';
import { LAB_MESSAGES, labInputValues } from './lab-report.ts';

describe('the manual lab input row', () => {
  it('reads decimals (signed too), keeps POS/NEG and texts, leaves blanks out', () => {
    expect(labInputValues({ Hb: ' 9.8 ', K: '+5.6', HepBsAg: 'POS', Ublood: ' trace ', Na: '  ' })).toEqual({
      values: { Hb: 9.8, K: 5.6, HepBsAg: 'POS', Ublood: 'trace' },
      errors: {},
    });
  });

  it('says Digits only for a number that is not a decimal, and the range for one out of it', () => {
    const { errors } = labInputValues({ Hb: '9,8', K: '99' });
    expect(errors.Hb).toBe(LAB_MESSAGES.digitsOnly);
    expect(errors.K).toMatch(/15/);
  });

  it("asks for at least one value beside the date, in the spec's words", () => {
    expect(labInputValues({}).errors).toEqual({ timestamp: 'Lab Result require at least 1 input.' });
    // A broken number is still an input: its own message, not the 'at least 1' one.
    expect(labInputValues({ Hb: 'x' }).errors).toEqual({
      timestamp: LAB_MESSAGES.atLeastOne,
      Hb: LAB_MESSAGES.digitsOnly,
    });
  });

  it('refuses a virology result other than POS or NEG', () => {
    expect(labInputValues({ HIV: 'maybe' }).errors.HIV).toBe(LAB_MESSAGES.posNeg);
  });
});
