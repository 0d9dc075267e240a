import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { DialysisInterval } from './api.ts';
import {
  carriedValues,
  changesSomething,
  checkoutNavigation,
  editValues,
  type IntervalFormValues,
  intervalSubmission,
  intervalUpdate,
  symptomIds,
  symptomNames,
  todayTarget,
} from './intra-model.ts';
import { TEST_READINGS } from './test-readings.ts';

const appointment = (over: Partial<Parameters<typeof todayTarget>[0][number]> = {}) => ({
  id: 7,
  dialysisID: null,
  dialysisStartTime: null,
  dialysisEndTime: null,
  ...over,
});

describe("today's session", () => {
  it('a session in progress leads to the intra page', () => {
    expect(todayTarget([appointment({ dialysisID: 31, dialysisStartTime: '2030-03-20T01:00:00Z' })])).toEqual(
      { kind: 'intra', dialysisID: 31 },
    );
  });

  it('an appointment not started leads to its check-in', () => {
    expect(todayTarget([appointment()])).toEqual({ kind: 'checkIn', appointmentID: 7 });
  });

  it('no appointment, or only ended ones, is no active session', () => {
    expect(todayTarget([])).toEqual({ kind: 'none' });
    expect(
      todayTarget([
        appointment({
          dialysisID: 31,
          dialysisStartTime: '2030-03-20T01:00:00Z',
          dialysisEndTime: '2030-03-20T05:00:00Z',
        }),
      ]),
    ).toEqual({ kind: 'none' });
  });

  it('with two appointments the running one wins, then the one still to start', () => {
    const ended = appointment({
      id: 1,
      dialysisID: 30,
      dialysisStartTime: '2030-03-20T01:00:00Z',
      dialysisEndTime: '2030-03-20T05:00:00Z',
    });
    const waiting = appointment({ id: 2 });
    const running = appointment({ id: 3, dialysisID: 32, dialysisStartTime: '2030-03-20T06:00:00Z' });
    expect(todayTarget([ended, waiting, running])).toEqual({ kind: 'intra', dialysisID: 32 });
    expect(todayTarget([ended, waiting])).toEqual({ kind: 'checkIn', appointmentID: 2 });
  });
});

describe('check out', () => {
  it('fewer than 8 readings is a check-out exception', () => {
    expect(checkoutNavigation(5, 31, 7)).toEqual({
      path: '/patient/5/dialysis/31/checkout',
      state: { checkoutException: true },
    });
    expect(checkoutNavigation(5, 31, 8).state).toEqual({ checkoutException: false });
    expect(checkoutNavigation(5, 31, 0).state).toEqual({ checkoutException: true });
  });
});

const readings = TEST_READINGS;

describe('interval submission', () => {
  it('stores cUF and UFR x1000 from litres (a leading dot completed) and keeps signs', () => {
    const { create, medications } = intervalSubmission({ dialysisID: 31 }, readings);
    expect(create).toEqual({
      dialysisID: 31,
      SBP: 128,
      DBP: 78,
      HR: 72,
      QB: 250,
      AP: -120,
      VP: 140,
      tmp: -10,
      UFR: 600,
      cUF: 500,
      DFLOW: 500,
      CDT: 13.9,
      temp: 36.5,
      hepRate: 0.5,
    });
    expect(medications).toEqual([]);
  });

  it('names a provisional session by its provisional id (a check-in kept on the tablet, issue 31)', () => {
    const { create } = intervalSubmission({ sessionKey: 'a1b2c3d4-provisional' }, readings);
    expect(create.dialysisKey).toBe('a1b2c3d4-provisional');
    expect(create).not.toHaveProperty('dialysisID');
  });

  it('sends a note and symptoms only when given, symptoms as a JSON list', () => {
    const values: IntervalFormValues = { ...readings, note: '  cramps eased ', symptoms: [3, 1] };
    const { create } = intervalSubmission({ dialysisID: 31 }, values);
    expect(create.note).toBe('cramps eased');
    expect(create.symptoms).toBe('[3,1]');
    const bare = intervalSubmission({ dialysisID: 31 }, { ...readings, note: '  ', symptoms: [] }).create;
    expect(bare).not.toHaveProperty('note');
    expect(bare).not.toHaveProperty('symptoms');
  });

  it('sends the medication given with the reading, trimmed', () => {
    const { medications } = intervalSubmission(
      { dialysisID: 31 },
      {
        ...readings,
        medications: [
          {
            medication: ' Heparin ',
            dose: '1000 units',
            route: 'IV',
            freq: 'Once',
            givenBy: 'a1',
            witnessedBy: 'a2',
          },
        ],
      },
    );
    expect(medications).toEqual([
      {
        medication: 'Heparin',
        dose: '1000 units',
        route: 'IV',
        freq: 'Once',
        givenBy: 'a1',
        witnessedBy: 'a2',
      },
    ]);
  });
});

const recorded: DialysisInterval = {
  id: 9,
  dialysisID: 31,
  timestamp: '2030-03-20T02:00:00.000Z',
  staffAccountID: 'a1',
  staffName: 'Nurse Tan',
  AP: -120,
  VP: 140,
  SBP: 128,
  DBP: 78,
  HR: 72,
  CDT: 13.9,
  KTV: null,
  cUF: 500,
  QB: 250,
  DFLOW: 500,
  UFR: 600,
  temp: 36.5,
  tmp: -10,
  hepRate: 0.5,
  note: 'ok',
  symptoms: '[2]',
  updatedOn: '2030-03-20T02:05:00.123Z',
};

describe('edit dialog', () => {
  it('shows a recorded reading with cUF and UFR in litres', () => {
    expect(editValues(recorded)).toMatchObject({
      cUF: '0.5',
      UFR: '0.6',
      AP: '-120',
      note: 'ok',
      symptoms: [2],
    });
    expect(editValues({ ...recorded, CDT: null, note: null, symptoms: null })).toMatchObject({
      CDT: '',
      note: '',
      symptoms: [],
    });
  });

  it('sends only the changed fields, typed, with the version it was opened on', () => {
    const values = { ...editValues(recorded), SBP: '132', cUF: '.7' };
    expect(intervalUpdate(recorded, values)).toEqual({
      id: 9,
      updatedOn: recorded.updatedOn,
      SBP: '132',
      cUF: '0.7',
    });
  });

  it('an unchanged dialog changes nothing; the same number typed differently is unchanged', () => {
    const same = intervalUpdate(recorded, { ...editValues(recorded), SBP: '128.0', cUF: '.5' });
    expect(same).toEqual({ id: 9, updatedOn: recorded.updatedOn });
    expect(changesSomething(same)).toBe(false);
  });

  it('a cleared field is sent empty; note and symptoms when changed', () => {
    const update = intervalUpdate(recorded, {
      ...editValues(recorded),
      CDT: ' ',
      note: 'seen by director',
      symptoms: [2, 5],
    });
    expect(update).toEqual({
      id: 9,
      updatedOn: recorded.updatedOn,
      CDT: '',
      note: 'seen by director',
      symptoms: '[2,5]',
    });
    expect(changesSomething(update)).toBe(true);
  });
});

describe('the next reading (issue 27 item 4)', () => {
  it('starts from the machine settings of the one before, as shown (litres); the rest starts empty', () => {
    expect(carriedValues(recorded)).toEqual({
      QB: String(recorded.QB),
      DFLOW: String(recorded.DFLOW),
      UFR: '0.6',
      CDT: String(recorded.CDT),
      hepRate: String(recorded.hepRate),
    });
    expect(carriedValues({ ...recorded, CDT: null })).not.toHaveProperty('CDT');
    expect(carriedValues(null)).toEqual({});
  });

  it('sends the measured time only when the nurse picked one', () => {
    const values = { ...readings, timestamp: dayjs('2030-03-11T10:15:00') } as IntervalFormValues;
    expect(intervalSubmission({ dialysisID: 5 }, values, '2030-03-11T02:15:00.000Z').create.timestamp).toBe(
      '2030-03-11T02:15:00.000Z',
    );
    expect(intervalSubmission({ dialysisID: 5 }, values).create).not.toHaveProperty('timestamp');
  });

  it('a correction sends a time moved to another minute, as an instant', () => {
    const same = dayjs('2030-03-11T09:00:00');
    const instantOf = (picked: dayjs.Dayjs) =>
      picked.isSame(same) ? recorded.timestamp : '2030-03-11T02:15:00.000Z';
    expect(intervalUpdate(recorded, editValues(recorded, same), instantOf)).toEqual({
      id: 9,
      updatedOn: recorded.updatedOn,
    });
    expect(intervalUpdate(recorded, editValues(recorded, dayjs('2030-03-11T10:15:00')), instantOf)).toEqual({
      id: 9,
      updatedOn: recorded.updatedOn,
      timestamp: '2030-03-11T02:15:00.000Z',
    });
  });
});

describe('symptoms of a reading', () => {
  it('reads the stored JSON list and names it', () => {
    expect(symptomIds('[1,3]')).toEqual([1, 3]);
    expect(symptomIds('not json')).toEqual([]);
    expect(symptomIds(null)).toEqual([]);
    expect(symptomIds('{"a":1}')).toEqual([]);
    const names = new Map([
      [1, 'Cramps'],
      [3, 'Nausea'],
    ]);
    expect(symptomNames('[3,1,9]', names)).toBe('Nausea, Cramps, #9');
  });
});
