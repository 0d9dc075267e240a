import { describe, expect, it } from 'vitest';
import {
  CENTRE_INCIDENT_EVENT_TYPES,
  currentIncidentResponse,
  INCIDENT_MESSAGES,
  type IncidentResponseEntry,
  incidentCategoryOf,
  incidentEventTypes,
  incidentLocationOptions,
  incidentResponseProblem,
  isIncidentEventType,
  PATIENT_INCIDENT_EVENT_TYPES,
  seesIncidentOrder,
} from './incident-report.ts';

describe('incident event types', () => {
  it('are the spec lists, in order, per form', () => {
    expect(CENTRE_INCIDENT_EVENT_TYPES).toEqual(['RO issues', 'Dialysis Machine', 'Others']);
    expect(PATIENT_INCIDENT_EVENT_TYPES).toEqual([
      'Vascular Access Issues',
      'Sepsis Non-access',
      'Sepsis Access related',
      'Missed Dialysis',
      'Tubing or Needle Issues',
      'Medication Issues',
      'Fall',
      'Others',
    ]);
    expect(incidentEventTypes('CentreEvent')).toBe(CENTRE_INCIDENT_EVENT_TYPES);
    expect(incidentEventTypes('PatientEvent')).toBe(PATIENT_INCIDENT_EVENT_TYPES);
  });

  it('a type of one form is refused on the other, except Others', () => {
    expect(isIncidentEventType('CentreEvent', 'RO issues')).toBe(true);
    expect(isIncidentEventType('PatientEvent', 'RO issues')).toBe(false);
    expect(isIncidentEventType('CentreEvent', 'Fall')).toBe(false);
    expect(isIncidentEventType('PatientEvent', 'Fall')).toBe(true);
    expect(isIncidentEventType('PatientEvent', 'Others')).toBe(true);
    expect(isIncidentEventType('CentreEvent', 'Others')).toBe(true);
    expect(isIncidentEventType('CentreEvent', 'ro issues')).toBe(false);
  });

  it('the category follows the patient: none is a centre report', () => {
    expect(incidentCategoryOf(4)).toBe('PatientEvent');
    expect(incidentCategoryOf(null)).toBe('CentreEvent');
    expect(incidentCategoryOf(undefined)).toBe('CentreEvent');
  });
});

describe('incident locations', () => {
  it('are the user centres, then Home, Hospital, Transit, Work', () => {
    expect(incidentLocationOptions(['Jurong Centre', 'Tampines Centre'])).toEqual([
      'Jurong Centre',
      'Tampines Centre',
      'Home',
      'Hospital',
      'Transit',
      'Work',
    ]);
  });
});

describe('incident response', () => {
  it("needs at least one filled field, else 'No message to update.'", () => {
    expect(incidentResponseProblem({})).toBe('No message to update.');
    expect(INCIDENT_MESSAGES.noMessage).toBe('No message to update.');
    expect(incidentResponseProblem({ cause: '  ', action: '', order: null })).toBe('No message to update.');
    expect(incidentResponseProblem({ furtherAction: 'Review' })).toBeNull();
    expect(incidentResponseProblem({ order: 'Stop heparin' })).toBeNull();
  });

  it('only a Medical Director sees and writes the additional orders', () => {
    expect(seesIncidentOrder('MedicalDirector')).toBe(true);
    for (const group of ['Nurse', 'ManagingNurse', 'Doctor'] as const)
      expect(seesIncidentOrder(group)).toBe(false);
    expect(seesIncidentOrder(undefined)).toBe(false);
  });
});

describe('currentIncidentResponse', () => {
  const entry = (over: Partial<IncidentResponseEntry<string>>): IncidentResponseEntry<string> => ({
    cause: null,
    action: null,
    eventOutcome: null,
    furtherAction: null,
    order: null,
    responseBy: 'nurse',
    responseTimestamp: '2030-03-10T02:00:00.000Z',
    ...over,
  });

  it('is empty without a response', () => {
    expect(currentIncidentResponse([])).toEqual({
      cause: null,
      action: null,
      eventOutcome: null,
      furtherAction: null,
      order: null,
      responseBy: null,
      responseTimestamp: null,
    });
  });

  it("takes each field from the newest response that filled it, and the newest response's author and time", () => {
    const current = currentIncidentResponse([
      entry({ cause: 'Wet floor', action: 'Mopped' }),
      entry({
        order: 'Review weekly',
        responseBy: 'director',
        responseTimestamp: '2030-03-11T02:00:00.000Z',
      }),
      entry({
        cause: 'Loose mat',
        furtherAction: 'Replace mat',
        responseTimestamp: '2030-03-12T02:00:00.000Z',
      }),
    ]);
    expect(current).toEqual({
      cause: 'Loose mat',
      action: 'Mopped',
      eventOutcome: null,
      furtherAction: 'Replace mat',
      order: 'Review weekly',
      responseBy: 'nurse',
      responseTimestamp: '2030-03-12T02:00:00.000Z',
    });
  });
});
