import { describe, expect, it } from 'vitest';
import {
  accessKind,
  correctedCalcium,
  isHighWeightGain,
  isShortenedSession,
  isVirologyUpToDate,
  meetsAdequacy,
  meetsAlbumin,
  meetsCalcium,
  meetsFerritin,
  meetsHaemoglobin,
  meetsHepatitisBImmunity,
  meetsPhosphate,
  meetsPth,
  pthRange,
  QUALITY_INDICATOR_LIST,
  qualityMissValue,
  qualityMonthLabel,
  qualityShare,
  qualityThresholds,
  DEFAULT_QUALITY_THRESHOLDS as T,
  trendMonths,
  weightGainPercent,
} from './indicators.ts';

const SG = 'Asia/Singapore';

describe('quality indicators: every one has a label, a target in words and a source', () => {
  it.each(QUALITY_INDICATOR_LIST.map((i) => [i.key, i] as const))('%s', (_, indicator) => {
    expect(indicator.label.length).toBeGreaterThan(2);
    expect(indicator.source).toMatch(/KDOQI|KDIGO|UK Renal Association/);
    expect(indicator.target(T)).not.toBe('');
  });
  it('the targets name the thresholds in force', () => {
    const hb = QUALITY_INDICATOR_LIST.find((i) => i.key === 'haemoglobin');
    expect(hb?.target({ ...T, hbMin: 9.5 })).toBe('latest Hb of the month 9.5-12 g/dL');
  });
});

describe('adequacy (KDOQI 2015): spKt/V >= 1.2, URR >= 65 % where no spKt/V', () => {
  it('judges spKt/V when given, whatever the URR', () => {
    expect(meetsAdequacy({ spKtV: 1.2, URR: 50 }, T)).toBe(true);
    expect(meetsAdequacy({ spKtV: 1.19, URR: 80 }, T)).toBe(false);
  });
  it('falls back to URR, and has no verdict without either', () => {
    expect(meetsAdequacy({ spKtV: null, URR: 65 }, T)).toBe(true);
    expect(meetsAdequacy({ spKtV: null, URR: 64.9 }, T)).toBe(false);
    expect(meetsAdequacy({ spKtV: null, URR: null }, T)).toBeNull();
  });
  it('follows a configured threshold', () => {
    expect(meetsAdequacy({ spKtV: 1.3, URR: null }, { ...T, spKtVMin: 1.4 })).toBe(false);
  });
});

describe('laboratory targets, bounds included', () => {
  it('haemoglobin 10-12 g/dL', () => {
    expect([9.9, 10, 12, 12.1].map((v) => meetsHaemoglobin(v, T))).toEqual([false, true, true, false]);
  });
  it('albumin >= 35 g/L', () => {
    expect([34.9, 35].map((v) => meetsAlbumin(v, T))).toEqual([false, true]);
  });
  it('phosphate 1.1-1.7 mmol/L', () => {
    expect([1.09, 1.1, 1.7, 1.71].map((v) => meetsPhosphate(v, T))).toEqual([false, true, true, false]);
  });
  it('corrected calcium 2.2-2.5 mmol/L: Ca + 0.02 x (40 - albumin)', () => {
    expect(correctedCalcium(2.1, 30)).toBeCloseTo(2.3);
    expect(correctedCalcium(2.6, 45)).toBeCloseTo(2.5);
    expect(meetsCalcium(correctedCalcium(2.1, 30), T)).toBe(true);
    expect(meetsCalcium(correctedCalcium(2.1, 40), T)).toBe(false);
    expect(meetsCalcium(2.51, T)).toBe(false);
  });
  it('iPTH 2-9 x the upper limit of normal (6.9 pmol/L: 13.8-62.1)', () => {
    expect(pthRange(T)).toEqual({ min: 13.8, max: 62.1 });
    expect([13.7, 13.8, 62.1, 62.2].map((v) => meetsPth(v, T))).toEqual([false, true, true, false]);
    expect(meetsPth(13.8, { ...T, pthUpperNormal: 7.6 })).toBe(false);
  });
  it('ferritin 200-800 µg/L', () => {
    expect([199, 200, 800, 801].map((v) => meetsFerritin(v, T))).toEqual([false, true, true, false]);
  });
  it('hepatitis B immunity: HBsAb >= 10 mIU/mL', () => {
    expect([9.9, 10].map((v) => meetsHepatitisBImmunity(v, T))).toEqual([false, true]);
  });
});

describe('sessions', () => {
  it('shortened: more than 10 % under the order (216 of 240 is not, 215 is)', () => {
    expect(isShortenedSession(216, 240, T)).toBe(false);
    expect(isShortenedSession(215.9, 240, T)).toBe(true);
    expect(isShortenedSession(230, 240, { ...T, shortenedShare: 0.02 })).toBe(true);
  });
  it('interdialytic weight gain above 4 % of the previous post weight', () => {
    expect(weightGainPercent(62_400, 60_000)).toBeCloseTo(4);
    expect(isHighWeightGain(4, T)).toBe(false);
    expect(isHighWeightGain(weightGainPercent(62_500, 60_000) ?? 0, T)).toBe(true);
    expect(weightGainPercent(null, 60_000)).toBeNull();
    expect(weightGainPercent(60_000, 0)).toBeNull();
  });
});

describe("vascular access from the order's primary access", () => {
  it.each([
    ['AVF LEFT WRIST', 'fistulaGraft'],
    ['AVF RIGHT BCF', 'fistulaGraft'],
    ['avg left thigh', 'fistulaGraft'],
    ['Brachiobasilic fistula', 'fistulaGraft'],
    ['PC LEFT', 'catheter'],
    ['FEMORAL TRIALYSIS RIGHT', 'catheter'],
    ['FEMORAL PERM CATH LEFT', 'catheter'],
    ['tunnelled CVC', 'catheter'],
    ['PD', null],
    ['', null],
    [null, null],
  ] as const)('%s -> %s', (access, kind) => {
    expect(accessKind(access)).toBe(kind);
  });
});

describe('virology up to date: HBsAg and HCV within 3.5 months, HIV within 5.5 (the lab panels rule)', () => {
  const tested = { HepBsAg: '2030-01-01', HCV: '2030-01-01', HIV: '2029-11-01' };
  it('up to date to the last day of each limit', () => {
    expect(isVirologyUpToDate(tested, '2030-04-16', SG)).toBe(true);
  });
  it('HBsAg stale the day after 3 months and 15 days', () => {
    expect(isVirologyUpToDate(tested, '2030-04-17', SG)).toBe(false);
  });
  it('HIV stale after 5 months and 15 days', () => {
    expect(isVirologyUpToDate({ ...tested, HIV: '2029-10-31' }, '2030-04-16', SG)).toBe(false);
  });
  it('a test never done is not up to date', () => {
    expect(isVirologyUpToDate({ ...tested, HCV: null }, '2030-02-01', SG)).toBe(false);
  });
  it("reads an instant on the centre's calendar (midnight in Singapore is the day before in UTC)", () => {
    const instant = new Date('2029-12-31T16:00:00Z'); // 1 January 2030 in Singapore
    expect(isVirologyUpToDate({ ...tested, HepBsAg: instant }, '2030-04-16', SG)).toBe(true);
  });
});

describe('thresholds are configuration', () => {
  it('defaults without overrides', () => {
    expect(qualityThresholds(undefined)).toBe(T);
  });
  it('overrides named keys', () => {
    expect(qualityThresholds({ hbMin: 9.5, weightGainPercent: 3 })).toEqual({
      ...T,
      hbMin: 9.5,
      weightGainPercent: 3,
    });
  });
  it('refuses unknown keys, non-numbers, inverted ranges and a share of 1', () => {
    expect(qualityThresholds({ hb: 9 })).toEqual({ error: "unknown threshold 'hb'" });
    expect(qualityThresholds({ hbMin: '9' })).toEqual({ error: "'hbMin' must be a number of at least 0" });
    expect(qualityThresholds({ hbMin: 13 })).toEqual({ error: "'hbMin' is above 'hbMax'" });
    expect(qualityThresholds({ shortenedShare: 1 })).toEqual({ error: "'shortenedShare' must be below 1" });
    expect(qualityThresholds([1])).toEqual({ error: 'not a JSON object' });
  });
});

describe('figures and months', () => {
  it('a month in words', () => {
    expect(qualityMonthLabel('2036-05')).toBe('May 2036');
  });
  it('share as whole percent, a dash without anyone eligible', () => {
    expect(qualityShare(2, 3)).toBe('67 %');
    expect(qualityShare(0, 0)).toBe('-');
  });
  it('the 12-month trend ends with the month asked for, across a year', () => {
    expect(trendMonths('2030-02')).toEqual([
      '2029-03',
      '2029-04',
      '2029-05',
      '2029-06',
      '2029-07',
      '2029-08',
      '2029-09',
      '2029-10',
      '2029-11',
      '2029-12',
      '2030-01',
      '2030-02',
    ]);
  });
});

describe('a miss in words', () => {
  it.each([
    ['adequacy', { value: 1.05, value2: 0, text: null }, 'spKt/V 1.05'],
    ['adequacy', { value: 61.23, value2: 1, text: null }, 'URR 61.2 %'],
    ['haemoglobin', { value: 9.14, value2: null, text: null }, 'Hb 9.1 g/dL'],
    ['hepatitisBImmunity', { value: null, value2: null, text: null }, 'No HBsAb result'],
    ['shortenedSessions', { value: 198.4, value2: 240, text: null }, '198 of 240 min'],
    ['weightGain', { value: 5.04, value2: 3100, text: null }, 'Gain 5.0 % (3.1 kg)'],
    ['vascularAccess', { value: null, value2: null, text: 'PC LEFT' }, 'Catheter: PC LEFT'],
  ] as const)('%s %o -> %s', (key, raw, words) => {
    expect(qualityMissValue(key, raw)).toBe(words);
  });
});
