import { describe, expect, it } from 'vitest';
import { dischargeIsBeforeAdmission, hospitalStayDays } from './hospital-entry.ts';

const SG = 'Asia/Singapore';
const at = (iso: string) => new Date(iso);

describe('hospitalStayDays', () => {
  it('is discharge minus admission in days, plus 1', () => {
    expect(hospitalStayDays(at('2030-03-01T02:00:00Z'), at('2030-03-05T02:00:00Z'), SG)).toBe(5);
  });

  it('counts a same-day discharge as one day', () => {
    expect(hospitalStayDays(at('2030-03-01T01:00:00Z'), at('2030-03-01T09:00:00Z'), SG)).toBe(1);
  });

  it('counts calendar dates in the centre time zone, not elapsed hours', () => {
    // 23:00 on 1 March to 01:00 on 2 March in Singapore: two hours, two hospital days.
    expect(hospitalStayDays(at('2030-03-01T15:00:00Z'), at('2030-03-01T17:00:00Z'), SG)).toBe(2);
    // The same instants are one calendar day in UTC.
    expect(hospitalStayDays(at('2030-03-01T15:00:00Z'), at('2030-03-01T17:00:00Z'), 'UTC')).toBe(1);
  });

  it('crosses month and leap-year ends', () => {
    expect(hospitalStayDays(at('2028-02-28T04:00:00Z'), at('2028-03-01T04:00:00Z'), SG)).toBe(3);
    expect(hospitalStayDays(at('2030-12-31T04:00:00Z'), at('2031-01-01T04:00:00Z'), SG)).toBe(2);
  });
});

describe('dischargeIsBeforeAdmission', () => {
  it('refuses a discharge before admission only', () => {
    expect(dischargeIsBeforeAdmission(at('2030-03-02T00:00:00Z'), at('2030-03-01T23:59:00Z'))).toBe(true);
    expect(dischargeIsBeforeAdmission(at('2030-03-02T00:00:00Z'), at('2030-03-02T00:00:00Z'))).toBe(false);
    expect(dischargeIsBeforeAdmission(at('2030-03-02T00:00:00Z'), at('2030-03-03T00:00:00Z'))).toBe(false);
  });
});
