import { describe, expect, it } from 'vitest';
import type { IntervalFormValues } from './intra-model.ts';
import {
  carriedFromForm,
  checkInShown,
  checkoutShown,
  newestKeptReading,
  shownReading,
  storableValues,
  withQueuedReadings,
} from './queued-reading.ts';
import { CHECK_IN_FIELDS } from './session-form-values.ts';
import { TEST_READINGS } from './test-readings.ts';

const VALUES = TEST_READINGS as IntervalFormValues;

describe('readings kept on the tablet', () => {
  it('count as entered: the count and the last reading go on from the waiting ones, not from refused ones', () => {
    const writes = [
      { kind: 'reading', status: 'waiting', enteredAt: '2026-11-28T02:30:00.000Z' },
      { kind: 'reading', status: 'waiting', enteredAt: '2026-11-28T03:00:00.000Z' },
      { kind: 'reading', status: 'problem', enteredAt: '2026-11-28T03:30:00.000Z' },
      { kind: 'checkout', status: 'waiting', enteredAt: '2026-11-28T04:00:00.000Z' },
    ];
    expect(withQueuedReadings(2, '2026-11-28T02:00:00.000Z', writes)).toEqual({
      count: 4,
      waiting: 2,
      lastReading: new Date('2026-11-28T03:00:00.000Z'),
    });
    expect(withQueuedReadings(0, null, [])).toEqual({ count: 0, waiting: 0, lastReading: null });
    // A reading sent later than the kept ones (another screen's) stays the last.
    expect(withQueuedReadings(1, '2026-11-28T05:00:00.000Z', writes).lastReading).toEqual(
      new Date('2026-11-28T05:00:00.000Z'),
    );
  });

  it('shows what was typed, with the time on the centre clock, symptoms by name, note and medication', () => {
    const shown = shownReading(
      {
        ...VALUES,
        symptoms: [1, 9],
        note: ' cramps ',
        medications: [{ medication: 'Heparin', dose: '1000 IU', route: 'IV', freq: 'once' }],
      },
      '2026-11-28T02:30:00.000Z',
      'Asia/Singapore',
      [{ value: 1, label: 'Cramps' }],
    );
    expect(shown[0]).toEqual(['Time', '10:30']);
    expect(shown).toContainEqual(['SBP', '128']);
    expect(shown).toContainEqual(['UFR (L)', '0.6']);
    expect(shown).toContainEqual(['Symptoms', 'Cramps, #9']);
    expect(shown).toContainEqual(['Note', 'cramps']);
    expect(shown).toContainEqual(['Medication Given', 'Heparin 1000 IU IV once']);
  });

  it('starts the next reading from the kept one’s machine settings only', () => {
    expect(carriedFromForm(VALUES)).toEqual({
      QB: '250',
      UFR: '0.6',
      DFLOW: '500',
      CDT: '13.9',
      hepRate: '0.5',
    });
  });

  it('keeps the form values without the time picker’s object', () => {
    const stored = storableValues({ ...VALUES, timestamp: { format: () => '10:30' } as never });
    expect(stored).not.toHaveProperty('timestamp');
    expect(stored.SBP).toBe('128');
  });

  it('shows a kept check-out by the fields it carries', () => {
    expect(
      checkoutShown({ id: 4, postWeight: '62.3', notes: 'Stopped early', postTemp: '', mode: 'SIMPLE' }),
    ).toEqual([
      ['Post Weight', '62.3'],
      ['Additional Notes', 'Stopped early'],
    ]);
  });

  it('starts the next reading from the newest kept one when it is newer than the last sent', () => {
    const writes = [
      {
        kind: 'reading',
        status: 'waiting',
        enteredAt: '2026-11-28T02:30:00.000Z',
        formValues: { QB: '250' },
      },
      {
        kind: 'reading',
        status: 'waiting',
        enteredAt: '2026-11-28T03:00:00.000Z',
        formValues: { QB: '300' },
      },
      {
        kind: 'reading',
        status: 'problem',
        enteredAt: '2026-11-28T03:30:00.000Z',
        formValues: { QB: '999' },
      },
    ];
    expect(newestKeptReading(writes, '2026-11-28T02:00:00.000Z')?.formValues).toEqual({ QB: '300' });
    expect(newestKeptReading(writes, '2026-11-28T03:10:00.000Z')).toBeNull();
    expect(newestKeptReading([], null)).toBeNull();
  });

  it("shows a kept check-in as typed, in the form's order and words: the machine by name, the arrival as a time", () => {
    const shown = checkInShown(
      {
        arriveTime: '2026-11-28T01:40:00.000Z',
        preWeight: '64.2',
        dryWeight: '62',
        preSBP: ' 138 ',
        preRenalin: '',
        machineID: 4,
        dialyser: 'FX80',
      },
      CHECK_IN_FIELDS,
      [{ id: 4, name: 'JRG-HD03' }],
      'Asia/Singapore',
    );
    expect(shown).toEqual([
      ['Arrive Time', '09:40'],
      ['Pre Weight (kg)', '64.2'],
      ['Dry Weight (kg)', '62'],
      ['Pre SBP', '138'],
      ['Machine', 'JRG-HD03'],
      ['Dialyser', 'FX80'],
    ]);
  });
});
