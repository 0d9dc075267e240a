import { describe, expect, it } from 'vitest';
import {
  appointmentSession,
  appointmentState,
  canCancelAppointment,
  cardState,
  editAction,
} from './session-phase.ts';

/** The words the screens show for the phase (session-phase.ts): the card's, the calendar's, the edit button. */

const checkIn = {
  startTime: '2026-11-22T01:00:00Z',
  preEdema: 0,
  preWeight: 60000,
  preTemp: 36.5,
  preSBP: 120,
  preDBP: 80,
  preHRT: 70,
  ufTargetStart: 2000,
  dryWeight: 58000,
  machineID: 1,
  dialyser: 'FX60',
  MSA: 1.5,
  membraneUse: 3,
};
const checkOut = {
  postWeight: 58200,
  postTemp: 36.6,
  postEdema: 0,
  postSBP: 118,
  postDBP: 78,
  postHRT: 72,
  KTVonline: 1.3,
};

describe('cardState', () => {
  it('waits for check-in without a start time', () => {
    expect(cardState(null)).toBe('waiting');
    expect(cardState({ startTime: null })).toBe('waiting');
  });
  it("reads an appointment detail's dialysisStartTime and dialysisEndTime", () => {
    const running = { dialysisStartTime: checkIn.startTime, dialysisEndTime: null };
    expect(appointmentSession(running)).toEqual({ startTime: checkIn.startTime, endTime: null });
    expect(cardState(appointmentSession(running))).toBe('checked-in');
    expect(cardState(appointmentSession({ dialysisStartTime: null }))).toBe('waiting');
  });
  it('is checked in between start and end, checked out after', () => {
    expect(cardState({ startTime: checkIn.startTime })).toBe('checked-in');
    expect(cardState({ startTime: checkIn.startTime, endTime: '2026-11-22T05:00:00Z' })).toBe('checked-out');
  });
});

describe('appointmentState', () => {
  it('is Booked, then In Progress once started, then Completed once ended (closed or not)', () => {
    expect(appointmentState(null)).toBe('Booked');
    expect(appointmentState({ startTime: null, endTime: null })).toBe('Booked');
    expect(appointmentState({ startTime: '2030-03-11T01:00:00Z' })).toBe('In Progress');
    expect(appointmentState({ startTime: '2030-03-11T01:00:00Z', endTime: '2030-03-11T05:00:00Z' })).toBe(
      'Completed',
    );
    expect(appointmentState({ startTime: '2000-03-11T01:00:00Z', endTime: '2000-03-11T05:00:00Z' })).toBe(
      'Completed',
    );
  });

  it('may be cancelled only while Booked', () => {
    expect(canCancelAppointment('Booked')).toBe(true);
    expect(canCancelAppointment('In Progress')).toBe(false);
    expect(canCancelAppointment('Completed')).toBe(false);
  });
});

describe('editAction', () => {
  it('asks to update check-in while a pre field is missing (a zero counts as present)', () => {
    expect(editAction({ ...checkIn, dialyser: null })).toBe('Update Check In');
    expect(editAction(checkIn)).toBe('Update Check Out');
  });
  it('asks to update check-out until post fields are complete and the session has ended', () => {
    expect(editAction({ ...checkIn, ...checkOut })).toBe('Update Check Out');
    expect(editAction({ ...checkIn, ...checkOut, endTime: '2026-11-22T05:00:00Z' })).toBeNull();
  });
  it('offers nothing before the session starts', () => {
    expect(editAction(undefined)).toBeNull();
  });
});

describe("completeness follows the spec's lists (session-phase.ts)", () => {
  it('membrane use is a check-in field: without it the card asks to update check-in', () => {
    expect(editAction({ ...checkIn, membraneUse: null })).toBe('Update Check In');
  });
  it('post edema is a post field: without it an ended session still asks to update check-out', () => {
    const ended = { ...checkIn, ...checkOut, endTime: '2026-11-22T05:00:00Z' };
    expect(editAction(ended)).toBeNull();
    expect(editAction({ ...ended, postEdema: null })).toBe('Update Check Out');
  });
  it('post renalin is optional: an ended session without it is complete', () => {
    expect(
      editAction({ ...checkIn, ...checkOut, postRenalin: null, endTime: '2026-11-22T05:00:00Z' }),
    ).toBeNull();
  });
});
