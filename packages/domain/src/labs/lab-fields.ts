import type { Range } from '../ranges.ts';

/**
 * Every value field of a LabReport (spec 001 section 3), with the label the screens show, the unit it is
 * stored in, and its kind: a number in a plausible range, a POS/NEG choice (the three virology tests), or a
 * short text (urine dipstick grades, notes). The spec lists the fields but not their units; these are the
 * SI units Singapore's laboratories report (Hb in g/dL, as the spec's 'Hb at or below 10' rule implies;
 * iPTH in pmol/L, where 'above 80' is the spec's high mark). Ranges are ours: wide enough for any real
 * result, narrow enough to catch a slip of units or garbage, as for the session's numbers (ranges.ts). Where no
 * living patient has a zero (Hb, K, urea, creatinine, HCO3, Ca, protein, albumin, Mg, glucose), the minimum is
 * below the lowest value ever survived, so a 0 typed for 'not done' or a dropped digit is refused (issue 25).
 */
export type LabFieldKind = 'number' | 'posneg' | 'text';

interface NumberField {
  label: string;
  kind: 'number';
  unit: string;
  range: Range;
}
interface ChoiceOrTextField {
  label: string;
  kind: 'posneg' | 'text';
}
export type LabField = NumberField | ChoiceOrTextField;

const n = (label: string, unit: string, min: number, max: number): NumberField => ({
  label,
  kind: 'number',
  unit,
  range: { min, max, unit },
});
const posneg = (label: string) => ({ label, kind: 'posneg' }) as const;
const text = (label: string) => ({ label, kind: 'text' }) as const;

export const LAB_FIELDS = {
  glucose: n('Glucose', 'mmol/L', 0.1, 100),
  TW: n('WBC', '×10⁹/L', 0, 500),
  Plt: n('Platelets', '×10⁹/L', 0, 3000),
  Hb: n('Hb', 'g/dL', 0.5, 25),
  MCV: n('MCV', 'fL', 30, 200),
  K: n('K', 'mmol/L', 0.5, 15),
  Na: n('Na', 'mmol/L', 80, 200),
  ureaPre: n('Urea Pre', 'mmol/L', 0.1, 150),
  ureaPost: n('Urea Post', 'mmol/L', 0.1, 150),
  creatinine: n('Creatinine', 'µmol/L', 5, 5000),
  HCO3: n('HCO3', 'mmol/L', 1, 60),
  chlorine: n('Chloride', 'mmol/L', 50, 150),
  Ca: n('Ca', 'mmol/L', 0.3, 6),
  Po4: n('PO4', 'mmol/L', 0, 10),
  IPTH: n('iPTH', 'pmol/L', 0, 1000),
  HepBsAg: posneg('HBsAg'),
  HepBsAb: n('HBsAb', 'mIU/mL', 0, 100000),
  _two: text('2nd HBsAb'),
  Fe: n('Iron', 'µmol/L', 0, 200),
  TIBC: n('TIBC', 'µmol/L', 0, 200),
  ferritin: n('Ferritin', 'µg/L', 0, 100000),
  protein: n('Total Protein', 'g/L', 10, 150),
  Alb: n('Albumin', 'g/L', 5, 80),
  Ublood: text('Urine Blood'),
  Urbc: text('Urine RBC'),
  Uprt: text('Urine Protein'),
  Uwbc: text('Urine WBC'),
  TUP24: n('24h Urine Protein', 'g/24h', 0, 50),
  TUP12: n('12h Urine Protein', 'g/12h', 0, 50),
  Uvol: n('Urine Volume', 'mL', 0, 10000),
  CCT: n('Creatinine Clearance', 'mL/min', 0, 300),
  uric: n('Uric Acid', 'µmol/L', 0, 2000),
  HCV: posneg('HCV'),
  HIV: posneg('HIV'),
  ggt: n('GGT', 'U/L', 0, 5000),
  others: text('Others'),
  othersDetails: text('Others Details'),
  TC: n('Total Cholesterol', 'mmol/L', 0, 50),
  HDL: n('HDL', 'mmol/L', 0, 10),
  LDL: n('LDL', 'mmol/L', 0, 30),
  TG: n('Triglycerides', 'mmol/L', 0, 100),
  Ratio: n('Ratio', '', 0, 50),
  Timing: text('Timing'),
  Biltotal: n('Bilirubin', 'µmol/L', 0, 1000),
  SAP: n('ALP', 'U/L', 0, 5000),
  SGPT_ALT: n('SGPT (ALT)', 'U/L', 0, 10000),
  SGOT_AST: n('SGOT (AST)', 'U/L', 0, 10000),
  Hba1c: n('HbA1c', '%', 0, 25),
  labsNoted: text('Labs Noted'),
  SBP: n('SBP', 'mmHg', 30, 300),
  DBP: n('DBP', 'mmHg', 10, 200),
  Mg: n('Mg', 'mmol/L', 0.1, 10),
  Tac: n('Tacrolimus', 'µg/L', 0, 100),
  urineMA: n('Urine Albumin', 'mg/L', 0, 10000),
  MACr: n('Urine Albumin Creatinine Ratio', 'mg/mmol', 0, 5000),
  uCreatinine: n('Urine Creatinine', 'mmol/L', 0, 100),
  ESR: n('ESR', 'mm/h', 0, 200),
  CRP: n('CRP', 'mg/L', 0, 1000),
  CNI: text('CNI'),
  Myco: text('Myco'),
  Pred: text('Pred'),
  noted: text('Noted'),
  t4: n('T4', 'nmol/L', 0, 500),
  FT4: n('FT4', 'pmol/L', 0, 200),
  TSH: n('TSH', 'mIU/L', 0, 500),
  gis: text('GIS'),
  hte: text('HTE'),
} as const satisfies Record<string, LabField>;

export type LabFieldName = keyof typeof LAB_FIELDS;
export const LAB_FIELD_NAMES = Object.keys(LAB_FIELDS) as LabFieldName[];

type NamesOfKind<K extends LabFieldKind> = {
  [F in LabFieldName]: (typeof LAB_FIELDS)[F]['kind'] extends K ? F : never;
}[LabFieldName];
export type LabNumberField = NamesOfKind<'number'>;
export type LabPosNegField = NamesOfKind<'posneg'>;
export type LabTextField = NamesOfKind<'text'>;

const namesOfKind = <K extends LabFieldKind>(kind: K) =>
  LAB_FIELD_NAMES.filter((name) => LAB_FIELDS[name].kind === kind) as NamesOfKind<K>[];
export const LAB_NUMBER_FIELDS = namesOfKind('number');
export const LAB_POSNEG_FIELDS = namesOfKind('posneg');
export const LAB_TEXT_FIELDS = namesOfKind('text');

/** The spec's only choices for HepBsAg, HCV and HIV. */
export const POS_NEG = ['POS', 'NEG'] as const;
export type PosNeg = (typeof POS_NEG)[number];

/** A lab report's values as entered: numbers, POS/NEG, texts; a field left out is simply not measured. */
export type LabValues = Partial<
  Record<LabNumberField, number> & Record<LabPosNegField, PosNeg> & Record<LabTextField, string>
>;

/**
 * The four Last Non Null Lab cards (spec 001 section 2, their titles character for character). The spec
 * names the cards, not their items; these are ours, grouped the way a renal physician reads them:
 * electrolytes and clearance, liver, anaemia and bone, then virology with the lipid panel.
 */
export const LAST_NON_NULL_GROUPS = [
  {
    key: 'electrolytes',
    title: 'Electrolytes',
    fields: ['K', 'Na', 'chlorine', 'HCO3', 'ureaPre', 'ureaPost', 'creatinine', 'uric', 'glucose', 'Mg'],
  },
  {
    key: 'lft',
    title: 'LFT Data',
    fields: ['protein', 'Alb', 'Biltotal', 'SAP', 'SGPT_ALT', 'SGOT_AST', 'ggt'],
  },
  {
    key: 'hbCa',
    title: 'Hb Ca Data',
    fields: ['Hb', 'MCV', 'TW', 'Plt', 'Fe', 'TIBC', 'ferritin', 'Ca', 'Po4', 'IPTH', 'CRP'],
  },
  {
    key: 'virologyLipids',
    title: 'Virology & LIPDS',
    fields: ['HepBsAg', 'HepBsAb', 'HCV', 'HIV', 'TC', 'HDL', 'LDL', 'TG', 'Ratio', 'Hba1c'],
  },
] as const satisfies readonly { key: string; title: string; fields: readonly LabFieldName[] }[];

export type LastNonNullGroupKey = (typeof LAST_NON_NULL_GROUPS)[number]['key'];
