import { describe, expect, it } from 'vitest';
import type { Dialysis } from './api.ts';
import {
  changedInput,
  checkoutInput,
  derivedGrams,
  fieldError,
  inputOf,
  kgLabel,
  kgText,
  POST_TEXT_FIELDS,
  PRE_TEXT_FIELDS,
  type SessionField,
  valuesFromDialysis,
} from './session-form-values.ts';

const PRE: SessionField[] = ['arriveTime', ...PRE_TEXT_FIELDS, 'machineID'];
const POST: SessionField[] = [...POST_TEXT_FIELDS, 'notes'];

const session = (over: Partial<Dialysis> = {}): Dialysis =>
  ({
    id: 7,
    patientID: 3,
    clinicID: 1,
    arriveTime: '2030-03-20T01:05:00.000Z',
    startTime: '2030-03-20T01:10:00.000Z',
    endTime: null,
    preWeight: 64200,
    lastWeight: 62400,
    postWeight: null,
    dryWeight: 62000,
    height: 168,
    preTemp: 36.7,
    preEdema: 0,
    preSBP: 138,
    preDBP: 82,
    preHRT: 76,
    preRenalin: null,
    ufTargetStart: 2200,
    postTemp: null,
    postEdema: null,
    postSBP: null,
    postDBP: null,
    postHRT: null,
    postRenalin: null,
    KTVonline: null,
    machineID: 4,
    dialyser: 'FX80',
    MSA: 1.8,
    membraneUse: 1,
    notes: null,
    updatedOn: '2030-03-11T03:00:00.000Z',
    ...over,
  }) as Dialysis;

describe('session form values', () => {
  it("text fields are the domain's lists, in the form order, without the arrival time and machine", () => {
    expect(PRE_TEXT_FIELDS).toHaveLength(14);
    expect([PRE_TEXT_FIELDS[0], PRE_TEXT_FIELDS.at(-1)]).toEqual(['preWeight', 'membraneUse']);
    expect(PRE_TEXT_FIELDS).not.toContain('arriveTime');
    expect(PRE_TEXT_FIELDS).not.toContain('machineID');
    expect(PRE_TEXT_FIELDS.indexOf('ufTargetStart')).toBe(PRE_TEXT_FIELDS.indexOf('dialyser') - 1);
    expect(POST_TEXT_FIELDS).toContain('postRenalin');
  });

  it('shows stored grams as kg text and labels', () => {
    expect(kgText(64200)).toBe('64.2');
    expect(kgText(62000)).toBe('62');
    expect(kgText(null)).toBe('');
    expect(kgLabel(64200)).toBe('64.2 kg');
    expect(kgLabel(400, true)).toBe('+0.4 kg');
    expect(kgLabel(-1100, true)).toBe('-1.1 kg');
    expect(kgLabel(null)).toBe('-');
  });

  it('fills the form from a session: weights in kg, blanks as empty text', () => {
    const values = valuesFromDialysis(session());
    expect(values.preWeight).toBe('64.2');
    expect(values.dryWeight).toBe('62');
    expect(values.ufTargetStart).toBe('2.2');
    expect(values.preSBP).toBe('138');
    expect(values.height).toBe('168');
    expect(values.postWeight).toBe('');
    expect(values.machineID).toBe(4);
    expect(values.notes).toBe('');
  });

  it('check-in sends every filled field as typed and leaves blanks out', () => {
    const input = inputOf(
      { preWeight: ' 64.2 ', dryWeight: '62', preRenalin: '', machineID: 4, arriveTime: null },
      PRE,
    );
    expect(input).toEqual({ preWeight: '64.2', dryWeight: '62', machineID: 4 });
  });

  it('an edit sends only what changed; the same weight typed in grams is no change; emptied is ""', () => {
    const initial = valuesFromDialysis(session());
    const current = {
      ...initial,
      preWeight: '64200',
      preSBP: '140',
      preRenalin: '',
      height: '',
      machineID: 5,
    };
    expect(changedInput(initial, current, PRE)).toEqual({ preSBP: '140', height: '', machineID: 5 });
    expect(changedInput(initial, { ...initial }, PRE)).toEqual({});
  });

  it('a new arrival time within the same minute is no change', () => {
    const initial = valuesFromDialysis(session());
    expect(changedInput(initial, { ...initial, arriveTime: '2030-03-20T01:05:30.000Z' }, PRE)).toEqual({});
    expect(changedInput(initial, { ...initial, arriveTime: '2030-03-20T01:20:00.000Z' }, PRE)).toEqual({
      arriveTime: '2030-03-20T01:20:00.000Z',
    });
  });

  it('a check-out sends every filled field plus the ones the nurse emptied', () => {
    const initial = valuesFromDialysis(session({ postTemp: 36.5 }));
    const current = { ...initial, postWeight: '62.3', postTemp: '', notes: 'Cramps at 2 h' };
    const input = checkoutInput(initial, current, [...PRE, ...POST]);
    expect(input.preWeight).toBe('64.2');
    expect(input.postWeight).toBe('62.3');
    expect(input.postTemp).toBe('');
    expect(input.notes).toBe('Cramps at 2 h');
    expect('postSBP' in input).toBe(false);
    expect(checkoutInput(initial, current, POST)).toEqual({
      postWeight: '62.3',
      postTemp: '',
      notes: 'Cramps at 2 h',
    });
  });

  it("uses the spec's messages", () => {
    expect(fieldError('preWeight', '', true)).toBe('Required.');
    expect(fieldError('preWeight', '', false)).toBeNull();
    expect(fieldError('preWeight', '64,2', true)).toBe('Digits only');
    expect(fieldError('preSBP', '138.5', true)).toBe('Digits only');
    expect(fieldError('ufTargetStart', '-0.5', true)).toBeNull();
    expect(fieldError('height', '1.68', false)).toBe('Digits only');
    expect(fieldError('height', '168', false)).toBeNull();
    expect(fieldError('dialyser', undefined, true)).toBe('Required.');
    expect(fieldError('preRenalin', 'Negative', false)).toBeNull();
  });

  it('derives off target and the expected differences from the typed values', () => {
    const d = derivedGrams({
      preWeight: '64.2',
      ufTargetStart: '2.2',
      dryWeight: '62',
      lastWeight: '62400',
      postWeight: '62.6',
    });
    expect(d.offTarget).toBe(600);
    expect(d.expectedDw).toBe(0);
    expect(d.expectedLast).toBe(-400);
    expect(derivedGrams({ preWeight: '64.2', dryWeight: 'x' })).toEqual({
      offTarget: null,
      expectedDw: null,
      expectedLast: null,
    });
  });
});
