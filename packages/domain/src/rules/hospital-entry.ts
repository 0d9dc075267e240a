import { localDateAndHour } from '../dates.ts';

/** Clinical notes and hospital entries share one record (HospitalSummary), told apart by type (spec 001 s4). */
export const CLINICAL_NOTE_TYPES = ['CLINIC', 'EVENT'] as const;
export type ClinicalNoteType = (typeof CLINICAL_NOTE_TYPES)[number];
/** One label per type, wherever a note's type is read or chosen (the form, the list, the detail). */
export const CLINICAL_NOTE_TYPE_LABELS: Record<ClinicalNoteType, string> = {
  CLINIC: 'Clinic',
  EVENT: 'Event',
};
/** A type's label; a type without one (none expected) as it is. */
export function clinicalNoteTypeLabel(type: string): string {
  return (CLINICAL_NOTE_TYPE_LABELS as Record<string, string>)[type] ?? type;
}
export const HOSPITAL_ENTRY_TYPE = 'HOSPITAL';

/** Page sizes of the two record panels (spec 001 section 9). */
export const CLINICAL_NOTES_PAGE_SIZE = 5;
export const HOSPITAL_ENTRIES_PAGE_SIZE = 5;
/** Latest Clinical Note - By Author / By Centre: 100 cards per page (spec 001 section 9), with a size changer. */
export const LATEST_CLINICAL_NOTES_PAGE_SIZE = 100;
export const LATEST_CLINICAL_NOTES_PAGE_SIZES = [50, 100, 200] as const;

/** The spec's texts for these forms, character for character (spec 001 sections 5 and 8). */
export const HOSPITAL_ENTRY_MESSAGES = {
  required: 'Required.',
  dischargeBeforeAdmission: 'Discharge Time must be after Admission Time',
  invalidPatient: 'Invalid Patient',
  /** Spec silent: a Reason that is not (or no longer) on the hospital reason list. */
  unknownReason: 'Choose a reason from the list.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days of a hospital stay (spec 001 section 4): discharge date minus admission date in days, plus 1, so a
 * same-day discharge is one day. Counted on calendar dates in the centre's time zone, not in elapsed
 * hours: admitted 23:00 and discharged at 01:00 the next morning is two hospital days.
 */
export function hospitalStayDays(admission: Date, discharge: Date, timeZone: string): number {
  const day = (instant: Date) => Date.parse(`${localDateAndHour(instant, timeZone).date}T00:00:00Z`);
  return Math.round((day(discharge) - day(admission)) / DAY_MS) + 1;
}

/** 'Discharge Time must be after Admission Time': discharge must not come before admission (equal is fine). */
export function dischargeIsBeforeAdmission(admission: Date, discharge: Date): boolean {
  return discharge.getTime() < admission.getTime();
}
