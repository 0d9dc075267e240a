/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AppointmentDetailFilter = {
  clinicID?: IntFilter | null | undefined;
  date?: StringFilter | null | undefined;
  deleted?: IntFilter | null | undefined;
  name?: StringFilter | null | undefined;
  nric?: StringFilter | null | undefined;
  or?: Array<AppointmentDetailFilter> | null | undefined;
  patientID?: IntFilter | null | undefined;
  shift?: StringFilter | null | undefined;
};

export type CalculatedLabResultFilter = {
  /** Required: the patient (eq). */
  patientID: IntFilter;
};

export type CertificationFilter = {
  accountID?: StringFilter | null | undefined;
  /** Centre tree: certifications of staff working in any of these centres (or in all centres). Empty: All. */
  clinicIDs?: Array<number> | null | undefined;
  expiry?: StringFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<CertificationFilter> | null | undefined;
  staffName?: StringFilter | null | undefined;
  status?: StringFilter | null | undefined;
};

export type CertificationStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'PASS';

/**
 * Check-out. simple: the post fields only, then endTime = now and endedBy = the signed-in user (the client's
 * values for those two are never trusted). full: every pre and post field and the notes as well. With fewer
 * than 8 readings notes (Additional Notes) are required. A FULL check-out then invoices the session (modules/accounting).
 */
export type CheckoutDialysisInput = {
  KTVonline?: string | null | undefined;
  MSA?: string | null | undefined;
  dialyser?: string | null | undefined;
  /**
   * When the patient left, ISO-8601 (issue 25): not before the check-out (the end), not in the future. Without it the
   * discharge is the check-out time. Check-out edit corrects it.
   */
  dischargeTime?: string | null | undefined;
  dryWeight?: string | null | undefined;
  height?: string | null | undefined;
  id: number;
  lastWeight?: string | null | undefined;
  machineID?: number | null | undefined;
  membraneUse?: string | null | undefined;
  /** SIMPLE or FULL */
  mode: string;
  notes?: string | null | undefined;
  postDBP?: string | null | undefined;
  postEdema?: string | null | undefined;
  postHRT?: string | null | undefined;
  postRenalin?: string | null | undefined;
  postSBP?: string | null | undefined;
  postTemp?: string | null | undefined;
  postWeight?: string | null | undefined;
  preDBP?: string | null | undefined;
  preEdema?: string | null | undefined;
  preHRT?: string | null | undefined;
  preRenalin?: string | null | undefined;
  preSBP?: string | null | undefined;
  preTemp?: string | null | undefined;
  preWeight?: string | null | undefined;
  /** FULL: the query string of an authorisation to finish before invoicing, and the address it came back to. */
  quickbookURL?: string | null | undefined;
  redirectURL?: string | null | undefined;
  ufTargetStart?: string | null | undefined;
  /** The version the check-out was made on (the session's updatedOn as read). */
  updatedOn: string;
};

export type ClinicStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type ClinicSummaryFilter = {
  deleted?: IntFilter | null | undefined;
  id?: IntFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<ClinicSummaryFilter> | null | undefined;
  status?: StringFilter | null | undefined;
  uid?: StringFilter | null | undefined;
};

export type CreateAllergyInput = {
  name: string;
  patientID: number;
};

export type CreateAppointmentInput = {
  clinicID: number;
  /** YYYY-MM-DD, today or later in the centre's time zone. */
  date: string;
  patientID: number;
  shift: Shift;
  /** HH:MM:SS; by default the session's time (M 09:00:00, N 12:00:00, E 18:00:00). */
  time?: string | null | undefined;
};

/** A repeating booking: the chosen weekdays' session from start for a number of weeks (1 to 12). */
export type CreateAppointmentSeriesInput = {
  clinicID: number;
  patientID: number;
  shift: Shift;
  /** YYYY-MM-DD, today or later in the centre's time zone. */
  start: string;
  /** 0 Sunday to 6 Saturday. */
  weekdays: Array<number>;
  weeks: number;
};

export type CreateCertificationInput = {
  accountID: string | number;
  expiry: string;
  name: string;
};

export type CreateClinicInput = {
  address?: string | null | undefined;
  email?: string | null | undefined;
  name: string;
  phoneNo?: string | null | undefined;
  qbClientID?: string | null | undefined;
  qbClientSecret?: string | null | undefined;
  /** Digits only. */
  qbItemID?: number | null | undefined;
  qbRealmID?: string | null | undefined;
  /** Digits only. */
  qbTaxCodeID?: number | null | undefined;
  status: ClinicStatus;
  uid: string;
};

/**
 * A reading. The 13 readings of the form are required, except the machine settings (QB, DFLOW, UFR, CDT,
 * hepRate): one left out is carried over from the reading measured last before this one ('Required.' when there
 * is none). symptoms: ids of listSymptom ('Invalid Symptom', BAD_USER_INPUT on the field, for any other).
 */
export type CreateDialysisIntervalInput = {
  AP?: number | null | undefined;
  CDT?: number | null | undefined;
  DBP?: number | null | undefined;
  DFLOW?: number | null | undefined;
  HR?: number | null | undefined;
  KTV?: number | null | undefined;
  QB?: number | null | undefined;
  SBP?: number | null | undefined;
  UFR?: number | null | undefined;
  VP?: number | null | undefined;
  cUF?: number | null | undefined;
  /** The session, by its id; or dialysisKey. One of the two (BAD_USER_INPUT on dialysisID otherwise). */
  dialysisID?: number | null | undefined;
  /**
   * The session by the provisional id its check-in was sent with (StartDialysisInput.sessionKey), for a reading
   * entered on a tablet before the server had the check-in (issue 31). Only the account that checked in names a
   * session so; an unknown key answers 'Unable to retrieve Dialysis' (NOT_FOUND).
   */
  dialysisKey?: string | null | undefined;
  hepRate?: number | null | undefined;
  note?: string | null | undefined;
  symptoms?: string | null | undefined;
  temp?: number | null | undefined;
  /**
   * When the reading was measured, ISO-8601; now when absent. Not before the session's start, not in the future
   * (BAD_USER_INPUT on the field timestamp).
   */
  timestamp?: string | null | undefined;
  tmp?: number | null | undefined;
};

/**
 * Numbers come as typed in the form, so the server answers the form's messages ('Required.', 'Digits only').
 * dryWeight: 3 digits or fewer without a decimal point is kg, a longer whole number grams, a decimal kg.
 * The prescriber (staffAccountID) is the signed-in user.
 */
export type CreateDialysisOrderInput = {
  MSA?: string | null | undefined;
  QB?: string | null | undefined;
  QD?: string | null | undefined;
  aNeedle?: string | null | undefined;
  accessID?: string | null | undefined;
  accessPrim?: string | null | undefined;
  antio?: string | null | undefined;
  bicarbonate?: string | null | undefined;
  /** YYYY-MM-DD */
  dOrder?: string | null | undefined;
  dialysate?: string | null | undefined;
  dryWeight?: string | null | undefined;
  duration?: string | null | undefined;
  freqMth?: string | null | undefined;
  hepCont?: string | null | undefined;
  hepLoad?: string | null | undefined;
  notes?: string | null | undefined;
  patientID: number;
  temp?: string | null | undefined;
  vNeedle?: string | null | undefined;
};

export type CreateDrugInput = {
  manufacturer?: string | null | undefined;
  name: string;
  purpose?: string | null | undefined;
};

export type CreateHospitalReasonInput = {
  hospDetail: string;
};

export type CreateHospitalSummaryInput = {
  /** Date of the note, or admission time of a hospital entry (ISO-8601). Required. */
  admitTimestamp?: string | null | undefined;
  assessment?: string | null | undefined;
  /** The selected centre; one of the user's centres. The patient's centre when absent. */
  clinicID?: number | null | undefined;
  diagnosis?: string | null | undefined;
  hospitalMain?: string | null | undefined;
  hospitalReason?: string | null | undefined;
  /** Discharge time (ISO-8601): required for a hospital entry, not before admitTimestamp. */
  leaveTimestamp?: string | null | undefined;
  /** Required for a hospital entry. */
  location?: string | null | undefined;
  notes?: string | null | undefined;
  observation?: string | null | undefined;
  outcome?: string | null | undefined;
  patientID: number;
  plan?: string | null | undefined;
  reason?: string | null | undefined;
  /** Required. CLINIC or EVENT for a clinical note, HOSPITAL for a hospital entry. */
  type?: HospitalSummaryType | null | undefined;
};

/**
 * Raise a report. The category follows patientID (with one: PatientEvent, else CentreEvent); the event type must be
 * one of that form's list. The response fields are not part of a new report (read-only at creation).
 */
export type CreateIncidentReportInput = {
  /** Required: the reporting centre, one of the user's centres. */
  clinicID: number;
  /** Required: ISO-8601, not in the future. */
  datetimeOccurred?: string | null | undefined;
  /** Required. */
  description?: string | null | undefined;
  /** Required: one of the form's event types. */
  eventType?: string | null | undefined;
  /** Required. */
  location?: string | null | undefined;
  /** The patient of a patient report (a patient of the user's centres); absent for a centre report. */
  patientID?: number | null | undefined;
  /** Required: a staff account id. */
  reportedBy?: string | null | undefined;
};

export type CreateLabReportInput = {
  /** Albumin (g/L) */
  Alb?: number | null | undefined;
  /** Bilirubin (µmol/L) */
  Biltotal?: number | null | undefined;
  /** Creatinine Clearance (mL/min) */
  CCT?: number | null | undefined;
  /** CNI */
  CNI?: string | null | undefined;
  /** CRP (mg/L) */
  CRP?: number | null | undefined;
  /** Ca (mmol/L) */
  Ca?: number | null | undefined;
  /** DBP (mmHg) */
  DBP?: number | null | undefined;
  /** ESR (mm/h) */
  ESR?: number | null | undefined;
  /** FT4 (pmol/L) */
  FT4?: number | null | undefined;
  /** Iron (µmol/L) */
  Fe?: number | null | undefined;
  /** HCO3 (mmol/L) */
  HCO3?: number | null | undefined;
  /** HCV: POS or NEG */
  HCV?: string | null | undefined;
  /** HDL (mmol/L) */
  HDL?: number | null | undefined;
  /** HIV: POS or NEG */
  HIV?: string | null | undefined;
  /** Hb (g/dL) */
  Hb?: number | null | undefined;
  /** HbA1c (%) */
  Hba1c?: number | null | undefined;
  /** HBsAb (mIU/mL) */
  HepBsAb?: number | null | undefined;
  /** HBsAg: POS or NEG */
  HepBsAg?: string | null | undefined;
  /** iPTH (pmol/L) */
  IPTH?: number | null | undefined;
  /** K (mmol/L) */
  K?: number | null | undefined;
  /** LDL (mmol/L) */
  LDL?: number | null | undefined;
  /** Urine Albumin Creatinine Ratio (mg/mmol) */
  MACr?: number | null | undefined;
  /** MCV (fL) */
  MCV?: number | null | undefined;
  /** Mg (mmol/L) */
  Mg?: number | null | undefined;
  /** Myco */
  Myco?: string | null | undefined;
  /** Na (mmol/L) */
  Na?: number | null | undefined;
  /** Platelets (×10⁹/L) */
  Plt?: number | null | undefined;
  /** PO4 (mmol/L) */
  Po4?: number | null | undefined;
  /** Pred */
  Pred?: string | null | undefined;
  /** Ratio */
  Ratio?: number | null | undefined;
  /** ALP (U/L) */
  SAP?: number | null | undefined;
  /** SBP (mmHg) */
  SBP?: number | null | undefined;
  /** SGOT (AST) (U/L) */
  SGOT_AST?: number | null | undefined;
  /** SGPT (ALT) (U/L) */
  SGPT_ALT?: number | null | undefined;
  /** Total Cholesterol (mmol/L) */
  TC?: number | null | undefined;
  /** Triglycerides (mmol/L) */
  TG?: number | null | undefined;
  /** TIBC (µmol/L) */
  TIBC?: number | null | undefined;
  /** TSH (mIU/L) */
  TSH?: number | null | undefined;
  /** 12h Urine Protein (g/12h) */
  TUP12?: number | null | undefined;
  /** 24h Urine Protein (g/24h) */
  TUP24?: number | null | undefined;
  /** WBC (×10⁹/L) */
  TW?: number | null | undefined;
  /** Tacrolimus (µg/L) */
  Tac?: number | null | undefined;
  /** Timing */
  Timing?: string | null | undefined;
  /** Urine Blood */
  Ublood?: string | null | undefined;
  /** Urine Protein */
  Uprt?: string | null | undefined;
  /** Urine RBC */
  Urbc?: string | null | undefined;
  /** Urine Volume (mL) */
  Uvol?: number | null | undefined;
  /** Urine WBC */
  Uwbc?: string | null | undefined;
  /** 2nd HBsAb */
  _two?: string | null | undefined;
  accessIDlab?: string | null | undefined;
  /** Chloride (mmol/L) */
  chlorine?: number | null | undefined;
  /** Import: the user confirmed, on the review, that this row belongs to the patient although the file's name or sex differs from the record. Audited with the file's name and sex. */
  confirmedMatch?: boolean | null | undefined;
  /** Creatinine (µmol/L) */
  creatinine?: number | null | undefined;
  /** Ferritin (µg/L) */
  ferritin?: number | null | undefined;
  /** GGT (U/L) */
  ggt?: number | null | undefined;
  /** GIS */
  gis?: string | null | undefined;
  /** Glucose (mmol/L) */
  glucose?: number | null | undefined;
  /** HTE */
  hte?: string | null | undefined;
  /** Labs Noted */
  labsNoted?: string | null | undefined;
  /** The patient's name as the laboratory wrote it (import). When given, it must match the patient's name (case, spaces, punctuation and word order aside) unless confirmedMatch is sent. */
  name?: string | null | undefined;
  /** Noted */
  noted?: string | null | undefined;
  /** Others */
  others?: string | null | undefined;
  /** Others Details */
  othersDetails?: string | null | undefined;
  patientID: number;
  /** Total Protein (g/L) */
  protein?: number | null | undefined;
  /**
   * The time the sample was taken on that day, HH:mm (24-hour, the centre's clock); optional. It links the report to
   * the session whose window (arrival to discharge) holds it, when the patient has more than one session that day.
   */
  sampleTime?: string | null | undefined;
  /** Import: the patient's sex as the file gives it (M, F, Male, Female...); checked against the record like the name, not stored. */
  sex?: string | null | undefined;
  source?: string | null | undefined;
  /** T4 (nmol/L) */
  t4?: number | null | undefined;
  /** The sample's day, YYYY-MM-DD (read in the centre's time zone), or an ISO instant. Required; not in the future. */
  timestamp: string;
  /** Urine Creatinine (mmol/L) */
  uCreatinine?: number | null | undefined;
  /** Urea Post (mmol/L) */
  ureaPost?: number | null | undefined;
  /** Urea Pre (mmol/L) */
  ureaPre?: number | null | undefined;
  /** Uric Acid (µmol/L) */
  uric?: number | null | undefined;
  /** Urine Albumin (mg/L) */
  urineMA?: number | null | undefined;
};

export type CreateMachineInput = {
  clinicID: number;
  manufacturer?: string | null | undefined;
  name: string;
  serialNo: string;
  status: MachineAvailability;
};

export type CreateMachineStatusInput = {
  bucket?: string | null | undefined;
  /** YYYY-MM-DD, not in the past. */
  expiryDate: string;
  /** Key of a document the caller uploaded (POST /files?purpose=machineAuditDocument); bucket and region are taken from the stored file. */
  key?: string | null | undefined;
  machineID: number;
  /** Test case name. */
  name: string;
  /** YYYY-MM-DD, before the expiry date. */
  nextAudit?: string | null | undefined;
  region?: string | null | undefined;
  remarks?: string | null | undefined;
};

export type CreateMedicalMilestoneInput = {
  milestone?: string | null | undefined;
  note?: string | null | undefined;
  patientID: number;
  /** ISO date-time; its day may not be after today in the patient's centre. */
  timestamp?: string | null | undefined;
};

/** givenBy and witnessedBy are staff accountIDs of the patient's centre, two different people. */
export type CreateMedicationAdministeredInput = {
  /** On a dialysis session page: the session (of this patient) the medication was given in. */
  dialysisID?: number | null | undefined;
  dose?: string | null | undefined;
  freq?: string | null | undefined;
  givenBy?: string | null | undefined;
  medication?: string | null | undefined;
  patientID: number;
  route?: string | null | undefined;
  witnessedBy?: string | null | undefined;
};

export type CreateMedicationInput = {
  dose?: string | null | undefined;
  freq?: string | null | undefined;
  medication?: string | null | undefined;
  note?: string | null | undefined;
  patientID: number;
  route?: string | null | undefined;
  /** YYYY-MM-DD */
  start?: string | null | undefined;
};

export type CreateMyCertificationInput = {
  expiry: string;
  name: string;
};

export type CreatePatientDocumentInput = {
  bucket?: string | null | undefined;
  /** Required: a file the caller uploaded (POST /files?purpose=patientDocument); bucket and region are taken from the stored file. */
  key?: string | null | undefined;
  patientID: number;
  region?: string | null | undefined;
  /** Required. */
  title?: string | null | undefined;
};

export type CreatePatientInput = {
  /** At least one ('Missing allergy, please provide 1'), none empty ('Missing allergy'). */
  allergies: Array<string>;
  /** A picture this user uploaded with purpose patientPicture (bucket and region come from the stored file). */
  key?: string | null | undefined;
  patient: PatientFields;
};

export type CreateSeatInput = {
  clinicID: number;
  /** An AVAILABLE machine of the same centre whose audit has not expired. */
  machineID: number;
  /** The seat number. */
  name: string;
  status: SeatStatus;
};

export type CreateStaffInput = {
  /** Centre Access; empty means all centres. */
  clinicIDs?: Array<number> | null | undefined;
  contactNo?: string | null | undefined;
  designation: string;
  email: string;
  name: string;
  /** A temporary password: the new user chooses their own at first sign-in. */
  password: string;
};

export type CreateSymptomInput = {
  class?: string | null | undefined;
  name: string;
};

/** A lab report taken out of the record (soft: kept with who, when and why; excluded from every read). */
export type DeleteLabReportInput = {
  id: number;
  /** Why it is deleted: required, one line. */
  reason: string;
  /** The report's updatedOn as read: a report changed since is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

export type DialysisFilter = {
  clinicID?: IntFilter | null | undefined;
  deleted?: IntFilter | null | undefined;
  patientID?: IntFilter | null | undefined;
  startTime?: StringFilter | null | undefined;
};

export type DialysisIntervalFilter = {
  deleted?: IntFilter | null | undefined;
  dialysisID?: IntFilter | null | undefined;
};

/** patientID.eq is required: the list is one patient's. */
export type DialysisOrderFilter = {
  dOrder?: StringFilter | null | undefined;
  patientID?: IntFilter | null | undefined;
};

export type DrugFilter = {
  deleted?: IntFilter | null | undefined;
  id?: IntFilter | null | undefined;
  manufacturer?: StringFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<DrugFilter> | null | undefined;
  purpose?: StringFilter | null | undefined;
};

export type Group =
  | 'Doctor'
  | 'ManagingNurse'
  | 'MedicalDirector'
  | 'Nurse';

export type HospitalReasonFilter = {
  deleted?: IntFilter | null | undefined;
  hospDetail?: StringFilter | null | undefined;
  id?: IntFilter | null | undefined;
  or?: Array<HospitalReasonFilter> | null | undefined;
};

export type HospitalSummaryFilter = {
  admitTimestamp?: StringFilter | null | undefined;
  /** Required: the patient (eq), one of the user's centres' patients. */
  patientID: IntFilter;
  /** CLINIC and EVENT for clinical notes (in, or ne HOSPITAL); HOSPITAL for hospital entries. */
  type?: StringFilter | null | undefined;
};

/** Clinical notes (CLINIC, EVENT) and hospital entries (HOSPITAL) share one record (spec 001 section 3). */
export type HospitalSummaryType =
  | 'CLINIC'
  | 'EVENT'
  | 'HOSPITAL';

/** A patient report (PatientEvent, with a patient) or a centre report (CentreEvent, without one), spec 001 section 3. */
export type IncidentEventCategory =
  | 'CentreEvent'
  | 'PatientEvent';

export type IncidentReportFilter = {
  /** eq or in: centres of the user's list (another one is refused). */
  clinicID?: IntFilter | null | undefined;
  datetimeOccurred?: StringFilter | null | undefined;
  eventCategory?: StringFilter | null | undefined;
  eventType?: StringFilter | null | undefined;
  or?: Array<IncidentReportFilter> | null | undefined;
  /** eq: one patient's reports (a patient of the user's centres); exists false: centre reports only. */
  patientID?: IntFilter | null | undefined;
  /** contains: the patient's name (summary by patient). */
  patientName?: StringFilter | null | undefined;
  /** contains: the patient's full NRIC (summary by patient). */
  patientNric?: StringFilter | null | undefined;
};

export type IntFilter = {
  eq?: number | null | undefined;
  exists?: boolean | null | undefined;
  ge?: number | null | undefined;
  in?: Array<number> | null | undefined;
  le?: number | null | undefined;
  ne?: number | null | undefined;
};

/**
 * Administered medication given during the session, recorded with the reading (spec 001 section 7). The rules
 * are createMedicationAdministered's ('Missing ...', 'Same user can't be witness'); patientID and dialysisID
 * come from the session.
 */
export type IntervalMedicationInput = {
  dose?: string | null | undefined;
  freq?: string | null | undefined;
  givenBy?: string | null | undefined;
  medication?: string | null | undefined;
  route?: string | null | undefined;
  witnessedBy?: string | null | undefined;
};

export type LabImportRowInput = {
  /** YYYY-MM-DD. */
  date: string;
  nric: string;
  source: string;
  /** The row's values as JSON (field name to value), as the import will send them. */
  values: string;
};

export type LabReportChange =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

export type LabReportFilter = {
  deleted?: IntFilter | null | undefined;
  /** Required: the patient (eq), one of the user's centres' patients. */
  patientID: IntFilter;
  timestamp?: StringFilter | null | undefined;
};

export type LatestClinicalNoteFilter = {
  /** By centre: required, eq one of the user's centres. */
  clinicID?: IntFilter | null | undefined;
  /** Only patientName and patientNric inside: the name/NRIC search. */
  or?: Array<LatestClinicalNoteFilter> | null | undefined;
  patientName?: StringFilter | null | undefined;
  patientNric?: StringFilter | null | undefined;
  /** By author: required, eq the author's account id. */
  staffAccountID?: StringFilter | null | undefined;
};

/** Latest Clinical Note (spec 001): by the note's author, or by the centre the note was written in. */
export type LatestClinicalNoteGroupBy =
  | 'author'
  | 'clinicID';

/** What a machine can be set to. (Its audit items are MachineStatus, another type.) */
export type MachineAvailability =
  | 'AVAILABLE'
  | 'NOTAVAILABLE';

export type MachineFilter = {
  clinicID?: IntFilter | null | undefined;
  deleted?: IntFilter | null | undefined;
  id?: IntFilter | null | undefined;
  manufacturer?: StringFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<MachineFilter> | null | undefined;
  serialNo?: StringFilter | null | undefined;
  status?: StringFilter | null | undefined;
};

/** What updateMachineStatus asks for (spec 002 section 4). */
export type MachineStatusAction =
  /** Sign: a PENDING_SIGNATURE item becomes PASS with its new expiry date (Nurse Manager, Medical Director). */
  | 'APPROVE'
  /** A SCHEDULED item becomes PENDING_SIGNATURE (the audit document required). */
  | 'PASS_AUDIT'
  /** A TO_SCHEDULE or EXPIRED item becomes SCHEDULED (next audit date required). */
  | 'SCHEDULE';

export type MachineStatusFilter = {
  expiryDate?: StringFilter | null | undefined;
  /** Centres: eq or in, each one the user may see; none means all the user's centres. */
  machineClinicID?: IntFilter | null | undefined;
  machineID?: IntFilter | null | undefined;
  machineName?: StringFilter | null | undefined;
  /** Test case name (search: contains). */
  name?: StringFilter | null | undefined;
  nextAudit?: StringFilter | null | undefined;
  or?: Array<MachineStatusFilter> | null | undefined;
  status?: StringFilter | null | undefined;
};

export type MachineStatusValue =
  | 'EXPIRED'
  | 'INACTIVE'
  | 'PASS'
  | 'PENDING_SIGNATURE'
  | 'SCHEDULED'
  | 'TO_SCHEDULE';

/** patientID.eq is required: the list is one patient's. */
export type MedicalMilestoneFilter = {
  milestone?: StringFilter | null | undefined;
  patientID?: IntFilter | null | undefined;
  timestamp?: StringFilter | null | undefined;
};

/** patientID.eq is required: the list is one patient's. */
export type MedicationAdministeredFilter = {
  dialysisID?: IntFilter | null | undefined;
  medication?: StringFilter | null | undefined;
  patientID?: IntFilter | null | undefined;
};

/** patientID.eq is required: the list is one patient's. end: {exists: false} is current, {exists: true} history. */
export type MedicationFilter = {
  end?: StringFilter | null | undefined;
  medication?: StringFilter | null | undefined;
  patientID?: IntFilter | null | undefined;
  status?: StringFilter | null | undefined;
};

export type OrderBy = {
  direction?: SortDirection | null | undefined;
  field: string;
};

export type Pagination = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderby?: Array<OrderBy> | null | undefined;
};

export type PatientDocumentFilter = {
  createdOn?: StringFilter | null | undefined;
  /** Required: the patient (eq), one of the user's centres' patients. */
  patientID: IntFilter;
  title?: StringFilter | null | undefined;
};

/** The patient's fields as the form sends them. Empty texts are stored as null. */
export type PatientFields = {
  DESRD?: string | null | undefined;
  DExit?: string | null | undefined;
  FAccess?: string | null | undefined;
  FHCV?: string | null | undefined;
  FHIV?: string | null | undefined;
  FHepB?: string | null | undefined;
  RExit?: string | null | undefined;
  accessIDPt?: string | null | undefined;
  accommodation?: string | null | undefined;
  address?: string | null | undefined;
  alcohol?: string | null | undefined;
  amputee?: string | null | undefined;
  bloodGroup?: string | null | undefined;
  causeOfKidneyFailure?: string | null | undefined;
  comanaging?: string | null | undefined;
  diabeticStatus?: string | null | undefined;
  dob?: string | null | undefined;
  email?: string | null | undefined;
  existingClinicID?: number | null | undefined;
  firstConsultDate?: string | null | undefined;
  firstDialysisHospital?: string | null | undefined;
  firstDialysisHospitalDate?: string | null | undefined;
  gender?: string | null | undefined;
  height?: number | null | undefined;
  hepB?: string | null | undefined;
  history?: string | null | undefined;
  homeNo?: string | null | undefined;
  idType?: string | null | undefined;
  maritalStatus?: string | null | undefined;
  medicalAlert?: string | null | undefined;
  medication?: string | null | undefined;
  mobilityStatus?: string | null | undefined;
  name?: string | null | undefined;
  namecode?: string | null | undefined;
  nokAddress?: string | null | undefined;
  nokName?: string | null | undefined;
  nokPhoneNo?: string | null | undefined;
  nokRelation?: string | null | undefined;
  nric?: string | null | undefined;
  phoneNo?: string | null | undefined;
  procedure?: string | null | undefined;
  race?: string | null | undefined;
  referrer?: string | null | undefined;
  referringSource?: string | null | undefined;
  referringSourceEnd?: string | null | undefined;
  referringSourceStart?: string | null | undefined;
  registeredDate?: string | null | undefined;
  religion?: string | null | undefined;
  schedulePattern?: string | null | undefined;
  scheduleSession?: string | null | undefined;
  smoker?: string | null | undefined;
  socialWorker?: string | null | undefined;
  stage?: string | null | undefined;
  status?: string | null | undefined;
  travelType?: string | null | undefined;
  vaccination?: string | null | undefined;
  vwoSupport?: string | null | undefined;
  weight?: number | null | undefined;
  wheelchairWeight?: number | null | undefined;
};

export type PatientSearchFilter = {
  existingClinicID?: IntFilter | null | undefined;
  name?: StringFilter | null | undefined;
  nric?: StringFilter | null | undefined;
  or?: Array<PatientSearchFilter> | null | undefined;
  referrer?: StringFilter | null | undefined;
  referringSource?: StringFilter | null | undefined;
};

/** The quality indicators (issue 33; packages/domain quality/indicators.ts defines each one). */
export type QualityIndicatorKey =
  | 'adequacy'
  | 'adequacyMissing'
  | 'albumin'
  | 'attendance'
  | 'calcium'
  | 'ferritin'
  | 'haemoglobin'
  | 'hepatitisBImmunity'
  | 'phosphate'
  | 'pth'
  | 'shortenedSessions'
  | 'vascularAccess'
  | 'virology'
  | 'weightGain';

export type RecordHistoryFilter = {
  /** One person's changes. */
  accountID?: string | null | undefined;
  /** Only the changes of one dialysis session (its own fields, its readings, the medication given in it). */
  dialysisID?: number | null | undefined;
  /** Required: the history is one patient's record. */
  patientID: number;
  /** One section (domain HISTORY_SECTION_NAMES). */
  section?: string | null | undefined;
};

export type RecordOperation =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

export type RoutineOrderFilter = {
  /** Only patientName and patientNric inside: the name/NRIC search. */
  or?: Array<RoutineOrderFilter> | null | undefined;
  patientName?: StringFilter | null | undefined;
  patientNric?: StringFilter | null | undefined;
};

/** Routine Orders (/routineorder): the state of a patient's order in force on the centre's today. */
export type RoutineOrderState =
  /** The order in force is 30 days old or newer. */
  | 'CURRENT'
  /** The order in force is older than 30 days: due for renewal. */
  | 'DUE'
  /** The patient has no dialysis order. */
  | 'MISSING';

export type SeatFilter = {
  clinicID?: IntFilter | null | undefined;
  deleted?: IntFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<SeatFilter> | null | undefined;
  status?: StringFilter | null | undefined;
};

export type SeatStatus =
  | 'AVAILABLE'
  | 'NOTAVAILABLE';

/** What a repeating booking would do on one date (checked as a single booking is). */
export type SeriesOutcome =
  | 'BOOK'
  /** The session has ended on the centre's clock. */
  | 'ENDED'
  /** No free seat in the session. */
  | 'FULL'
  /** The patient already has an appointment that day. */
  | 'TAKEN';

export type Shift =
  | 'E'
  | 'M'
  | 'N';

export type SignInChallenge =
  | 'NEW_PASSWORD_REQUIRED';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StaffFilter = {
  /** Centre tree: staff working in any of these centres (or in all centres). Empty or absent: All. */
  clinicIDs?: Array<number> | null | undefined;
  contactNo?: StringFilter | null | undefined;
  designation?: StringFilter | null | undefined;
  email?: StringFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<StaffFilter> | null | undefined;
};

/**
 * Pre-dialysis data at check-in (spec 000 section 5). Numbers come as typed in the form, so the server answers
 * the form's messages ('Required.', 'Digits only'): weights (preWeight, lastWeight, dryWeight, postWeight,
 * ufTargetStart) by the kg-or-grams rule and stored in grams; temperatures, MSA and KTVonline signed decimals;
 * edema, SBP, DBP, HRT and membraneUse whole numbers. Required at check-in: preWeight, preTemp, preEdema,
 * preSBP, preDBP, preHRT, dryWeight, ufTargetStart, machineID, dialyser, MSA, membraneUse.
 */
export type StartDialysisInput = {
  MSA?: string | null | undefined;
  /** ISO instant the patient arrived; the start when absent. Not in the future, nor after the start, nor more than 4 hours before it. */
  arriveTime?: string | null | undefined;
  dialyser?: string | null | undefined;
  dryWeight?: string | null | undefined;
  /** Centimetres */
  height?: string | null | undefined;
  lastWeight?: string | null | undefined;
  machineID?: number | null | undefined;
  membraneUse?: string | null | undefined;
  notes?: string | null | undefined;
  preDBP?: string | null | undefined;
  preEdema?: string | null | undefined;
  preHRT?: string | null | undefined;
  preRenalin?: string | null | undefined;
  preSBP?: string | null | undefined;
  preTemp?: string | null | undefined;
  preWeight?: string | null | undefined;
  /**
   * A provisional id the client gives the session (8 to 100 letters, digits, - or _; a UUID): readings entered
   * before the check-in reached the server name the session by it (CreateDialysisIntervalInput.dialysisKey). Kept
   * on the session, per account: the same check-in sent again (same account, same appointment) answers the session
   * it made, at any time, and makes no second one; the same key for another appointment is refused (CONFLICT).
   * Without it, the request's Idempotency-Key is kept the same way.
   */
  sessionKey?: string | null | undefined;
  /**
   * ISO instant the treatment started: when the nurse checked in, which a check-in kept on a tablet offline sends
   * later (issue 31). Now when absent; one ahead of the server's clock is taken as now, one more than 5 minutes
   * ahead is refused ('The date cannot be in the future.'). The appointment must be of the start's day in its
   * centre ('Invalid Appointment.' otherwise).
   */
  startTime?: string | null | undefined;
  ufTargetStart?: string | null | undefined;
};

export type StringFilter = {
  contains?: string | null | undefined;
  eq?: string | null | undefined;
  exists?: boolean | null | undefined;
  ge?: string | null | undefined;
  in?: Array<string> | null | undefined;
  le?: string | null | undefined;
  ne?: string | null | undefined;
};

export type SymptomFilter = {
  class?: StringFilter | null | undefined;
  deleted?: IntFilter | null | undefined;
  id?: IntFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<SymptomFilter> | null | undefined;
};

export type UnlinkedInvoiceFilter = {
  /** Centres to list (each one the user may see); all of the user's centres when absent. */
  clinicIDs?: Array<number> | null | undefined;
  /** The session's day in its centre, from and to (YYYY-MM-DD, both included). */
  from?: string | null | undefined;
  /** True: the sessions marked not billable instead (to look them over, or take the mark back). */
  notBillable?: boolean | null | undefined;
  /** Name, patient code or NRIC (letters, digits, hyphen, apostrophe and space only). */
  search?: string | null | undefined;
  to?: string | null | undefined;
};

/** deleted: 1 deletes the allergy (soft), the only change an allergy takes. */
export type UpdateAllergyInput = {
  deleted: number;
  id: number;
};

export type UpdateAppointmentInput = {
  /** 1 cancels the appointment (only while its session has not started); nothing else is accepted. */
  deleted: number;
  id: number;
};

export type UpdateCertificationInput = {
  expiry: string;
  id: number;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/**
 * Fields left out are kept. Optional texts sent as null or empty are cleared, except qbClientSecret:
 * null or left out keeps the stored secret (the form never has it), an empty string clears it.
 */
export type UpdateClinicInput = {
  address?: string | null | undefined;
  email?: string | null | undefined;
  id: number;
  name?: string | null | undefined;
  phoneNo?: string | null | undefined;
  qbClientID?: string | null | undefined;
  qbClientSecret?: string | null | undefined;
  qbItemID?: number | null | undefined;
  qbRealmID?: string | null | undefined;
  qbTaxCodeID?: number | null | undefined;
  status?: ClinicStatus | null | undefined;
  uid?: string | null | undefined;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/**
 * An edit of a session (check-in edit, check-out edit, the intra page's pre data). Only fields present are
 * changed; an empty string clears an optional field. updatedOn is the version the form was loaded with (the
 * session's updatedOn as read): a newer one on the server answers VERSION_CONFLICT and changes nothing. Pre fields
 * (and machine, MSA, membraneUse) of an ended session are not editable (check-out edit disables them); the post
 * fields and dialyser of a running session are not editable from the intra page (the client disables them; the
 * server accepts them only on a check-out or on an ended session).
 */
export type UpdateDialysisInput = {
  KTVonline?: string | null | undefined;
  MSA?: string | null | undefined;
  /** Check-in and check-in edit: when the patient arrived, not in the future, not after the start, nor more than 4 hours before it. */
  arriveTime?: string | null | undefined;
  dialyser?: string | null | undefined;
  /** Check-out edit only: the corrected discharge (the patient left), not before the end, not in the future. */
  dischargeTime?: string | null | undefined;
  dryWeight?: string | null | undefined;
  /** Check-out edit only: the corrected end of treatment, after the start, not in the future, not after the discharge. */
  endTime?: string | null | undefined;
  height?: string | null | undefined;
  id: number;
  lastWeight?: string | null | undefined;
  machineID?: number | null | undefined;
  membraneUse?: string | null | undefined;
  notes?: string | null | undefined;
  postDBP?: string | null | undefined;
  postEdema?: string | null | undefined;
  postHRT?: string | null | undefined;
  postRenalin?: string | null | undefined;
  postSBP?: string | null | undefined;
  postTemp?: string | null | undefined;
  postWeight?: string | null | undefined;
  preDBP?: string | null | undefined;
  preEdema?: string | null | undefined;
  preHRT?: string | null | undefined;
  preRenalin?: string | null | undefined;
  preSBP?: string | null | undefined;
  preTemp?: string | null | undefined;
  preWeight?: string | null | undefined;
  /**
   * Check-out edit only (an ended session): the corrected start of treatment, ISO-8601, on the session's day, not
   * before the arrival nor more than 4 hours after it; the treatment (start to end) lasts 60 to 480 minutes.
   */
  startTime?: string | null | undefined;
  ufTargetStart?: string | null | undefined;
  /** The version the edit was made on (the session's updatedOn as read). */
  updatedOn: string;
};

/**
 * An edit of a recorded reading by a Medical Director (typed as in the edit dialog; cUF and UFR in litres), while
 * the session runs or after check-out. The audit keeps each changed field's old and new value.
 */
export type UpdateDialysisIntervalInput = {
  AP?: string | null | undefined;
  CDT?: string | null | undefined;
  DBP?: string | null | undefined;
  DFLOW?: string | null | undefined;
  HR?: string | null | undefined;
  KTV?: string | null | undefined;
  QB?: string | null | undefined;
  SBP?: string | null | undefined;
  UFR?: string | null | undefined;
  VP?: string | null | undefined;
  cUF?: string | null | undefined;
  hepRate?: string | null | undefined;
  id: number;
  note?: string | null | undefined;
  symptoms?: string | null | undefined;
  temp?: string | null | undefined;
  /** The corrected measured time, ISO-8601: not before the session's start, not after its end, not in the future. */
  timestamp?: string | null | undefined;
  tmp?: string | null | undefined;
  /** The version the correction was made on (the reading's updatedOn as read). */
  updatedOn: string;
};

/** Fields left out are kept. deleted: 1 deletes the drug (soft). */
export type UpdateDrugInput = {
  deleted?: number | null | undefined;
  id: number;
  manufacturer?: string | null | undefined;
  name?: string | null | undefined;
  purpose?: string | null | undefined;
  /** The version the edit or delete was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/** Fields left out are kept. deleted: 1 deletes the reason (soft); entries that named it keep their text. */
export type UpdateHospitalReasonInput = {
  deleted?: number | null | undefined;
  hospDetail?: string | null | undefined;
  id: number;
  /** The version the edit or delete was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/**
 * Write a response: every field optional but at least one filled ('No message to update.'). The response is added
 * to the report's responses, never overwriting an earlier one. order only from a MedicalDirector (else FORBIDDEN).
 * responseBy and responseTimestamp are set by the server.
 */
export type UpdateIncidentReportInput = {
  action?: string | null | undefined;
  cause?: string | null | undefined;
  eventOutcome?: string | null | undefined;
  furtherAction?: string | null | undefined;
  id: number;
  order?: string | null | undefined;
  /**
   * The report's updatedOn as read. Accepted and not checked: a response is added beside the others, so a response
   * written meanwhile is kept, not overwritten (no VERSION_CONFLICT).
   */
  updatedOn?: string | null | undefined;
};

/**
 * A correction of a stored lab report (issue 25 item 4), made on the version the user read (`updatedOn`). A field
 * left out keeps its value, a field sent as null is cleared; the report must still hold at least one value.
 */
export type UpdateLabReportInput = {
  /** Albumin (g/L) */
  Alb?: number | null | undefined;
  /** Bilirubin (µmol/L) */
  Biltotal?: number | null | undefined;
  /** Creatinine Clearance (mL/min) */
  CCT?: number | null | undefined;
  /** CNI */
  CNI?: string | null | undefined;
  /** CRP (mg/L) */
  CRP?: number | null | undefined;
  /** Ca (mmol/L) */
  Ca?: number | null | undefined;
  /** DBP (mmHg) */
  DBP?: number | null | undefined;
  /** ESR (mm/h) */
  ESR?: number | null | undefined;
  /** FT4 (pmol/L) */
  FT4?: number | null | undefined;
  /** Iron (µmol/L) */
  Fe?: number | null | undefined;
  /** HCO3 (mmol/L) */
  HCO3?: number | null | undefined;
  /** HCV: POS or NEG */
  HCV?: string | null | undefined;
  /** HDL (mmol/L) */
  HDL?: number | null | undefined;
  /** HIV: POS or NEG */
  HIV?: string | null | undefined;
  /** Hb (g/dL) */
  Hb?: number | null | undefined;
  /** HbA1c (%) */
  Hba1c?: number | null | undefined;
  /** HBsAb (mIU/mL) */
  HepBsAb?: number | null | undefined;
  /** HBsAg: POS or NEG */
  HepBsAg?: string | null | undefined;
  /** iPTH (pmol/L) */
  IPTH?: number | null | undefined;
  /** K (mmol/L) */
  K?: number | null | undefined;
  /** LDL (mmol/L) */
  LDL?: number | null | undefined;
  /** Urine Albumin Creatinine Ratio (mg/mmol) */
  MACr?: number | null | undefined;
  /** MCV (fL) */
  MCV?: number | null | undefined;
  /** Mg (mmol/L) */
  Mg?: number | null | undefined;
  /** Myco */
  Myco?: string | null | undefined;
  /** Na (mmol/L) */
  Na?: number | null | undefined;
  /** Platelets (×10⁹/L) */
  Plt?: number | null | undefined;
  /** PO4 (mmol/L) */
  Po4?: number | null | undefined;
  /** Pred */
  Pred?: string | null | undefined;
  /** Ratio */
  Ratio?: number | null | undefined;
  /** ALP (U/L) */
  SAP?: number | null | undefined;
  /** SBP (mmHg) */
  SBP?: number | null | undefined;
  /** SGOT (AST) (U/L) */
  SGOT_AST?: number | null | undefined;
  /** SGPT (ALT) (U/L) */
  SGPT_ALT?: number | null | undefined;
  /** Total Cholesterol (mmol/L) */
  TC?: number | null | undefined;
  /** Triglycerides (mmol/L) */
  TG?: number | null | undefined;
  /** TIBC (µmol/L) */
  TIBC?: number | null | undefined;
  /** TSH (mIU/L) */
  TSH?: number | null | undefined;
  /** 12h Urine Protein (g/12h) */
  TUP12?: number | null | undefined;
  /** 24h Urine Protein (g/24h) */
  TUP24?: number | null | undefined;
  /** WBC (×10⁹/L) */
  TW?: number | null | undefined;
  /** Tacrolimus (µg/L) */
  Tac?: number | null | undefined;
  /** Timing */
  Timing?: string | null | undefined;
  /** Urine Blood */
  Ublood?: string | null | undefined;
  /** Urine Protein */
  Uprt?: string | null | undefined;
  /** Urine RBC */
  Urbc?: string | null | undefined;
  /** Urine Volume (mL) */
  Uvol?: number | null | undefined;
  /** Urine WBC */
  Uwbc?: string | null | undefined;
  /** 2nd HBsAb */
  _two?: string | null | undefined;
  /** Chloride (mmol/L) */
  chlorine?: number | null | undefined;
  /** Creatinine (µmol/L) */
  creatinine?: number | null | undefined;
  /** Ferritin (µg/L) */
  ferritin?: number | null | undefined;
  /** GGT (U/L) */
  ggt?: number | null | undefined;
  /** GIS */
  gis?: string | null | undefined;
  /** Glucose (mmol/L) */
  glucose?: number | null | undefined;
  /** HTE */
  hte?: string | null | undefined;
  id: number;
  /** Labs Noted */
  labsNoted?: string | null | undefined;
  /** Noted */
  noted?: string | null | undefined;
  /** Others */
  others?: string | null | undefined;
  /** Others Details */
  othersDetails?: string | null | undefined;
  /** Total Protein (g/L) */
  protein?: number | null | undefined;
  /** The sample's time of day, HH:mm on the centre's clock (it places the sample on a session); blank clears it. */
  sampleTime?: string | null | undefined;
  source?: string | null | undefined;
  /** T4 (nmol/L) */
  t4?: number | null | undefined;
  /** The sample's day, YYYY-MM-DD (read in the centre's time zone), or an ISO instant. Not in the future. */
  timestamp?: string | null | undefined;
  /** Urine Creatinine (mmol/L) */
  uCreatinine?: number | null | undefined;
  /** The report's updatedOn as read: a report changed since is refused (VERSION_CONFLICT). */
  updatedOn: string;
  /** Urea Post (mmol/L) */
  ureaPost?: number | null | undefined;
  /** Urea Pre (mmol/L) */
  ureaPre?: number | null | undefined;
  /** Uric Acid (µmol/L) */
  uric?: number | null | undefined;
  /** Urine Albumin (mg/L) */
  urineMA?: number | null | undefined;
};

/** Fields left out are kept. deleted: 1 deletes the machine (soft). */
export type UpdateMachineInput = {
  clinicID?: number | null | undefined;
  deleted?: number | null | undefined;
  id: number;
  manufacturer?: string | null | undefined;
  name?: string | null | undefined;
  serialNo?: string | null | undefined;
  status?: MachineAvailability | null | undefined;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

export type UpdateMachineStatusInput = {
  bucket?: string | null | undefined;
  /** A corrected expiry date (not for EXPIRED items), or the new expiry date when signing (APPROVE). */
  expiryDate?: string | null | undefined;
  id: number;
  /** Key of a document the caller uploaded (required for PASS_AUDIT). */
  key?: string | null | undefined;
  nextAudit?: string | null | undefined;
  region?: string | null | undefined;
  remarks?: string | null | undefined;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/** Stop: the server sets end to today in the patient's centre time zone (the only change the spec makes). */
export type UpdateMedicationInput = {
  id: number;
};

export type UpdateMyStaffAccountInput = {
  name: string;
  /**
   * The key answered by POST /files?purpose=profilePicture (uploaded by this user). Left out: the picture is
   * unchanged; null: the picture is removed.
   */
  profilePictureKey?: string | null | undefined;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/** Fields left out are kept; null clears an optional field. key null removes the picture. */
export type UpdatePatientInput = {
  id: number;
  key?: string | null | undefined;
  patient: PatientFields;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/** Fields left out are kept. deleted: 1 deletes the seat (soft). A seat stays in its centre. */
export type UpdateSeatInput = {
  deleted?: number | null | undefined;
  id: number;
  machineID?: number | null | undefined;
  name?: string | null | undefined;
  status?: SeatStatus | null | undefined;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

export type UpdateStaffInput = {
  accountID: string | number;
  clinicIDs?: Array<number> | null | undefined;
  contactNo?: string | null | undefined;
  designation: string;
  email: string;
  name: string;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

/** Fields left out are kept. deleted: 1 deletes the symptom (soft). */
export type UpdateSymptomInput = {
  class?: string | null | undefined;
  deleted?: number | null | undefined;
  id: number;
  name?: string | null | undefined;
  /** The version the edit or delete was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

export type OnCreateAppointmentSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnCreateAppointmentSubscription = { onCreateAppointment: { id: number } };

export type OnUpdateAppointmentSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnUpdateAppointmentSubscription = { onUpdateAppointment: { id: number } };

export type OnStartDialysisSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnStartDialysisSubscription = { onStartDialysis: { id: number } };

export type OnSubmitDialysisIntervalSubscriptionVariables = Exact<{
  clinicID: number;
  dialysisID?: number | null | undefined;
}>;


export type OnSubmitDialysisIntervalSubscription = { onSubmitDialysisInterval: { id: number } };

export type OnCheckoutDialysisSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnCheckoutDialysisSubscription = { onCheckoutDialysis: { id: number } };

export type MyStaffAccountFragment = { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, profilePictureKey: string | null, profilePictureUrl: string | null, updatedOn: string };

export type GetMyStaffAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyStaffAccountQuery = { getMyStaffAccount: { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, profilePictureKey: string | null, profilePictureUrl: string | null, updatedOn: string } };

export type UpdateMyStaffAccountMutationVariables = Exact<{
  update: UpdateMyStaffAccountInput;
}>;


export type UpdateMyStaffAccountMutation = { updateMyStaffAccount: { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, profilePictureKey: string | null, profilePictureUrl: string | null, updatedOn: string } };

export type ListAppointmentAvailabilityQueryVariables = Exact<{
  calendarStartDay: string;
  calenderEndDay: string;
  start: string;
  end: string;
  clinicIDs: Array<number> | number;
}>;


export type ListAppointmentAvailabilityQuery = { listAppointmentAvailability: string };

export type ManagedClinicFragment = { id: number, name: string, uid: string, status: ClinicStatus, phoneNo: string | null, email: string | null, address: string | null, qbClientID: string | null, hasQbClientSecret: boolean, qbRealmID: string | null, qbItemID: number | null, qbTaxCodeID: number | null, totalMedicalDirector: number, totalManagingNurse: number, totalDoctor: number, totalNurse: number, totalSeat: number, totalMachine: number, updatedOn: string };

export type ListClinicSummaryQueryVariables = Exact<{
  filter?: ClinicSummaryFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListClinicSummaryQuery = { listClinicSummary: { count: number, result: Array<{ id: number, name: string, uid: string, status: ClinicStatus, phoneNo: string | null, email: string | null, address: string | null, qbClientID: string | null, hasQbClientSecret: boolean, qbRealmID: string | null, qbItemID: number | null, qbTaxCodeID: number | null, totalMedicalDirector: number, totalManagingNurse: number, totalDoctor: number, totalNurse: number, totalSeat: number, totalMachine: number, updatedOn: string }> } };

export type CreateClinicMutationVariables = Exact<{
  create: CreateClinicInput;
}>;


export type CreateClinicMutation = { createClinic: { id: number, name: string, uid: string, status: ClinicStatus, phoneNo: string | null, email: string | null, address: string | null, qbClientID: string | null, hasQbClientSecret: boolean, qbRealmID: string | null, qbItemID: number | null, qbTaxCodeID: number | null, totalMedicalDirector: number, totalManagingNurse: number, totalDoctor: number, totalNurse: number, totalSeat: number, totalMachine: number, updatedOn: string } };

export type UpdateClinicMutationVariables = Exact<{
  update: UpdateClinicInput;
}>;


export type UpdateClinicMutation = { updateClinic: { id: number, name: string, uid: string, status: ClinicStatus, phoneNo: string | null, email: string | null, address: string | null, qbClientID: string | null, hasQbClientSecret: boolean, qbRealmID: string | null, qbItemID: number | null, qbTaxCodeID: number | null, totalMedicalDirector: number, totalManagingNurse: number, totalDoctor: number, totalNurse: number, totalSeat: number, totalMachine: number, updatedOn: string } };

export type ManagedCertificationFragment = { id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, updatedOn: string, changeable: boolean | null };

export type ListCertificationQueryVariables = Exact<{
  filter?: CertificationFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListCertificationQuery = { listCertification: { count: number, expiredCount: number, result: Array<{ id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, updatedOn: string, changeable: boolean | null }> } };

export type ListMyCertificationQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type ListMyCertificationQuery = { listMyCertification: { count: number, expiredCount: number, result: Array<{ id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, updatedOn: string, changeable: boolean | null }> } };

export type CreateCertificationMutationVariables = Exact<{
  create: CreateCertificationInput;
}>;


export type CreateCertificationMutation = { createCertification: { id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, updatedOn: string, changeable: boolean | null } };

export type UpdateCertificationMutationVariables = Exact<{
  update: UpdateCertificationInput;
}>;


export type UpdateCertificationMutation = { updateCertification: { id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, updatedOn: string, changeable: boolean | null } };

export type DeleteCertificationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCertificationMutation = { deleteCertification: boolean };

export type CreateMyCertificationMutationVariables = Exact<{
  create: CreateMyCertificationInput;
}>;


export type CreateMyCertificationMutation = { createMyCertification: { id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, updatedOn: string, changeable: boolean | null } };

export type UpdateMyCertificationMutationVariables = Exact<{
  update: UpdateCertificationInput;
}>;


export type UpdateMyCertificationMutation = { updateMyCertification: { id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, updatedOn: string, changeable: boolean | null } };

export type DeleteMyCertificationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMyCertificationMutation = { deleteMyCertification: boolean };

export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: boolean };

export type AppointmentCardFragment = { id: number, patientID: number, clinicID: number, date: string, shift: Shift, namecode: string | null, name: string, nric: string | null, seatName: string | null, dialysisID: number | null, quickbookInvoiceID: string | null, dialysisStartTime: string | null, dialysisEndTime: string | null, lastDialysisIntervalTimestamp: string | null };

export type CardDialysisFragment = { id: number, startTime: string | null, endTime: string | null, endedBy: string | null, preEdema: number | null, preWeight: number | null, preTemp: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, ufTargetStart: number | null, dryWeight: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, postWeight: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, KTVonline: number | null };

export type DashboardQueryVariables = Exact<{
  clinicID: number;
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type DashboardQuery = { listAppointmentDetail: { count: number, result: Array<{ id: number, patientID: number, clinicID: number, date: string, shift: Shift, namecode: string | null, name: string, nric: string | null, seatName: string | null, dialysisID: number | null, quickbookInvoiceID: string | null, dialysisStartTime: string | null, dialysisEndTime: string | null, lastDialysisIntervalTimestamp: string | null, dialysis: { id: number, startTime: string | null, endTime: string | null, endedBy: string | null, preEdema: number | null, preWeight: number | null, preTemp: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, ufTargetStart: number | null, dryWeight: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, postWeight: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, KTVonline: number | null } | null }> }, listSeat: { count: number }, listClinic: { result: Array<{ id: number, today: string, currentShift: Shift }> } };

export type PatientSearchItemFragment = { id: number, namecode: string | null, name: string, nric: string | null, existingClinicID: number | null, clinicName: string | null, photoUrl: string | null };

export type ListPatientQueryVariables = Exact<{
  filter?: PatientSearchFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListPatientQuery = { listPatient: { count: number, countCapped: boolean, result: Array<{ id: number, namecode: string | null, name: string, nric: string | null, existingClinicID: number | null, clinicName: string | null, photoUrl: string | null }> } };

export type SessionDialysisFragment = { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, updatedOn: string };

export type SessionIntervalFragment = { id: number, dialysisID: number, timestamp: string, staffAccountID: string | null, staffName: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, updatedOn: string };

export type GetDialysisQueryVariables = Exact<{
  patientID: number;
  id: number;
}>;


export type GetDialysisQuery = { getDialysis: { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, updatedOn: string } };

export type StartDialysisMutationVariables = Exact<{
  create: StartDialysisInput;
  appointmentID: number;
  redirectURL?: string | null | undefined;
}>;


export type StartDialysisMutation = { startDialysis: { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, updatedOn: string } };

export type UpdateDialysisMutationVariables = Exact<{
  update: UpdateDialysisInput;
}>;


export type UpdateDialysisMutation = { updateDialysis: { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, updatedOn: string } };

export type CheckoutDialysisMutationVariables = Exact<{
  checkout: CheckoutDialysisInput;
}>;


export type CheckoutDialysisMutation = { checkoutDialysis: string };

export type CheckoutDialysis3MutationVariables = Exact<{
  checkout: CheckoutDialysisInput;
}>;


export type CheckoutDialysis3Mutation = { checkoutDialysis: string };

export type ListSessionMachinesQueryVariables = Exact<{
  clinicID: number;
}>;


export type ListSessionMachinesQuery = { listSessionMachines: Array<{ id: number, name: string, serialNo: string | null, inUse: boolean }> };

export type PatientAppointmentFragment = { id: number, patientID: number, clinicID: number, date: string, shift: Shift, seatName: string | null, dialysisID: number | null, dialysisStartTime: string | null, dialysisEndTime: string | null };

export type PatientAppointmentsTodayQueryVariables = Exact<{
  patientID: number;
  clinicID: number;
  date: string;
}>;


export type PatientAppointmentsTodayQuery = { listAppointmentDetail: { result: Array<{ id: number, patientID: number, clinicID: number, date: string, shift: Shift, seatName: string | null, dialysisID: number | null, dialysisStartTime: string | null, dialysisEndTime: string | null }> } };

export type ListDialysisIntervalQueryVariables = Exact<{
  filter: DialysisIntervalFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListDialysisIntervalQuery = { listDialysisInterval: { count: number, result: Array<{ id: number, dialysisID: number, timestamp: string, staffAccountID: string | null, staffName: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, updatedOn: string }> } };

export type SubmitDialysisIntervalMutationVariables = Exact<{
  create: CreateDialysisIntervalInput;
  medications?: Array<IntervalMedicationInput> | IntervalMedicationInput | null | undefined;
}>;


export type SubmitDialysisIntervalMutation = { submitDialysisInterval: { id: number, dialysisID: number, timestamp: string, staffAccountID: string | null, staffName: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, updatedOn: string } };

export type UpdateDialysisIntervalMutationVariables = Exact<{
  update: UpdateDialysisIntervalInput;
}>;


export type UpdateDialysisIntervalMutation = { updateDialysisInterval: { id: number, dialysisID: number, timestamp: string, staffAccountID: string | null, staffName: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, updatedOn: string } };

export type ListSymptomOptionsQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type ListSymptomOptionsQuery = { listSymptom: { result: Array<{ id: number, name: string }> } };

export type ClinicTodayQueryVariables = Exact<{
  clinicID: number;
}>;


export type ClinicTodayQuery = { listClinic: { result: Array<{ id: number, today: string }> } };

export type PreviousSessionsQueryVariables = Exact<{
  filter: DialysisFilter;
  pagination?: Pagination | null | undefined;
}>;


export type PreviousSessionsQuery = { listDialysis: { result: Array<{ id: number, startTime: string | null, endTime: string | null, postWeight: number | null, height: number | null }> } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: boolean };

export type ForgotPasswordSubmitMutationVariables = Exact<{
  email: string;
  code: string;
  newPassword: string;
}>;


export type ForgotPasswordSubmitMutation = { forgotPasswordSubmit: boolean };

export type FunderReportQueryVariables = Exact<{
  clinicID: number;
  startDate: string;
  endDate: string;
  timezoneOffsetMinutes?: number | null | undefined;
}>;


export type FunderReportQuery = { listFunderReport: { clinicID: number, clinicName: string, startDate: string, endDate: string, patients: Array<{ patientID: number, name: string, nric: string | null, vwoSupport: string | null, totals: { sessions: number, minutes: number, missed: number } }> } };

export type IncidentResponseRowFragment = { id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string };

export type IncidentReportRowFragment = { id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> };

export type ListIncidentReportQueryVariables = Exact<{
  filter: IncidentReportFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListIncidentReportQuery = { listIncidentReport: { count: number, result: Array<{ id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> }> } };

export type ListIncidentReportSummaryQueryVariables = Exact<{
  filter?: IncidentReportFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListIncidentReportSummaryQuery = { listIncidentReportSummary: { count: number, result: Array<{ patientID: number, patientName: string, patientNric: string | null, clinicID: number | null, lastOccurred: string, reports: Array<{ id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> }> }> } };

export type ListIncidentReportCentreSummaryQueryVariables = Exact<{
  filter: IncidentReportFilter;
}>;


export type ListIncidentReportCentreSummaryQuery = { listIncidentReportCentreSummary: { count: number, result: Array<{ clinicID: number, clinicName: string, count: number, reports: Array<{ id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> }> }> } };

export type CreateIncidentReportMutationVariables = Exact<{
  create: CreateIncidentReportInput;
}>;


export type CreateIncidentReportMutation = { createIncidentReport: { id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> } };

export type UpdateIncidentReportMutationVariables = Exact<{
  update: UpdateIncidentReportInput;
}>;


export type UpdateIncidentReportMutation = { updateIncidentReport: { id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> } };

export type PreviewLabImportRowsQueryVariables = Exact<{
  rows: Array<LabImportRowInput> | LabImportRowInput;
}>;


export type PreviewLabImportRowsQuery = { previewLabImport: { duplicate: Array<boolean>, patients: Array<{ nric: string, patientID: number, name: string, gender: string | null }> } };

export type CreateImportedLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type CreateImportedLabReportMutation = { createLabReport: { id: number } };

export type ListLabInputPatientsQueryVariables = Exact<{
  filter?: PatientSearchFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListLabInputPatientsQuery = { listPatient: { count: number, result: Array<{ id: number, name: string, nric: string | null, phoneNo: string | null, email: string | null }> } };

export type LatestNoteCardFragment = { id: number, patientID: number, patientName: string, patientNric: string | null, clinicID: number | null, clinicName: string | null, staffAccountID: string | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null };

export type ListLatestNotesQueryVariables = Exact<{
  groupBy: LatestClinicalNoteGroupBy;
  filter: LatestClinicalNoteFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListLatestNotesQuery = { listLatestClinicalNote: { count: number, result: Array<{ id: number, patientID: number, patientName: string, patientNric: string | null, clinicID: number | null, clinicName: string | null, staffAccountID: string | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null }> } };

export type ListLatestNoteAuthorsQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type ListLatestNoteAuthorsQuery = { listStaff: { result: Array<{ accountID: string, name: string, designation: string | null }> } };

export type AuditItemFragment = { id: number, machineID: number, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineName: string, machineSerialNo: string, machineClinicID: number, machineClinicName: string, key: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string };

export type ListMachineStatusQueryVariables = Exact<{
  filter?: MachineStatusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListMachineStatusQuery = { listMachineStatus: { count: number, machineCount: number, actionNeededCount: number, groupByName: Array<{ name: string, count: number, result: Array<{ id: number, machineID: number, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineName: string, machineSerialNo: string, machineClinicID: number, machineClinicName: string, key: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string }> }> } };

export type MachineStatusReportQueryVariables = Exact<{
  filter?: MachineStatusFilter | null | undefined;
}>;


export type MachineStatusReportQuery = { downloadMachineStatusReport: { fileName: string, csv: string, count: number } };

export type CreateMachineStatusMutationVariables = Exact<{
  create: CreateMachineStatusInput;
}>;


export type CreateMachineStatusMutation = { createMachineStatus: { id: number, machineID: number, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineName: string, machineSerialNo: string, machineClinicID: number, machineClinicName: string, key: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string } };

export type UpdateMachineStatusMutationVariables = Exact<{
  update: UpdateMachineStatusInput;
  state: MachineStatusAction;
}>;


export type UpdateMachineStatusMutation = { updateMachineStatus: { id: number, machineID: number, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineName: string, machineSerialNo: string, machineClinicID: number, machineClinicName: string, key: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string } };

export type MachinesForAuditQueryVariables = Exact<{
  clinicID: number;
}>;


export type MachinesForAuditQuery = { listMachine: { result: Array<{ id: number, name: string, serialNo: string, status: string }> } };

export type ManagedMachineFragment = { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string };

export type ListMachineQueryVariables = Exact<{
  filter?: MachineFilter | null | undefined;
  filter2?: MachineFilter | null | undefined;
  filter3?: MachineFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListMachineQuery = { listMachine: { count: number, count2: number | null, count3: number | null, result: Array<{ id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string }> } };

export type CreateMachineMutationVariables = Exact<{
  create: CreateMachineInput;
}>;


export type CreateMachineMutation = { createMachine: { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string } };

export type UpdateMachineMutationVariables = Exact<{
  update: UpdateMachineInput;
}>;


export type UpdateMachineMutation = { updateMachine: { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string } };

export type PatientAppointmentCalendarQueryVariables = Exact<{
  patientID: number;
  clinicID: number;
  start: string;
  end: string;
}>;


export type PatientAppointmentCalendarQuery = { getPatientAppointmentCalendar: { patientID: number, clinicID: number, activeSeats: number, today: string, endedSessions: Array<Shift>, sessions: Array<{ date: string, shift: Shift, booked: number }>, appointments: Array<{ id: number, clinicID: number, date: string, shift: Shift, time: string | null, state: string }> } };

export type CreateAppointmentMutationVariables = Exact<{
  create: CreateAppointmentInput;
}>;


export type CreateAppointmentMutation = { createAppointment: { id: number, date: string } };

export type UpdateAppointmentMutationVariables = Exact<{
  update: UpdateAppointmentInput;
}>;


export type UpdateAppointmentMutation = { updateAppointment: { id: number, date: string } };

export type CreateAppointmentSeriesMutationVariables = Exact<{
  create: CreateAppointmentSeriesInput;
}>;


export type CreateAppointmentSeriesMutation = { createAppointmentSeries: { full: Array<string>, alreadyBooked: Array<string>, ended: Array<string>, booked: Array<{ id: number, date: string }> } };

export type PreviewAppointmentSeriesQueryVariables = Exact<{
  create: CreateAppointmentSeriesInput;
}>;


export type PreviewAppointmentSeriesQuery = { previewAppointmentSeries: Array<{ date: string, outcome: SeriesOutcome, existing: string | null }> };

export type PatientDocumentRowFragment = { id: number, title: string, staffName: string | null, fileName: string | null, contentType: string | null, url: string | null, createdOn: string };

export type ListPatientDocumentQueryVariables = Exact<{
  filter: PatientDocumentFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListPatientDocumentQuery = { listPatientDocument: { count: number, result: Array<{ id: number, title: string, staffName: string | null, fileName: string | null, contentType: string | null, url: string | null, createdOn: string }> } };

export type CreatePatientDocumentMutationVariables = Exact<{
  create: CreatePatientDocumentInput;
}>;


export type CreatePatientDocumentMutation = { createPatientDocument: { id: number, title: string, staffName: string | null, fileName: string | null, contentType: string | null, url: string | null, createdOn: string } };

export type ExportCentreQueryVariables = Exact<{
  id: number;
}>;


export type ExportCentreQuery = { listClinic: { result: Array<{ id: number, name: string, address: string | null, phoneNo: string | null }> } };

export type ExportDialysisSummaryQueryVariables = Exact<{
  patientID: number;
  startDate: string;
  endDate: string;
}>;


export type ExportDialysisSummaryQuery = { listDialysisSummary: Array<{ yearMonth: string, totalSession: number, dryWeight: { min: number | null, max: number | null, avg: number | null }, preWeight: { min: number | null, max: number | null, avg: number | null }, postWeight: { min: number | null, max: number | null, avg: number | null }, offTarget: { min: number | null, max: number | null, avg: number | null }, ufTargetStart: { min: number | null, max: number | null, avg: number | null }, postSBP: { min: number | null, max: number | null, avg: number | null }, postDBP: { min: number | null, max: number | null, avg: number | null }, KTVonline: { min: number | null, max: number | null, avg: number | null } }> };

export type ExportSessionsQueryVariables = Exact<{
  patientID: number;
  limit: number;
  offset: number;
}>;


export type ExportSessionsQuery = { listDialysis: { count: number, result: Array<{ id: number, startTime: string | null, endTime: string | null, clinicName: string | null, machineName: string | null, preWeight: number | null, postWeight: number | null, dryWeight: number | null, preSBP: number | null, preDBP: number | null, postSBP: number | null, postDBP: number | null, KTVonline: number | null, dialyser: string | null }> } };

export type ExportLatestNoteQueryVariables = Exact<{
  patientID: number;
}>;


export type ExportLatestNoteQuery = { listHospitalSummary: { result: Array<{ id: number, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null }> } };

export type PrintLastSessionsQueryVariables = Exact<{
  patientID: number;
  limit: number;
}>;


export type PrintLastSessionsQuery = { listDialysis: { result: Array<{ id: number, startTime: string | null, endTime: string | null, clinicName: string | null, machineName: string | null, dialyser: string | null, startedByName: string | null, endedByName: string | null, preWeight: number | null, postWeight: number | null, dryWeight: number | null, preSBP: number | null, preDBP: number | null, postSBP: number | null, postDBP: number | null, preTemp: number | null, postTemp: number | null, KTVonline: number | null, notes: string | null }> } };

export type PrintSessionDetailQueryVariables = Exact<{
  patientID: number;
  dialysisID: number;
}>;


export type PrintSessionDetailQuery = { listDialysisInterval: { result: Array<{ id: number, timestamp: string, SBP: number | null, DBP: number | null, HR: number | null, AP: number | null, VP: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, cUF: number | null, KTV: number | null, temp: number | null, note: string | null, staffName: string | null }> }, listMedicationAdministered: { result: Array<{ id: number, medication: string, dose: string, route: string, freq: string, givenByStaffName: string | null, witnessedByStaffName: string | null, createdOn: string }> } };

export type PatientAllergyFragment = { id: number, name: string, knownDate: string };

export type PatientRecordFragment = { accessIDPt: string | null, namecode: string | null, registeredDate: string | null, firstDialysisHospital: string | null, firstDialysisHospitalDate: string | null, referringSource: string | null, referrer: string | null, referringSourceStart: string | null, referringSourceEnd: string | null, existingClinicID: number | null, status: string, travelType: string | null, schedulePattern: string | null, scheduleSession: string | null, name: string, idType: string | null, nric: string | null, gender: string | null, dob: string | null, race: string | null, religion: string | null, maritalStatus: string | null, accommodation: string | null, address: string | null, phoneNo: string | null, homeNo: string | null, email: string | null, nokName: string | null, nokPhoneNo: string | null, nokAddress: string | null, nokRelation: string | null, height: number | null, weight: number | null, bloodGroup: string | null, mobilityStatus: string | null, diabeticStatus: string | null, smoker: string | null, alcohol: string | null, amputee: string | null, stage: string | null, wheelchairWeight: number | null, medicalAlert: string | null, socialWorker: string | null, vwoSupport: string | null, firstConsultDate: string | null, DESRD: string | null, DExit: string | null, RExit: string | null, hepB: string | null, FHepB: string | null, FHCV: string | null, FHIV: string | null, FAccess: string | null, comanaging: string | null, procedure: string | null, medication: string | null, vaccination: string | null, history: string | null, causeOfKidneyFailure: string | null, id: number, clinicName: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string }> };

export type GetPatientQueryVariables = Exact<{
  id: number;
}>;


export type GetPatientQuery = { getPatient: { accessIDPt: string | null, namecode: string | null, registeredDate: string | null, firstDialysisHospital: string | null, firstDialysisHospitalDate: string | null, referringSource: string | null, referrer: string | null, referringSourceStart: string | null, referringSourceEnd: string | null, existingClinicID: number | null, status: string, travelType: string | null, schedulePattern: string | null, scheduleSession: string | null, name: string, idType: string | null, nric: string | null, gender: string | null, dob: string | null, race: string | null, religion: string | null, maritalStatus: string | null, accommodation: string | null, address: string | null, phoneNo: string | null, homeNo: string | null, email: string | null, nokName: string | null, nokPhoneNo: string | null, nokAddress: string | null, nokRelation: string | null, height: number | null, weight: number | null, bloodGroup: string | null, mobilityStatus: string | null, diabeticStatus: string | null, smoker: string | null, alcohol: string | null, amputee: string | null, stage: string | null, wheelchairWeight: number | null, medicalAlert: string | null, socialWorker: string | null, vwoSupport: string | null, firstConsultDate: string | null, DESRD: string | null, DExit: string | null, RExit: string | null, hepB: string | null, FHepB: string | null, FHCV: string | null, FHIV: string | null, FAccess: string | null, comanaging: string | null, procedure: string | null, medication: string | null, vaccination: string | null, history: string | null, causeOfKidneyFailure: string | null, id: number, clinicName: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string }> } };

export type CreatePatientMutationVariables = Exact<{
  create: CreatePatientInput;
}>;


export type CreatePatientMutation = { createPatient: { accessIDPt: string | null, namecode: string | null, registeredDate: string | null, firstDialysisHospital: string | null, firstDialysisHospitalDate: string | null, referringSource: string | null, referrer: string | null, referringSourceStart: string | null, referringSourceEnd: string | null, existingClinicID: number | null, status: string, travelType: string | null, schedulePattern: string | null, scheduleSession: string | null, name: string, idType: string | null, nric: string | null, gender: string | null, dob: string | null, race: string | null, religion: string | null, maritalStatus: string | null, accommodation: string | null, address: string | null, phoneNo: string | null, homeNo: string | null, email: string | null, nokName: string | null, nokPhoneNo: string | null, nokAddress: string | null, nokRelation: string | null, height: number | null, weight: number | null, bloodGroup: string | null, mobilityStatus: string | null, diabeticStatus: string | null, smoker: string | null, alcohol: string | null, amputee: string | null, stage: string | null, wheelchairWeight: number | null, medicalAlert: string | null, socialWorker: string | null, vwoSupport: string | null, firstConsultDate: string | null, DESRD: string | null, DExit: string | null, RExit: string | null, hepB: string | null, FHepB: string | null, FHCV: string | null, FHIV: string | null, FAccess: string | null, comanaging: string | null, procedure: string | null, medication: string | null, vaccination: string | null, history: string | null, causeOfKidneyFailure: string | null, id: number, clinicName: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string }> } };

export type UpdatePatientMutationVariables = Exact<{
  update: UpdatePatientInput;
}>;


export type UpdatePatientMutation = { updatePatient: { accessIDPt: string | null, namecode: string | null, registeredDate: string | null, firstDialysisHospital: string | null, firstDialysisHospitalDate: string | null, referringSource: string | null, referrer: string | null, referringSourceStart: string | null, referringSourceEnd: string | null, existingClinicID: number | null, status: string, travelType: string | null, schedulePattern: string | null, scheduleSession: string | null, name: string, idType: string | null, nric: string | null, gender: string | null, dob: string | null, race: string | null, religion: string | null, maritalStatus: string | null, accommodation: string | null, address: string | null, phoneNo: string | null, homeNo: string | null, email: string | null, nokName: string | null, nokPhoneNo: string | null, nokAddress: string | null, nokRelation: string | null, height: number | null, weight: number | null, bloodGroup: string | null, mobilityStatus: string | null, diabeticStatus: string | null, smoker: string | null, alcohol: string | null, amputee: string | null, stage: string | null, wheelchairWeight: number | null, medicalAlert: string | null, socialWorker: string | null, vwoSupport: string | null, firstConsultDate: string | null, DESRD: string | null, DExit: string | null, RExit: string | null, hepB: string | null, FHepB: string | null, FHCV: string | null, FHIV: string | null, FAccess: string | null, comanaging: string | null, procedure: string | null, medication: string | null, vaccination: string | null, history: string | null, causeOfKidneyFailure: string | null, id: number, clinicName: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string }> } };

export type CreateAllergyMutationVariables = Exact<{
  create: CreateAllergyInput;
}>;


export type CreateAllergyMutation = { createAllergy: { id: number, name: string, knownDate: string } };

export type UpdateAllergyMutationVariables = Exact<{
  update: UpdateAllergyInput;
}>;


export type UpdateAllergyMutation = { updateAllergy: { id: number } };

export type ListReferringSourceQueryVariables = Exact<{ [key: string]: never; }>;


export type ListReferringSourceQuery = { listReferringSource: Array<string> };

export type GetQualityReportQueryVariables = Exact<{
  month: string;
}>;


export type GetQualityReportQuery = { getQualityReport: { month: string, months: Array<string>, computedAt: string, centres: Array<{ clinicID: number, clinicName: string, indicators: Array<{ indicator: QualityIndicatorKey, months: Array<{ month: string, count: number, eligible: number }> }> }>, network: Array<{ indicator: QualityIndicatorKey, months: Array<{ month: string, count: number, eligible: number }> }>, thresholds: { spKtVMin: number, urrMin: number, hbMin: number, hbMax: number, albuminMin: number, phosphateMin: number, phosphateMax: number, calciumMin: number, calciumMax: number, pthUpperNormal: number, pthMultipleMin: number, pthMultipleMax: number, ferritinMin: number, ferritinMax: number, shortenedShare: number, weightGainPercent: number, weightGainMaxGapDays: number, hbsAbMin: number } } };

export type ListQualityMissesQueryVariables = Exact<{
  clinicID: number;
  month: string;
  indicator: QualityIndicatorKey;
}>;


export type ListQualityMissesQuery = { listQualityMisses: { clinicID: number, clinicName: string, month: string, indicator: QualityIndicatorKey, target: string, misses: Array<{ patientID: number, patientName: string, patientNric: string | null, value: string, date: string | null }> } };

export type ManagedDrugFragment = { id: number, name: string, purpose: string | null, manufacturer: string | null, createdOn: string, updatedOn: string };

export type ListDrugQueryVariables = Exact<{
  filter?: DrugFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListDrugQuery = { listDrug: { count: number, result: Array<{ id: number, name: string, purpose: string | null, manufacturer: string | null, createdOn: string, updatedOn: string }> } };

export type CreateDrugMutationVariables = Exact<{
  create: CreateDrugInput;
}>;


export type CreateDrugMutation = { createDrug: { id: number, name: string, purpose: string | null, manufacturer: string | null, createdOn: string, updatedOn: string } };

export type DeleteDrugMutationVariables = Exact<{
  update: UpdateDrugInput;
}>;


export type DeleteDrugMutation = { updateDrug: { id: number, deleted: number } };

export type ManagedHospitalReasonFragment = { id: number, hospDetail: string, createdOn: string, updatedOn: string };

export type ListManagedHospitalReasonQueryVariables = Exact<{
  filter?: HospitalReasonFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListManagedHospitalReasonQuery = { listHospitalReason: { count: number, result: Array<{ id: number, hospDetail: string, createdOn: string, updatedOn: string }> } };

export type CreateHospitalReasonMutationVariables = Exact<{
  create: CreateHospitalReasonInput;
}>;


export type CreateHospitalReasonMutation = { createHospitalReason: { id: number, hospDetail: string, createdOn: string, updatedOn: string } };

export type UpdateHospitalReasonMutationVariables = Exact<{
  update: UpdateHospitalReasonInput;
}>;


export type UpdateHospitalReasonMutation = { updateHospitalReason: { id: number, hospDetail: string, createdOn: string, updatedOn: string } };

export type DeleteHospitalReasonMutationVariables = Exact<{
  update: UpdateHospitalReasonInput;
}>;


export type DeleteHospitalReasonMutation = { updateHospitalReason: { id: number, deleted: number } };

export type ManagedSymptomFragment = { id: number, name: string, class: string | null, createdOn: string, updatedOn: string };

export type ListSymptomQueryVariables = Exact<{
  filter?: SymptomFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListSymptomQuery = { listSymptom: { count: number, result: Array<{ id: number, name: string, class: string | null, createdOn: string, updatedOn: string }> } };

export type CreateSymptomMutationVariables = Exact<{
  create: CreateSymptomInput;
}>;


export type CreateSymptomMutation = { createSymptom: { id: number, name: string, class: string | null, createdOn: string, updatedOn: string } };

export type DeleteSymptomMutationVariables = Exact<{
  update: UpdateSymptomInput;
}>;


export type DeleteSymptomMutation = { updateSymptom: { id: number, deleted: number } };

export type RoutineOrderRowFragment = { patientID: number, patientName: string, patientNric: string | null, state: RoutineOrderState, order: { id: number, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null } | null };

export type ListRoutineOrdersQueryVariables = Exact<{
  clinicID: number;
  filter?: RoutineOrderFilter | null | undefined;
  state?: RoutineOrderState | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListRoutineOrdersQuery = { listRoutineOrder: { count: number, today: string, result: Array<{ patientID: number, patientName: string, patientNric: string | null, state: RoutineOrderState, order: { id: number, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null } | null }> } };

export type ManagedSeatFragment = { id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, updatedOn: string };

export type ListSeatQueryVariables = Exact<{
  filter: SeatFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListSeatQuery = { listSeat: { count: number, result: Array<{ id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, updatedOn: string }> } };

export type CreateSeatMutationVariables = Exact<{
  create: CreateSeatInput;
}>;


export type CreateSeatMutation = { createSeat: { id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, updatedOn: string } };

export type UpdateSeatMutationVariables = Exact<{
  update: UpdateSeatInput;
}>;


export type UpdateSeatMutation = { updateSeat: { id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, updatedOn: string } };

export type ManagedStaffFragment = { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group, updatedOn: string | null };

export type ListStaffQueryVariables = Exact<{
  filter?: StaffFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListStaffQuery = { listStaff: { count: number, result: Array<{ accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group, updatedOn: string | null }> } };

export type CreateStaffMutationVariables = Exact<{
  create: CreateStaffInput;
}>;


export type CreateStaffMutation = { createStaff: { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group, updatedOn: string | null } };

export type UpdateStaffMutationVariables = Exact<{
  update: UpdateStaffInput;
}>;


export type UpdateStaffMutation = { updateStaff: { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group, updatedOn: string | null } };

export type DeleteStaffMutationVariables = Exact<{
  accountID: string | number;
  deleteCognito?: boolean | null | undefined;
}>;


export type DeleteStaffMutation = { deleteStaff: boolean };

export type ResetPasswordMutationVariables = Exact<{
  username: string | number;
  password: string;
}>;


export type ResetPasswordMutation = { changePassword: boolean };

export type ListUnlinkedInvoiceQueryVariables = Exact<{
  filter?: UnlinkedInvoiceFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListUnlinkedInvoiceQuery = { listUnlinkedInvoice: { count: number, result: Array<{ dialysisID: number, patientID: number, clinicID: number, clinicName: string, name: string, nric: string | null, date: string, shift: string | null, endTime: string, endedByName: string | null, pending: boolean, lastFailure: string | null, notBillableReason: string | null }> } };

export type MarkNotBillableMutationVariables = Exact<{
  dialysisID: number;
  reason: string;
}>;


export type MarkNotBillableMutation = { markNotBillable: boolean };

export type UnmarkNotBillableMutationVariables = Exact<{
  dialysisID: number;
}>;


export type UnmarkNotBillableMutation = { unmarkNotBillable: boolean };

export type AccountingStatusQueryVariables = Exact<{
  clinicIDs?: Array<number> | number | null | undefined;
}>;


export type AccountingStatusQuery = { listAccountingStatus: Array<{ clinicID: number, clinicName: string, configured: boolean, connected: boolean, expired: boolean, date: string | null, state: string }> };

export type ListQbAccessesQueryVariables = Exact<{
  id: number;
}>;


export type ListQbAccessesQuery = { listQBAccesses: { result: Array<{ id: number, expiresIn: number, date: string }> } };

export type QuickbooksAuthorizeUrlMutationVariables = Exact<{
  clinicID: number;
  redirectURL: string;
}>;


export type QuickbooksAuthorizeUrlMutation = { quickbooksAuthorizeURL: string };

export type DisconnectQuickbooksMutationVariables = Exact<{
  clinicID: number;
}>;


export type DisconnectQuickbooksMutation = { disconnectQuickbooks: boolean };

export type LoginQuickbooksMutationVariables = Exact<{
  quickbookURL: string;
  redirectURL: string;
  clinicID?: number | null | undefined;
}>;


export type LoginQuickbooksMutation = { loginQuickbooks: string };

export type LinkAppointmentToQuickbooksMutationVariables = Exact<{
  patientID: number;
  dialysisID: number;
  quickbookURL: string;
  redirectURL: string;
}>;


export type LinkAppointmentToQuickbooksMutation = { linkAppointmentToQuickbooks: string };

export type LinkAppointmentToQuickbooks3MutationVariables = Exact<{
  patientID: number;
  dialysisID: number;
}>;


export type LinkAppointmentToQuickbooks3Mutation = { linkAppointmentToQuickbooks3: string };

export type PatientInvoicesQueryVariables = Exact<{
  patientID: number;
  clinicID: number;
}>;


export type PatientInvoicesQuery = { patientInvoices: { url: string | null } };

export type UserClinicFragment = { id: number, name: string, uid: string, status: ClinicStatus, timezone: string, today: string, currentShift: Shift };

export type ListClinicQueryVariables = Exact<{ [key: string]: never; }>;


export type ListClinicQuery = { listClinic: { result: Array<{ id: number, name: string, uid: string, status: ClinicStatus, timezone: string, today: string, currentShift: Shift }> } };

export type HospitalSummaryEntryFragment = { id: number, patientID: number, clinicID: number | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null, leaveTimestamp: string | null, noOfDays: number | null, location: string | null, hospitalMain: string | null, hospitalReason: string | null, createdOn: string };

export type ListHospitalSummaryQueryVariables = Exact<{
  filter: HospitalSummaryFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListHospitalSummaryQuery = { listHospitalSummary: { count: number, result: Array<{ id: number, patientID: number, clinicID: number | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null, leaveTimestamp: string | null, noOfDays: number | null, location: string | null, hospitalMain: string | null, hospitalReason: string | null, createdOn: string }> } };

export type CreateHospitalSummaryMutationVariables = Exact<{
  create: CreateHospitalSummaryInput;
}>;


export type CreateHospitalSummaryMutation = { createHospitalSummary: { id: number, patientID: number, clinicID: number | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null, leaveTimestamp: string | null, noOfDays: number | null, location: string | null, hospitalMain: string | null, hospitalReason: string | null, createdOn: string } };

export type DialysisOrderInForceFragment = { id: number, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null };

export type ListDialysisOrderQueryVariables = Exact<{
  filter: DialysisOrderFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListDialysisOrderQuery = { listDialysisOrder: { count: number, result: Array<{ id: number, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null }> } };

export type CreateDialysisOrderMutationVariables = Exact<{
  create: CreateDialysisOrderInput;
}>;


export type CreateDialysisOrderMutation = { createDialysisOrder: { id: number } };

export type DialysisSessionRowFragment = { id: number, patientID: number, clinicID: number, startTime: string | null, endTime: string | null, startedByName: string | null, endedByName: string | null, clinicName: string | null, machineName: string | null, intervalCount: number };

export type ListDialysisSessionsQueryVariables = Exact<{
  filter: DialysisFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListDialysisSessionsQuery = { listDialysis: { count: number, result: Array<{ id: number, patientID: number, clinicID: number, startTime: string | null, endTime: string | null, startedByName: string | null, endedByName: string | null, clinicName: string | null, machineName: string | null, intervalCount: number }> } };

export type RecordHistoryQueryVariables = Exact<{
  filter: RecordHistoryFilter;
  pagination?: Pagination | null | undefined;
}>;


export type RecordHistoryQuery = { listRecordHistory: { count: number, sections: Array<string>, people: Array<{ accountID: string, name: string }>, result: Array<{ id: string, at: string, byName: string, role: string, section: string, operation: RecordOperation, dialysisID: number | null, changes: Array<{ field: string, label: string, old: string | null, new: string | null }> }> } };

export type RecordLastNonNullLabQueryVariables = Exact<{
  patientID: number;
}>;


export type RecordLastNonNullLabQuery = { getLastNonNullLab: Array<{ key: string, title: string, items: Array<{ item: string, value: string, timestamp: string }> }> };

export type RecordCalculatedLabResultsQueryVariables = Exact<{
  filter: CalculatedLabResultFilter;
  pagination?: Pagination | null | undefined;
}>;


export type RecordCalculatedLabResultsQuery = { listCalculatedLabResult: { count: number, result: Array<{ id: number, timestamp: string, latest: boolean, URR: number | null, URRD: number | null, KTVe: number | null, KTVonline: number | null, ureaPre: number | null, ureaPost: number | null, dryWeight: number | null, UF: number | null, MSA: number | null, dialyser: string | null, QB: number | null, QD: number | null, dialysisStartTime: string | null, dialysisDischargeTime: string | null, reason: string | null }> } };

export type AdequacyChartDataQueryVariables = Exact<{
  patientID: number;
  from: string;
}>;


export type AdequacyChartDataQuery = { listCalculatedLabResult: { result: Array<{ id: number, timestamp: string, URR: number | null, URRD: number | null }> }, listLabReport: { result: Array<{ id: number, timestamp: string, Hb: number | null }> } };

export type RecordOnCalculatedLabResultSubscriptionVariables = Exact<{
  patientID: number;
}>;


export type RecordOnCalculatedLabResultSubscription = { onUpdateCalculatedLabResult: { patientID: number, dialysisID: number | null } };

export type LabReportRowFragment = { id: number, timestamp: string, sampleTime: string | null, source: string | null, updatedOn: string, glucose: number | null, TW: number | null, Plt: number | null, Hb: number | null, MCV: number | null, K: number | null, Na: number | null, ureaPre: number | null, ureaPost: number | null, creatinine: number | null, HCO3: number | null, chlorine: number | null, Ca: number | null, Po4: number | null, IPTH: number | null, HepBsAg: string | null, HepBsAb: number | null, _two: string | null, Fe: number | null, TIBC: number | null, ferritin: number | null, protein: number | null, Alb: number | null, Ublood: string | null, Urbc: string | null, Uprt: string | null, Uwbc: string | null, TUP24: number | null, TUP12: number | null, Uvol: number | null, CCT: number | null, uric: number | null, HCV: string | null, HIV: string | null, ggt: number | null, others: string | null, othersDetails: string | null, TC: number | null, HDL: number | null, LDL: number | null, TG: number | null, Ratio: number | null, Timing: string | null, Biltotal: number | null, SAP: number | null, SGPT_ALT: number | null, SGOT_AST: number | null, Hba1c: number | null, labsNoted: string | null, SBP: number | null, DBP: number | null, Mg: number | null, Tac: number | null, urineMA: number | null, MACr: number | null, uCreatinine: number | null, ESR: number | null, CRP: number | null, CNI: string | null, Myco: string | null, Pred: string | null, noted: string | null, t4: number | null, FT4: number | null, TSH: number | null, gis: string | null, hte: string | null };

export type ListLabReportQueryVariables = Exact<{
  filter: LabReportFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListLabReportQuery = { listLabReport: { count: number, result: Array<{ id: number, timestamp: string, sampleTime: string | null, source: string | null, updatedOn: string, glucose: number | null, TW: number | null, Plt: number | null, Hb: number | null, MCV: number | null, K: number | null, Na: number | null, ureaPre: number | null, ureaPost: number | null, creatinine: number | null, HCO3: number | null, chlorine: number | null, Ca: number | null, Po4: number | null, IPTH: number | null, HepBsAg: string | null, HepBsAb: number | null, _two: string | null, Fe: number | null, TIBC: number | null, ferritin: number | null, protein: number | null, Alb: number | null, Ublood: string | null, Urbc: string | null, Uprt: string | null, Uwbc: string | null, TUP24: number | null, TUP12: number | null, Uvol: number | null, CCT: number | null, uric: number | null, HCV: string | null, HIV: string | null, ggt: number | null, others: string | null, othersDetails: string | null, TC: number | null, HDL: number | null, LDL: number | null, TG: number | null, Ratio: number | null, Timing: string | null, Biltotal: number | null, SAP: number | null, SGPT_ALT: number | null, SGOT_AST: number | null, Hba1c: number | null, labsNoted: string | null, SBP: number | null, DBP: number | null, Mg: number | null, Tac: number | null, urineMA: number | null, MACr: number | null, uCreatinine: number | null, ESR: number | null, CRP: number | null, CNI: string | null, Myco: string | null, Pred: string | null, noted: string | null, t4: number | null, FT4: number | null, TSH: number | null, gis: string | null, hte: string | null }> } };

export type CreateLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type CreateLabReportMutation = { createLabReport: { id: number } };

export type UpdateLabReportMutationVariables = Exact<{
  update: UpdateLabReportInput;
}>;


export type UpdateLabReportMutation = { updateLabReport: { id: number, timestamp: string, sampleTime: string | null, source: string | null, updatedOn: string, glucose: number | null, TW: number | null, Plt: number | null, Hb: number | null, MCV: number | null, K: number | null, Na: number | null, ureaPre: number | null, ureaPost: number | null, creatinine: number | null, HCO3: number | null, chlorine: number | null, Ca: number | null, Po4: number | null, IPTH: number | null, HepBsAg: string | null, HepBsAb: number | null, _two: string | null, Fe: number | null, TIBC: number | null, ferritin: number | null, protein: number | null, Alb: number | null, Ublood: string | null, Urbc: string | null, Uprt: string | null, Uwbc: string | null, TUP24: number | null, TUP12: number | null, Uvol: number | null, CCT: number | null, uric: number | null, HCV: string | null, HIV: string | null, ggt: number | null, others: string | null, othersDetails: string | null, TC: number | null, HDL: number | null, LDL: number | null, TG: number | null, Ratio: number | null, Timing: string | null, Biltotal: number | null, SAP: number | null, SGPT_ALT: number | null, SGOT_AST: number | null, Hba1c: number | null, labsNoted: string | null, SBP: number | null, DBP: number | null, Mg: number | null, Tac: number | null, urineMA: number | null, MACr: number | null, uCreatinine: number | null, ESR: number | null, CRP: number | null, CNI: string | null, Myco: string | null, Pred: string | null, noted: string | null, t4: number | null, FT4: number | null, TSH: number | null, gis: string | null, hte: string | null } };

export type DeleteLabReportMutationVariables = Exact<{
  delete: DeleteLabReportInput;
}>;


export type DeleteLabReportMutation = { deleteLabReport: { id: number } };

export type OnChangeLabReportSubscriptionVariables = Exact<{
  patientID: number;
}>;


export type OnChangeLabReportSubscription = { onChangeLabReport: { patientID: number, labReportID: number, change: LabReportChange } };

export type ListDrugOptionsQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type ListDrugOptionsQuery = { listDrug: { result: Array<{ name: string }> } };

export type ListHospitalReasonOptionsQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type ListHospitalReasonOptionsQuery = { listHospitalReason: { result: Array<{ id: number, hospDetail: string }> } };

export type MedicationRowFragment = { id: number, medication: string, status: string, dose: string | null, route: string | null, freq: string | null, start: string | null, end: string | null, note: string | null, createdOn: string };

export type MedicationAdministeredRowFragment = { id: number, medication: string, dose: string, route: string, freq: string, givenBy: string, givenByStaffName: string | null, witnessedBy: string, witnessedByStaffName: string | null, createdOn: string };

export type MedicalMilestoneRowFragment = { id: number, timestamp: string, milestone: string, note: string | null };

export type PatientHeaderQueryVariables = Exact<{
  id: number;
}>;


export type PatientHeaderQuery = { patientHeader: { id: number, name: string, namecode: string | null, nricMasked: string | null, clinicID: number, clinicName: string } };

export type ListMedicationQueryVariables = Exact<{
  filter: MedicationFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListMedicationQuery = { listMedication: { count: number, result: Array<{ id: number, medication: string, status: string, dose: string | null, route: string | null, freq: string | null, start: string | null, end: string | null, note: string | null, createdOn: string }> } };

export type CreateMedicationMutationVariables = Exact<{
  create: CreateMedicationInput;
}>;


export type CreateMedicationMutation = { createMedication: { id: number } };

export type UpdateMedicationMutationVariables = Exact<{
  update: UpdateMedicationInput;
}>;


export type UpdateMedicationMutation = { updateMedication: { id: number, end: string | null } };

export type ListMedicationAdministeredQueryVariables = Exact<{
  filter: MedicationAdministeredFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListMedicationAdministeredQuery = { listMedicationAdministered: { count: number, result: Array<{ id: number, medication: string, dose: string, route: string, freq: string, givenBy: string, givenByStaffName: string | null, witnessedBy: string, witnessedByStaffName: string | null, createdOn: string }> } };

export type CreateMedicationAdministeredMutationVariables = Exact<{
  create: CreateMedicationAdministeredInput;
}>;


export type CreateMedicationAdministeredMutation = { createMedicationAdministered: { id: number } };

export type ListMedicalMilestoneQueryVariables = Exact<{
  filter: MedicalMilestoneFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListMedicalMilestoneQuery = { listMedicalMilestone: { count: number, result: Array<{ id: number, timestamp: string, milestone: string, note: string | null }> } };

export type CreateMedicalMilestoneMutationVariables = Exact<{
  create: CreateMedicalMilestoneInput;
}>;


export type CreateMedicalMilestoneMutation = { createMedicalMilestone: { id: number } };

export type ListStaffOptionsQueryVariables = Exact<{
  filter?: StaffFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListStaffOptionsQuery = { listStaff: { result: Array<{ accountID: string, name: string }> } };

export type VitalTrendsMonthlyQueryVariables = Exact<{
  patientID: number;
  startDate: string;
  endDate: string;
}>;


export type VitalTrendsMonthlyQuery = { listDialysisSummary: Array<{ yearMonth: string, preWeight: { avg: number | null }, postWeight: { avg: number | null }, dryWeight: { avg: number | null }, weightGain: { avg: number | null }, preSBP: { avg: number | null }, preDBP: { avg: number | null }, postSBP: { avg: number | null }, postDBP: { avg: number | null }, KTVonline: { avg: number | null } }> };

export type VitalTrendsSessionsQueryVariables = Exact<{
  patientID: number;
  limit: number;
}>;


export type VitalTrendsSessionsQuery = { listDialysis: { result: Array<{ id: number, startTime: string | null, preWeight: number | null, postWeight: number | null, dryWeight: number | null, preSBP: number | null, preDBP: number | null, postSBP: number | null, postDBP: number | null, KTVonline: number | null }> } };

export type SignedInStaffFragment = { accountID: string, name: string, email: string, designation: string | null, clinicIDs: Array<number>, group: Group, profilePictureKey: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { accountID: string, name: string, email: string, designation: string | null, clinicIDs: Array<number>, group: Group, profilePictureKey: string | null } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
  stayLoggedIn?: boolean | null | undefined;
}>;


export type SignInMutation = { signIn: { challenge: SignInChallenge | null, me: { accountID: string, name: string, email: string, designation: string | null, clinicIDs: Array<number>, group: Group, profilePictureKey: string | null } | null } };

export type CompleteNewPasswordMutationVariables = Exact<{
  email: string;
  password: string;
  newPassword: string;
  stayLoggedIn?: boolean | null | undefined;
}>;


export type CompleteNewPasswordMutation = { completeNewPassword: { challenge: SignInChallenge | null, me: { accountID: string, name: string, email: string, designation: string | null, clinicIDs: Array<number>, group: Group, profilePictureKey: string | null } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MyStaffAccountFragmentDoc = new TypedDocumentString(`
    fragment MyStaffAccount on StaffAccount {
  accountID
  name
  designation
  contactNo
  email
  profilePictureKey
  profilePictureUrl
  updatedOn
}
    `, {"fragmentName":"MyStaffAccount"}) as unknown as TypedDocumentString<MyStaffAccountFragment, unknown>;
export const ManagedClinicFragmentDoc = new TypedDocumentString(`
    fragment ManagedClinic on ClinicSummary {
  id
  name
  uid
  status
  phoneNo
  email
  address
  qbClientID
  hasQbClientSecret
  qbRealmID
  qbItemID
  qbTaxCodeID
  totalMedicalDirector
  totalManagingNurse
  totalDoctor
  totalNurse
  totalSeat
  totalMachine
  updatedOn
}
    `, {"fragmentName":"ManagedClinic"}) as unknown as TypedDocumentString<ManagedClinicFragment, unknown>;
export const ManagedCertificationFragmentDoc = new TypedDocumentString(`
    fragment ManagedCertification on Certification {
  id
  accountID
  staffName
  name
  status
  expiry
  updatedOn
  changeable
}
    `, {"fragmentName":"ManagedCertification"}) as unknown as TypedDocumentString<ManagedCertificationFragment, unknown>;
export const AppointmentCardFragmentDoc = new TypedDocumentString(`
    fragment AppointmentCard on AppointmentDetail {
  id
  patientID
  clinicID
  date
  shift
  namecode
  name
  nric
  seatName
  dialysisID
  quickbookInvoiceID
  dialysisStartTime
  dialysisEndTime
  lastDialysisIntervalTimestamp
}
    `, {"fragmentName":"AppointmentCard"}) as unknown as TypedDocumentString<AppointmentCardFragment, unknown>;
export const CardDialysisFragmentDoc = new TypedDocumentString(`
    fragment CardDialysis on Dialysis {
  id
  startTime
  endTime
  endedBy
  preEdema
  preWeight
  preTemp
  preSBP
  preDBP
  preHRT
  ufTargetStart
  dryWeight
  machineID
  dialyser
  MSA
  membraneUse
  postWeight
  postTemp
  postEdema
  postSBP
  postDBP
  postHRT
  KTVonline
}
    `, {"fragmentName":"CardDialysis"}) as unknown as TypedDocumentString<CardDialysisFragment, unknown>;
export const PatientSearchItemFragmentDoc = new TypedDocumentString(`
    fragment PatientSearchItem on PatientSearchItem {
  id
  namecode
  name
  nric
  existingClinicID
  clinicName
  photoUrl
}
    `, {"fragmentName":"PatientSearchItem"}) as unknown as TypedDocumentString<PatientSearchItemFragment, unknown>;
export const SessionDialysisFragmentDoc = new TypedDocumentString(`
    fragment SessionDialysis on Dialysis {
  id
  patientID
  clinicID
  appointmentID
  sessionMonth
  arriveTime
  startTime
  endTime
  dischargeTime
  startedBy
  endedBy
  preWeight
  lastWeight
  postWeight
  dryWeight
  height
  preTemp
  preEdema
  preSBP
  preDBP
  preHRT
  preRenalin
  ufTargetStart
  postTemp
  postEdema
  postSBP
  postDBP
  postHRT
  postRenalin
  KTVonline
  machineID
  dialyser
  MSA
  membraneUse
  dialysisOrderID
  notes
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  updatedOn
}
    `, {"fragmentName":"SessionDialysis"}) as unknown as TypedDocumentString<SessionDialysisFragment, unknown>;
export const SessionIntervalFragmentDoc = new TypedDocumentString(`
    fragment SessionInterval on DialysisInterval {
  id
  dialysisID
  timestamp
  staffAccountID
  staffName
  AP
  VP
  SBP
  DBP
  HR
  CDT
  KTV
  cUF
  QB
  DFLOW
  UFR
  temp
  tmp
  hepRate
  note
  symptoms
  updatedOn
}
    `, {"fragmentName":"SessionInterval"}) as unknown as TypedDocumentString<SessionIntervalFragment, unknown>;
export const PatientAppointmentFragmentDoc = new TypedDocumentString(`
    fragment PatientAppointment on AppointmentDetail {
  id
  patientID
  clinicID
  date
  shift
  seatName
  dialysisID
  dialysisStartTime
  dialysisEndTime
}
    `, {"fragmentName":"PatientAppointment"}) as unknown as TypedDocumentString<PatientAppointmentFragment, unknown>;
export const IncidentResponseRowFragmentDoc = new TypedDocumentString(`
    fragment IncidentResponseRow on IncidentResponse {
  id
  cause
  action
  eventOutcome
  furtherAction
  order
  responseBy
  responseByName
  responseTimestamp
}
    `, {"fragmentName":"IncidentResponseRow"}) as unknown as TypedDocumentString<IncidentResponseRowFragment, unknown>;
export const IncidentReportRowFragmentDoc = new TypedDocumentString(`
    fragment IncidentReportRow on IncidentReport {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  location
  datetimeOccurred
  eventCategory
  eventType
  description
  cause
  action
  eventOutcome
  furtherAction
  order
  reportedBy
  reportedByName
  responseBy
  responseByName
  responseTimestamp
  createdOn
  updatedOn
  responses {
    ...IncidentResponseRow
  }
}
    fragment IncidentResponseRow on IncidentResponse {
  id
  cause
  action
  eventOutcome
  furtherAction
  order
  responseBy
  responseByName
  responseTimestamp
}`, {"fragmentName":"IncidentReportRow"}) as unknown as TypedDocumentString<IncidentReportRowFragment, unknown>;
export const LatestNoteCardFragmentDoc = new TypedDocumentString(`
    fragment LatestNoteCard on LatestClinicalNote {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  staffAccountID
  staffName
  admitTimestamp
  type
  observation
  assessment
  plan
  notes
}
    `, {"fragmentName":"LatestNoteCard"}) as unknown as TypedDocumentString<LatestNoteCardFragment, unknown>;
export const AuditItemFragmentDoc = new TypedDocumentString(`
    fragment AuditItem on MachineStatus {
  id
  machineID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineName
  machineSerialNo
  machineClinicID
  machineClinicName
  key
  documentName
  documentUrl
  updatedOn
}
    `, {"fragmentName":"AuditItem"}) as unknown as TypedDocumentString<AuditItemFragment, unknown>;
export const ManagedMachineFragmentDoc = new TypedDocumentString(`
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}
    `, {"fragmentName":"ManagedMachine"}) as unknown as TypedDocumentString<ManagedMachineFragment, unknown>;
export const PatientDocumentRowFragmentDoc = new TypedDocumentString(`
    fragment PatientDocumentRow on PatientDocument {
  id
  title
  staffName
  fileName
  contentType
  url
  createdOn
}
    `, {"fragmentName":"PatientDocumentRow"}) as unknown as TypedDocumentString<PatientDocumentRowFragment, unknown>;
export const PatientAllergyFragmentDoc = new TypedDocumentString(`
    fragment PatientAllergy on Allergy {
  id
  name
  knownDate
}
    `, {"fragmentName":"PatientAllergy"}) as unknown as TypedDocumentString<PatientAllergyFragment, unknown>;
export const PatientRecordFragmentDoc = new TypedDocumentString(`
    fragment PatientRecord on Patient {
  accessIDPt
  namecode
  registeredDate
  firstDialysisHospital
  firstDialysisHospitalDate
  referringSource
  referrer
  referringSourceStart
  referringSourceEnd
  existingClinicID
  status
  travelType
  schedulePattern
  scheduleSession
  name
  idType
  nric
  gender
  dob
  race
  religion
  maritalStatus
  accommodation
  address
  phoneNo
  homeNo
  email
  nokName
  nokPhoneNo
  nokAddress
  nokRelation
  height
  weight
  bloodGroup
  mobilityStatus
  diabeticStatus
  smoker
  alcohol
  amputee
  stage
  wheelchairWeight
  medicalAlert
  socialWorker
  vwoSupport
  firstConsultDate
  DESRD
  DExit
  RExit
  hepB
  FHepB
  FHCV
  FHIV
  FAccess
  comanaging
  procedure
  medication
  vaccination
  history
  causeOfKidneyFailure
  id
  clinicName
  key
  photoUrl
  updatedOn
  allergies {
    ...PatientAllergy
  }
}
    fragment PatientAllergy on Allergy {
  id
  name
  knownDate
}`, {"fragmentName":"PatientRecord"}) as unknown as TypedDocumentString<PatientRecordFragment, unknown>;
export const ManagedDrugFragmentDoc = new TypedDocumentString(`
    fragment ManagedDrug on Drug {
  id
  name
  purpose
  manufacturer
  createdOn
  updatedOn
}
    `, {"fragmentName":"ManagedDrug"}) as unknown as TypedDocumentString<ManagedDrugFragment, unknown>;
export const ManagedHospitalReasonFragmentDoc = new TypedDocumentString(`
    fragment ManagedHospitalReason on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
}
    `, {"fragmentName":"ManagedHospitalReason"}) as unknown as TypedDocumentString<ManagedHospitalReasonFragment, unknown>;
export const ManagedSymptomFragmentDoc = new TypedDocumentString(`
    fragment ManagedSymptom on Symptom {
  id
  name
  class
  createdOn
  updatedOn
}
    `, {"fragmentName":"ManagedSymptom"}) as unknown as TypedDocumentString<ManagedSymptomFragment, unknown>;
export const DialysisOrderInForceFragmentDoc = new TypedDocumentString(`
    fragment DialysisOrderInForce on DialysisOrder {
  id
  staffName
  dOrder
  dryWeight
  MSA
  freqMth
  duration
  hepLoad
  hepCont
  antio
  dialysate
  accessPrim
  accessID
  aNeedle
  vNeedle
  bicarbonate
  temp
  QD
  QB
  notes
}
    `, {"fragmentName":"DialysisOrderInForce"}) as unknown as TypedDocumentString<DialysisOrderInForceFragment, unknown>;
export const RoutineOrderRowFragmentDoc = new TypedDocumentString(`
    fragment RoutineOrderRow on RoutineOrder {
  patientID
  patientName
  patientNric
  state
  order {
    ...DialysisOrderInForce
  }
}
    fragment DialysisOrderInForce on DialysisOrder {
  id
  staffName
  dOrder
  dryWeight
  MSA
  freqMth
  duration
  hepLoad
  hepCont
  antio
  dialysate
  accessPrim
  accessID
  aNeedle
  vNeedle
  bicarbonate
  temp
  QD
  QB
  notes
}`, {"fragmentName":"RoutineOrderRow"}) as unknown as TypedDocumentString<RoutineOrderRowFragment, unknown>;
export const ManagedSeatFragmentDoc = new TypedDocumentString(`
    fragment ManagedSeat on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  updatedOn
}
    `, {"fragmentName":"ManagedSeat"}) as unknown as TypedDocumentString<ManagedSeatFragment, unknown>;
export const ManagedStaffFragmentDoc = new TypedDocumentString(`
    fragment ManagedStaff on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
  updatedOn
}
    `, {"fragmentName":"ManagedStaff"}) as unknown as TypedDocumentString<ManagedStaffFragment, unknown>;
export const UserClinicFragmentDoc = new TypedDocumentString(`
    fragment UserClinic on Clinic {
  id
  name
  uid
  status
  timezone
  today
  currentShift
}
    `, {"fragmentName":"UserClinic"}) as unknown as TypedDocumentString<UserClinicFragment, unknown>;
export const HospitalSummaryEntryFragmentDoc = new TypedDocumentString(`
    fragment HospitalSummaryEntry on HospitalSummary {
  id
  patientID
  clinicID
  staffName
  admitTimestamp
  type
  observation
  assessment
  plan
  notes
  leaveTimestamp
  noOfDays
  location
  hospitalMain
  hospitalReason
  createdOn
}
    `, {"fragmentName":"HospitalSummaryEntry"}) as unknown as TypedDocumentString<HospitalSummaryEntryFragment, unknown>;
export const DialysisSessionRowFragmentDoc = new TypedDocumentString(`
    fragment DialysisSessionRow on Dialysis {
  id
  patientID
  clinicID
  startTime
  endTime
  startedByName
  endedByName
  clinicName
  machineName
  intervalCount
}
    `, {"fragmentName":"DialysisSessionRow"}) as unknown as TypedDocumentString<DialysisSessionRowFragment, unknown>;
export const LabReportRowFragmentDoc = new TypedDocumentString(`
    fragment LabReportRow on LabReport {
  id
  timestamp
  sampleTime
  source
  updatedOn
  glucose
  TW
  Plt
  Hb
  MCV
  K
  Na
  ureaPre
  ureaPost
  creatinine
  HCO3
  chlorine
  Ca
  Po4
  IPTH
  HepBsAg
  HepBsAb
  _two
  Fe
  TIBC
  ferritin
  protein
  Alb
  Ublood
  Urbc
  Uprt
  Uwbc
  TUP24
  TUP12
  Uvol
  CCT
  uric
  HCV
  HIV
  ggt
  others
  othersDetails
  TC
  HDL
  LDL
  TG
  Ratio
  Timing
  Biltotal
  SAP
  SGPT_ALT
  SGOT_AST
  Hba1c
  labsNoted
  SBP
  DBP
  Mg
  Tac
  urineMA
  MACr
  uCreatinine
  ESR
  CRP
  CNI
  Myco
  Pred
  noted
  t4
  FT4
  TSH
  gis
  hte
}
    `, {"fragmentName":"LabReportRow"}) as unknown as TypedDocumentString<LabReportRowFragment, unknown>;
export const MedicationRowFragmentDoc = new TypedDocumentString(`
    fragment MedicationRow on Medication {
  id
  medication
  status
  dose
  route
  freq
  start
  end
  note
  createdOn
}
    `, {"fragmentName":"MedicationRow"}) as unknown as TypedDocumentString<MedicationRowFragment, unknown>;
export const MedicationAdministeredRowFragmentDoc = new TypedDocumentString(`
    fragment MedicationAdministeredRow on MedicationAdministered {
  id
  medication
  dose
  route
  freq
  givenBy
  givenByStaffName
  witnessedBy
  witnessedByStaffName
  createdOn
}
    `, {"fragmentName":"MedicationAdministeredRow"}) as unknown as TypedDocumentString<MedicationAdministeredRowFragment, unknown>;
export const MedicalMilestoneRowFragmentDoc = new TypedDocumentString(`
    fragment MedicalMilestoneRow on MedicalMilestone {
  id
  timestamp
  milestone
  note
}
    `, {"fragmentName":"MedicalMilestoneRow"}) as unknown as TypedDocumentString<MedicalMilestoneRowFragment, unknown>;
export const SignedInStaffFragmentDoc = new TypedDocumentString(`
    fragment SignedInStaff on Staff {
  accountID
  name
  email
  designation
  clinicIDs
  group
  profilePictureKey
}
    `, {"fragmentName":"SignedInStaff"}) as unknown as TypedDocumentString<SignedInStaffFragment, unknown>;
export const OnCreateAppointmentDocument = new TypedDocumentString(`
    subscription OnCreateAppointment($clinicID: Int!) {
  onCreateAppointment(clinicID: $clinicID) {
    id
  }
}
    `) as unknown as TypedDocumentString<OnCreateAppointmentSubscription, OnCreateAppointmentSubscriptionVariables>;
export const OnUpdateAppointmentDocument = new TypedDocumentString(`
    subscription OnUpdateAppointment($clinicID: Int!) {
  onUpdateAppointment(clinicID: $clinicID) {
    id
  }
}
    `) as unknown as TypedDocumentString<OnUpdateAppointmentSubscription, OnUpdateAppointmentSubscriptionVariables>;
export const OnStartDialysisDocument = new TypedDocumentString(`
    subscription OnStartDialysis($clinicID: Int!) {
  onStartDialysis(clinicID: $clinicID) {
    id
  }
}
    `) as unknown as TypedDocumentString<OnStartDialysisSubscription, OnStartDialysisSubscriptionVariables>;
export const OnSubmitDialysisIntervalDocument = new TypedDocumentString(`
    subscription OnSubmitDialysisInterval($clinicID: Int!, $dialysisID: Int) {
  onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) {
    id
  }
}
    `) as unknown as TypedDocumentString<OnSubmitDialysisIntervalSubscription, OnSubmitDialysisIntervalSubscriptionVariables>;
export const OnCheckoutDialysisDocument = new TypedDocumentString(`
    subscription OnCheckoutDialysis($clinicID: Int!) {
  onCheckoutDialysis(clinicID: $clinicID) {
    id
  }
}
    `) as unknown as TypedDocumentString<OnCheckoutDialysisSubscription, OnCheckoutDialysisSubscriptionVariables>;
export const GetMyStaffAccountDocument = new TypedDocumentString(`
    query GetMyStaffAccount {
  getMyStaffAccount {
    ...MyStaffAccount
  }
}
    fragment MyStaffAccount on StaffAccount {
  accountID
  name
  designation
  contactNo
  email
  profilePictureKey
  profilePictureUrl
  updatedOn
}`) as unknown as TypedDocumentString<GetMyStaffAccountQuery, GetMyStaffAccountQueryVariables>;
export const UpdateMyStaffAccountDocument = new TypedDocumentString(`
    mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {
  updateMyStaffAccount(update: $update) {
    ...MyStaffAccount
  }
}
    fragment MyStaffAccount on StaffAccount {
  accountID
  name
  designation
  contactNo
  email
  profilePictureKey
  profilePictureUrl
  updatedOn
}`) as unknown as TypedDocumentString<UpdateMyStaffAccountMutation, UpdateMyStaffAccountMutationVariables>;
export const ListAppointmentAvailabilityDocument = new TypedDocumentString(`
    query ListAppointmentAvailability($calendarStartDay: String!, $calenderEndDay: String!, $start: String!, $end: String!, $clinicIDs: [Int!]!) {
  listAppointmentAvailability(
    calendarStartDay: $calendarStartDay
    calenderEndDay: $calenderEndDay
    start: $start
    end: $end
    clinicIDs: $clinicIDs
  )
}
    `) as unknown as TypedDocumentString<ListAppointmentAvailabilityQuery, ListAppointmentAvailabilityQueryVariables>;
export const ListClinicSummaryDocument = new TypedDocumentString(`
    query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {
  listClinicSummary(filter: $filter, pagination: $pagination) {
    count
    result {
      ...ManagedClinic
    }
  }
}
    fragment ManagedClinic on ClinicSummary {
  id
  name
  uid
  status
  phoneNo
  email
  address
  qbClientID
  hasQbClientSecret
  qbRealmID
  qbItemID
  qbTaxCodeID
  totalMedicalDirector
  totalManagingNurse
  totalDoctor
  totalNurse
  totalSeat
  totalMachine
  updatedOn
}`) as unknown as TypedDocumentString<ListClinicSummaryQuery, ListClinicSummaryQueryVariables>;
export const CreateClinicDocument = new TypedDocumentString(`
    mutation CreateClinic($create: CreateClinicInput!) {
  createClinic(create: $create) {
    ...ManagedClinic
  }
}
    fragment ManagedClinic on ClinicSummary {
  id
  name
  uid
  status
  phoneNo
  email
  address
  qbClientID
  hasQbClientSecret
  qbRealmID
  qbItemID
  qbTaxCodeID
  totalMedicalDirector
  totalManagingNurse
  totalDoctor
  totalNurse
  totalSeat
  totalMachine
  updatedOn
}`) as unknown as TypedDocumentString<CreateClinicMutation, CreateClinicMutationVariables>;
export const UpdateClinicDocument = new TypedDocumentString(`
    mutation UpdateClinic($update: UpdateClinicInput!) {
  updateClinic(update: $update) {
    ...ManagedClinic
  }
}
    fragment ManagedClinic on ClinicSummary {
  id
  name
  uid
  status
  phoneNo
  email
  address
  qbClientID
  hasQbClientSecret
  qbRealmID
  qbItemID
  qbTaxCodeID
  totalMedicalDirector
  totalManagingNurse
  totalDoctor
  totalNurse
  totalSeat
  totalMachine
  updatedOn
}`) as unknown as TypedDocumentString<UpdateClinicMutation, UpdateClinicMutationVariables>;
export const ListCertificationDocument = new TypedDocumentString(`
    query ListCertification($filter: CertificationFilter, $pagination: Pagination) {
  listCertification(filter: $filter, pagination: $pagination) {
    count
    expiredCount
    result {
      ...ManagedCertification
    }
  }
}
    fragment ManagedCertification on Certification {
  id
  accountID
  staffName
  name
  status
  expiry
  updatedOn
  changeable
}`) as unknown as TypedDocumentString<ListCertificationQuery, ListCertificationQueryVariables>;
export const ListMyCertificationDocument = new TypedDocumentString(`
    query ListMyCertification($pagination: Pagination) {
  listMyCertification(pagination: $pagination) {
    count
    expiredCount
    result {
      ...ManagedCertification
    }
  }
}
    fragment ManagedCertification on Certification {
  id
  accountID
  staffName
  name
  status
  expiry
  updatedOn
  changeable
}`) as unknown as TypedDocumentString<ListMyCertificationQuery, ListMyCertificationQueryVariables>;
export const CreateCertificationDocument = new TypedDocumentString(`
    mutation CreateCertification($create: CreateCertificationInput!) {
  createCertification(create: $create) {
    ...ManagedCertification
  }
}
    fragment ManagedCertification on Certification {
  id
  accountID
  staffName
  name
  status
  expiry
  updatedOn
  changeable
}`) as unknown as TypedDocumentString<CreateCertificationMutation, CreateCertificationMutationVariables>;
export const UpdateCertificationDocument = new TypedDocumentString(`
    mutation UpdateCertification($update: UpdateCertificationInput!) {
  updateCertification(update: $update) {
    ...ManagedCertification
  }
}
    fragment ManagedCertification on Certification {
  id
  accountID
  staffName
  name
  status
  expiry
  updatedOn
  changeable
}`) as unknown as TypedDocumentString<UpdateCertificationMutation, UpdateCertificationMutationVariables>;
export const DeleteCertificationDocument = new TypedDocumentString(`
    mutation DeleteCertification($id: Int!) {
  deleteCertification(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCertificationMutation, DeleteCertificationMutationVariables>;
export const CreateMyCertificationDocument = new TypedDocumentString(`
    mutation CreateMyCertification($create: CreateMyCertificationInput!) {
  createMyCertification(create: $create) {
    ...ManagedCertification
  }
}
    fragment ManagedCertification on Certification {
  id
  accountID
  staffName
  name
  status
  expiry
  updatedOn
  changeable
}`) as unknown as TypedDocumentString<CreateMyCertificationMutation, CreateMyCertificationMutationVariables>;
export const UpdateMyCertificationDocument = new TypedDocumentString(`
    mutation UpdateMyCertification($update: UpdateCertificationInput!) {
  updateMyCertification(update: $update) {
    ...ManagedCertification
  }
}
    fragment ManagedCertification on Certification {
  id
  accountID
  staffName
  name
  status
  expiry
  updatedOn
  changeable
}`) as unknown as TypedDocumentString<UpdateMyCertificationMutation, UpdateMyCertificationMutationVariables>;
export const DeleteMyCertificationDocument = new TypedDocumentString(`
    mutation DeleteMyCertification($id: Int!) {
  deleteMyCertification(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteMyCertificationMutation, DeleteMyCertificationMutationVariables>;
export const ChangeMyPasswordDocument = new TypedDocumentString(`
    mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const DashboardDocument = new TypedDocumentString(`
    query Dashboard($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    count
    result {
      ...AppointmentCard
      dialysis {
        ...CardDialysis
      }
    }
  }
  listSeat(
    filter: {clinicID: {eq: $clinicID}, status: {eq: "AVAILABLE"}, deleted: {eq: 0}}
    pagination: {limit: 1}
  ) {
    count
  }
  listClinic(filter: {id: {eq: $clinicID}}) {
    result {
      id
      today
      currentShift
    }
  }
}
    fragment AppointmentCard on AppointmentDetail {
  id
  patientID
  clinicID
  date
  shift
  namecode
  name
  nric
  seatName
  dialysisID
  quickbookInvoiceID
  dialysisStartTime
  dialysisEndTime
  lastDialysisIntervalTimestamp
}
fragment CardDialysis on Dialysis {
  id
  startTime
  endTime
  endedBy
  preEdema
  preWeight
  preTemp
  preSBP
  preDBP
  preHRT
  ufTargetStart
  dryWeight
  machineID
  dialyser
  MSA
  membraneUse
  postWeight
  postTemp
  postEdema
  postSBP
  postDBP
  postHRT
  KTVonline
}`) as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const ListPatientDocument = new TypedDocumentString(`
    query ListPatient($filter: PatientSearchFilter, $pagination: Pagination) {
  listPatient(filter: $filter, pagination: $pagination) {
    count
    countCapped
    result {
      ...PatientSearchItem
    }
  }
}
    fragment PatientSearchItem on PatientSearchItem {
  id
  namecode
  name
  nric
  existingClinicID
  clinicName
  photoUrl
}`) as unknown as TypedDocumentString<ListPatientQuery, ListPatientQueryVariables>;
export const GetDialysisDocument = new TypedDocumentString(`
    query GetDialysis($patientID: Int!, $id: Int!) {
  getDialysis(patientID: $patientID, id: $id) {
    ...SessionDialysis
  }
}
    fragment SessionDialysis on Dialysis {
  id
  patientID
  clinicID
  appointmentID
  sessionMonth
  arriveTime
  startTime
  endTime
  dischargeTime
  startedBy
  endedBy
  preWeight
  lastWeight
  postWeight
  dryWeight
  height
  preTemp
  preEdema
  preSBP
  preDBP
  preHRT
  preRenalin
  ufTargetStart
  postTemp
  postEdema
  postSBP
  postDBP
  postHRT
  postRenalin
  KTVonline
  machineID
  dialyser
  MSA
  membraneUse
  dialysisOrderID
  notes
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  updatedOn
}`) as unknown as TypedDocumentString<GetDialysisQuery, GetDialysisQueryVariables>;
export const StartDialysisDocument = new TypedDocumentString(`
    mutation StartDialysis($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {
  startDialysis(
    create: $create
    appointmentID: $appointmentID
    redirectURL: $redirectURL
  ) {
    ...SessionDialysis
  }
}
    fragment SessionDialysis on Dialysis {
  id
  patientID
  clinicID
  appointmentID
  sessionMonth
  arriveTime
  startTime
  endTime
  dischargeTime
  startedBy
  endedBy
  preWeight
  lastWeight
  postWeight
  dryWeight
  height
  preTemp
  preEdema
  preSBP
  preDBP
  preHRT
  preRenalin
  ufTargetStart
  postTemp
  postEdema
  postSBP
  postDBP
  postHRT
  postRenalin
  KTVonline
  machineID
  dialyser
  MSA
  membraneUse
  dialysisOrderID
  notes
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  updatedOn
}`) as unknown as TypedDocumentString<StartDialysisMutation, StartDialysisMutationVariables>;
export const UpdateDialysisDocument = new TypedDocumentString(`
    mutation UpdateDialysis($update: UpdateDialysisInput!) {
  updateDialysis(update: $update) {
    ...SessionDialysis
  }
}
    fragment SessionDialysis on Dialysis {
  id
  patientID
  clinicID
  appointmentID
  sessionMonth
  arriveTime
  startTime
  endTime
  dischargeTime
  startedBy
  endedBy
  preWeight
  lastWeight
  postWeight
  dryWeight
  height
  preTemp
  preEdema
  preSBP
  preDBP
  preHRT
  preRenalin
  ufTargetStart
  postTemp
  postEdema
  postSBP
  postDBP
  postHRT
  postRenalin
  KTVonline
  machineID
  dialyser
  MSA
  membraneUse
  dialysisOrderID
  notes
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  updatedOn
}`) as unknown as TypedDocumentString<UpdateDialysisMutation, UpdateDialysisMutationVariables>;
export const CheckoutDialysisDocument = new TypedDocumentString(`
    mutation CheckoutDialysis($checkout: CheckoutDialysisInput!) {
  checkoutDialysis(checkout: $checkout)
}
    `) as unknown as TypedDocumentString<CheckoutDialysisMutation, CheckoutDialysisMutationVariables>;
export const CheckoutDialysis3Document = new TypedDocumentString(`
    mutation CheckoutDialysis3($checkout: CheckoutDialysisInput!) {
  checkoutDialysis(checkout: $checkout)
}
    `) as unknown as TypedDocumentString<CheckoutDialysis3Mutation, CheckoutDialysis3MutationVariables>;
export const ListSessionMachinesDocument = new TypedDocumentString(`
    query ListSessionMachines($clinicID: Int!) {
  listSessionMachines(clinicID: $clinicID) {
    id
    name
    serialNo
    inUse
  }
}
    `) as unknown as TypedDocumentString<ListSessionMachinesQuery, ListSessionMachinesQueryVariables>;
export const PatientAppointmentsTodayDocument = new TypedDocumentString(`
    query PatientAppointmentsToday($patientID: Int!, $clinicID: Int!, $date: String!) {
  listAppointmentDetail(
    filter: {date: {eq: $date}, patientID: {eq: $patientID}, clinicID: {eq: $clinicID}, deleted: {eq: 0}}
    pagination: {limit: 10}
  ) {
    result {
      ...PatientAppointment
    }
  }
}
    fragment PatientAppointment on AppointmentDetail {
  id
  patientID
  clinicID
  date
  shift
  seatName
  dialysisID
  dialysisStartTime
  dialysisEndTime
}`) as unknown as TypedDocumentString<PatientAppointmentsTodayQuery, PatientAppointmentsTodayQueryVariables>;
export const ListDialysisIntervalDocument = new TypedDocumentString(`
    query ListDialysisInterval($filter: DialysisIntervalFilter!, $pagination: Pagination) {
  listDialysisInterval(filter: $filter, pagination: $pagination) {
    count
    result {
      ...SessionInterval
    }
  }
}
    fragment SessionInterval on DialysisInterval {
  id
  dialysisID
  timestamp
  staffAccountID
  staffName
  AP
  VP
  SBP
  DBP
  HR
  CDT
  KTV
  cUF
  QB
  DFLOW
  UFR
  temp
  tmp
  hepRate
  note
  symptoms
  updatedOn
}`) as unknown as TypedDocumentString<ListDialysisIntervalQuery, ListDialysisIntervalQueryVariables>;
export const SubmitDialysisIntervalDocument = new TypedDocumentString(`
    mutation SubmitDialysisInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {
  submitDialysisInterval(create: $create, medications: $medications) {
    ...SessionInterval
  }
}
    fragment SessionInterval on DialysisInterval {
  id
  dialysisID
  timestamp
  staffAccountID
  staffName
  AP
  VP
  SBP
  DBP
  HR
  CDT
  KTV
  cUF
  QB
  DFLOW
  UFR
  temp
  tmp
  hepRate
  note
  symptoms
  updatedOn
}`) as unknown as TypedDocumentString<SubmitDialysisIntervalMutation, SubmitDialysisIntervalMutationVariables>;
export const UpdateDialysisIntervalDocument = new TypedDocumentString(`
    mutation UpdateDialysisInterval($update: UpdateDialysisIntervalInput!) {
  updateDialysisInterval(update: $update) {
    ...SessionInterval
  }
}
    fragment SessionInterval on DialysisInterval {
  id
  dialysisID
  timestamp
  staffAccountID
  staffName
  AP
  VP
  SBP
  DBP
  HR
  CDT
  KTV
  cUF
  QB
  DFLOW
  UFR
  temp
  tmp
  hepRate
  note
  symptoms
  updatedOn
}`) as unknown as TypedDocumentString<UpdateDialysisIntervalMutation, UpdateDialysisIntervalMutationVariables>;
export const ListSymptomOptionsDocument = new TypedDocumentString(`
    query ListSymptomOptions($pagination: Pagination) {
  listSymptom(pagination: $pagination) {
    result {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ListSymptomOptionsQuery, ListSymptomOptionsQueryVariables>;
export const ClinicTodayDocument = new TypedDocumentString(`
    query ClinicToday($clinicID: Int!) {
  listClinic(filter: {id: {eq: $clinicID}}) {
    result {
      id
      today
    }
  }
}
    `) as unknown as TypedDocumentString<ClinicTodayQuery, ClinicTodayQueryVariables>;
export const PreviousSessionsDocument = new TypedDocumentString(`
    query PreviousSessions($filter: DialysisFilter!, $pagination: Pagination) {
  listDialysis(filter: $filter, pagination: $pagination) {
    result {
      id
      startTime
      endTime
      postWeight
      height
    }
  }
}
    `) as unknown as TypedDocumentString<PreviousSessionsQuery, PreviousSessionsQueryVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($email: String!) {
  forgotPassword(email: $email)
}
    `) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ForgotPasswordSubmitDocument = new TypedDocumentString(`
    mutation ForgotPasswordSubmit($email: String!, $code: String!, $newPassword: String!) {
  forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ForgotPasswordSubmitMutation, ForgotPasswordSubmitMutationVariables>;
export const FunderReportDocument = new TypedDocumentString(`
    query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $timezoneOffsetMinutes: Int) {
  listFunderReport(
    clinicID: $clinicID
    startDate: $startDate
    endDate: $endDate
    timezoneOffsetMinutes: $timezoneOffsetMinutes
  ) {
    clinicID
    clinicName
    startDate
    endDate
    patients {
      patientID
      name
      nric
      vwoSupport
      totals {
        sessions
        minutes
        missed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FunderReportQuery, FunderReportQueryVariables>;
export const ListIncidentReportDocument = new TypedDocumentString(`
    query ListIncidentReport($filter: IncidentReportFilter!, $pagination: Pagination) {
  listIncidentReport(filter: $filter, pagination: $pagination) {
    count
    result {
      ...IncidentReportRow
    }
  }
}
    fragment IncidentResponseRow on IncidentResponse {
  id
  cause
  action
  eventOutcome
  furtherAction
  order
  responseBy
  responseByName
  responseTimestamp
}
fragment IncidentReportRow on IncidentReport {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  location
  datetimeOccurred
  eventCategory
  eventType
  description
  cause
  action
  eventOutcome
  furtherAction
  order
  reportedBy
  reportedByName
  responseBy
  responseByName
  responseTimestamp
  createdOn
  updatedOn
  responses {
    ...IncidentResponseRow
  }
}`) as unknown as TypedDocumentString<ListIncidentReportQuery, ListIncidentReportQueryVariables>;
export const ListIncidentReportSummaryDocument = new TypedDocumentString(`
    query ListIncidentReportSummary($filter: IncidentReportFilter, $pagination: Pagination) {
  listIncidentReportSummary(filter: $filter, pagination: $pagination) {
    count
    result {
      patientID
      patientName
      patientNric
      clinicID
      lastOccurred
      reports {
        ...IncidentReportRow
      }
    }
  }
}
    fragment IncidentResponseRow on IncidentResponse {
  id
  cause
  action
  eventOutcome
  furtherAction
  order
  responseBy
  responseByName
  responseTimestamp
}
fragment IncidentReportRow on IncidentReport {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  location
  datetimeOccurred
  eventCategory
  eventType
  description
  cause
  action
  eventOutcome
  furtherAction
  order
  reportedBy
  reportedByName
  responseBy
  responseByName
  responseTimestamp
  createdOn
  updatedOn
  responses {
    ...IncidentResponseRow
  }
}`) as unknown as TypedDocumentString<ListIncidentReportSummaryQuery, ListIncidentReportSummaryQueryVariables>;
export const ListIncidentReportCentreSummaryDocument = new TypedDocumentString(`
    query ListIncidentReportCentreSummary($filter: IncidentReportFilter!) {
  listIncidentReportCentreSummary(filter: $filter) {
    count
    result {
      clinicID
      clinicName
      count
      reports {
        ...IncidentReportRow
      }
    }
  }
}
    fragment IncidentResponseRow on IncidentResponse {
  id
  cause
  action
  eventOutcome
  furtherAction
  order
  responseBy
  responseByName
  responseTimestamp
}
fragment IncidentReportRow on IncidentReport {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  location
  datetimeOccurred
  eventCategory
  eventType
  description
  cause
  action
  eventOutcome
  furtherAction
  order
  reportedBy
  reportedByName
  responseBy
  responseByName
  responseTimestamp
  createdOn
  updatedOn
  responses {
    ...IncidentResponseRow
  }
}`) as unknown as TypedDocumentString<ListIncidentReportCentreSummaryQuery, ListIncidentReportCentreSummaryQueryVariables>;
export const CreateIncidentReportDocument = new TypedDocumentString(`
    mutation CreateIncidentReport($create: CreateIncidentReportInput!) {
  createIncidentReport(create: $create) {
    ...IncidentReportRow
  }
}
    fragment IncidentResponseRow on IncidentResponse {
  id
  cause
  action
  eventOutcome
  furtherAction
  order
  responseBy
  responseByName
  responseTimestamp
}
fragment IncidentReportRow on IncidentReport {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  location
  datetimeOccurred
  eventCategory
  eventType
  description
  cause
  action
  eventOutcome
  furtherAction
  order
  reportedBy
  reportedByName
  responseBy
  responseByName
  responseTimestamp
  createdOn
  updatedOn
  responses {
    ...IncidentResponseRow
  }
}`) as unknown as TypedDocumentString<CreateIncidentReportMutation, CreateIncidentReportMutationVariables>;
export const UpdateIncidentReportDocument = new TypedDocumentString(`
    mutation UpdateIncidentReport($update: UpdateIncidentReportInput!) {
  updateIncidentReport(update: $update) {
    ...IncidentReportRow
  }
}
    fragment IncidentResponseRow on IncidentResponse {
  id
  cause
  action
  eventOutcome
  furtherAction
  order
  responseBy
  responseByName
  responseTimestamp
}
fragment IncidentReportRow on IncidentReport {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  location
  datetimeOccurred
  eventCategory
  eventType
  description
  cause
  action
  eventOutcome
  furtherAction
  order
  reportedBy
  reportedByName
  responseBy
  responseByName
  responseTimestamp
  createdOn
  updatedOn
  responses {
    ...IncidentResponseRow
  }
}`) as unknown as TypedDocumentString<UpdateIncidentReportMutation, UpdateIncidentReportMutationVariables>;
export const PreviewLabImportRowsDocument = new TypedDocumentString(`
    query PreviewLabImportRows($rows: [LabImportRowInput!]!) {
  previewLabImport(rows: $rows) {
    patients {
      nric
      patientID
      name
      gender
    }
    duplicate
  }
}
    `) as unknown as TypedDocumentString<PreviewLabImportRowsQuery, PreviewLabImportRowsQueryVariables>;
export const CreateImportedLabReportDocument = new TypedDocumentString(`
    mutation CreateImportedLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateImportedLabReportMutation, CreateImportedLabReportMutationVariables>;
export const ListLabInputPatientsDocument = new TypedDocumentString(`
    query ListLabInputPatients($filter: PatientSearchFilter, $pagination: Pagination) {
  listPatient(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      name
      nric
      phoneNo
      email
    }
  }
}
    `) as unknown as TypedDocumentString<ListLabInputPatientsQuery, ListLabInputPatientsQueryVariables>;
export const ListLatestNotesDocument = new TypedDocumentString(`
    query ListLatestNotes($groupBy: LatestClinicalNoteGroupBy!, $filter: LatestClinicalNoteFilter!, $pagination: Pagination) {
  listLatestClinicalNote(
    groupBy: $groupBy
    filter: $filter
    pagination: $pagination
  ) {
    count
    result {
      ...LatestNoteCard
    }
  }
}
    fragment LatestNoteCard on LatestClinicalNote {
  id
  patientID
  patientName
  patientNric
  clinicID
  clinicName
  staffAccountID
  staffName
  admitTimestamp
  type
  observation
  assessment
  plan
  notes
}`) as unknown as TypedDocumentString<ListLatestNotesQuery, ListLatestNotesQueryVariables>;
export const ListLatestNoteAuthorsDocument = new TypedDocumentString(`
    query ListLatestNoteAuthors($pagination: Pagination) {
  listStaff(pagination: $pagination) {
    result {
      accountID
      name
      designation
    }
  }
}
    `) as unknown as TypedDocumentString<ListLatestNoteAuthorsQuery, ListLatestNoteAuthorsQueryVariables>;
export const ListMachineStatusDocument = new TypedDocumentString(`
    query ListMachineStatus($filter: MachineStatusFilter, $pagination: Pagination) {
  listMachineStatus(filter: $filter, pagination: $pagination) {
    count
    machineCount
    actionNeededCount
    groupByName {
      name
      count
      result {
        ...AuditItem
      }
    }
  }
}
    fragment AuditItem on MachineStatus {
  id
  machineID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineName
  machineSerialNo
  machineClinicID
  machineClinicName
  key
  documentName
  documentUrl
  updatedOn
}`) as unknown as TypedDocumentString<ListMachineStatusQuery, ListMachineStatusQueryVariables>;
export const MachineStatusReportDocument = new TypedDocumentString(`
    query MachineStatusReport($filter: MachineStatusFilter) {
  downloadMachineStatusReport(filter: $filter) {
    fileName
    csv
    count
  }
}
    `) as unknown as TypedDocumentString<MachineStatusReportQuery, MachineStatusReportQueryVariables>;
export const CreateMachineStatusDocument = new TypedDocumentString(`
    mutation CreateMachineStatus($create: CreateMachineStatusInput!) {
  createMachineStatus(create: $create) {
    ...AuditItem
  }
}
    fragment AuditItem on MachineStatus {
  id
  machineID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineName
  machineSerialNo
  machineClinicID
  machineClinicName
  key
  documentName
  documentUrl
  updatedOn
}`) as unknown as TypedDocumentString<CreateMachineStatusMutation, CreateMachineStatusMutationVariables>;
export const UpdateMachineStatusDocument = new TypedDocumentString(`
    mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {
  updateMachineStatus(update: $update, state: $state) {
    ...AuditItem
  }
}
    fragment AuditItem on MachineStatus {
  id
  machineID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineName
  machineSerialNo
  machineClinicID
  machineClinicName
  key
  documentName
  documentUrl
  updatedOn
}`) as unknown as TypedDocumentString<UpdateMachineStatusMutation, UpdateMachineStatusMutationVariables>;
export const MachinesForAuditDocument = new TypedDocumentString(`
    query MachinesForAudit($clinicID: Int!) {
  listMachine(
    filter: {clinicID: {eq: $clinicID}}
    pagination: {limit: 500, orderby: [{field: "name", direction: ASC}]}
  ) {
    result {
      id
      name
      serialNo
      status
    }
  }
}
    `) as unknown as TypedDocumentString<MachinesForAuditQuery, MachinesForAuditQueryVariables>;
export const ListMachineDocument = new TypedDocumentString(`
    query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {
  listMachine(
    filter: $filter
    filter2: $filter2
    filter3: $filter3
    pagination: $pagination
  ) {
    count
    count2
    count3
    result {
      ...ManagedMachine
    }
  }
}
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}`) as unknown as TypedDocumentString<ListMachineQuery, ListMachineQueryVariables>;
export const CreateMachineDocument = new TypedDocumentString(`
    mutation CreateMachine($create: CreateMachineInput!) {
  createMachine(create: $create) {
    ...ManagedMachine
  }
}
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}`) as unknown as TypedDocumentString<CreateMachineMutation, CreateMachineMutationVariables>;
export const UpdateMachineDocument = new TypedDocumentString(`
    mutation UpdateMachine($update: UpdateMachineInput!) {
  updateMachine(update: $update) {
    ...ManagedMachine
  }
}
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}`) as unknown as TypedDocumentString<UpdateMachineMutation, UpdateMachineMutationVariables>;
export const PatientAppointmentCalendarDocument = new TypedDocumentString(`
    query PatientAppointmentCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
  getPatientAppointmentCalendar(
    patientID: $patientID
    clinicID: $clinicID
    start: $start
    end: $end
  ) {
    patientID
    clinicID
    activeSeats
    sessions {
      date
      shift
      booked
    }
    appointments {
      id
      clinicID
      date
      shift
      time
      state
    }
    today
    endedSessions
  }
}
    `) as unknown as TypedDocumentString<PatientAppointmentCalendarQuery, PatientAppointmentCalendarQueryVariables>;
export const CreateAppointmentDocument = new TypedDocumentString(`
    mutation CreateAppointment($create: CreateAppointmentInput!) {
  createAppointment(create: $create) {
    id
    date
  }
}
    `) as unknown as TypedDocumentString<CreateAppointmentMutation, CreateAppointmentMutationVariables>;
export const UpdateAppointmentDocument = new TypedDocumentString(`
    mutation UpdateAppointment($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) {
    id
    date
  }
}
    `) as unknown as TypedDocumentString<UpdateAppointmentMutation, UpdateAppointmentMutationVariables>;
export const CreateAppointmentSeriesDocument = new TypedDocumentString(`
    mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {
  createAppointmentSeries(create: $create) {
    booked {
      id
      date
    }
    full
    alreadyBooked
    ended
  }
}
    `) as unknown as TypedDocumentString<CreateAppointmentSeriesMutation, CreateAppointmentSeriesMutationVariables>;
export const PreviewAppointmentSeriesDocument = new TypedDocumentString(`
    query PreviewAppointmentSeries($create: CreateAppointmentSeriesInput!) {
  previewAppointmentSeries(create: $create) {
    date
    outcome
    existing
  }
}
    `) as unknown as TypedDocumentString<PreviewAppointmentSeriesQuery, PreviewAppointmentSeriesQueryVariables>;
export const ListPatientDocumentDocument = new TypedDocumentString(`
    query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {
  listPatientDocument(filter: $filter, pagination: $pagination) {
    count
    result {
      ...PatientDocumentRow
    }
  }
}
    fragment PatientDocumentRow on PatientDocument {
  id
  title
  staffName
  fileName
  contentType
  url
  createdOn
}`) as unknown as TypedDocumentString<ListPatientDocumentQuery, ListPatientDocumentQueryVariables>;
export const CreatePatientDocumentDocument = new TypedDocumentString(`
    mutation CreatePatientDocument($create: CreatePatientDocumentInput!) {
  createPatientDocument(create: $create) {
    ...PatientDocumentRow
  }
}
    fragment PatientDocumentRow on PatientDocument {
  id
  title
  staffName
  fileName
  contentType
  url
  createdOn
}`) as unknown as TypedDocumentString<CreatePatientDocumentMutation, CreatePatientDocumentMutationVariables>;
export const ExportCentreDocument = new TypedDocumentString(`
    query ExportCentre($id: Int!) {
  listClinic(filter: {id: {eq: $id}}, pagination: {limit: 1}) {
    result {
      id
      name
      address
      phoneNo
    }
  }
}
    `) as unknown as TypedDocumentString<ExportCentreQuery, ExportCentreQueryVariables>;
export const ExportDialysisSummaryDocument = new TypedDocumentString(`
    query ExportDialysisSummary($patientID: Int!, $startDate: String!, $endDate: String!) {
  listDialysisSummary(
    patientID: $patientID
    startDate: $startDate
    endDate: $endDate
  ) {
    yearMonth
    totalSession
    dryWeight {
      min
      max
      avg
    }
    preWeight {
      min
      max
      avg
    }
    postWeight {
      min
      max
      avg
    }
    offTarget {
      min
      max
      avg
    }
    ufTargetStart {
      min
      max
      avg
    }
    postSBP {
      min
      max
      avg
    }
    postDBP {
      min
      max
      avg
    }
    KTVonline {
      min
      max
      avg
    }
  }
}
    `) as unknown as TypedDocumentString<ExportDialysisSummaryQuery, ExportDialysisSummaryQueryVariables>;
export const ExportSessionsDocument = new TypedDocumentString(`
    query ExportSessions($patientID: Int!, $limit: Int!, $offset: Int!) {
  listDialysis(
    filter: {patientID: {eq: $patientID}, deleted: {eq: 0}}
    pagination: {limit: $limit, offset: $offset}
  ) {
    count
    result {
      id
      startTime
      endTime
      clinicName
      machineName
      preWeight
      postWeight
      dryWeight
      preSBP
      preDBP
      postSBP
      postDBP
      KTVonline
      dialyser
    }
  }
}
    `) as unknown as TypedDocumentString<ExportSessionsQuery, ExportSessionsQueryVariables>;
export const ExportLatestNoteDocument = new TypedDocumentString(`
    query ExportLatestNote($patientID: Int!) {
  listHospitalSummary(
    filter: {patientID: {eq: $patientID}, type: {in: ["CLINIC", "EVENT"]}}
    pagination: {limit: 1, orderby: [{field: "admitTimestamp", direction: DESC}]}
  ) {
    result {
      id
      staffName
      admitTimestamp
      type
      observation
      assessment
      plan
      notes
    }
  }
}
    `) as unknown as TypedDocumentString<ExportLatestNoteQuery, ExportLatestNoteQueryVariables>;
export const PrintLastSessionsDocument = new TypedDocumentString(`
    query PrintLastSessions($patientID: Int!, $limit: Int!) {
  listDialysis(
    filter: {patientID: {eq: $patientID}, deleted: {eq: 0}}
    pagination: {limit: $limit}
  ) {
    result {
      id
      startTime
      endTime
      clinicName
      machineName
      dialyser
      startedByName
      endedByName
      preWeight
      postWeight
      dryWeight
      preSBP
      preDBP
      postSBP
      postDBP
      preTemp
      postTemp
      KTVonline
      notes
    }
  }
}
    `) as unknown as TypedDocumentString<PrintLastSessionsQuery, PrintLastSessionsQueryVariables>;
export const PrintSessionDetailDocument = new TypedDocumentString(`
    query PrintSessionDetail($patientID: Int!, $dialysisID: Int!) {
  listDialysisInterval(
    filter: {dialysisID: {eq: $dialysisID}}
    pagination: {limit: 100}
  ) {
    result {
      id
      timestamp
      SBP
      DBP
      HR
      AP
      VP
      QB
      DFLOW
      UFR
      cUF
      KTV
      temp
      note
      staffName
    }
  }
  listMedicationAdministered(
    filter: {patientID: {eq: $patientID}, dialysisID: {eq: $dialysisID}}
    pagination: {limit: 100}
  ) {
    result {
      id
      medication
      dose
      route
      freq
      givenByStaffName
      witnessedByStaffName
      createdOn
    }
  }
}
    `) as unknown as TypedDocumentString<PrintSessionDetailQuery, PrintSessionDetailQueryVariables>;
export const GetPatientDocument = new TypedDocumentString(`
    query GetPatient($id: Int!) {
  getPatient(id: $id) {
    ...PatientRecord
  }
}
    fragment PatientAllergy on Allergy {
  id
  name
  knownDate
}
fragment PatientRecord on Patient {
  accessIDPt
  namecode
  registeredDate
  firstDialysisHospital
  firstDialysisHospitalDate
  referringSource
  referrer
  referringSourceStart
  referringSourceEnd
  existingClinicID
  status
  travelType
  schedulePattern
  scheduleSession
  name
  idType
  nric
  gender
  dob
  race
  religion
  maritalStatus
  accommodation
  address
  phoneNo
  homeNo
  email
  nokName
  nokPhoneNo
  nokAddress
  nokRelation
  height
  weight
  bloodGroup
  mobilityStatus
  diabeticStatus
  smoker
  alcohol
  amputee
  stage
  wheelchairWeight
  medicalAlert
  socialWorker
  vwoSupport
  firstConsultDate
  DESRD
  DExit
  RExit
  hepB
  FHepB
  FHCV
  FHIV
  FAccess
  comanaging
  procedure
  medication
  vaccination
  history
  causeOfKidneyFailure
  id
  clinicName
  key
  photoUrl
  updatedOn
  allergies {
    ...PatientAllergy
  }
}`) as unknown as TypedDocumentString<GetPatientQuery, GetPatientQueryVariables>;
export const CreatePatientDocument = new TypedDocumentString(`
    mutation CreatePatient($create: CreatePatientInput!) {
  createPatient(create: $create) {
    ...PatientRecord
  }
}
    fragment PatientAllergy on Allergy {
  id
  name
  knownDate
}
fragment PatientRecord on Patient {
  accessIDPt
  namecode
  registeredDate
  firstDialysisHospital
  firstDialysisHospitalDate
  referringSource
  referrer
  referringSourceStart
  referringSourceEnd
  existingClinicID
  status
  travelType
  schedulePattern
  scheduleSession
  name
  idType
  nric
  gender
  dob
  race
  religion
  maritalStatus
  accommodation
  address
  phoneNo
  homeNo
  email
  nokName
  nokPhoneNo
  nokAddress
  nokRelation
  height
  weight
  bloodGroup
  mobilityStatus
  diabeticStatus
  smoker
  alcohol
  amputee
  stage
  wheelchairWeight
  medicalAlert
  socialWorker
  vwoSupport
  firstConsultDate
  DESRD
  DExit
  RExit
  hepB
  FHepB
  FHCV
  FHIV
  FAccess
  comanaging
  procedure
  medication
  vaccination
  history
  causeOfKidneyFailure
  id
  clinicName
  key
  photoUrl
  updatedOn
  allergies {
    ...PatientAllergy
  }
}`) as unknown as TypedDocumentString<CreatePatientMutation, CreatePatientMutationVariables>;
export const UpdatePatientDocument = new TypedDocumentString(`
    mutation UpdatePatient($update: UpdatePatientInput!) {
  updatePatient(update: $update) {
    ...PatientRecord
  }
}
    fragment PatientAllergy on Allergy {
  id
  name
  knownDate
}
fragment PatientRecord on Patient {
  accessIDPt
  namecode
  registeredDate
  firstDialysisHospital
  firstDialysisHospitalDate
  referringSource
  referrer
  referringSourceStart
  referringSourceEnd
  existingClinicID
  status
  travelType
  schedulePattern
  scheduleSession
  name
  idType
  nric
  gender
  dob
  race
  religion
  maritalStatus
  accommodation
  address
  phoneNo
  homeNo
  email
  nokName
  nokPhoneNo
  nokAddress
  nokRelation
  height
  weight
  bloodGroup
  mobilityStatus
  diabeticStatus
  smoker
  alcohol
  amputee
  stage
  wheelchairWeight
  medicalAlert
  socialWorker
  vwoSupport
  firstConsultDate
  DESRD
  DExit
  RExit
  hepB
  FHepB
  FHCV
  FHIV
  FAccess
  comanaging
  procedure
  medication
  vaccination
  history
  causeOfKidneyFailure
  id
  clinicName
  key
  photoUrl
  updatedOn
  allergies {
    ...PatientAllergy
  }
}`) as unknown as TypedDocumentString<UpdatePatientMutation, UpdatePatientMutationVariables>;
export const CreateAllergyDocument = new TypedDocumentString(`
    mutation CreateAllergy($create: CreateAllergyInput!) {
  createAllergy(create: $create) {
    ...PatientAllergy
  }
}
    fragment PatientAllergy on Allergy {
  id
  name
  knownDate
}`) as unknown as TypedDocumentString<CreateAllergyMutation, CreateAllergyMutationVariables>;
export const UpdateAllergyDocument = new TypedDocumentString(`
    mutation UpdateAllergy($update: UpdateAllergyInput!) {
  updateAllergy(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateAllergyMutation, UpdateAllergyMutationVariables>;
export const ListReferringSourceDocument = new TypedDocumentString(`
    query ListReferringSource {
  listReferringSource
}
    `) as unknown as TypedDocumentString<ListReferringSourceQuery, ListReferringSourceQueryVariables>;
export const GetQualityReportDocument = new TypedDocumentString(`
    query GetQualityReport($month: String!) {
  getQualityReport(month: $month) {
    month
    months
    computedAt
    centres {
      clinicID
      clinicName
      indicators {
        indicator
        months {
          month
          count
          eligible
        }
      }
    }
    network {
      indicator
      months {
        month
        count
        eligible
      }
    }
    thresholds {
      spKtVMin
      urrMin
      hbMin
      hbMax
      albuminMin
      phosphateMin
      phosphateMax
      calciumMin
      calciumMax
      pthUpperNormal
      pthMultipleMin
      pthMultipleMax
      ferritinMin
      ferritinMax
      shortenedShare
      weightGainPercent
      weightGainMaxGapDays
      hbsAbMin
    }
  }
}
    `) as unknown as TypedDocumentString<GetQualityReportQuery, GetQualityReportQueryVariables>;
export const ListQualityMissesDocument = new TypedDocumentString(`
    query ListQualityMisses($clinicID: Int!, $month: String!, $indicator: QualityIndicatorKey!) {
  listQualityMisses(clinicID: $clinicID, month: $month, indicator: $indicator) {
    clinicID
    clinicName
    month
    indicator
    target
    misses {
      patientID
      patientName
      patientNric
      value
      date
    }
  }
}
    `) as unknown as TypedDocumentString<ListQualityMissesQuery, ListQualityMissesQueryVariables>;
export const ListDrugDocument = new TypedDocumentString(`
    query ListDrug($filter: DrugFilter, $pagination: Pagination) {
  listDrug(filter: $filter, pagination: $pagination) {
    count
    result {
      ...ManagedDrug
    }
  }
}
    fragment ManagedDrug on Drug {
  id
  name
  purpose
  manufacturer
  createdOn
  updatedOn
}`) as unknown as TypedDocumentString<ListDrugQuery, ListDrugQueryVariables>;
export const CreateDrugDocument = new TypedDocumentString(`
    mutation CreateDrug($create: CreateDrugInput!) {
  createDrug(create: $create) {
    ...ManagedDrug
  }
}
    fragment ManagedDrug on Drug {
  id
  name
  purpose
  manufacturer
  createdOn
  updatedOn
}`) as unknown as TypedDocumentString<CreateDrugMutation, CreateDrugMutationVariables>;
export const DeleteDrugDocument = new TypedDocumentString(`
    mutation DeleteDrug($update: UpdateDrugInput!) {
  updateDrug(update: $update) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteDrugMutation, DeleteDrugMutationVariables>;
export const ListManagedHospitalReasonDocument = new TypedDocumentString(`
    query ListManagedHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {
  listHospitalReason(filter: $filter, pagination: $pagination) {
    count
    result {
      ...ManagedHospitalReason
    }
  }
}
    fragment ManagedHospitalReason on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
}`) as unknown as TypedDocumentString<ListManagedHospitalReasonQuery, ListManagedHospitalReasonQueryVariables>;
export const CreateHospitalReasonDocument = new TypedDocumentString(`
    mutation CreateHospitalReason($create: CreateHospitalReasonInput!) {
  createHospitalReason(create: $create) {
    ...ManagedHospitalReason
  }
}
    fragment ManagedHospitalReason on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
}`) as unknown as TypedDocumentString<CreateHospitalReasonMutation, CreateHospitalReasonMutationVariables>;
export const UpdateHospitalReasonDocument = new TypedDocumentString(`
    mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) {
  updateHospitalReason(update: $update) {
    ...ManagedHospitalReason
  }
}
    fragment ManagedHospitalReason on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
}`) as unknown as TypedDocumentString<UpdateHospitalReasonMutation, UpdateHospitalReasonMutationVariables>;
export const DeleteHospitalReasonDocument = new TypedDocumentString(`
    mutation DeleteHospitalReason($update: UpdateHospitalReasonInput!) {
  updateHospitalReason(update: $update) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteHospitalReasonMutation, DeleteHospitalReasonMutationVariables>;
export const ListSymptomDocument = new TypedDocumentString(`
    query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {
  listSymptom(filter: $filter, pagination: $pagination) {
    count
    result {
      ...ManagedSymptom
    }
  }
}
    fragment ManagedSymptom on Symptom {
  id
  name
  class
  createdOn
  updatedOn
}`) as unknown as TypedDocumentString<ListSymptomQuery, ListSymptomQueryVariables>;
export const CreateSymptomDocument = new TypedDocumentString(`
    mutation CreateSymptom($create: CreateSymptomInput!) {
  createSymptom(create: $create) {
    ...ManagedSymptom
  }
}
    fragment ManagedSymptom on Symptom {
  id
  name
  class
  createdOn
  updatedOn
}`) as unknown as TypedDocumentString<CreateSymptomMutation, CreateSymptomMutationVariables>;
export const DeleteSymptomDocument = new TypedDocumentString(`
    mutation DeleteSymptom($update: UpdateSymptomInput!) {
  updateSymptom(update: $update) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteSymptomMutation, DeleteSymptomMutationVariables>;
export const ListRoutineOrdersDocument = new TypedDocumentString(`
    query ListRoutineOrders($clinicID: Int!, $filter: RoutineOrderFilter, $state: RoutineOrderState, $pagination: Pagination) {
  listRoutineOrder(
    clinicID: $clinicID
    filter: $filter
    state: $state
    pagination: $pagination
  ) {
    count
    today
    result {
      ...RoutineOrderRow
    }
  }
}
    fragment RoutineOrderRow on RoutineOrder {
  patientID
  patientName
  patientNric
  state
  order {
    ...DialysisOrderInForce
  }
}
fragment DialysisOrderInForce on DialysisOrder {
  id
  staffName
  dOrder
  dryWeight
  MSA
  freqMth
  duration
  hepLoad
  hepCont
  antio
  dialysate
  accessPrim
  accessID
  aNeedle
  vNeedle
  bicarbonate
  temp
  QD
  QB
  notes
}`) as unknown as TypedDocumentString<ListRoutineOrdersQuery, ListRoutineOrdersQueryVariables>;
export const ListSeatDocument = new TypedDocumentString(`
    query ListSeat($filter: SeatFilter!, $pagination: Pagination) {
  listSeat(filter: $filter, pagination: $pagination) {
    count
    result {
      ...ManagedSeat
    }
  }
}
    fragment ManagedSeat on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  updatedOn
}`) as unknown as TypedDocumentString<ListSeatQuery, ListSeatQueryVariables>;
export const CreateSeatDocument = new TypedDocumentString(`
    mutation CreateSeat($create: CreateSeatInput!) {
  createSeat(create: $create) {
    ...ManagedSeat
  }
}
    fragment ManagedSeat on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  updatedOn
}`) as unknown as TypedDocumentString<CreateSeatMutation, CreateSeatMutationVariables>;
export const UpdateSeatDocument = new TypedDocumentString(`
    mutation UpdateSeat($update: UpdateSeatInput!) {
  updateSeat(update: $update) {
    ...ManagedSeat
  }
}
    fragment ManagedSeat on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  updatedOn
}`) as unknown as TypedDocumentString<UpdateSeatMutation, UpdateSeatMutationVariables>;
export const ListStaffDocument = new TypedDocumentString(`
    query ListStaff($filter: StaffFilter, $pagination: Pagination) {
  listStaff(filter: $filter, pagination: $pagination) {
    count
    result {
      ...ManagedStaff
    }
  }
}
    fragment ManagedStaff on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
  updatedOn
}`) as unknown as TypedDocumentString<ListStaffQuery, ListStaffQueryVariables>;
export const CreateStaffDocument = new TypedDocumentString(`
    mutation CreateStaff($create: CreateStaffInput!) {
  createStaff(create: $create) {
    ...ManagedStaff
  }
}
    fragment ManagedStaff on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
  updatedOn
}`) as unknown as TypedDocumentString<CreateStaffMutation, CreateStaffMutationVariables>;
export const UpdateStaffDocument = new TypedDocumentString(`
    mutation UpdateStaff($update: UpdateStaffInput!) {
  updateStaff(update: $update) {
    ...ManagedStaff
  }
}
    fragment ManagedStaff on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
  updatedOn
}`) as unknown as TypedDocumentString<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const DeleteStaffDocument = new TypedDocumentString(`
    mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {
  deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)
}
    `) as unknown as TypedDocumentString<DeleteStaffMutation, DeleteStaffMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($username: ID!, $password: String!) {
  changePassword(username: $username, password: $password, forceSignOut: 1)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ListUnlinkedInvoiceDocument = new TypedDocumentString(`
    query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {
  listUnlinkedInvoice(filter: $filter, pagination: $pagination) {
    count
    result {
      dialysisID
      patientID
      clinicID
      clinicName
      name
      nric
      date
      shift
      endTime
      endedByName
      pending
      lastFailure
      notBillableReason
    }
  }
}
    `) as unknown as TypedDocumentString<ListUnlinkedInvoiceQuery, ListUnlinkedInvoiceQueryVariables>;
export const MarkNotBillableDocument = new TypedDocumentString(`
    mutation MarkNotBillable($dialysisID: Int!, $reason: String!) {
  markNotBillable(dialysisID: $dialysisID, reason: $reason)
}
    `) as unknown as TypedDocumentString<MarkNotBillableMutation, MarkNotBillableMutationVariables>;
export const UnmarkNotBillableDocument = new TypedDocumentString(`
    mutation UnmarkNotBillable($dialysisID: Int!) {
  unmarkNotBillable(dialysisID: $dialysisID)
}
    `) as unknown as TypedDocumentString<UnmarkNotBillableMutation, UnmarkNotBillableMutationVariables>;
export const AccountingStatusDocument = new TypedDocumentString(`
    query AccountingStatus($clinicIDs: [Int!]) {
  listAccountingStatus(clinicIDs: $clinicIDs) {
    clinicID
    clinicName
    configured
    connected
    expired
    date
    state
  }
}
    `) as unknown as TypedDocumentString<AccountingStatusQuery, AccountingStatusQueryVariables>;
export const ListQbAccessesDocument = new TypedDocumentString(`
    query ListQBAccesses($id: Int!) {
  listQBAccesses(filter: {id: {eq: $id}}, limit: 1) {
    result {
      id
      expiresIn
      date
    }
  }
}
    `) as unknown as TypedDocumentString<ListQbAccessesQuery, ListQbAccessesQueryVariables>;
export const QuickbooksAuthorizeUrlDocument = new TypedDocumentString(`
    mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {
  quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)
}
    `) as unknown as TypedDocumentString<QuickbooksAuthorizeUrlMutation, QuickbooksAuthorizeUrlMutationVariables>;
export const DisconnectQuickbooksDocument = new TypedDocumentString(`
    mutation DisconnectQuickbooks($clinicID: Int!) {
  disconnectQuickbooks(clinicID: $clinicID)
}
    `) as unknown as TypedDocumentString<DisconnectQuickbooksMutation, DisconnectQuickbooksMutationVariables>;
export const LoginQuickbooksDocument = new TypedDocumentString(`
    mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int) {
  loginQuickbooks(
    quickbookURL: $quickbookURL
    redirectURL: $redirectURL
    clinicID: $clinicID
  )
}
    `) as unknown as TypedDocumentString<LoginQuickbooksMutation, LoginQuickbooksMutationVariables>;
export const LinkAppointmentToQuickbooksDocument = new TypedDocumentString(`
    mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {
  linkAppointmentToQuickbooks(
    patientID: $patientID
    dialysisID: $dialysisID
    quickbookURL: $quickbookURL
    redirectURL: $redirectURL
  )
}
    `) as unknown as TypedDocumentString<LinkAppointmentToQuickbooksMutation, LinkAppointmentToQuickbooksMutationVariables>;
export const LinkAppointmentToQuickbooks3Document = new TypedDocumentString(`
    mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {
  linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)
}
    `) as unknown as TypedDocumentString<LinkAppointmentToQuickbooks3Mutation, LinkAppointmentToQuickbooks3MutationVariables>;
export const PatientInvoicesDocument = new TypedDocumentString(`
    query PatientInvoices($patientID: Int!, $clinicID: Int!) {
  patientInvoices(patientID: $patientID, clinicID: $clinicID) {
    url
  }
}
    `) as unknown as TypedDocumentString<PatientInvoicesQuery, PatientInvoicesQueryVariables>;
export const ListClinicDocument = new TypedDocumentString(`
    query ListClinic {
  listClinic(pagination: {limit: 500, orderby: [{field: "name", direction: ASC}]}) {
    result {
      ...UserClinic
    }
  }
}
    fragment UserClinic on Clinic {
  id
  name
  uid
  status
  timezone
  today
  currentShift
}`) as unknown as TypedDocumentString<ListClinicQuery, ListClinicQueryVariables>;
export const ListHospitalSummaryDocument = new TypedDocumentString(`
    query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {
  listHospitalSummary(filter: $filter, pagination: $pagination) {
    count
    result {
      ...HospitalSummaryEntry
    }
  }
}
    fragment HospitalSummaryEntry on HospitalSummary {
  id
  patientID
  clinicID
  staffName
  admitTimestamp
  type
  observation
  assessment
  plan
  notes
  leaveTimestamp
  noOfDays
  location
  hospitalMain
  hospitalReason
  createdOn
}`) as unknown as TypedDocumentString<ListHospitalSummaryQuery, ListHospitalSummaryQueryVariables>;
export const CreateHospitalSummaryDocument = new TypedDocumentString(`
    mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) {
  createHospitalSummary(create: $create) {
    ...HospitalSummaryEntry
  }
}
    fragment HospitalSummaryEntry on HospitalSummary {
  id
  patientID
  clinicID
  staffName
  admitTimestamp
  type
  observation
  assessment
  plan
  notes
  leaveTimestamp
  noOfDays
  location
  hospitalMain
  hospitalReason
  createdOn
}`) as unknown as TypedDocumentString<CreateHospitalSummaryMutation, CreateHospitalSummaryMutationVariables>;
export const ListDialysisOrderDocument = new TypedDocumentString(`
    query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {
  listDialysisOrder(filter: $filter, pagination: $pagination) {
    count
    result {
      ...DialysisOrderInForce
    }
  }
}
    fragment DialysisOrderInForce on DialysisOrder {
  id
  staffName
  dOrder
  dryWeight
  MSA
  freqMth
  duration
  hepLoad
  hepCont
  antio
  dialysate
  accessPrim
  accessID
  aNeedle
  vNeedle
  bicarbonate
  temp
  QD
  QB
  notes
}`) as unknown as TypedDocumentString<ListDialysisOrderQuery, ListDialysisOrderQueryVariables>;
export const CreateDialysisOrderDocument = new TypedDocumentString(`
    mutation CreateDialysisOrder($create: CreateDialysisOrderInput!) {
  createDialysisOrder(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateDialysisOrderMutation, CreateDialysisOrderMutationVariables>;
export const ListDialysisSessionsDocument = new TypedDocumentString(`
    query ListDialysisSessions($filter: DialysisFilter!, $pagination: Pagination) {
  listDialysis(filter: $filter, pagination: $pagination) {
    count
    result {
      ...DialysisSessionRow
    }
  }
}
    fragment DialysisSessionRow on Dialysis {
  id
  patientID
  clinicID
  startTime
  endTime
  startedByName
  endedByName
  clinicName
  machineName
  intervalCount
}`) as unknown as TypedDocumentString<ListDialysisSessionsQuery, ListDialysisSessionsQueryVariables>;
export const RecordHistoryDocument = new TypedDocumentString(`
    query RecordHistory($filter: RecordHistoryFilter!, $pagination: Pagination) {
  listRecordHistory(filter: $filter, pagination: $pagination) {
    count
    sections
    people {
      accountID
      name
    }
    result {
      id
      at
      byName
      role
      section
      operation
      dialysisID
      changes {
        field
        label
        old
        new
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecordHistoryQuery, RecordHistoryQueryVariables>;
export const RecordLastNonNullLabDocument = new TypedDocumentString(`
    query RecordLastNonNullLab($patientID: Int!) {
  getLastNonNullLab(patientID: $patientID) {
    key
    title
    items {
      item
      value
      timestamp
    }
  }
}
    `) as unknown as TypedDocumentString<RecordLastNonNullLabQuery, RecordLastNonNullLabQueryVariables>;
export const RecordCalculatedLabResultsDocument = new TypedDocumentString(`
    query RecordCalculatedLabResults($filter: CalculatedLabResultFilter!, $pagination: Pagination) {
  listCalculatedLabResult(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      timestamp
      latest
      URR
      URRD
      KTVe
      KTVonline
      ureaPre
      ureaPost
      dryWeight
      UF
      MSA
      dialyser
      QB
      QD
      dialysisStartTime
      dialysisDischargeTime
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<RecordCalculatedLabResultsQuery, RecordCalculatedLabResultsQueryVariables>;
export const AdequacyChartDataDocument = new TypedDocumentString(`
    query AdequacyChartData($patientID: Int!, $from: String!) {
  listCalculatedLabResult(
    filter: {patientID: {eq: $patientID}}
    pagination: {limit: 100}
  ) {
    result {
      id
      timestamp
      URR
      URRD
    }
  }
  listLabReport(
    filter: {patientID: {eq: $patientID}, deleted: {eq: 0}, timestamp: {ge: $from}}
    pagination: {limit: 100}
  ) {
    result {
      id
      timestamp
      Hb
    }
  }
}
    `) as unknown as TypedDocumentString<AdequacyChartDataQuery, AdequacyChartDataQueryVariables>;
export const RecordOnCalculatedLabResultDocument = new TypedDocumentString(`
    subscription RecordOnCalculatedLabResult($patientID: Int!) {
  onUpdateCalculatedLabResult(patientID: $patientID) {
    patientID
    dialysisID
  }
}
    `) as unknown as TypedDocumentString<RecordOnCalculatedLabResultSubscription, RecordOnCalculatedLabResultSubscriptionVariables>;
export const ListLabReportDocument = new TypedDocumentString(`
    query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {
  listLabReport(filter: $filter, pagination: $pagination) {
    count
    result {
      ...LabReportRow
    }
  }
}
    fragment LabReportRow on LabReport {
  id
  timestamp
  sampleTime
  source
  updatedOn
  glucose
  TW
  Plt
  Hb
  MCV
  K
  Na
  ureaPre
  ureaPost
  creatinine
  HCO3
  chlorine
  Ca
  Po4
  IPTH
  HepBsAg
  HepBsAb
  _two
  Fe
  TIBC
  ferritin
  protein
  Alb
  Ublood
  Urbc
  Uprt
  Uwbc
  TUP24
  TUP12
  Uvol
  CCT
  uric
  HCV
  HIV
  ggt
  others
  othersDetails
  TC
  HDL
  LDL
  TG
  Ratio
  Timing
  Biltotal
  SAP
  SGPT_ALT
  SGOT_AST
  Hba1c
  labsNoted
  SBP
  DBP
  Mg
  Tac
  urineMA
  MACr
  uCreatinine
  ESR
  CRP
  CNI
  Myco
  Pred
  noted
  t4
  FT4
  TSH
  gis
  hte
}`) as unknown as TypedDocumentString<ListLabReportQuery, ListLabReportQueryVariables>;
export const CreateLabReportDocument = new TypedDocumentString(`
    mutation CreateLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateLabReportMutation, CreateLabReportMutationVariables>;
export const UpdateLabReportDocument = new TypedDocumentString(`
    mutation UpdateLabReport($update: UpdateLabReportInput!) {
  updateLabReport(update: $update) {
    ...LabReportRow
  }
}
    fragment LabReportRow on LabReport {
  id
  timestamp
  sampleTime
  source
  updatedOn
  glucose
  TW
  Plt
  Hb
  MCV
  K
  Na
  ureaPre
  ureaPost
  creatinine
  HCO3
  chlorine
  Ca
  Po4
  IPTH
  HepBsAg
  HepBsAb
  _two
  Fe
  TIBC
  ferritin
  protein
  Alb
  Ublood
  Urbc
  Uprt
  Uwbc
  TUP24
  TUP12
  Uvol
  CCT
  uric
  HCV
  HIV
  ggt
  others
  othersDetails
  TC
  HDL
  LDL
  TG
  Ratio
  Timing
  Biltotal
  SAP
  SGPT_ALT
  SGOT_AST
  Hba1c
  labsNoted
  SBP
  DBP
  Mg
  Tac
  urineMA
  MACr
  uCreatinine
  ESR
  CRP
  CNI
  Myco
  Pred
  noted
  t4
  FT4
  TSH
  gis
  hte
}`) as unknown as TypedDocumentString<UpdateLabReportMutation, UpdateLabReportMutationVariables>;
export const DeleteLabReportDocument = new TypedDocumentString(`
    mutation DeleteLabReport($delete: DeleteLabReportInput!) {
  deleteLabReport(delete: $delete) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteLabReportMutation, DeleteLabReportMutationVariables>;
export const OnChangeLabReportDocument = new TypedDocumentString(`
    subscription OnChangeLabReport($patientID: Int!) {
  onChangeLabReport(patientID: $patientID) {
    patientID
    labReportID
    change
  }
}
    `) as unknown as TypedDocumentString<OnChangeLabReportSubscription, OnChangeLabReportSubscriptionVariables>;
export const ListDrugOptionsDocument = new TypedDocumentString(`
    query ListDrugOptions($pagination: Pagination) {
  listDrug(pagination: $pagination) {
    result {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ListDrugOptionsQuery, ListDrugOptionsQueryVariables>;
export const ListHospitalReasonOptionsDocument = new TypedDocumentString(`
    query ListHospitalReasonOptions($pagination: Pagination) {
  listHospitalReason(pagination: $pagination) {
    result {
      id
      hospDetail
    }
  }
}
    `) as unknown as TypedDocumentString<ListHospitalReasonOptionsQuery, ListHospitalReasonOptionsQueryVariables>;
export const PatientHeaderDocument = new TypedDocumentString(`
    query PatientHeader($id: Int!) {
  patientHeader(id: $id) {
    id
    name
    namecode
    nricMasked
    clinicID
    clinicName
  }
}
    `) as unknown as TypedDocumentString<PatientHeaderQuery, PatientHeaderQueryVariables>;
export const ListMedicationDocument = new TypedDocumentString(`
    query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {
  listMedication(filter: $filter, pagination: $pagination) {
    count
    result {
      ...MedicationRow
    }
  }
}
    fragment MedicationRow on Medication {
  id
  medication
  status
  dose
  route
  freq
  start
  end
  note
  createdOn
}`) as unknown as TypedDocumentString<ListMedicationQuery, ListMedicationQueryVariables>;
export const CreateMedicationDocument = new TypedDocumentString(`
    mutation CreateMedication($create: CreateMedicationInput!) {
  createMedication(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateMedicationMutation, CreateMedicationMutationVariables>;
export const UpdateMedicationDocument = new TypedDocumentString(`
    mutation UpdateMedication($update: UpdateMedicationInput!) {
  updateMedication(update: $update) {
    id
    end
  }
}
    `) as unknown as TypedDocumentString<UpdateMedicationMutation, UpdateMedicationMutationVariables>;
export const ListMedicationAdministeredDocument = new TypedDocumentString(`
    query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {
  listMedicationAdministered(filter: $filter, pagination: $pagination) {
    count
    result {
      ...MedicationAdministeredRow
    }
  }
}
    fragment MedicationAdministeredRow on MedicationAdministered {
  id
  medication
  dose
  route
  freq
  givenBy
  givenByStaffName
  witnessedBy
  witnessedByStaffName
  createdOn
}`) as unknown as TypedDocumentString<ListMedicationAdministeredQuery, ListMedicationAdministeredQueryVariables>;
export const CreateMedicationAdministeredDocument = new TypedDocumentString(`
    mutation CreateMedicationAdministered($create: CreateMedicationAdministeredInput!) {
  createMedicationAdministered(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateMedicationAdministeredMutation, CreateMedicationAdministeredMutationVariables>;
export const ListMedicalMilestoneDocument = new TypedDocumentString(`
    query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {
  listMedicalMilestone(filter: $filter, pagination: $pagination) {
    count
    result {
      ...MedicalMilestoneRow
    }
  }
}
    fragment MedicalMilestoneRow on MedicalMilestone {
  id
  timestamp
  milestone
  note
}`) as unknown as TypedDocumentString<ListMedicalMilestoneQuery, ListMedicalMilestoneQueryVariables>;
export const CreateMedicalMilestoneDocument = new TypedDocumentString(`
    mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) {
  createMedicalMilestone(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateMedicalMilestoneMutation, CreateMedicalMilestoneMutationVariables>;
export const ListStaffOptionsDocument = new TypedDocumentString(`
    query ListStaffOptions($filter: StaffFilter, $pagination: Pagination) {
  listStaff(filter: $filter, pagination: $pagination) {
    result {
      accountID
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ListStaffOptionsQuery, ListStaffOptionsQueryVariables>;
export const VitalTrendsMonthlyDocument = new TypedDocumentString(`
    query VitalTrendsMonthly($patientID: Int!, $startDate: String!, $endDate: String!) {
  listDialysisSummary(
    patientID: $patientID
    startDate: $startDate
    endDate: $endDate
  ) {
    yearMonth
    preWeight {
      avg
    }
    postWeight {
      avg
    }
    dryWeight {
      avg
    }
    weightGain {
      avg
    }
    preSBP {
      avg
    }
    preDBP {
      avg
    }
    postSBP {
      avg
    }
    postDBP {
      avg
    }
    KTVonline {
      avg
    }
  }
}
    `) as unknown as TypedDocumentString<VitalTrendsMonthlyQuery, VitalTrendsMonthlyQueryVariables>;
export const VitalTrendsSessionsDocument = new TypedDocumentString(`
    query VitalTrendsSessions($patientID: Int!, $limit: Int!) {
  listDialysis(
    filter: {patientID: {eq: $patientID}, deleted: {eq: 0}}
    pagination: {limit: $limit}
  ) {
    result {
      id
      startTime
      preWeight
      postWeight
      dryWeight
      preSBP
      preDBP
      postSBP
      postDBP
      KTVonline
    }
  }
}
    `) as unknown as TypedDocumentString<VitalTrendsSessionsQuery, VitalTrendsSessionsQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SignedInStaff
  }
}
    fragment SignedInStaff on Staff {
  accountID
  name
  email
  designation
  clinicIDs
  group
  profilePictureKey
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {
  signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {
    challenge
    me {
      ...SignedInStaff
    }
  }
}
    fragment SignedInStaff on Staff {
  accountID
  name
  email
  designation
  clinicIDs
  group
  profilePictureKey
}`) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const CompleteNewPasswordDocument = new TypedDocumentString(`
    mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!, $stayLoggedIn: Boolean) {
  completeNewPassword(
    email: $email
    password: $password
    newPassword: $newPassword
    stayLoggedIn: $stayLoggedIn
  ) {
    challenge
    me {
      ...SignedInStaff
    }
  }
}
    fragment SignedInStaff on Staff {
  accountID
  name
  email
  designation
  clinicIDs
  group
  profilePictureKey
}`) as unknown as TypedDocumentString<CompleteNewPasswordMutation, CompleteNewPasswordMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;