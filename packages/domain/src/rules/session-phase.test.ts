import { describe, expect, it } from 'vitest';
import {
  fieldsWithout,
  DIALYSIS_MESSAGES as M,
  SESSION_CLOSE_HOURS,
  SESSION_POST_FIELDS,
  SESSION_PRE_FIELDS,
} from './dialysis-session.ts';
import {
  allowsWrite,
  CHECK_IN_REQUIRED,
  CHECK_OUT_EXPECTED,
  ENDED_LOCKED,
  FULL_CHECKOUT_FIELDS,
  hasEnded,
  lockedFields,
  RUNNING_LOCKED,
  SESSION_PAGES,
  SESSION_WRITES,
  type SessionPhase,
  type SessionWrite,
  SIMPLE_CHECKOUT_FIELDS,
  sessionClosesAt,
  sessionPhase,
  sessionWriteRefusal,
} from './session-phase.ts';

const START = '2026-11-22T01:00:00.000Z';
const END = '2026-11-22T05:00:00.000Z';
const CLOSES = Date.parse(END) + 24 * 3_600_000;

describe('sessionPhase', () => {
  it('is booked without a session or a start, running until an end, ended after', () => {
    expect(sessionPhase(null, Date.parse(START))).toBe('booked');
    expect(sessionPhase(undefined)).toBe('booked');
    expect(sessionPhase({ startTime: null, endTime: null })).toBe('booked');
    expect(sessionPhase({ startTime: START }, Date.parse(START) + 1)).toBe('running');
    expect(sessionPhase({ startTime: START, endTime: END }, Date.parse(END))).toBe('ended');
  });

  it('reads Date rows as it reads API strings', () => {
    const row = { startTime: new Date(START), endTime: new Date(END) };
    expect(sessionPhase(row, new Date(CLOSES - 1))).toBe('ended');
    expect(sessionPhase(row, new Date(CLOSES))).toBe('closed');
  });

  it('closes exactly 24 hours after the end: a millisecond before it is still ended', () => {
    expect(SESSION_CLOSE_HOURS).toBe(24);
    const session = { startTime: START, endTime: END };
    expect(sessionClosesAt(session)?.toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(sessionPhase(session, CLOSES - 1)).toBe('ended');
    expect(sessionPhase(session, CLOSES)).toBe('closed');
    expect(sessionPhase(session, CLOSES + 7 * 86_400_000)).toBe('closed');
  });

  it('a corrected (earlier) end closes the session earlier', () => {
    const corrected = { startTime: START, endTime: '2026-11-22T04:00:00.000Z' };
    expect(sessionPhase(corrected, CLOSES - 3_600_000)).toBe('closed');
  });

  it('without a clock an ended session answers ended (the words of cards and calendars need no more)', () => {
    expect(sessionPhase({ startTime: START, endTime: END })).toBe('ended');
  });

  it('a running or booked session never closes, and has no closing time', () => {
    expect(sessionPhase({ startTime: START }, CLOSES + 86_400_000)).toBe('running');
    expect(sessionClosesAt({ startTime: START })).toBeNull();
    expect(sessionClosesAt(null)).toBeNull();
  });

  it('ended and closed have both ended', () => {
    expect((['booked', 'running', 'ended', 'closed'] as const).map(hasEnded)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('the writes each phase takes', () => {
  const ALL: SessionWrite[] = [
    'cancel',
    'checkIn',
    'edit',
    'reading',
    'checkout',
    'medication',
    'checkoutEdit',
    'readingCorrection',
  ];
  const taken = (phase: SessionPhase) => ALL.filter((write) => allowsWrite(phase, write));

  it('booked: cancel and check-in (and medication given before the start)', () => {
    expect(taken('booked')).toEqual(['cancel', 'checkIn', 'medication']);
  });
  it('running: the check-in edits, readings, check-out, medication and a correction', () => {
    expect(taken('running')).toEqual(['edit', 'reading', 'checkout', 'medication', 'readingCorrection']);
  });
  it('ended: check-out edit, a correction, medication recorded late', () => {
    expect(taken('ended')).toEqual(['medication', 'checkoutEdit', 'readingCorrection']);
  });
  it('closed: only the audited edits, check-out edit and a Medical Director correcting a reading', () => {
    expect(taken('closed')).toEqual(['checkoutEdit', 'readingCorrection']);
    expect(SESSION_WRITES.closed.every((write) => SESSION_WRITES.ended.includes(write))).toBe(true);
  });

  it('a closed session refuses every other write with SESSION_CLOSED; check-in and cancel keep the spec words', () => {
    for (const write of ['edit', 'reading', 'checkout', 'medication'] as const) {
      expect(sessionWriteRefusal('closed', write)).toEqual({
        code: 'SESSION_CLOSED',
        message: M.sessionClosed,
      });
    }
    expect(sessionWriteRefusal('closed', 'checkIn')).toEqual({ code: 'CONFLICT', message: M.alreadyStarted });
    expect(sessionWriteRefusal('closed', 'cancel')).toEqual({
      code: 'CONFLICT',
      message: 'Session has already started/ended, cannot be cancelled.',
    });
    expect(sessionWriteRefusal('closed', 'checkoutEdit')).toBeNull();
    expect(sessionWriteRefusal('closed', 'readingCorrection')).toBeNull();
    expect(M.sessionClosed).toBe(
      'This dialysis session is closed: it was checked out more than 24 hours ago. It can only be corrected on Update Check Out.',
    );
  });

  it('the other phases keep their own messages', () => {
    expect(sessionWriteRefusal('running', 'checkIn')).toEqual({
      code: 'CONFLICT',
      message: M.alreadyStarted,
    });
    expect(sessionWriteRefusal('running', 'cancel')?.code).toBe('CONFLICT');
    expect(sessionWriteRefusal('booked', 'cancel')).toBeNull();
    expect(sessionWriteRefusal('booked', 'reading')).toEqual({
      code: 'CONFLICT',
      message: M.noActiveSession,
    });
    expect(sessionWriteRefusal('booked', 'edit')).toEqual({ code: 'CONFLICT', message: M.notStarted });
    expect(sessionWriteRefusal('booked', 'checkout')).toEqual({ code: 'CONFLICT', message: M.notStarted });
    expect(sessionWriteRefusal('ended', 'reading')).toEqual({ code: 'CONFLICT', message: M.noActiveSession });
    expect(sessionWriteRefusal('ended', 'checkout')).toEqual({ code: 'CONFLICT', message: M.alreadyEnded });
    expect(sessionWriteRefusal('ended', 'medication')).toBeNull();
    expect(sessionWriteRefusal('running', 'reading')).toBeNull();
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
    expect(lockedFields('closed', 'edit')).toEqual(ENDED_LOCKED);
    expect(lockedFields('booked', 'edit')).toEqual([]);
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
  it('pages belong to their phases: check-out edit is the page of an ended or closed session', () => {
    expect(SESSION_PAGES.checkin.phases).toEqual(['booked']);
    expect(SESSION_PAGES.checkinEdit.phases).toEqual(['running']);
    expect(SESSION_PAGES.intra.phases).toEqual(['running']);
    expect(SESSION_PAGES.checkout.phases).toEqual(['running']);
    expect(SESSION_PAGES.checkoutEdit.phases).toEqual(['ended', 'closed']);
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
