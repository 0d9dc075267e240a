import { describe, expect, it } from 'vitest';
import { fieldsWithout, SESSION_POST_FIELDS, SESSION_PRE_FIELDS } from './dialysis-session.ts';
import {
  CHECK_IN_REQUIRED,
  CHECK_OUT_EXPECTED,
  ENDED_LOCKED,
  FULL_CHECKOUT_FIELDS,
  lockedFields,
  RUNNING_LOCKED,
  SESSION_PAGES,
  SIMPLE_CHECKOUT_FIELDS,
  sessionPhase,
} from './session-phase.ts';

describe('sessionPhase', () => {
  it('is arrived before a start, running until an end, ended after', () => {
    expect(sessionPhase(null)).toBe('arrived');
    expect(sessionPhase({ startTime: null })).toBe('arrived');
    expect(sessionPhase({ startTime: '2026-11-22T01:00:00Z' })).toBe('running');
    expect(sessionPhase({ startTime: '2026-11-22T01:00:00Z', endTime: '2026-11-22T05:00:00Z' })).toBe(
      'ended',
    );
  });
});

describe('disabled fields', () => {
  it('check-out edit disables the pre data with machine, MSA and membrane; the intra page the post data and dialyser', () => {
    expect(ENDED_LOCKED).toEqual(expect.arrayContaining(['preWeight', 'machineID', 'MSA', 'membraneUse']));
    expect(ENDED_LOCKED).not.toContain('dialyser');
    expect(RUNNING_LOCKED).toEqual(
      expect.arrayContaining(['postWeight', 'KTVonline', 'postRenalin', 'dialyser']),
    );
    expect(RUNNING_LOCKED).not.toContain('preWeight');
  });

  it('derives from the one pre and post list, in the form order', () => {
    expect(SESSION_PRE_FIELDS[0]).toBe('arriveTime');
    expect(SESSION_POST_FIELDS).toContain('postRenalin');
    expect(ENDED_LOCKED).toEqual(SESSION_PRE_FIELDS.filter((f) => f !== 'dialyser'));
    expect(CHECK_OUT_EXPECTED).toEqual(SESSION_POST_FIELDS.filter((f) => f !== 'postRenalin'));
    expect(CHECK_OUT_EXPECTED).toHaveLength(7);
    expect([...RUNNING_LOCKED].sort()).toEqual([...SESSION_POST_FIELDS, 'dialyser'].sort());
    expect(fieldsWithout(['a', 'b', 'c'] as const, 'b')).toEqual(['a', 'c']);
  });
});

describe('what each phase may edit and requires', () => {
  it('an edit while running may not touch the post data or dialyser; a check-out may', () => {
    expect(lockedFields('running', 'edit')).toEqual(RUNNING_LOCKED);
    expect(lockedFields('running', 'checkout')).toEqual([]);
    expect(lockedFields('ended', 'edit')).toEqual(ENDED_LOCKED);
    expect(lockedFields('arrived', 'edit')).toEqual([]);
  });
  it('every page before check-out edit requires the check-in fields, membrane use included', () => {
    expect(CHECK_IN_REQUIRED).toContain('membraneUse');
    for (const page of ['checkin', 'checkinEdit', 'intra', 'checkout'] as const) {
      expect(SESSION_PAGES[page].required).toEqual(CHECK_IN_REQUIRED);
    }
    expect(SESSION_PAGES.checkoutEdit.required).toEqual([]);
    expect(SESSION_PAGES.checkoutEdit.locked).toEqual(ENDED_LOCKED);
    expect(SESSION_PAGES.intra.locked).toEqual(RUNNING_LOCKED);
  });
  it('pages belong to their phase', () => {
    expect(SESSION_PAGES.checkin.phase).toBe('arrived');
    expect(SESSION_PAGES.intra.phase).toBe('running');
    expect(SESSION_PAGES.checkoutEdit.phase).toBe('ended');
  });
  it('simple check-out carries the post data and notes; full check-out the pre data too', () => {
    expect(SIMPLE_CHECKOUT_FIELDS).toEqual(expect.arrayContaining([...CHECK_OUT_EXPECTED, 'notes']));
    expect(SIMPLE_CHECKOUT_FIELDS).not.toContain('preWeight');
    expect(FULL_CHECKOUT_FIELDS).toEqual(
      expect.arrayContaining([
        ...fieldsWithout(SESSION_PRE_FIELDS, 'arriveTime'),
        ...SESSION_POST_FIELDS,
        'notes',
      ]),
    );
    // The arrival time is the check-in's: CheckoutDialysisInput has none.
    expect(FULL_CHECKOUT_FIELDS).not.toContain('arriveTime');
  });
});
