import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../shared/routes.ts';
import { type CardActionInput, cardActions } from './card-actions.ts';

const complete = {
  preEdema: 0,
  preWeight: 64200,
  preTemp: 36.7,
  preSBP: 138,
  preDBP: 82,
  preHRT: 76,
  ufTargetStart: 2200,
  dryWeight: 62000,
  machineID: 3,
  dialyser: 'FX80',
  MSA: 1.8,
  membraneUse: 2,
};
const post = {
  postWeight: 62100,
  postTemp: 36.5,
  postEdema: 0,
  postSBP: 130,
  postDBP: 80,
  postHRT: 72,
  KTVonline: 1.3,
};

const waiting: CardActionInput = {
  appointmentID: 11,
  patientID: 7,
  dialysisID: null,
  dialysisStartTime: null,
  dialysisEndTime: null,
  dialysis: null,
};
const running = (fields: object = complete): CardActionInput => ({
  ...waiting,
  dialysisID: 42,
  dialysisStartTime: '2026-11-22T01:00:00.000Z',
  dialysis: { startTime: '2026-11-22T01:00:00.000Z', endTime: null, ...fields },
});
const ended = (fields: object): CardActionInput => ({
  ...waiting,
  dialysisID: 42,
  dialysisStartTime: '2026-11-22T01:00:00.000Z',
  dialysisEndTime: '2026-11-22T05:00:00.000Z',
  dialysis: { startTime: '2026-11-22T01:00:00.000Z', endTime: '2026-11-22T05:00:00.000Z', ...fields },
});

const all = () => true;
const links = (
  input: CardActionInput,
  group: 'Nurse' | 'Doctor' = 'Nurse',
  variant: 'daily' | 'manage' = 'daily',
) => cardActions(input, group, variant, all).map((a) => [a.label, a.to ?? null]);

describe('dashboard card actions', () => {
  it('waiting: Patient Info, Check In for this appointment, Patient Record; no edit button', () => {
    expect(links(waiting)).toEqual([
      ['Patient Info', '/patient/7'],
      ['Check In', '/patient/7/dialysis/appointment/11'],
      ['Patient Record', '/patient/7/patientrecord'],
      ['Patient Incident Report', '/patient/7/incidentreport'],
    ]);
  });

  it("checked in on this tablet only (issue 31): the provisional session's intra page, no edit button", () => {
    const kept = {
      ...waiting,
      dialysisStartTime: '2026-11-22T01:00:00.000Z',
      keptSessionKey: 'a1b2c3d4-provisional',
    };
    expect(links(kept)).toEqual([
      ['Patient Info', '/patient/7'],
      ['Dialysis Session', '/patient/7/dialysis/a1b2c3d4-provisional'],
      ['Patient Record', '/patient/7/patientrecord'],
      ['Patient Incident Report', '/patient/7/incidentreport'],
    ]);
  });

  it('running with the check-in fields incomplete: the intra page and Update Check In to check-in edit', () => {
    const { MSA: _, ...incomplete } = complete;
    expect(links(running(incomplete))).toEqual([
      ['Patient Info', '/patient/7'],
      ['Dialysis Session', '/patient/7/dialysis/42'],
      ['Patient Record', '/patient/7/patientrecord'],
      ['Patient Incident Report', '/patient/7/incidentreport'],
      ['Update Check In', '/patient/7/dialysis/42/checkin/edit'],
    ]);
  });

  it('running with the check-in complete: Update Check Out leads to the intra page (its check-out flow)', () => {
    expect(links(running())).toContainEqual(['Update Check Out', '/patient/7/dialysis/42']);
  });

  it('ended with the post fields incomplete: no dialysis link, Update Check Out to check-out edit', () => {
    expect(links(ended({ ...complete, postWeight: 62100, endedBy: 'acc-1' }))).toEqual([
      ['Patient Info', '/patient/7'],
      ['Patient Record', '/patient/7/patientrecord'],
      ['Patient Incident Report', '/patient/7/incidentreport'],
      ['Update Check Out', '/patient/7/dialysis/42/checkout/edit'],
      ['Create Invoice', null],
    ]);
  });

  it('ended and complete: no edit button', () => {
    expect(links(ended({ ...complete, ...post, endedBy: 'acc-1' })).map(([label]) => label)).toEqual([
      'Patient Info',
      'Patient Record',
      'Patient Incident Report',
      'Create Invoice',
    ]);
  });

  it('ended with the check-in incomplete still asks to Update Check In', () => {
    expect(links(ended({ ...post, endedBy: 'acc-1' }))).toContainEqual([
      'Update Check In',
      '/patient/7/dialysis/42/checkin/edit',
    ]);
  });

  it('a Doctor: the record link replaces the dialysis link, and no session actions', () => {
    for (const input of [waiting, running(), running({}), ended({})])
      expect(links(input, 'Doctor').map(([label]) => label)).toEqual([
        'Patient Info',
        'Patient Record',
        'Patient Incident Report',
      ]);
  });

  it('invoices: Create Invoice for an ended session without one (not a Doctor); View Invoice once it has one', () => {
    const keys = (input: CardActionInput, group: 'Nurse' | 'Doctor' = 'Nurse') =>
      cardActions(input, group, 'daily', all).map((a) => a.key);
    const done = ended({ ...complete, ...post, endedBy: 'acc-1' });
    expect(keys(done)).toContain('createInvoice');
    expect(keys(done, 'Doctor')).not.toContain('createInvoice');
    expect(keys(running())).not.toContain('createInvoice');
    expect(keys(waiting)).not.toContain('createInvoice');
    const invoiced = { ...done, quickbookInvoiceID: '1043' };
    expect(keys(invoiced)).toContain('viewInvoice');
    expect(keys(invoiced)).not.toContain('createInvoice');
    expect(keys(invoiced, 'Doctor')).toContain('viewInvoice');
    expect(cardActions(invoiced, 'Nurse', 'daily', all).find((a) => a.key === 'viewInvoice')).toEqual({
      key: 'viewInvoice',
      label: 'View Invoice',
    });
  });

  it('without the nested session the card state comes from the appointment times', () => {
    const input = { ...running(), dialysis: null };
    expect(links(input)).toContainEqual(['Dialysis Session', '/patient/7/dialysis/42']);
  });

  it('the manage variant adds View Dialysis Sessions (a dialog, no link), for Doctors too', () => {
    expect(cardActions(waiting, 'Nurse', 'manage', all).at(-1)).toEqual({
      key: 'sessions',
      label: 'View Dialysis Sessions',
    });
    expect(cardActions(waiting, 'Doctor', 'manage', all).map((a) => a.key)).toEqual([
      'info',
      'record',
      'incidentReport',
      'sessions',
    ]);
    expect(cardActions(waiting, 'Nurse', 'daily', all).some((a) => a.key === 'sessions')).toBe(false);
  });

  it('links to screens that are not registered are left out; the incident report is registered', () => {
    const only = (names: RouteName[]) => (name: RouteName) => names.includes(name);
    expect(cardActions(running(), 'Nurse', 'daily', only(['patientRecord'])).map((a) => a.key)).toEqual([
      'record',
    ]);
    expect(cardActions(running(), 'Nurse', 'daily').find((a) => a.key === 'incidentReport')?.to).toBe(
      '/patient/7/incidentreport',
    );
  });
});
