import { describe, expect, it } from 'vitest';
import { monthlyPoints, sessionPoints } from './vital-trends.ts';

const stat = (avg: number | null) => ({ avg });

describe('vital trends', () => {
  it('charts a month by its averages, weights in kg', () => {
    const [point] = monthlyPoints(
      [
        {
          yearMonth: '2026-10',
          preWeight: stat(64_200),
          postWeight: stat(62_100),
          dryWeight: stat(62_000),
          weightGain: stat(2_150),
          preSBP: stat(150),
          preDBP: stat(85),
          postSBP: stat(130),
          postDBP: stat(null),
          KTVonline: stat(1.3),
        },
      ],
      (ym) => `month ${ym}`,
    );
    expect(point).toEqual({
      label: 'month 2026-10',
      preWeight: 64.2,
      postWeight: 62.1,
      dryWeight: 62,
      weightGain: 2.15,
      preSBP: 150,
      preDBP: 85,
      postSBP: 130,
      postDBP: null,
      KTVonline: 1.3,
    });
  });

  it('charts sessions oldest first, each gain from the session before, none for the first', () => {
    const points = sessionPoints(
      [
        { startTime: '2026-11-20T01:00:00Z', preWeight: 64_000, postWeight: 62_000 },
        { startTime: null, preWeight: 99_000 },
        { startTime: '2026-11-18T01:00:00Z', preWeight: 63_500, postWeight: 61_800 },
      ],
      (t) => t.slice(0, 10),
    );
    expect(points.map((p) => [p.label, p.weightGain])).toEqual([
      ['2026-11-18', null],
      ['2026-11-20', 2.2],
    ]);
  });
});
