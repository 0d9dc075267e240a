import { INTERVAL_RANGES, ORDER_RANGES, PATIENT_RANGES, type Range, SESSION_RANGES } from './ranges.ts';

/**
 * The value history (issue 28): how a stored change reads on the History view. The database records each
 * changed column with its stored value (migration 0019); this module names the record's section, labels the
 * column, and turns a stored number into the unit the forms show (grams into kg, millilitres into litres).
 */

/** The patient record's sections, by the table written. Tables not listed belong to no patient. */
export const HISTORY_SECTIONS: Readonly<Record<string, string>> = {
  patient: 'Patient',
  allergy: 'Allergy',
  appointment: 'Appointment',
  dialysis: 'Dialysis Session',
  dialysis_interval: 'Reading',
  dialysis_order: 'Dialysis Order',
  medication: 'Medication',
  medication_administered: 'Administered Medication',
  lab_report: 'Lab Result',
  hospital_summary: 'Clinical Note / Hospital Entry',
  medical_milestone: 'Medical Milestone',
  patient_document: 'Document',
  incident_report: 'Incident Report',
  incident_response: 'Incident Report',
  dialysis_invoice: 'Invoice',
};

/** The sections a filter offers, once each, in the record's order. */
export const HISTORY_SECTION_NAMES: readonly string[] = /* @__PURE__ */ distinct(
  Object.values(HISTORY_SECTIONS),
);

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The tables of one section (the filter asks by section). */
export function historyEntities(section: string): string[] {
  return Object.entries(HISTORY_SECTIONS)
    .filter(([, name]) => name === section)
    .map(([entity]) => entity);
}

export function historySection(entity: string): string {
  return HISTORY_SECTIONS[entity] ?? entity;
}

/** Abbreviations kept as clinicians write them; every other word of a column reads in lower case. */
const WORDS: Readonly<Record<string, string>> = {
  sbp: 'SBP',
  dbp: 'DBP',
  hr: 'HR',
  hrt: 'HR',
  qb: 'QB',
  qd: 'QD',
  ap: 'AP',
  vp: 'VP',
  tmp: 'TMP',
  cuf: 'cUF',
  ufr: 'UFR',
  uf: 'UF',
  cdt: 'CDT',
  msa: 'MSA',
  ktv: 'Kt/V',
  nric: 'NRIC',
  id: 'ID',
  dob: 'Date of birth',
  nok: 'NOK',
  hcv: 'HCV',
  hiv: 'HIV',
};

/** A column as a label: 'dry_weight' -> 'Dry weight', 'pre_sbp' -> 'Pre SBP', 'ktv_online' -> 'Kt/V online'. */
export function historyFieldLabel(column: string): string {
  return column
    .split('_')
    .map((word, i) => {
      const kept = WORDS[word];
      if (kept) return kept;
      const lower = word.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

/** The ranges whose scale and unit a section's numbers are stored and shown in. */
const RANGES_BY_ENTITY: Readonly<Record<string, Readonly<Record<string, Range>>>> = {
  patient: PATIENT_RANGES,
  dialysis: SESSION_RANGES,
  dialysis_interval: INTERVAL_RANGES,
  dialysis_order: ORDER_RANGES,
};

const squash = (name: string) => name.replaceAll('_', '').toLowerCase();

/** The range of a stored column (its unit and scale), matched on its name without case or underscores. */
export function historyRange(entity: string, column: string): Range | undefined {
  const ranges = RANGES_BY_ENTITY[entity];
  if (!ranges) return undefined;
  const wanted = squash(column);
  const key = Object.keys(ranges).find((name) => squash(name) === wanted);
  return key === undefined ? undefined : ranges[key];
}

/** One changed field as the History view reads it: label, and the old and new value with the unit. */
export interface HistoryFieldChange {
  field: string;
  label: string;
  old: string | null;
  new: string | null;
}

/**
 * A stored value as text: a number in the form's unit ('63.5 kg' for 63500 grams), a list joined, a flag as
 * Yes/No; null stays null (shown as empty). Instants stay ISO: the screen shows them on the centre's clock.
 */
export function historyValue(entity: string, column: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    const range = historyRange(entity, column);
    if (!range) return String(value);
    const shown = value / (range.scale ?? 1);
    // A scaled value keeps the decimals its scale allows (grams -> kg: 3), written without trailing zeros,
    // but one decimal at least ('65.0 kg', as a nurse writes a weight).
    const text = range.scale ? trimmed(shown, Math.log10(range.scale)) : String(shown);
    return range.unit ? `${text} ${range.unit}` : text;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((v) => String(v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function trimmed(n: number, decimals: number): string {
  const fixed = n.toFixed(Math.max(1, Math.round(decimals)));
  const [whole, fraction = ''] = fixed.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${whole}.${kept || '0'}`;
}

/** Each changed field of a stored change (old and new hold only what changed; a create, every field it set). */
export function historyChanges(
  entity: string,
  old: Readonly<Record<string, unknown>> | null,
  next: Readonly<Record<string, unknown>> | null,
): HistoryFieldChange[] {
  const fields = [...new Set([...Object.keys(next ?? {}), ...Object.keys(old ?? {})])];
  return (
    fields
      .map((field) => ({
        field,
        label: historyFieldLabel(field),
        old: historyValue(entity, field, old?.[field]),
        new: historyValue(entity, field, next?.[field]),
      }))
      // A record created (or removed) with a field empty says nothing of that field.
      .filter((change) => change.old !== null || change.new !== null)
  );
}
