import { describe, expect, it } from 'vitest';
import { monthlyPoints, sessionPoints, trendCharts, type VitalPoint } from './vital-trends.ts';

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

describe('trend charts', () => {
  const point = (over: Partial<VitalPoint>): VitalPoint => ({
    label: 'x',
    preWeight: null,
    postWeight: null,
    dryWeight: null,
    weightGain: null,
    preSBP: null,
    preDBP: null,
    postSBP: null,
    postDBP: null,
    KTVonline: null,
    ...over,
  });
  const points = [
    point({ label: 'a', preWeight: 64.2, postWeight: 62.1, dryWeight: 62, preSBP: 150, preDBP: 85 }),
    point({
      label: 'b',
      preWeight: 63.8,
      postWeight: 61.6,
      dryWeight: 61.5,
      weightGain: 2.1,
      KTVonline: 1.3,
    }),
  ];
  const byTitle = new Map(trendCharts(points).map((c) => [c.title, c]));

  it('reads weight around the latest dry weight, drawn as the target line', () => {
    const weight = byTitle.get('Weight (kg)');
    expect(weight?.axis).toEqual({ min: 56, max: 67 });
    expect(weight?.lines.find((l) => l.label === 'Dry weight')).toMatchObject({
      reference: true,
      values: [62, 61.5],
    });
    // Without a dry weight the axis fits the values.
    expect(trendCharts([point({ preWeight: 70 })])[0]?.axis).toEqual({});
  });

  it('reads the weight gain from 0 against 4% of each dry weight', () => {
    const gain = byTitle.get('Interdialytic weight gain (kg)');
    expect(gain?.axis).toEqual({ min: 0, max: 4 });
    expect(gain?.lines[1]).toMatchObject({
      label: 'Limit 4% of dry weight',
      values: [2.5, 2.5],
      reference: true,
    });
  });

  it("reads blood pressure from 40 to 180 mmHg, not from 0, against K/DOQI's pre and post targets", () => {
    const pre = byTitle.get('Pre-dialysis blood pressure (mmHg)');
    const post = byTitle.get('Post-dialysis blood pressure (mmHg)');
    expect(pre?.axis).toEqual({ min: 40, max: 180 });
    expect(post?.axis).toEqual({ min: 40, max: 180 });
    expect(pre?.lines.filter((l) => l.reference).map((l) => [l.label, l.values[0]])).toEqual([
      ['Target SBP < 140', 140],
      ['Target DBP < 90', 90],
    ]);
    expect(post?.lines.filter((l) => l.reference).map((l) => [l.label, l.values[0]])).toEqual([
      ['Target SBP < 130', 130],
      ['Target DBP < 80', 80],
    ]);
  });

  it("reads Kt/V from 0.8 against KDOQI's minimum 1.2 and target 1.4", () => {
    const ktv = byTitle.get('Kt/V online');
    expect(ktv?.axis).toEqual({ min: 0.8, max: 2 });
    expect(ktv?.lines.filter((l) => l.reference).map((l) => l.values)).toEqual([
      [1.2, 1.2],
      [1.4, 1.4],
    ]);
  });
});
