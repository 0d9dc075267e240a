import { describe, expect, it } from 'vitest';
import { adequacySeries, twelveMonthsBefore } from './adequacy-series.ts';

describe('the adequacy charts’ series', () => {
  it('starts twelve months before today', () => {
    expect(twelveMonthsBefore('2026-11-26')).toBe('2025-11-26');
    expect(twelveMonthsBefore('2028-02-29')).toBe('2027-02-28');
  });

  it('keeps the last 12 months, oldest first, leaving out missing values', () => {
    const series = adequacySeries(
      [
        { day: '2026-10-01', URR: 71.2, spKtV: 1.45 },
        { day: '2025-11-25', URR: 60, spKtV: 1.1 }, // a day too old
        { day: '2026-02-03', URR: 66, spKtV: null },
      ],
      [
        { day: '2026-11-26', Hb: 9.8 },
        { day: '2026-06-10', Hb: null },
        { day: '2026-11-27', Hb: 12 }, // after today
      ],
      '2026-11-26',
    );
    expect(series.days).toEqual(['2026-02-03', '2026-10-01', '2026-11-26']);
    expect(series.URR).toEqual([
      { day: '2026-02-03', value: 66 },
      { day: '2026-10-01', value: 71.2 },
    ]);
    expect(series.spKtV).toEqual([{ day: '2026-10-01', value: 1.45 }]);
    expect(series.Hb).toEqual([{ day: '2026-11-26', value: 9.8 }]);
  });
});
