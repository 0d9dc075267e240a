import { describe, expect, it } from 'vitest';
import {
  actionFor,
  automaticStatus,
  MACHINE_STATUS_MESSAGES as M,
  MACHINE_STATUSES,
  type MachineStatusAction,
  type MachineStatusValue,
  statusForDates,
  toScheduleFrom,
  transition,
  validateCreate,
  validateUpdate,
} from './machine-status.ts';

const TODAY = '2030-03-11';

describe('transition', () => {
  const allowed: [MachineStatusValue, MachineStatusAction, MachineStatusValue][] = [
    ['TO_SCHEDULE', 'SCHEDULE', 'SCHEDULED'],
    ['EXPIRED', 'SCHEDULE', 'SCHEDULED'],
    ['SCHEDULED', 'PASS_AUDIT', 'PENDING_SIGNATURE'],
    ['PENDING_SIGNATURE', 'APPROVE', 'PASS'],
  ];
  it.each(allowed)('%s + %s -> %s', (from, action, to) => {
    expect(transition(from, action)).toEqual({ ok: true, status: to });
  });

  const refused = MACHINE_STATUSES.flatMap((from) =>
    (['SCHEDULE', 'PASS_AUDIT', 'APPROVE'] as const)
      .filter((action) => !allowed.some(([f, a]) => f === from && a === action))
      .map((action) => [from, action] as const),
  );
  it('refuses every other pair with a message naming what the action needs', () => {
    expect(refused).toHaveLength(6 * 3 - 4);
    for (const [from, action] of refused) {
      const result = transition(from, action);
      expect(result.ok, `${from} + ${action}`).toBe(false);
    }
    expect(transition('PASS', 'SCHEDULE')).toEqual({
      ok: false,
      message: 'Only an item that is To Schedule or Expired can be scheduled.',
    });
    expect(transition('TO_SCHEDULE', 'PASS_AUDIT')).toEqual({
      ok: false,
      message: 'Only a Scheduled item can pass its audit.',
    });
    expect(transition('SCHEDULED', 'APPROVE')).toEqual({
      ok: false,
      message: 'Only an item pending signature can be signed.',
    });
  });

  it('names the one action each status offers', () => {
    expect(actionFor('TO_SCHEDULE')).toBe('SCHEDULE');
    expect(actionFor('EXPIRED')).toBe('SCHEDULE');
    expect(actionFor('SCHEDULED')).toBe('PASS_AUDIT');
    expect(actionFor('PENDING_SIGNATURE')).toBe('APPROVE');
    expect(actionFor('PASS')).toBeNull();
    expect(actionFor('INACTIVE')).toBeNull();
  });
});

describe('dates', () => {
  it('starts TO_SCHEDULE three months before expiry', () => {
    expect(toScheduleFrom('2030-06-11')).toBe('2030-03-11');
  });

  it('says what the dates alone say: EXPIRED on the expiry day, TO_SCHEDULE within three months, else PASS', () => {
    expect(statusForDates('2030-03-10', TODAY)).toBe('EXPIRED');
    expect(statusForDates(TODAY, TODAY)).toBe('EXPIRED');
    expect(statusForDates('2030-03-12', TODAY)).toBe('TO_SCHEDULE');
    expect(statusForDates('2030-06-11', TODAY)).toBe('TO_SCHEDULE');
    expect(statusForDates('2030-06-12', TODAY)).toBe('PASS');
  });
});

describe('automaticStatus (the scheduled job)', () => {
  const item = (status: MachineStatusValue, expiryDate: string, lastChangedOn = '2030-01-01') => ({
    status,
    expiryDate,
    lastChangedOn,
  });

  it('moves a PASS item to TO_SCHEDULE from three months before expiry, not a day earlier', () => {
    expect(automaticStatus(item('PASS', '2030-06-12'), TODAY)).toBeNull();
    expect(automaticStatus(item('PASS', '2030-06-11'), TODAY)).toBe('TO_SCHEDULE');
  });

  it('leaves items already in an audit in their stage before expiry', () => {
    for (const status of ['TO_SCHEDULE', 'SCHEDULED', 'PENDING_SIGNATURE'] as const) {
      expect(automaticStatus(item(status, '2030-04-01'), TODAY)).toBeNull();
    }
  });

  it('expires every live stage on the expiry day when it was last changed before that day', () => {
    for (const status of ['PASS', 'TO_SCHEDULE', 'SCHEDULED', 'PENDING_SIGNATURE'] as const) {
      expect(automaticStatus(item(status, TODAY), TODAY)).toBe('EXPIRED');
      expect(automaticStatus(item(status, '2030-03-01'), TODAY)).toBe('EXPIRED');
    }
    expect(automaticStatus(item('PASS', '2030-03-12'), TODAY)).toBe('TO_SCHEDULE');
  });

  it('leaves an expired item a user scheduled after its expiry day (and EXPIRED, INACTIVE items) alone', () => {
    expect(automaticStatus(item('SCHEDULED', '2030-03-01', '2030-03-05'), TODAY)).toBeNull();
    expect(automaticStatus(item('PENDING_SIGNATURE', '2030-03-01', '2030-03-01'), TODAY)).toBeNull();
    expect(automaticStatus(item('EXPIRED', '2030-03-01'), TODAY)).toBeNull();
    expect(automaticStatus(item('INACTIVE', '2030-03-01'), TODAY)).toBeNull();
  });

  it('is idempotent: applying its answer leaves nothing more to do', () => {
    const changed = { ...item('PASS', '2030-05-01'), status: 'TO_SCHEDULE' as const, lastChangedOn: TODAY };
    expect(automaticStatus(changed, TODAY)).toBeNull();
    const expired = { ...item('SCHEDULED', TODAY), status: 'EXPIRED' as const, lastChangedOn: TODAY };
    expect(automaticStatus(expired, TODAY)).toBeNull();
  });
});

describe('validateCreate', () => {
  const ok = { machineID: 1, name: 'Electrical safety', expiryDate: '2031-01-01' };

  it('accepts a complete item, with or without a next audit date', () => {
    expect(validateCreate(ok, TODAY)).toBeNull();
    expect(validateCreate({ ...ok, nextAudit: '2030-12-31' }, TODAY)).toBeNull();
    expect(validateCreate({ ...ok, expiryDate: TODAY }, TODAY)).toBeNull();
  });

  it('requires machine, test case and expiry date', () => {
    expect(validateCreate({ ...ok, machineID: null }, TODAY)).toEqual({
      field: 'machineID',
      message: 'Required.',
    });
    expect(validateCreate({ ...ok, name: '  ' }, TODAY)).toEqual({ field: 'name', message: 'Required.' });
    expect(validateCreate({ ...ok, expiryDate: '' }, TODAY)).toEqual({
      field: 'expiryDate',
      message: 'Required.',
    });
  });

  it('refuses an expiry date in the past and malformed dates', () => {
    expect(validateCreate({ ...ok, expiryDate: '2030-03-10' }, TODAY)).toEqual({
      field: 'expiryDate',
      message: M.expiryInPast,
    });
    expect(validateCreate({ ...ok, expiryDate: '2031-02-30' }, TODAY)?.message).toBe('Not a valid date.');
    expect(validateCreate({ ...ok, nextAudit: '31/12/2030' }, TODAY)?.field).toBe('nextAudit');
  });

  it('wants the next audit strictly before the expiry date', () => {
    const message = 'The next audit date cannot be after expiry date.';
    expect(validateCreate({ ...ok, nextAudit: '2031-01-01' }, TODAY)).toEqual({
      field: 'nextAudit',
      message,
    });
    expect(validateCreate({ ...ok, nextAudit: '2031-01-02' }, TODAY)).toEqual({
      field: 'nextAudit',
      message,
    });
  });

  it('allows remarks up to 1000 characters', () => {
    expect(validateCreate({ ...ok, remarks: 'x'.repeat(1000) }, TODAY)).toBeNull();
    expect(validateCreate({ ...ok, remarks: 'x'.repeat(1001) }, TODAY)).toEqual({
      field: 'remarks',
      message: M.remarksTooLong,
    });
  });
});

describe('validateUpdate', () => {
  const toSchedule = { status: 'TO_SCHEDULE' as const, expiryDate: '2030-05-01' };
  const expired = { status: 'EXPIRED' as const, expiryDate: '2030-03-01' };
  const scheduled = { status: 'SCHEDULED' as const, expiryDate: '2030-05-01' };
  const pending = { status: 'PENDING_SIGNATURE' as const, expiryDate: '2030-05-01' };

  it('SCHEDULE needs a next audit date, on or before the expiry date', () => {
    expect(validateUpdate(toSchedule, 'SCHEDULE', {}, TODAY)).toEqual({
      field: 'nextAudit',
      message: 'Required.',
    });
    expect(validateUpdate(toSchedule, 'SCHEDULE', { nextAudit: '2030-05-01' }, TODAY)).toBeNull();
    expect(validateUpdate(toSchedule, 'SCHEDULE', { nextAudit: '2030-05-02' }, TODAY)).toEqual({
      field: 'nextAudit',
      message: 'The next audit date cannot be after expiry date.',
    });
  });

  it('SCHEDULE measures the next audit against a corrected expiry date', () => {
    const update = { nextAudit: '2030-06-01', expiryDate: '2030-07-01' };
    expect(validateUpdate(toSchedule, 'SCHEDULE', update, TODAY)).toBeNull();
    expect(validateUpdate(toSchedule, 'SCHEDULE', { ...update, expiryDate: '2030-03-01' }, TODAY)).toEqual({
      field: 'expiryDate',
      message: M.expiryInPast,
    });
  });

  it('an EXPIRED item may be scheduled after its expiry date, but its expiry date cannot change', () => {
    expect(validateUpdate(expired, 'SCHEDULE', { nextAudit: '2030-04-01' }, TODAY)).toBeNull();
    expect(
      validateUpdate(expired, 'SCHEDULE', { nextAudit: '2030-04-01', expiryDate: '2030-03-01' }, TODAY),
    ).toBeNull();
    expect(
      validateUpdate(expired, 'SCHEDULE', { nextAudit: '2030-04-01', expiryDate: '2031-01-01' }, TODAY),
    ).toEqual({
      field: 'expiryDate',
      message: M.expiryLocked,
    });
  });

  it('an item scheduled after it expired keeps its expiry date, and its next audit may come after it', () => {
    const rescheduled = { status: 'SCHEDULED' as const, expiryDate: '2030-03-01' };
    expect(
      validateUpdate(rescheduled, 'PASS_AUDIT', { key: 'k', nextAudit: '2030-04-01' }, TODAY),
    ).toBeNull();
    expect(
      validateUpdate(rescheduled, 'PASS_AUDIT', { key: 'k', expiryDate: '2031-01-01' }, TODAY)?.message,
    ).toBe(M.expiryLocked);
  });

  it('PASS_AUDIT needs the document', () => {
    expect(validateUpdate(scheduled, 'PASS_AUDIT', {}, TODAY)).toEqual({
      field: 'key',
      message: M.documentRequired,
    });
    expect(validateUpdate(scheduled, 'PASS_AUDIT', { key: 'machine/1/audit.pdf' }, TODAY)).toBeNull();
    expect(
      validateUpdate(scheduled, 'PASS_AUDIT', { key: 'k', nextAudit: '2030-06-01' }, TODAY)?.message,
    ).toBe('The next audit date cannot be after expiry date.');
  });

  it('APPROVE needs a new expiry date that is not in the past', () => {
    expect(validateUpdate(pending, 'APPROVE', {}, TODAY)).toEqual({
      field: 'expiryDate',
      message: M.newExpiryRequired,
    });
    expect(validateUpdate(pending, 'APPROVE', { expiryDate: '2030-03-10' }, TODAY)?.message).toBe(
      M.expiryInPast,
    );
    expect(validateUpdate(pending, 'APPROVE', { expiryDate: '2031-05-01' }, TODAY)).toBeNull();
  });

  it('limits remarks to 1000 characters on every action', () => {
    const long = 'x'.repeat(1001);
    expect(
      validateUpdate(toSchedule, 'SCHEDULE', { nextAudit: '2030-04-01', remarks: long }, TODAY)?.field,
    ).toBe('remarks');
    expect(validateUpdate(scheduled, 'PASS_AUDIT', { key: 'k', remarks: long }, TODAY)?.field).toBe(
      'remarks',
    );
    expect(
      validateUpdate(pending, 'APPROVE', { expiryDate: '2031-01-01', remarks: long }, TODAY)?.field,
    ).toBe('remarks');
  });
});
