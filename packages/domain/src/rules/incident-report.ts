import type { Group } from '../constants.ts';
import { allows } from '../policy.ts';

/**
 * Incident reports (spec 001 sections 2, 3, 5, 6, 8 and 9): a report is raised for a patient (PatientEvent) or
 * for a centre (CentreEvent), then a response may be written. The texts and choices here are the spec's,
 * character for character; the server and the web both read them.
 */
export const INCIDENT_EVENT_CATEGORIES = ['PatientEvent', 'CentreEvent'] as const;
export type IncidentEventCategory = (typeof INCIDENT_EVENT_CATEGORIES)[number];

/** Event types of the patient form (spec 001 section 5, 'Incident create'). */
export const PATIENT_INCIDENT_EVENT_TYPES = [
  'Vascular Access Issues',
  'Sepsis Non-access',
  'Sepsis Access related',
  'Missed Dialysis',
  'Tubing or Needle Issues',
  'Medication Issues',
  'Fall',
  'Others',
] as const;

/** Event types of the centre form (spec 001 section 5, 'Incident create'). */
export const CENTRE_INCIDENT_EVENT_TYPES = ['RO issues', 'Dialysis Machine', 'Others'] as const;

/** The event types a report of a category may carry. */
export function incidentEventTypes(category: IncidentEventCategory): readonly string[] {
  return category === 'PatientEvent' ? PATIENT_INCIDENT_EVENT_TYPES : CENTRE_INCIDENT_EVENT_TYPES;
}

export function isIncidentEventType(category: IncidentEventCategory, eventType: string): boolean {
  return incidentEventTypes(category).includes(eventType);
}

/** A patient report names a patient; a centre report names none (spec 001 section 7's filters). */
export function incidentCategoryOf(patientID: number | null | undefined): IncidentEventCategory {
  return patientID === null || patientID === undefined ? 'CentreEvent' : 'PatientEvent';
}

/** Location choices after the user's centres (spec 001 section 5): the centres' names come first. */
export const INCIDENT_FIXED_LOCATIONS = ['Home', 'Hospital', 'Transit', 'Work'] as const;

/** The location options of the create form: the user's centres by name, then Home, Hospital, Transit, Work. */
export function incidentLocationOptions(centreNames: readonly string[]): string[] {
  return [...centreNames, ...INCIDENT_FIXED_LOCATIONS];
}

/** Spec 001 section 9: incident lists 20 per page; the centre search of the summary at most 10 reports. */
export const INCIDENT_PAGE_SIZE = 20;
export const INCIDENT_CENTRE_SEARCH_LIMIT = 10;
/** Spec 001 section 9: incident modals are 1000 wide. */
export const INCIDENT_MODAL_WIDTH = 1000;

/** The response fields, in the form's order, with the spec's labels. */
export const INCIDENT_RESPONSE_FIELDS = [
  'cause',
  'action',
  'eventOutcome',
  'furtherAction',
  'order',
] as const;
export type IncidentResponseField = (typeof INCIDENT_RESPONSE_FIELDS)[number];

export const INCIDENT_FIELD_LABELS = {
  clinicID: 'Reporting Centre',
  location: 'Location',
  datetimeOccurred: 'Date/Time',
  reportedBy: 'Reported By',
  eventType: 'Event Type',
  description: 'Description',
  cause: 'Probable Cause',
  action: 'Action',
  eventOutcome: 'Outcome',
  furtherAction: 'Further Action',
  order: 'Additional Orders (Medical Director)',
  responseBy: 'Response By',
  responseTimestamp: 'Response Date/Time',
} as const;

/** The texts of the incident screens (spec 001 sections 2, 5 and 8). */
export const INCIDENT_MESSAGES = {
  required: 'Required.',
  noMessage: 'No message to update.',
  retrieveFailed: 'Unable to retrieve records',
  created: 'Created successfully',
  updated: 'Updated successfully',
  viewTitle: 'Incident Report - View',
  respondTitle: 'Incident Report - Write Responses',
  writeResponse: 'Write Response',
  /** Ours (the spec says only that the field is the Medical Director's): the server's refusal. */
  orderForbidden: 'Only a Medical Director may write Additional Orders.',
  invalidEventType: 'Invalid event type.',
} as const;

/**
 * Spec 001 section 6: only the MedicalDirector login type sees and fills 'Additional Orders (Medical
 * Director)'. The server enforces it: it refuses a non-director's order and answers the field as null to them.
 */
export function seesIncidentOrder(group: Group | null | undefined): boolean {
  return group !== null && group !== undefined && allows(group, 'incidentReport:order');
}

export type IncidentResponse = Partial<Record<IncidentResponseField, string | null | undefined>>;

/**
 * 'Incident response' (spec 001 section 5): every field optional, but at least one must be filled (text that
 * is not only spaces), else 'No message to update.'. Answers that message, or null when the response may go.
 */
export function incidentResponseProblem(response: IncidentResponse): string | null {
  const filled = INCIDENT_RESPONSE_FIELDS.some((field) => (response[field] ?? '').trim() !== '');
  return filled ? null : INCIDENT_MESSAGES.noMessage;
}

/** One response as kept (issue 27): what its author wrote (null where they wrote nothing), by whom and when. */
export type IncidentResponseEntry<Time = Date> = Record<IncidentResponseField, string | null> & {
  responseBy: string;
  responseTimestamp: Time;
};

/**
 * The report's response fields as the spec's report carries them (cause ... order, responseBy,
 * responseTimestamp), from its responses oldest first: each field the newest response's text that filled it (a
 * later response that leaves a field empty does not erase what an earlier one wrote: a director's orders stay
 * when a nurse adds a further action), and who responded last and when. No response: every field null.
 */
export function currentIncidentResponse<Time>(oldestFirst: readonly IncidentResponseEntry<Time>[]): Record<
  IncidentResponseField,
  string | null
> & {
  responseBy: string | null;
  responseTimestamp: Time | null;
} {
  const newest = oldestFirst.at(-1);
  const latest = (field: IncidentResponseField) =>
    oldestFirst.findLast((r) => (r[field] ?? '') !== '')?.[field] ?? null;
  return {
    cause: latest('cause'),
    action: latest('action'),
    eventOutcome: latest('eventOutcome'),
    furtherAction: latest('furtherAction'),
    order: latest('order'),
    responseBy: newest?.responseBy ?? null,
    responseTimestamp: newest?.responseTimestamp ?? null,
  };
}
