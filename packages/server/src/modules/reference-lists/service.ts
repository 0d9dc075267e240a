import { HOSPITAL_ENTRY_MESSAGES } from '@dialysis/domain';
import type { ReadDb } from '../../db/client.ts';
import { drug, hospitalReason, symptom } from '../../db/schema.ts';
import { invalid } from '../common/manage-input.ts';
import { referenceList } from './reference-list.ts';

/** Drugs (spec 002, Manage Drugs): by name; name required, purpose and manufacturer optional. */
export const drugs = referenceList({
  table: drug,
  texts: { name: 'required', purpose: 'optional', manufacturer: 'optional' },
  orderBy: 'name',
  audit: { entity: 'drug', create: 'createDrug', update: 'updateDrug', delete: 'deleteDrug' },
});

/** Symptoms (spec 002, Manage Symptoms): by name ascending; name required, class optional. */
export const symptoms = referenceList({
  table: symptom,
  texts: { name: 'required', class: 'optional' },
  orderBy: 'name',
  audit: { entity: 'symptom', create: 'createSymptom', update: 'updateSymptom', delete: 'deleteSymptom' },
});

/** Spec silent: the list holds each reason once (case aside), so the Reason choices never repeat. */
export const HOSPITAL_REASON_TAKEN = 'This reason is already on the list.';

/**
 * Hospital reasons (spec 000 section 7's listHospitalReason, kept on Manage Hospital Reasons): by hospDetail,
 * each once. A hospital entry stores the reason's text, so entries written before an edit or a delete keep
 * what was chosen.
 */
export const hospitalReasons = referenceList({
  table: hospitalReason,
  texts: { hospDetail: 'required' },
  orderBy: 'hospDetail',
  unique: { text: 'hospDetail', message: HOSPITAL_REASON_TAKEN },
  audit: {
    entity: 'hospitalReason',
    create: 'createHospitalReason',
    update: 'updateHospitalReason',
    delete: 'deleteHospitalReason',
  },
});

/**
 * A hospital entry's Reason: one of the live reasons (its text as the list spells it), or the field's refusal.
 * Free text is not taken: the list is what admissions are counted by, and 'Others' with the entry's
 * Assessment covers the rest (docs/decisions/latest-notes-hospital-reasons.md).
 */
export async function listedReason(db: ReadDb, text: string | null): Promise<string | null> {
  if (text === null) return null;
  const found = await hospitalReasons.findText(db, 'hospDetail', text);
  if (!found) throw invalid('hospitalReason', HOSPITAL_ENTRY_MESSAGES.unknownReason);
  return found.text;
}
