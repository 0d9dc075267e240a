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

export type ClinicFilter = {
  id?: IntFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<ClinicFilter> | null | undefined;
  status?: StringFilter | null | undefined;
  uid?: StringFilter | null | undefined;
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

export type ListClinicQueryVariables = Exact<{
  filter?: ClinicFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListClinicQuery = { listClinic: { count: number, result: Array<{ id: number, name: string, uid: string, status: ClinicStatus, timezone: string, today: string, currentShift: Shift }> } };

export type ListAppointmentsPagedQueryVariables = Exact<{
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListAppointmentsPagedQuery = { listAppointmentDetail: { count: number, result: Array<{ id: number, patientID: number, name: string, date: string, shift: Shift }> } };

export type ListSeatsPagedQueryVariables = Exact<{
  filter: SeatFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListSeatsPagedQuery = { listSeat: { count: number, result: Array<{ id: number, name: string, status: SeatStatus }> } };

export type CreateDrugAuditedMutationVariables = Exact<{
  create: CreateDrugInput;
}>;


export type CreateDrugAuditedMutation = { createDrug: { id: number } };

export type CreateSymptomAuditedMutationVariables = Exact<{
  create: CreateSymptomInput;
}>;


export type CreateSymptomAuditedMutation = { createSymptom: { id: number } };

export type CreateSeatAuditedMutationVariables = Exact<{
  create: CreateSeatInput;
}>;


export type CreateSeatAuditedMutation = { createSeat: { id: number } };

export type UpdateClinicAuditedMutationVariables = Exact<{
  update: UpdateClinicInput;
}>;


export type UpdateClinicAuditedMutation = { updateClinic: { id: number } };

export type OnIntervalSubmittedSubscriptionVariables = Exact<{
  clinicID: number;
  dialysisID?: number | null | undefined;
}>;


export type OnIntervalSubmittedSubscription = { onSubmitDialysisInterval: { id: number, dialysisID: number, clinicID: number, timestamp: string, staffAccountID: string | null, SBP: number | null } };

export type SubmitIntervalForEventMutationVariables = Exact<{
  create: CreateDialysisIntervalInput;
}>;


export type SubmitIntervalForEventMutation = { submitDialysisInterval: { id: number, dialysisID: number, clinicID: number } };

export type OnCreateAppointmentTopicSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnCreateAppointmentTopicSubscription = { onCreateAppointment: { id: number, clinicID: number, patientID: number, date: string, shift: Shift, deleted: number } };

export type OnUpdateAppointmentTopicSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnUpdateAppointmentTopicSubscription = { onUpdateAppointment: { id: number, clinicID: number, patientID: number, date: string, shift: Shift, deleted: number } };

export type OnStartDialysisTopicSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnStartDialysisTopicSubscription = { onStartDialysis: { id: number, clinicID: number, patientID: number, appointmentID: number | null } };

export type OnCheckoutDialysisTopicSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnCheckoutDialysisTopicSubscription = { onCheckoutDialysis: { id: number, clinicID: number, patientID: number, appointmentID: number | null } };

export type MyStaffAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStaffAccountQuery = { getMyStaffAccount: { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, profilePictureKey: string | null, profilePictureBucket: string | null, profilePictureRegion: string | null, profilePictureUrl: string | null, updatedOn: string } };

export type UpdateMyStaffAccountMutationVariables = Exact<{
  update: UpdateMyStaffAccountInput;
}>;


export type UpdateMyStaffAccountMutation = { updateMyStaffAccount: { accountID: string, name: string, designation: string | null, profilePictureKey: string | null, profilePictureBucket: string | null, profilePictureUrl: string | null, updatedOn: string } };

export type MyNameQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNameQuery = { me: { name: string } };

export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeMyPasswordMutation = { changeMyPassword: boolean };

export type QuickbooksAuthorizeUrlMutationVariables = Exact<{
  clinicID: number;
  redirectURL: string;
}>;


export type QuickbooksAuthorizeUrlMutation = { quickbooksAuthorizeURL: string };

export type LoginQuickbooksMutationVariables = Exact<{
  quickbookURL: string;
  redirectURL: string;
  clinicID?: number | null | undefined;
  clinicIDs?: Array<number> | number | null | undefined;
}>;


export type LoginQuickbooksMutation = { loginQuickbooks: string };

export type ListQbAccessesQueryVariables = Exact<{
  id: number;
}>;


export type ListQbAccessesQuery = { listQBAccesses: { count: number, result: Array<{ id: number, expiresIn: number, date: string, realmID: string }> } };

export type AccountingStatusQueryVariables = Exact<{
  clinicIDs?: Array<number> | number | null | undefined;
}>;


export type AccountingStatusQuery = { listAccountingStatus: Array<{ clinicID: number, clinicName: string, configured: boolean, connected: boolean, expired: boolean, date: string | null, state: string }> };

export type MarkNotBillableMutationVariables = Exact<{
  dialysisID: number;
  reason: string;
}>;


export type MarkNotBillableMutation = { markNotBillable: boolean };

export type UnmarkNotBillableMutationVariables = Exact<{
  dialysisID: number;
}>;


export type UnmarkNotBillableMutation = { unmarkNotBillable: boolean };

export type DisconnectQuickbooksMutationVariables = Exact<{
  clinicID: number;
}>;


export type DisconnectQuickbooksMutation = { disconnectQuickbooks: boolean };

export type LinkAppointmentToQuickbooks3MutationVariables = Exact<{
  patientID: number;
  dialysisID: number;
}>;


export type LinkAppointmentToQuickbooks3Mutation = { linkAppointmentToQuickbooks3: string };

export type LinkAppointmentToQuickbooksMutationVariables = Exact<{
  patientID: number;
  dialysisID: number;
  quickbookURL: string;
  redirectURL: string;
}>;


export type LinkAppointmentToQuickbooksMutation = { linkAppointmentToQuickbooks: string };

export type ListUnlinkedInvoiceQueryVariables = Exact<{
  filter?: UnlinkedInvoiceFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListUnlinkedInvoiceQuery = { listUnlinkedInvoice: { count: number, result: Array<{ dialysisID: number, appointmentID: number | null, patientID: number, clinicID: number, clinicName: string, name: string, nric: string | null, date: string, shift: string | null, endTime: string, endedByName: string | null, pending: boolean, lastFailure: string | null, notBillableReason: string | null }> } };

export type PatientInvoicesQueryVariables = Exact<{
  patientID: number;
  clinicID: number;
}>;


export type PatientInvoicesQuery = { patientInvoices: { url: string | null } };

export type ListAppointmentDetailQueryVariables = Exact<{
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListAppointmentDetailQuery = { listAppointmentDetail: { count: number, result: Array<{ id: number, patientID: number, clinicID: number, seatID: number | null, date: string, shift: Shift, name: string, namecode: string | null, nric: string | null, seatName: string | null, dialysisID: number | null, dialysisStartedBy: string | null, dialysisStartTime: string | null, dialysisEndTime: string | null, lastDialysisIntervalID: number | null, lastDialysisIntervalTimestamp: string | null, deleted: number, dialysis: { id: number, clinicID: number, startTime: string | null, endTime: string | null, intervalCount: number, updatedOn: string } | null }> } };

export type TestCardSessionFragment = { id: number, startTime: string | null, endTime: string | null, preWeight: number | null, postSBP: number | null, KTVonline: number | null, intervalCount: number };

export type ListDayCardsQueryVariables = Exact<{
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListDayCardsQuery = { listAppointmentDetail: { result: Array<{ id: number, dialysis: { id: number, startTime: string | null, endTime: string | null, preWeight: number | null, postSBP: number | null, KTVonline: number | null, intervalCount: number } | null }> } };

export type ListDayFullQueryVariables = Exact<{
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListDayFullQuery = { listAppointmentDetail: { result: Array<{ id: number, dialysis: { id: number, startTime: string | null, endTime: string | null, preWeight: number | null, postSBP: number | null, KTVonline: number | null, intervalCount: number, clinicID: number, updatedOn: string } | null }> } };

export type TestEveryCardSessionFieldFragment = { id: number, startTime: string | null, endTime: string | null, startedBy: string | null, endedBy: string | null, preEdema: number | null, preWeight: number | null, preTemp: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, ufTargetStart: number | null, dryWeight: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, postWeight: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, KTVonline: number | null, intervalCount: number };

export type ListDayEveryCardFieldQueryVariables = Exact<{
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListDayEveryCardFieldQuery = { listAppointmentDetail: { count: number, result: Array<{ id: number, patientID: number, clinicID: number, seatID: number | null, date: string, shift: Shift, time: string | null, dialysisID: number | null, quickbookInvoiceID: string | null, namecode: string | null, name: string, nric: string | null, key: string | null, bucket: string | null, region: string | null, seatName: string | null, dialysisStartedBy: string | null, dialysisStartTime: string | null, dialysisEndedBy: string | null, dialysisEndTime: string | null, lastDialysisIntervalID: number | null, lastDialysisIntervalTimestamp: string | null, createdOn: string, updatedOn: string, deleted: number, deletedOn: string | null, dialysis: { id: number, startTime: string | null, endTime: string | null, startedBy: string | null, endedBy: string | null, preEdema: number | null, preWeight: number | null, preTemp: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, ufTargetStart: number | null, dryWeight: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, postWeight: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, KTVonline: number | null, intervalCount: number } | null }> } };

export type ListCentreSeatsQueryVariables = Exact<{
  filter: SeatFilter;
}>;


export type ListCentreSeatsQuery = { listSeat: { count: number, result: Array<{ id: number, clinicID: number, name: string, status: SeatStatus, machineID: number | null, machineName: string | null, machineSerialNo: string | null }> } };

export type OneADayBookMutationVariables = Exact<{
  create: CreateAppointmentInput;
}>;


export type OneADayBookMutation = { createAppointment: { id: number, date: string, shift: Shift, clinicID: number } };

export type OneADayCancelMutationVariables = Exact<{
  update: UpdateAppointmentInput;
}>;


export type OneADayCancelMutation = { updateAppointment: { id: number, deleted: number } };

export type OneADayPreviewQueryVariables = Exact<{
  create: CreateAppointmentSeriesInput;
}>;


export type OneADayPreviewQuery = { previewAppointmentSeries: Array<{ date: string, outcome: SeriesOutcome, existing: string | null }> };

export type OneADaySeriesMutationVariables = Exact<{
  create: CreateAppointmentSeriesInput;
}>;


export type OneADaySeriesMutation = { createAppointmentSeries: { full: Array<string>, alreadyBooked: Array<string>, ended: Array<string>, booked: Array<{ date: string }> } };

export type OneADayCalendarQueryVariables = Exact<{
  patientID: number;
  clinicID: number;
  start: string;
  end: string;
}>;


export type OneADayCalendarQuery = { getPatientAppointmentCalendar: { today: string, endedSessions: Array<Shift> } };

export type CreateAppointmentMutationVariables = Exact<{
  create: CreateAppointmentInput;
}>;


export type CreateAppointmentMutation = { createAppointment: { id: number, patientID: number, clinicID: number, date: string, shift: Shift, time: string | null, deleted: number } };

export type UpdateAppointmentMutationVariables = Exact<{
  update: UpdateAppointmentInput;
}>;


export type UpdateAppointmentMutation = { updateAppointment: { id: number, date: string, shift: Shift, deleted: number, deletedOn: string | null } };

export type PatientAppointmentCalendarQueryVariables = Exact<{
  patientID: number;
  clinicID: number;
  start: string;
  end: string;
}>;


export type PatientAppointmentCalendarQuery = { getPatientAppointmentCalendar: { patientID: number, clinicID: number, activeSeats: number, today: string, endedSessions: Array<Shift>, sessions: Array<{ date: string, shift: Shift, booked: number }>, appointments: Array<{ id: number, clinicID: number, date: string, shift: Shift, time: string | null, state: string }> } };

export type CreateAppointmentSeriesMutationVariables = Exact<{
  create: CreateAppointmentSeriesInput;
}>;


export type CreateAppointmentSeriesMutation = { createAppointmentSeries: { full: Array<string>, alreadyBooked: Array<string>, ended: Array<string>, booked: Array<{ id: number, date: string, shift: Shift, time: string | null }> } };

export type ListAppointmentAvailabilityQueryVariables = Exact<{
  calendarStartDay: string;
  calenderEndDay: string;
  start: string;
  end: string;
  patientID?: number | null | undefined;
  clinicIDs: Array<number> | number;
}>;


export type ListAppointmentAvailabilityQuery = { listAppointmentAvailability: string };

export type ClinicSummaryFieldsFragment = { id: number, name: string, uid: string, status: ClinicStatus, phoneNo: string | null, email: string | null, address: string | null, qbClientID: string | null, hasQbClientSecret: boolean, qbRealmID: string | null, qbItemID: number | null, qbTaxCodeID: number | null, totalMedicalDirector: number, totalManagingNurse: number, totalDoctor: number, totalNurse: number, totalSeat: number, totalMachine: number, updatedOn: string };

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

export type ListMyCertificationQueryVariables = Exact<{
  pagination?: Pagination | null | undefined;
}>;


export type ListMyCertificationQuery = { listMyCertification: { count: number, expiredCount: number, result: Array<{ id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string }> } };

export type CreateMyCertificationMutationVariables = Exact<{
  create: CreateMyCertificationInput;
}>;


export type CreateMyCertificationMutation = { createMyCertification: { id: number, accountID: string, name: string, status: CertificationStatus, expiry: string } };

export type UpdateMyCertificationMutationVariables = Exact<{
  update: UpdateCertificationInput;
}>;


export type UpdateMyCertificationMutation = { updateMyCertification: { id: number, status: CertificationStatus, expiry: string } };

export type DeleteMyCertificationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteMyCertificationMutation = { deleteMyCertification: boolean };

export type ListCertificationQueryVariables = Exact<{
  filter?: CertificationFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListCertificationQuery = { listCertification: { count: number, expiredCount: number, result: Array<{ id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, clinicID: number | null, changeable: boolean | null }> } };

export type CreateCertificationMutationVariables = Exact<{
  create: CreateCertificationInput;
}>;


export type CreateCertificationMutation = { createCertification: { id: number, accountID: string, staffName: string, name: string, status: CertificationStatus, expiry: string, clinicID: number | null } };

export type UpdateCertificationMutationVariables = Exact<{
  update: UpdateCertificationInput;
}>;


export type UpdateCertificationMutation = { updateCertification: { id: number, status: CertificationStatus, expiry: string } };

export type CertificationVersionsQueryVariables = Exact<{
  id?: string | null | undefined;
}>;


export type CertificationVersionsQuery = { listCertification: { result: Array<{ updatedOn: string }> } };

export type DeleteCertificationMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCertificationMutation = { deleteCertification: boolean };

export type HospitalSummaryFieldsFragment = { id: number, patientID: number, clinicID: number | null, staffAccountID: string | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null, leaveTimestamp: string | null, noOfDays: number | null, location: string | null, reason: string | null, hospitalMain: string | null, hospitalReason: string | null, diagnosis: string | null, outcome: string | null, createdOn: string };

export type ListHospitalSummaryQueryVariables = Exact<{
  filter: HospitalSummaryFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListHospitalSummaryQuery = { listHospitalSummary: { count: number, result: Array<{ id: number, patientID: number, clinicID: number | null, staffAccountID: string | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null, leaveTimestamp: string | null, noOfDays: number | null, location: string | null, reason: string | null, hospitalMain: string | null, hospitalReason: string | null, diagnosis: string | null, outcome: string | null, createdOn: string }> } };

export type CreateHospitalSummaryMutationVariables = Exact<{
  create: CreateHospitalSummaryInput;
}>;


export type CreateHospitalSummaryMutation = { createHospitalSummary: { id: number, patientID: number, clinicID: number | null, staffAccountID: string | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null, leaveTimestamp: string | null, noOfDays: number | null, location: string | null, reason: string | null, hospitalMain: string | null, hospitalReason: string | null, diagnosis: string | null, outcome: string | null, createdOn: string } };

export type ListLatestClinicalNoteQueryVariables = Exact<{
  groupBy: LatestClinicalNoteGroupBy;
  filter: LatestClinicalNoteFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListLatestClinicalNoteQuery = { listLatestClinicalNote: { count: number, result: Array<{ id: number, patientID: number, patientName: string, patientNric: string | null, existingClinicID: number | null, clinicID: number | null, clinicName: string | null, staffAccountID: string | null, staffName: string | null, admitTimestamp: string, type: HospitalSummaryType, observation: string | null, assessment: string | null, plan: string | null, notes: string | null, createdOn: string }> } };

export type DatesCreateHospitalSummaryMutationVariables = Exact<{
  create: CreateHospitalSummaryInput;
}>;


export type DatesCreateHospitalSummaryMutation = { createHospitalSummary: { id: number } };

export type DatesCreateMilestoneMutationVariables = Exact<{
  create: CreateMedicalMilestoneInput;
}>;


export type DatesCreateMilestoneMutation = { createMedicalMilestone: { id: number } };

export type DatesCreateIncidentMutationVariables = Exact<{
  create: CreateIncidentReportInput;
}>;


export type DatesCreateIncidentMutation = { createIncidentReport: { id: number } };

export type DatesCreateLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type DatesCreateLabReportMutation = { createLabReport: { id: number } };

export type DatesUpdateLabReportMutationVariables = Exact<{
  update: UpdateLabReportInput;
}>;


export type DatesUpdateLabReportMutation = { updateLabReport: { id: number } };

export type DatesCreatePatientMutationVariables = Exact<{
  create: CreatePatientInput;
}>;


export type DatesCreatePatientMutation = { createPatient: { id: number } };

export type DatesUpdatePatientMutationVariables = Exact<{
  update: UpdatePatientInput;
}>;


export type DatesUpdatePatientMutation = { updatePatient: { id: number } };

export type DatesCreateMedicationMutationVariables = Exact<{
  create: CreateMedicationInput;
}>;


export type DatesCreateMedicationMutation = { createMedication: { id: number } };

export type DatesCreateDialysisOrderMutationVariables = Exact<{
  create: CreateDialysisOrderInput;
}>;


export type DatesCreateDialysisOrderMutation = { createDialysisOrder: { id: number } };

export type DatesCreateAppointmentMutationVariables = Exact<{
  create: CreateAppointmentInput;
}>;


export type DatesCreateAppointmentMutation = { createAppointment: { id: number } };

export type DatesCreateAppointmentSeriesMutationVariables = Exact<{
  create: CreateAppointmentSeriesInput;
}>;


export type DatesCreateAppointmentSeriesMutation = { createAppointmentSeries: { full: Array<string> } };

export type DatesCreateMachineStatusMutationVariables = Exact<{
  create: CreateMachineStatusInput;
}>;


export type DatesCreateMachineStatusMutation = { createMachineStatus: { id: number } };

export type DatesUpdateMachineStatusMutationVariables = Exact<{
  update: UpdateMachineStatusInput;
  state: MachineStatusAction;
}>;


export type DatesUpdateMachineStatusMutation = { updateMachineStatus: { id: number } };

export type DatesCreateCertificationMutationVariables = Exact<{
  create: CreateCertificationInput;
}>;


export type DatesCreateCertificationMutation = { createCertification: { id: number } };

export type DatesUpdateCertificationMutationVariables = Exact<{
  update: UpdateCertificationInput;
}>;


export type DatesUpdateCertificationMutation = { updateCertification: { id: number } };

export type DatesCreateMyCertificationMutationVariables = Exact<{
  create: CreateMyCertificationInput;
}>;


export type DatesCreateMyCertificationMutation = { createMyCertification: { id: number } };

export type DatesUpdateMyCertificationMutationVariables = Exact<{
  update: UpdateCertificationInput;
}>;


export type DatesUpdateMyCertificationMutation = { updateMyCertification: { id: number } };

export type DialysisOrderFieldsFragment = { id: number, patientID: number, staffAccountID: string | null, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null };

export type ListDialysisOrderQueryVariables = Exact<{
  filter: DialysisOrderFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListDialysisOrderQuery = { listDialysisOrder: { count: number, result: Array<{ id: number, patientID: number, staffAccountID: string | null, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null }> } };

export type CreateDialysisOrderMutationVariables = Exact<{
  create: CreateDialysisOrderInput;
}>;


export type CreateDialysisOrderMutation = { createDialysisOrder: { id: number, patientID: number, staffAccountID: string | null, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null } };

export type CancelAppointmentForCheckInMutationVariables = Exact<{
  update: UpdateAppointmentInput;
}>;


export type CancelAppointmentForCheckInMutation = { updateAppointment: { id: number, deleted: number } };

export type ClosedSessionCancelMutationVariables = Exact<{
  update: UpdateAppointmentInput;
}>;


export type ClosedSessionCancelMutation = { updateAppointment: { id: number, deleted: number } };

export type SubmitReadingMutationVariables = Exact<{
  create: CreateDialysisIntervalInput;
}>;


export type SubmitReadingMutation = { submitDialysisInterval: { id: number, dialysisID: number, clinicID: number, timestamp: string, staffAccountID: string | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, cUF: number | null, UFR: number | null, note: string | null, symptoms: string | null, deleted: number } };

export type ListLastReadingsQueryVariables = Exact<{
  filter: AppointmentDetailFilter;
}>;


export type ListLastReadingsQuery = { listAppointmentDetail: { result: Array<{ id: number, lastDialysisIntervalID: number | null, lastDialysisIntervalTimestamp: string | null }> } };

export type SessionTimesLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type SessionTimesLabReportMutation = { createLabReport: { id: number } };

export type MonthlySummaryQueryVariables = Exact<{
  patientID: number;
  startDate: string;
  endDate: string;
  offset?: number | null | undefined;
}>;


export type MonthlySummaryQuery = { listDialysisSummary: Array<{ yearMonth: string, totalSession: number, dryWeight: { min: number | null, max: number | null, avg: number | null }, postWeight: { min: number | null, max: number | null, avg: number | null }, offTarget: { min: number | null, max: number | null, avg: number | null }, postSBP: { min: number | null, max: number | null, avg: number | null }, KTVonline: { min: number | null, max: number | null, avg: number | null }, weightGain: { min: number | null, max: number | null, avg: number | null } }> };

export type SessionFieldsFragment = { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, lastUpdatedBy: string | null, updatedOn: string, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, deleted: number };

export type StartSessionMutationVariables = Exact<{
  create: StartDialysisInput;
  appointmentID: number;
  redirectURL?: string | null | undefined;
}>;


export type StartSessionMutation = { startDialysis: { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, lastUpdatedBy: string | null, updatedOn: string, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, deleted: number } };

export type UpdateSessionMutationVariables = Exact<{
  update: UpdateDialysisInput;
}>;


export type UpdateSessionMutation = { updateDialysis: { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, lastUpdatedBy: string | null, updatedOn: string, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, deleted: number } };

export type CheckoutSessionMutationVariables = Exact<{
  checkout: CheckoutDialysisInput;
}>;


export type CheckoutSessionMutation = { checkoutDialysis: string };

export type GetSessionQueryVariables = Exact<{
  patientID: number;
  id: number;
}>;


export type GetSessionQuery = { getDialysis: { id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, lastUpdatedBy: string | null, updatedOn: string, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, deleted: number } };

export type ListSessionsQueryVariables = Exact<{
  filter: DialysisFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListSessionsQuery = { listDialysis: { count: number, result: Array<{ id: number, patientID: number, clinicID: number, appointmentID: number | null, sessionMonth: number | null, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, startedBy: string | null, endedBy: string | null, preWeight: number | null, lastWeight: number | null, postWeight: number | null, dryWeight: number | null, height: number | null, preTemp: number | null, preEdema: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, preRenalin: string | null, ufTargetStart: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, postRenalin: string | null, KTVonline: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, dialysisOrderID: number | null, notes: string | null, lastUpdatedBy: string | null, updatedOn: string, machineName: string | null, startedByName: string | null, endedByName: string | null, lastUpdatedByName: string | null, clinicName: string | null, intervalCount: number, deleted: number }> } };

export type IntervalFieldsFragment = { id: number, dialysisID: number, clinicID: number, timestamp: string, staffAccountID: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, lastUpdatedBy: string | null, updatedOn: string, staffName: string | null, deleted: number };

export type ListSessionIntervalsQueryVariables = Exact<{
  filter: DialysisIntervalFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListSessionIntervalsQuery = { listDialysisInterval: { count: number, result: Array<{ id: number, dialysisID: number, clinicID: number, timestamp: string, staffAccountID: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, lastUpdatedBy: string | null, updatedOn: string, staffName: string | null, deleted: number }> } };

export type SessionMachinesQueryVariables = Exact<{
  clinicID: number;
}>;


export type SessionMachinesQuery = { listSessionMachines: Array<{ id: number, name: string, serialNo: string | null, inUse: boolean }> };

export type SubmitIntervalMutationVariables = Exact<{
  create: CreateDialysisIntervalInput;
  medications?: Array<IntervalMedicationInput> | IntervalMedicationInput | null | undefined;
}>;


export type SubmitIntervalMutation = { submitDialysisInterval: { id: number, dialysisID: number, clinicID: number, timestamp: string, staffAccountID: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, lastUpdatedBy: string | null, updatedOn: string, staffName: string | null, deleted: number } };

export type UpdateIntervalMutationVariables = Exact<{
  update: UpdateDialysisIntervalInput;
}>;


export type UpdateIntervalMutation = { updateDialysisInterval: { id: number, dialysisID: number, clinicID: number, timestamp: string, staffAccountID: string | null, AP: number | null, VP: number | null, SBP: number | null, DBP: number | null, HR: number | null, CDT: number | null, KTV: number | null, cUF: number | null, QB: number | null, DFLOW: number | null, UFR: number | null, temp: number | null, tmp: number | null, hepRate: number | null, note: string | null, symptoms: string | null, lastUpdatedBy: string | null, updatedOn: string, staffName: string | null, deleted: number } };

export type FunderReportQueryVariables = Exact<{
  clinicID: number;
  startDate: string;
  endDate: string;
  offset?: number | null | undefined;
}>;


export type FunderReportQuery = { listFunderReport: { clinicID: number, clinicName: string, timezone: string, startDate: string, endDate: string, patients: Array<{ patientID: number, name: string, vwoSupport: string | null, sessions: Array<{ dialysisID: number, date: string, startTime: string, endTime: string | null, durationMinutes: number | null, endedByName: string | null }>, missed: Array<{ appointmentID: number, date: string, shift: string }>, totals: { sessions: number, minutes: number, missed: number } }> } };

export type SignedInMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInMeQuery = { me: { accountID: string, name: string, designation: string | null, email: string, clinicIDs: Array<number>, group: Group } };

export type IncidentReportFieldsFragment = { id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> };

export type ListIncidentReportTestQueryVariables = Exact<{
  filter: IncidentReportFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListIncidentReportTestQuery = { listIncidentReport: { count: number, result: Array<{ id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> }> } };

export type ListIncidentReportSummaryTestQueryVariables = Exact<{
  filter?: IncidentReportFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListIncidentReportSummaryTestQuery = { listIncidentReportSummary: { count: number, result: Array<{ patientID: number, patientName: string, patientNric: string | null, clinicID: number | null, lastOccurred: string, reports: Array<{ id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> }> }> } };

export type ListIncidentReportCentreSummaryTestQueryVariables = Exact<{
  filter: IncidentReportFilter;
}>;


export type ListIncidentReportCentreSummaryTestQuery = { listIncidentReportCentreSummary: { count: number, result: Array<{ clinicID: number, clinicName: string, count: number, reports: Array<{ id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> }> }> } };

export type CreateIncidentReportTestMutationVariables = Exact<{
  create: CreateIncidentReportInput;
}>;


export type CreateIncidentReportTestMutation = { createIncidentReport: { id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> } };

export type UpdateIncidentReportTestMutationVariables = Exact<{
  update: UpdateIncidentReportInput;
}>;


export type UpdateIncidentReportTestMutation = { updateIncidentReport: { id: number, patientID: number | null, patientName: string | null, patientNric: string | null, clinicID: number, clinicName: string | null, location: string, datetimeOccurred: string, eventCategory: IncidentEventCategory, eventType: string, description: string, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, reportedBy: string, reportedByName: string | null, responseBy: string | null, responseByName: string | null, responseTimestamp: string | null, createdOn: string, updatedOn: string, responses: Array<{ id: number, cause: string | null, action: string | null, eventOutcome: string | null, furtherAction: string | null, order: string | null, responseBy: string, responseByName: string | null, responseTimestamp: string }> } };

export type OnUpdateCalculatedLabResultSubscriptionVariables = Exact<{
  patientID: number;
}>;


export type OnUpdateCalculatedLabResultSubscription = { onUpdateCalculatedLabResult: { patientID: number, dialysisID: number | null } };

export type CreateLabReportForEventMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type CreateLabReportForEventMutation = { createLabReport: { id: number } };

export type AdequacyAddLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type AdequacyAddLabReportMutation = { createLabReport: { id: number, timestamp: string, sampleTime: string | null, ureaPre: number | null, ureaPost: number | null, Hb: number | null } };

export type AdequacyResultsQueryVariables = Exact<{
  filter: CalculatedLabResultFilter;
}>;


export type AdequacyResultsQuery = { listCalculatedLabResult: { count: number, result: Array<{ id: number, dialysisID: number | null, labReportID: number, latest: boolean, URR: number | null, URRD: number | null, KTVe: number | null, UF: number | null, reason: string | null, dialysisStartTime: string | null, dialysisEndTime: string | null, dialysisDischargeTime: string | null }> } };

export type CorrectedLabReportFragment = { id: number, patientID: number, clinicID: number, timestamp: string, sampleTime: string | null, source: string | null, K: number | null, Hb: number | null, Na: number | null, ureaPre: number | null, ureaPost: number | null, HIV: string | null, updatedOn: string, deleted: number };

export type CreateLabReportToCorrectMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type CreateLabReportToCorrectMutation = { createLabReport: { id: number, patientID: number, clinicID: number, timestamp: string, sampleTime: string | null, source: string | null, K: number | null, Hb: number | null, Na: number | null, ureaPre: number | null, ureaPost: number | null, HIV: string | null, updatedOn: string, deleted: number } };

export type UpdateLabReportMutationVariables = Exact<{
  update: UpdateLabReportInput;
}>;


export type UpdateLabReportMutation = { updateLabReport: { id: number, patientID: number, clinicID: number, timestamp: string, sampleTime: string | null, source: string | null, K: number | null, Hb: number | null, Na: number | null, ureaPre: number | null, ureaPost: number | null, HIV: string | null, updatedOn: string, deleted: number } };

export type DeleteLabReportMutationVariables = Exact<{
  delete: DeleteLabReportInput;
}>;


export type DeleteLabReportMutation = { deleteLabReport: { id: number, deleted: number } };

export type ListCorrectedLabReportsQueryVariables = Exact<{
  filter: LabReportFilter;
}>;


export type ListCorrectedLabReportsQuery = { listLabReport: { count: number, result: Array<{ id: number, K: number | null }> } };

export type LastNonNullAfterCorrectionQueryVariables = Exact<{
  patientID: number;
}>;


export type LastNonNullAfterCorrectionQuery = { getLastNonNullLab: Array<{ key: string, items: Array<{ item: string, value: string, timestamp: string }> }> };

export type OnChangeLabReportSubscriptionVariables = Exact<{
  patientID: number;
}>;


export type OnChangeLabReportSubscription = { onChangeLabReport: { patientID: number, labReportID: number, change: LabReportChange } };

export type LabReportFieldsFragment = { id: number, patientID: number, clinicID: number, timestamp: string, sampleTime: string | null, source: string | null, name: string | null, K: number | null, Hb: number | null, ureaPre: number | null, ureaPost: number | null, HepBsAg: string | null, HCV: string | null, HIV: string | null, others: string | null, deleted: number };

export type CalculatedFieldsFragment = { id: number, patientID: number, clinicID: number, timestamp: string, dialysisID: number | null, labReportID: number, latest: boolean, URR: number | null, URRD: number | null, KTVe: number | null, UF: number | null, ureaPre: number | null, ureaPost: number | null, dryWeight: number | null, MSA: number | null, dialyser: string | null, KTVonline: number | null, QB: number | null, QD: number | null, minQA: number | null, maxQA: number | null, dialysisStartTime: string | null, dialysisEndTime: string | null, dialysisIntervalLastTime: string | null, dialysisDischargeTime: string | null, reason: string | null };

export type CreateLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type CreateLabReportMutation = { createLabReport: { id: number, patientID: number, clinicID: number, timestamp: string, sampleTime: string | null, source: string | null, name: string | null, K: number | null, Hb: number | null, ureaPre: number | null, ureaPost: number | null, HepBsAg: string | null, HCV: string | null, HIV: string | null, others: string | null, deleted: number } };

export type CreateLabReportBatchMutationVariables = Exact<{
  c0: CreateLabReportInput;
  c1: CreateLabReportInput;
  c2: CreateLabReportInput;
}>;


export type CreateLabReportBatchMutation = { r0: { id: number }, r1: { id: number }, r2: { id: number } };

export type ListLabReportQueryVariables = Exact<{
  filter: LabReportFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListLabReportQuery = { listLabReport: { count: number, result: Array<{ id: number, patientID: number, clinicID: number, timestamp: string, sampleTime: string | null, source: string | null, name: string | null, K: number | null, Hb: number | null, ureaPre: number | null, ureaPost: number | null, HepBsAg: string | null, HCV: string | null, HIV: string | null, others: string | null, deleted: number }> } };

export type GetLastNonNullLabQueryVariables = Exact<{
  patientID: number;
}>;


export type GetLastNonNullLabQuery = { getLastNonNullLab: Array<{ key: string, title: string, items: Array<{ item: string, value: string, timestamp: string }> }> };

export type ListCalculatedLabResultQueryVariables = Exact<{
  filter: CalculatedLabResultFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListCalculatedLabResultQuery = { listCalculatedLabResult: { count: number, result: Array<{ id: number, patientID: number, clinicID: number, timestamp: string, dialysisID: number | null, labReportID: number, latest: boolean, URR: number | null, URRD: number | null, KTVe: number | null, UF: number | null, ureaPre: number | null, ureaPost: number | null, dryWeight: number | null, MSA: number | null, dialyser: string | null, KTVonline: number | null, QB: number | null, QD: number | null, minQA: number | null, maxQA: number | null, dialysisStartTime: string | null, dialysisEndTime: string | null, dialysisIntervalLastTime: string | null, dialysisDischargeTime: string | null, reason: string | null }> } };

export type PreviewLabImportQueryVariables = Exact<{
  rows: Array<LabImportRowInput> | LabImportRowInput;
}>;


export type PreviewLabImportQuery = { previewLabImport: { duplicate: Array<boolean>, patients: Array<{ nric: string, patientID: number, name: string, gender: string | null }> } };

export type CreateImportedLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type CreateImportedLabReportMutation = { createLabReport: { id: number, name: string | null } };

export type MachineStatusItemFieldsFragment = { id: number, machineID: number, prevMachineStatusID: number | null, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineSerialNo: string, machineName: string, machineClinicID: number, machineClinicName: string, key: string | null, bucket: string | null, region: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string };

export type ListMachineStatusQueryVariables = Exact<{
  filter?: MachineStatusFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListMachineStatusQuery = { listMachineStatus: { count: number, machineCount: number, actionNeededCount: number, groupByName: Array<{ name: string, count: number, result: Array<{ id: number, machineID: number, prevMachineStatusID: number | null, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineSerialNo: string, machineName: string, machineClinicID: number, machineClinicName: string, key: string | null, bucket: string | null, region: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string }> }> } };

export type MachineStatusReportQueryVariables = Exact<{
  filter?: MachineStatusFilter | null | undefined;
}>;


export type MachineStatusReportQuery = { downloadMachineStatusReport: { fileName: string, contentType: string, csv: string, count: number } };

export type CreateMachineStatusMutationVariables = Exact<{
  create: CreateMachineStatusInput;
}>;


export type CreateMachineStatusMutation = { createMachineStatus: { id: number, machineID: number, prevMachineStatusID: number | null, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineSerialNo: string, machineName: string, machineClinicID: number, machineClinicName: string, key: string | null, bucket: string | null, region: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string } };

export type UpdateMachineStatusMutationVariables = Exact<{
  update: UpdateMachineStatusInput;
  state: MachineStatusAction;
}>;


export type UpdateMachineStatusMutation = { updateMachineStatus: { id: number, machineID: number, prevMachineStatusID: number | null, name: string, expiryDate: string, nextAudit: string | null, status: MachineStatusValue, remarks: string | null, approvedBy: string | null, approvedTimestamp: string | null, machineSerialNo: string, machineName: string, machineClinicID: number, machineClinicName: string, key: string | null, bucket: string | null, region: string | null, documentName: string | null, documentUrl: string | null, updatedOn: string } };

export type MachineFieldsFragment = { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, deleted: number, updatedOn: string };

export type ListMachineQueryVariables = Exact<{
  filter?: MachineFilter | null | undefined;
  filter2?: MachineFilter | null | undefined;
  filter3?: MachineFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListMachineQuery = { listMachine: { count: number, count2: number | null, count3: number | null, result: Array<{ id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, deleted: number, updatedOn: string }> } };

export type CreateMachineMutationVariables = Exact<{
  create: CreateMachineInput;
}>;


export type CreateMachineMutation = { createMachine: { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, deleted: number, updatedOn: string } };

export type UpdateMachineMutationVariables = Exact<{
  update: UpdateMachineInput;
}>;


export type UpdateMachineMutation = { updateMachine: { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, deleted: number, updatedOn: string } };

export type MedicationFieldsFragment = { id: number, patientID: number, medication: string, status: string, dose: string | null, route: string | null, freq: string | null, start: string | null, end: string | null, note: string | null, createdOn: string, deleted: number };

export type ListMedicationQueryVariables = Exact<{
  filter: MedicationFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListMedicationQuery = { listMedication: { count: number, result: Array<{ id: number, patientID: number, medication: string, status: string, dose: string | null, route: string | null, freq: string | null, start: string | null, end: string | null, note: string | null, createdOn: string, deleted: number }> } };

export type CreateMedicationMutationVariables = Exact<{
  create: CreateMedicationInput;
}>;


export type CreateMedicationMutation = { createMedication: { id: number, patientID: number, medication: string, status: string, dose: string | null, route: string | null, freq: string | null, start: string | null, end: string | null, note: string | null, createdOn: string, deleted: number } };

export type UpdateMedicationMutationVariables = Exact<{
  update: UpdateMedicationInput;
}>;


export type UpdateMedicationMutation = { updateMedication: { id: number, patientID: number, medication: string, status: string, dose: string | null, route: string | null, freq: string | null, start: string | null, end: string | null, note: string | null, createdOn: string, deleted: number } };

export type MedicationGivenFieldsFragment = { id: number, patientID: number, dialysisID: number | null, medication: string, dose: string, route: string, freq: string, givenBy: string, givenByStaffName: string | null, witnessedBy: string, witnessedByStaffName: string | null, createdOn: string };

export type ListMedicationAdministeredQueryVariables = Exact<{
  filter: MedicationAdministeredFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListMedicationAdministeredQuery = { listMedicationAdministered: { count: number, result: Array<{ id: number, patientID: number, dialysisID: number | null, medication: string, dose: string, route: string, freq: string, givenBy: string, givenByStaffName: string | null, witnessedBy: string, witnessedByStaffName: string | null, createdOn: string }> } };

export type CreateMedicationAdministeredMutationVariables = Exact<{
  create: CreateMedicationAdministeredInput;
}>;


export type CreateMedicationAdministeredMutation = { createMedicationAdministered: { id: number, patientID: number, dialysisID: number | null, medication: string, dose: string, route: string, freq: string, givenBy: string, givenByStaffName: string | null, witnessedBy: string, witnessedByStaffName: string | null, createdOn: string } };

export type MedicationPatientHeaderQueryVariables = Exact<{
  id: number;
}>;


export type MedicationPatientHeaderQuery = { patientHeader: { id: number, name: string, namecode: string | null, nricMasked: string | null, clinicID: number, clinicName: string } };

export type MedicalMilestoneFieldsFragment = { id: number, patientID: number, timestamp: string, milestone: string, note: string | null };

export type ListMedicalMilestoneQueryVariables = Exact<{
  filter: MedicalMilestoneFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListMedicalMilestoneQuery = { listMedicalMilestone: { count: number, result: Array<{ id: number, patientID: number, timestamp: string, milestone: string, note: string | null }> } };

export type CreateMedicalMilestoneMutationVariables = Exact<{
  create: CreateMedicalMilestoneInput;
}>;


export type CreateMedicalMilestoneMutation = { createMedicalMilestone: { id: number, patientID: number, timestamp: string, milestone: string, note: string | null } };

export type PatientDocumentFieldsFragment = { id: number, patientID: number, staffAccountID: string | null, staffName: string | null, title: string, key: string, bucket: string | null, region: string | null, fileName: string | null, contentType: string | null, url: string | null, createdOn: string };

export type ListPatientDocumentQueryVariables = Exact<{
  filter: PatientDocumentFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListPatientDocumentQuery = { listPatientDocument: { count: number, result: Array<{ id: number, patientID: number, staffAccountID: string | null, staffName: string | null, title: string, key: string, bucket: string | null, region: string | null, fileName: string | null, contentType: string | null, url: string | null, createdOn: string }> } };

export type CreatePatientDocumentMutationVariables = Exact<{
  create: CreatePatientDocumentInput;
}>;


export type CreatePatientDocumentMutation = { createPatientDocument: { id: number, patientID: number, staffAccountID: string | null, staffName: string | null, title: string, key: string, bucket: string | null, region: string | null, fileName: string | null, contentType: string | null, url: string | null, createdOn: string } };

export type ListPatientQueryVariables = Exact<{
  filter?: PatientSearchFilter | null | undefined;
  pagination?: Pagination | null | undefined;
  unmasked?: boolean | null | undefined;
}>;


export type ListPatientQuery = { listPatient: { count: number, countCapped: boolean, result: Array<{ id: number, namecode: string | null, name: string, nric: string | null, existingClinicID: number | null, clinicName: string | null, referringSource: string | null, referrer: string | null, photoUrl: string | null, phoneNo: string | null, email: string | null }> } };

export type PatientFieldsFragment = { id: number, name: string, nric: string | null, gender: string | null, dob: string | null, existingClinicID: number | null, clinicName: string | null, status: string, amputee: string | null, height: number | null, weight: number | null, wheelchairWeight: number | null, phoneNo: string | null, email: string | null, DESRD: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string, deleted: number }> };

export type GetPatientQueryVariables = Exact<{
  id: number;
}>;


export type GetPatientQuery = { getPatient: { id: number, name: string, nric: string | null, gender: string | null, dob: string | null, existingClinicID: number | null, clinicName: string | null, status: string, amputee: string | null, height: number | null, weight: number | null, wheelchairWeight: number | null, phoneNo: string | null, email: string | null, DESRD: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string, deleted: number }> } };

export type CreatePatientMutationVariables = Exact<{
  create: CreatePatientInput;
}>;


export type CreatePatientMutation = { createPatient: { id: number, name: string, nric: string | null, gender: string | null, dob: string | null, existingClinicID: number | null, clinicName: string | null, status: string, amputee: string | null, height: number | null, weight: number | null, wheelchairWeight: number | null, phoneNo: string | null, email: string | null, DESRD: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string, deleted: number }> } };

export type UpdatePatientMutationVariables = Exact<{
  update: UpdatePatientInput;
}>;


export type UpdatePatientMutation = { updatePatient: { id: number, name: string, nric: string | null, gender: string | null, dob: string | null, existingClinicID: number | null, clinicName: string | null, status: string, amputee: string | null, height: number | null, weight: number | null, wheelchairWeight: number | null, phoneNo: string | null, email: string | null, DESRD: string | null, key: string | null, photoUrl: string | null, updatedOn: string, allergies: Array<{ id: number, name: string, knownDate: string, deleted: number }> } };

export type CreateAllergyMutationVariables = Exact<{
  create: CreateAllergyInput;
}>;


export type CreateAllergyMutation = { createAllergy: { id: number, name: string, deleted: number } };

export type UpdateAllergyMutationVariables = Exact<{
  update: UpdateAllergyInput;
}>;


export type UpdateAllergyMutation = { updateAllergy: { id: number, deleted: number } };

export type ListReferringSourceQueryVariables = Exact<{ [key: string]: never; }>;


export type ListReferringSourceQuery = { listReferringSource: Array<string> };

export type CreateReferredPatientMutationVariables = Exact<{
  create: CreatePatientInput;
}>;


export type CreateReferredPatientMutation = { createPatient: { id: number, referringSource: string | null, updatedOn: string } };

export type UpdateReferredPatientMutationVariables = Exact<{
  update: UpdatePatientInput;
}>;


export type UpdateReferredPatientMutation = { updatePatient: { id: number, referringSource: string | null } };

export type GetQualityReportQueryVariables = Exact<{
  month: string;
}>;


export type GetQualityReportQuery = { getQualityReport: { month: string, months: Array<string>, centres: Array<{ clinicID: number, clinicName: string, indicators: Array<{ indicator: QualityIndicatorKey, months: Array<{ month: string, count: number, eligible: number }> }> }>, network: Array<{ indicator: QualityIndicatorKey, months: Array<{ month: string, count: number, eligible: number }> }>, thresholds: { spKtVMin: number, hbMin: number, hbMax: number } } };

export type ListQualityMissesQueryVariables = Exact<{
  clinicID: number;
  month: string;
  indicator: QualityIndicatorKey;
}>;


export type ListQualityMissesQuery = { listQualityMisses: { clinicID: number, clinicName: string, month: string, indicator: QualityIndicatorKey, target: string, misses: Array<{ patientID: number, patientName: string, patientNric: string | null, value: string, date: string | null }> } };

export type HistoryChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type HistoryChangeMyPasswordMutation = { changeMyPassword: boolean };

export type RecordHistoryTestQueryVariables = Exact<{
  filter: RecordHistoryFilter;
  pagination?: Pagination | null | undefined;
}>;


export type RecordHistoryTestQuery = { listRecordHistory: { count: number, sections: Array<string>, people: Array<{ accountID: string, name: string }>, result: Array<{ id: string, at: string, accountID: string | null, byName: string, role: string, entity: string, section: string, entityID: string, operation: RecordOperation, dialysisID: number | null, changes: Array<{ field: string, label: string, old: string | null, new: string | null }> }> } };

export type RecordHistoryUpdatePatientMutationVariables = Exact<{
  update: UpdatePatientInput;
}>;


export type RecordHistoryUpdatePatientMutation = { updatePatient: { id: number, updatedOn: string } };

export type RecordHistoryCreateAllergyMutationVariables = Exact<{
  create: CreateAllergyInput;
}>;


export type RecordHistoryCreateAllergyMutation = { createAllergy: { id: number } };

export type RecordHistoryDeleteAllergyMutationVariables = Exact<{
  update: UpdateAllergyInput;
}>;


export type RecordHistoryDeleteAllergyMutation = { updateAllergy: { id: number } };

export type HistoryCreateClinicMutationVariables = Exact<{
  create: CreateClinicInput;
}>;


export type HistoryCreateClinicMutation = { createClinic: { id: number } };

export type HistoryUpdateClinicMutationVariables = Exact<{
  update: UpdateClinicInput;
}>;


export type HistoryUpdateClinicMutation = { updateClinic: { id: number } };

export type HistoryCreateMachineMutationVariables = Exact<{
  create: CreateMachineInput;
}>;


export type HistoryCreateMachineMutation = { createMachine: { id: number } };

export type HistoryUpdateMachineMutationVariables = Exact<{
  update: UpdateMachineInput;
}>;


export type HistoryUpdateMachineMutation = { updateMachine: { id: number } };

export type HistoryCreateSeatMutationVariables = Exact<{
  create: CreateSeatInput;
}>;


export type HistoryCreateSeatMutation = { createSeat: { id: number } };

export type HistoryUpdateSeatMutationVariables = Exact<{
  update: UpdateSeatInput;
}>;


export type HistoryUpdateSeatMutation = { updateSeat: { id: number } };

export type HistoryCreateCertificationMutationVariables = Exact<{
  create: CreateCertificationInput;
}>;


export type HistoryCreateCertificationMutation = { createCertification: { id: number } };

export type HistoryUpdateCertificationMutationVariables = Exact<{
  update: UpdateCertificationInput;
}>;


export type HistoryUpdateCertificationMutation = { updateCertification: { id: number } };

export type HistoryDeleteCertificationMutationVariables = Exact<{
  id: number;
}>;


export type HistoryDeleteCertificationMutation = { deleteCertification: boolean };

export type HistoryCreateLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type HistoryCreateLabReportMutation = { createLabReport: { id: number } };

export type HistoryUpdateLabReportMutationVariables = Exact<{
  update: UpdateLabReportInput;
}>;


export type HistoryUpdateLabReportMutation = { updateLabReport: { id: number } };

export type HistoryDeleteLabReportMutationVariables = Exact<{
  delete: DeleteLabReportInput;
}>;


export type HistoryDeleteLabReportMutation = { deleteLabReport: { id: number } };

export type HistoryCreateNoteMutationVariables = Exact<{
  create: CreateHospitalSummaryInput;
}>;


export type HistoryCreateNoteMutation = { createHospitalSummary: { id: number } };

export type HistoryCreateMilestoneMutationVariables = Exact<{
  create: CreateMedicalMilestoneInput;
}>;


export type HistoryCreateMilestoneMutation = { createMedicalMilestone: { id: number } };

export type HistoryCreateIncidentMutationVariables = Exact<{
  create: CreateIncidentReportInput;
}>;


export type HistoryCreateIncidentMutation = { createIncidentReport: { id: number } };

export type HistoryRespondIncidentMutationVariables = Exact<{
  update: UpdateIncidentReportInput;
}>;


export type HistoryRespondIncidentMutation = { updateIncidentReport: { id: number } };

export type HistoryCreatePatientMutationVariables = Exact<{
  create: CreatePatientInput;
}>;


export type HistoryCreatePatientMutation = { createPatient: { id: number } };

export type HistoryUpdatePatientMutationVariables = Exact<{
  update: UpdatePatientInput;
}>;


export type HistoryUpdatePatientMutation = { updatePatient: { id: number } };

export type HistoryCreateAllergyMutationVariables = Exact<{
  create: CreateAllergyInput;
}>;


export type HistoryCreateAllergyMutation = { createAllergy: { id: number } };

export type HistoryUpdateAllergyMutationVariables = Exact<{
  update: UpdateAllergyInput;
}>;


export type HistoryUpdateAllergyMutation = { updateAllergy: { id: number } };

export type DrugFieldsFragment = { id: number, name: string, purpose: string | null, manufacturer: string | null, createdOn: string, deleted: number };

export type ListDrugQueryVariables = Exact<{
  filter?: DrugFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListDrugQuery = { listDrug: { count: number, result: Array<{ id: number, name: string, purpose: string | null, manufacturer: string | null, createdOn: string, deleted: number }> } };

export type CreateDrugMutationVariables = Exact<{
  create: CreateDrugInput;
}>;


export type CreateDrugMutation = { createDrug: { id: number, name: string, purpose: string | null, manufacturer: string | null, createdOn: string, deleted: number } };

export type UpdateDrugMutationVariables = Exact<{
  update: UpdateDrugInput;
}>;


export type UpdateDrugMutation = { updateDrug: { id: number, name: string, purpose: string | null, manufacturer: string | null, createdOn: string, deleted: number } };

export type HospitalReasonFieldsFragment = { id: number, hospDetail: string, createdOn: string, updatedOn: string, deleted: number };

export type ListHospitalReasonQueryVariables = Exact<{
  filter?: HospitalReasonFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListHospitalReasonQuery = { listHospitalReason: { count: number, result: Array<{ id: number, hospDetail: string, createdOn: string, updatedOn: string, deleted: number }> } };

export type CreateHospitalReasonMutationVariables = Exact<{
  create: CreateHospitalReasonInput;
}>;


export type CreateHospitalReasonMutation = { createHospitalReason: { id: number, hospDetail: string, createdOn: string, updatedOn: string, deleted: number } };

export type UpdateHospitalReasonMutationVariables = Exact<{
  update: UpdateHospitalReasonInput;
}>;


export type UpdateHospitalReasonMutation = { updateHospitalReason: { id: number, hospDetail: string, createdOn: string, updatedOn: string, deleted: number } };

export type SymptomFieldsFragment = { id: number, name: string, class: string | null, createdOn: string, deleted: number };

export type ListSymptomQueryVariables = Exact<{
  filter?: SymptomFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListSymptomQuery = { listSymptom: { count: number, result: Array<{ id: number, name: string, class: string | null, createdOn: string, deleted: number }> } };

export type CreateSymptomMutationVariables = Exact<{
  create: CreateSymptomInput;
}>;


export type CreateSymptomMutation = { createSymptom: { id: number, name: string, class: string | null, createdOn: string, deleted: number } };

export type UpdateSymptomMutationVariables = Exact<{
  update: UpdateSymptomInput;
}>;


export type UpdateSymptomMutation = { updateSymptom: { id: number, name: string, class: string | null, createdOn: string, deleted: number } };

export type ListRoutineOrderQueryVariables = Exact<{
  clinicID: number;
  filter?: RoutineOrderFilter | null | undefined;
  state?: RoutineOrderState | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListRoutineOrderQuery = { listRoutineOrder: { count: number, today: string, result: Array<{ patientID: number, patientName: string, patientNric: string | null, state: RoutineOrderState, order: { id: number, patientID: number, staffAccountID: string | null, staffName: string | null, dOrder: string, dryWeight: number | null, MSA: number | null, freqMth: number | null, duration: number | null, hepLoad: number | null, hepCont: number | null, antio: string | null, dialysate: number | null, accessPrim: string | null, accessID: string | null, aNeedle: string | null, vNeedle: string | null, bicarbonate: number | null, temp: number | null, QD: number | null, QB: number | null, notes: string | null } | null }> } };

export type SeatFieldsFragment = { id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, deleted: number, updatedOn: string };

export type ListSeatQueryVariables = Exact<{
  filter: SeatFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ListSeatQuery = { listSeat: { count: number, result: Array<{ id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, deleted: number, updatedOn: string }> } };

export type CreateSeatMutationVariables = Exact<{
  create: CreateSeatInput;
}>;


export type CreateSeatMutation = { createSeat: { id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, deleted: number, updatedOn: string } };

export type UpdateSeatMutationVariables = Exact<{
  update: UpdateSeatInput;
}>;


export type UpdateSeatMutation = { updateSeat: { id: number, name: string, clinicID: number, clinicName: string | null, machineID: number | null, machineName: string | null, machineSerialNo: string | null, status: SeatStatus, deleted: number, updatedOn: string } };

export type StaffVersionByNameQueryVariables = Exact<{
  name?: string | null | undefined;
}>;


export type StaffVersionByNameQuery = { listStaff: { result: Array<{ updatedOn: string | null }> } };

export type StaffFieldsFragment = { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group };

export type ListStaffQueryVariables = Exact<{
  filter?: StaffFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListStaffQuery = { listStaff: { count: number, result: Array<{ accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group }> } };

export type CreateStaffMutationVariables = Exact<{
  create: CreateStaffInput;
}>;


export type CreateStaffMutation = { createStaff: { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group } };

export type UpdateStaffMutationVariables = Exact<{
  update: UpdateStaffInput;
}>;


export type UpdateStaffMutation = { updateStaff: { accountID: string, name: string, designation: string | null, contactNo: string | null, email: string, clinicIDs: Array<number>, group: Group } };

export type DeleteStaffMutationVariables = Exact<{
  accountID: string | number;
  deleteCognito?: boolean | null | undefined;
}>;


export type DeleteStaffMutation = { deleteStaff: boolean };

export type ResetStaffPasswordMutationVariables = Exact<{
  username: string | number;
  password: string;
}>;


export type ResetStaffPasswordMutation = { changePassword: boolean };

export type StaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffMeQuery = { me: { accountID: string, group: Group } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
  stayLoggedIn?: boolean | null | undefined;
}>;


export type SignInMutation = { signIn: { challenge: SignInChallenge | null, me: { accountID: string, name: string, designation: string | null, email: string, clinicIDs: Array<number>, group: Group } | null } };

export type CompleteNewPasswordMutationVariables = Exact<{
  email: string;
  password: string;
  newPassword: string;
}>;


export type CompleteNewPasswordMutation = { completeNewPassword: { challenge: SignInChallenge | null, me: { accountID: string, email: string, group: Group } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { accountID: string } };

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

export type OnIntervalOnAnyInstanceSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnIntervalOnAnyInstanceSubscription = { onSubmitDialysisInterval: { id: number, dialysisID: number, clinicID: number, staffAccountID: string | null, SBP: number | null } };

export type OnStartDialysisOnAnyInstanceSubscriptionVariables = Exact<{
  clinicID: number;
}>;


export type OnStartDialysisOnAnyInstanceSubscription = { onStartDialysis: { id: number } };

export type DashboardOnInstanceQueryVariables = Exact<{
  clinicID: number;
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type DashboardOnInstanceQuery = { listAppointmentDetail: { count: number, result: Array<{ id: number, patientID: number, date: string, shift: Shift, namecode: string | null, name: string, nric: string | null, seatName: string | null, dialysisID: number | null, dialysisStartTime: string | null, dialysisEndTime: string | null, lastDialysisIntervalTimestamp: string | null, dialysis: { id: number, startTime: string | null, endTime: string | null, endedBy: string | null, preEdema: number | null, preWeight: number | null, preTemp: number | null, preSBP: number | null, preDBP: number | null, preHRT: number | null, ufTargetStart: number | null, dryWeight: number | null, machineID: number | null, dialyser: string | null, MSA: number | null, membraneUse: number | null, postWeight: number | null, postTemp: number | null, postEdema: number | null, postSBP: number | null, postDBP: number | null, postHRT: number | null, KTVonline: number | null } | null }> }, listSeat: { count: number }, listClinic: { result: Array<{ id: number, today: string, currentShift: Shift }> } };

export type SubmitIntervalOnInstanceMutationVariables = Exact<{
  create: CreateDialysisIntervalInput;
}>;


export type SubmitIntervalOnInstanceMutation = { submitDialysisInterval: { id: number } };

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
export const TestCardSessionFragmentDoc = new TypedDocumentString(`
    fragment TestCardSession on Dialysis {
  id
  startTime
  endTime
  preWeight
  postSBP
  KTVonline
  intervalCount
}
    `, {"fragmentName":"TestCardSession"}) as unknown as TypedDocumentString<TestCardSessionFragment, unknown>;
export const TestEveryCardSessionFieldFragmentDoc = new TypedDocumentString(`
    fragment TestEveryCardSessionField on Dialysis {
  id
  startTime
  endTime
  startedBy
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
  intervalCount
}
    `, {"fragmentName":"TestEveryCardSessionField"}) as unknown as TypedDocumentString<TestEveryCardSessionFieldFragment, unknown>;
export const ClinicSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClinicSummaryFields on ClinicSummary {
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
    `, {"fragmentName":"ClinicSummaryFields"}) as unknown as TypedDocumentString<ClinicSummaryFieldsFragment, unknown>;
export const HospitalSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment HospitalSummaryFields on HospitalSummary {
  id
  patientID
  clinicID
  staffAccountID
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
  reason
  hospitalMain
  hospitalReason
  diagnosis
  outcome
  createdOn
}
    `, {"fragmentName":"HospitalSummaryFields"}) as unknown as TypedDocumentString<HospitalSummaryFieldsFragment, unknown>;
export const DialysisOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment DialysisOrderFields on DialysisOrder {
  id
  patientID
  staffAccountID
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
    `, {"fragmentName":"DialysisOrderFields"}) as unknown as TypedDocumentString<DialysisOrderFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionFields on Dialysis {
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
  lastUpdatedBy
  updatedOn
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  deleted
}
    `, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const IntervalFieldsFragmentDoc = new TypedDocumentString(`
    fragment IntervalFields on DialysisInterval {
  id
  dialysisID
  clinicID
  timestamp
  staffAccountID
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
  lastUpdatedBy
  updatedOn
  staffName
  deleted
}
    `, {"fragmentName":"IntervalFields"}) as unknown as TypedDocumentString<IntervalFieldsFragment, unknown>;
export const IncidentReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment IncidentReportFields on IncidentReport {
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
}
    `, {"fragmentName":"IncidentReportFields"}) as unknown as TypedDocumentString<IncidentReportFieldsFragment, unknown>;
export const CorrectedLabReportFragmentDoc = new TypedDocumentString(`
    fragment CorrectedLabReport on LabReport {
  id
  patientID
  clinicID
  timestamp
  sampleTime
  source
  K
  Hb
  Na
  ureaPre
  ureaPost
  HIV
  updatedOn
  deleted
}
    `, {"fragmentName":"CorrectedLabReport"}) as unknown as TypedDocumentString<CorrectedLabReportFragment, unknown>;
export const LabReportFieldsFragmentDoc = new TypedDocumentString(`
    fragment LabReportFields on LabReport {
  id
  patientID
  clinicID
  timestamp
  sampleTime
  source
  name
  K
  Hb
  ureaPre
  ureaPost
  HepBsAg
  HCV
  HIV
  others
  deleted
}
    `, {"fragmentName":"LabReportFields"}) as unknown as TypedDocumentString<LabReportFieldsFragment, unknown>;
export const CalculatedFieldsFragmentDoc = new TypedDocumentString(`
    fragment CalculatedFields on CalculatedLabResult {
  id
  patientID
  clinicID
  timestamp
  dialysisID
  labReportID
  latest
  URR
  URRD
  KTVe
  UF
  ureaPre
  ureaPost
  dryWeight
  MSA
  dialyser
  KTVonline
  QB
  QD
  minQA
  maxQA
  dialysisStartTime
  dialysisEndTime
  dialysisIntervalLastTime
  dialysisDischargeTime
  reason
}
    `, {"fragmentName":"CalculatedFields"}) as unknown as TypedDocumentString<CalculatedFieldsFragment, unknown>;
export const MachineStatusItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment MachineStatusItemFields on MachineStatus {
  id
  machineID
  prevMachineStatusID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineSerialNo
  machineName
  machineClinicID
  machineClinicName
  key
  bucket
  region
  documentName
  documentUrl
  updatedOn
}
    `, {"fragmentName":"MachineStatusItemFields"}) as unknown as TypedDocumentString<MachineStatusItemFieldsFragment, unknown>;
export const MachineFieldsFragmentDoc = new TypedDocumentString(`
    fragment MachineFields on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  deleted
  updatedOn
}
    `, {"fragmentName":"MachineFields"}) as unknown as TypedDocumentString<MachineFieldsFragment, unknown>;
export const MedicationFieldsFragmentDoc = new TypedDocumentString(`
    fragment MedicationFields on Medication {
  id
  patientID
  medication
  status
  dose
  route
  freq
  start
  end
  note
  createdOn
  deleted
}
    `, {"fragmentName":"MedicationFields"}) as unknown as TypedDocumentString<MedicationFieldsFragment, unknown>;
export const MedicationGivenFieldsFragmentDoc = new TypedDocumentString(`
    fragment MedicationGivenFields on MedicationAdministered {
  id
  patientID
  dialysisID
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
    `, {"fragmentName":"MedicationGivenFields"}) as unknown as TypedDocumentString<MedicationGivenFieldsFragment, unknown>;
export const MedicalMilestoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment MedicalMilestoneFields on MedicalMilestone {
  id
  patientID
  timestamp
  milestone
  note
}
    `, {"fragmentName":"MedicalMilestoneFields"}) as unknown as TypedDocumentString<MedicalMilestoneFieldsFragment, unknown>;
export const PatientDocumentFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientDocumentFields on PatientDocument {
  id
  patientID
  staffAccountID
  staffName
  title
  key
  bucket
  region
  fileName
  contentType
  url
  createdOn
}
    `, {"fragmentName":"PatientDocumentFields"}) as unknown as TypedDocumentString<PatientDocumentFieldsFragment, unknown>;
export const PatientFieldsFragmentDoc = new TypedDocumentString(`
    fragment PatientFields on Patient {
  id
  name
  nric
  gender
  dob
  existingClinicID
  clinicName
  status
  amputee
  height
  weight
  wheelchairWeight
  phoneNo
  email
  DESRD
  key
  photoUrl
  updatedOn
  allergies {
    id
    name
    knownDate
    deleted
  }
}
    `, {"fragmentName":"PatientFields"}) as unknown as TypedDocumentString<PatientFieldsFragment, unknown>;
export const DrugFieldsFragmentDoc = new TypedDocumentString(`
    fragment DrugFields on Drug {
  id
  name
  purpose
  manufacturer
  createdOn
  deleted
}
    `, {"fragmentName":"DrugFields"}) as unknown as TypedDocumentString<DrugFieldsFragment, unknown>;
export const HospitalReasonFieldsFragmentDoc = new TypedDocumentString(`
    fragment HospitalReasonFields on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
  deleted
}
    `, {"fragmentName":"HospitalReasonFields"}) as unknown as TypedDocumentString<HospitalReasonFieldsFragment, unknown>;
export const SymptomFieldsFragmentDoc = new TypedDocumentString(`
    fragment SymptomFields on Symptom {
  id
  name
  class
  createdOn
  deleted
}
    `, {"fragmentName":"SymptomFields"}) as unknown as TypedDocumentString<SymptomFieldsFragment, unknown>;
export const SeatFieldsFragmentDoc = new TypedDocumentString(`
    fragment SeatFields on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  deleted
  updatedOn
}
    `, {"fragmentName":"SeatFields"}) as unknown as TypedDocumentString<SeatFieldsFragment, unknown>;
export const StaffFieldsFragmentDoc = new TypedDocumentString(`
    fragment StaffFields on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
}
    `, {"fragmentName":"StaffFields"}) as unknown as TypedDocumentString<StaffFieldsFragment, unknown>;
export const ListClinicDocument = new TypedDocumentString(`
    query ListClinic($filter: ClinicFilter, $pagination: Pagination) {
  listClinic(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      name
      uid
      status
      timezone
      today
      currentShift
    }
  }
}
    `) as unknown as TypedDocumentString<ListClinicQuery, ListClinicQueryVariables>;
export const ListAppointmentsPagedDocument = new TypedDocumentString(`
    query ListAppointmentsPaged($filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      patientID
      name
      date
      shift
    }
  }
}
    `) as unknown as TypedDocumentString<ListAppointmentsPagedQuery, ListAppointmentsPagedQueryVariables>;
export const ListSeatsPagedDocument = new TypedDocumentString(`
    query ListSeatsPaged($filter: SeatFilter!, $pagination: Pagination) {
  listSeat(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      name
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ListSeatsPagedQuery, ListSeatsPagedQueryVariables>;
export const CreateDrugAuditedDocument = new TypedDocumentString(`
    mutation CreateDrugAudited($create: CreateDrugInput!) {
  createDrug(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateDrugAuditedMutation, CreateDrugAuditedMutationVariables>;
export const CreateSymptomAuditedDocument = new TypedDocumentString(`
    mutation CreateSymptomAudited($create: CreateSymptomInput!) {
  createSymptom(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateSymptomAuditedMutation, CreateSymptomAuditedMutationVariables>;
export const CreateSeatAuditedDocument = new TypedDocumentString(`
    mutation CreateSeatAudited($create: CreateSeatInput!) {
  createSeat(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateSeatAuditedMutation, CreateSeatAuditedMutationVariables>;
export const UpdateClinicAuditedDocument = new TypedDocumentString(`
    mutation UpdateClinicAudited($update: UpdateClinicInput!) {
  updateClinic(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateClinicAuditedMutation, UpdateClinicAuditedMutationVariables>;
export const OnIntervalSubmittedDocument = new TypedDocumentString(`
    subscription OnIntervalSubmitted($clinicID: Int!, $dialysisID: Int) {
  onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) {
    id
    dialysisID
    clinicID
    timestamp
    staffAccountID
    SBP
  }
}
    `) as unknown as TypedDocumentString<OnIntervalSubmittedSubscription, OnIntervalSubmittedSubscriptionVariables>;
export const SubmitIntervalForEventDocument = new TypedDocumentString(`
    mutation SubmitIntervalForEvent($create: CreateDialysisIntervalInput!) {
  submitDialysisInterval(create: $create) {
    id
    dialysisID
    clinicID
  }
}
    `) as unknown as TypedDocumentString<SubmitIntervalForEventMutation, SubmitIntervalForEventMutationVariables>;
export const OnCreateAppointmentTopicDocument = new TypedDocumentString(`
    subscription OnCreateAppointmentTopic($clinicID: Int!) {
  onCreateAppointment(clinicID: $clinicID) {
    id
    clinicID
    patientID
    date
    shift
    deleted
  }
}
    `) as unknown as TypedDocumentString<OnCreateAppointmentTopicSubscription, OnCreateAppointmentTopicSubscriptionVariables>;
export const OnUpdateAppointmentTopicDocument = new TypedDocumentString(`
    subscription OnUpdateAppointmentTopic($clinicID: Int!) {
  onUpdateAppointment(clinicID: $clinicID) {
    id
    clinicID
    patientID
    date
    shift
    deleted
  }
}
    `) as unknown as TypedDocumentString<OnUpdateAppointmentTopicSubscription, OnUpdateAppointmentTopicSubscriptionVariables>;
export const OnStartDialysisTopicDocument = new TypedDocumentString(`
    subscription OnStartDialysisTopic($clinicID: Int!) {
  onStartDialysis(clinicID: $clinicID) {
    id
    clinicID
    patientID
    appointmentID
  }
}
    `) as unknown as TypedDocumentString<OnStartDialysisTopicSubscription, OnStartDialysisTopicSubscriptionVariables>;
export const OnCheckoutDialysisTopicDocument = new TypedDocumentString(`
    subscription OnCheckoutDialysisTopic($clinicID: Int!) {
  onCheckoutDialysis(clinicID: $clinicID) {
    id
    clinicID
    patientID
    appointmentID
  }
}
    `) as unknown as TypedDocumentString<OnCheckoutDialysisTopicSubscription, OnCheckoutDialysisTopicSubscriptionVariables>;
export const MyStaffAccountDocument = new TypedDocumentString(`
    query MyStaffAccount {
  getMyStaffAccount {
    accountID
    name
    designation
    contactNo
    email
    profilePictureKey
    profilePictureBucket
    profilePictureRegion
    profilePictureUrl
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<MyStaffAccountQuery, MyStaffAccountQueryVariables>;
export const UpdateMyStaffAccountDocument = new TypedDocumentString(`
    mutation UpdateMyStaffAccount($update: UpdateMyStaffAccountInput!) {
  updateMyStaffAccount(update: $update) {
    accountID
    name
    designation
    profilePictureKey
    profilePictureBucket
    profilePictureUrl
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<UpdateMyStaffAccountMutation, UpdateMyStaffAccountMutationVariables>;
export const MyNameDocument = new TypedDocumentString(`
    query MyName {
  me {
    name
  }
}
    `) as unknown as TypedDocumentString<MyNameQuery, MyNameQueryVariables>;
export const ChangeMyPasswordDocument = new TypedDocumentString(`
    mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangeMyPasswordMutation, ChangeMyPasswordMutationVariables>;
export const QuickbooksAuthorizeUrlDocument = new TypedDocumentString(`
    mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {
  quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)
}
    `) as unknown as TypedDocumentString<QuickbooksAuthorizeUrlMutation, QuickbooksAuthorizeUrlMutationVariables>;
export const LoginQuickbooksDocument = new TypedDocumentString(`
    mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int, $clinicIDs: [Int!]) {
  loginQuickbooks(
    quickbookURL: $quickbookURL
    redirectURL: $redirectURL
    clinicID: $clinicID
    clinicIDs: $clinicIDs
  )
}
    `) as unknown as TypedDocumentString<LoginQuickbooksMutation, LoginQuickbooksMutationVariables>;
export const ListQbAccessesDocument = new TypedDocumentString(`
    query ListQBAccesses($id: Int!) {
  listQBAccesses(filter: {id: {eq: $id}}, limit: 1) {
    result {
      id
      expiresIn
      date
      realmID
    }
    count
  }
}
    `) as unknown as TypedDocumentString<ListQbAccessesQuery, ListQbAccessesQueryVariables>;
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
export const DisconnectQuickbooksDocument = new TypedDocumentString(`
    mutation DisconnectQuickbooks($clinicID: Int!) {
  disconnectQuickbooks(clinicID: $clinicID)
}
    `) as unknown as TypedDocumentString<DisconnectQuickbooksMutation, DisconnectQuickbooksMutationVariables>;
export const LinkAppointmentToQuickbooks3Document = new TypedDocumentString(`
    mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {
  linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)
}
    `) as unknown as TypedDocumentString<LinkAppointmentToQuickbooks3Mutation, LinkAppointmentToQuickbooks3MutationVariables>;
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
export const ListUnlinkedInvoiceDocument = new TypedDocumentString(`
    query ListUnlinkedInvoice($filter: UnlinkedInvoiceFilter, $pagination: Pagination) {
  listUnlinkedInvoice(filter: $filter, pagination: $pagination) {
    result {
      dialysisID
      appointmentID
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
    count
  }
}
    `) as unknown as TypedDocumentString<ListUnlinkedInvoiceQuery, ListUnlinkedInvoiceQueryVariables>;
export const PatientInvoicesDocument = new TypedDocumentString(`
    query PatientInvoices($patientID: Int!, $clinicID: Int!) {
  patientInvoices(patientID: $patientID, clinicID: $clinicID) {
    url
  }
}
    `) as unknown as TypedDocumentString<PatientInvoicesQuery, PatientInvoicesQueryVariables>;
export const ListAppointmentDetailDocument = new TypedDocumentString(`
    query ListAppointmentDetail($filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      patientID
      clinicID
      seatID
      date
      shift
      name
      namecode
      nric
      seatName
      dialysisID
      dialysisStartedBy
      dialysisStartTime
      dialysisEndTime
      lastDialysisIntervalID
      lastDialysisIntervalTimestamp
      dialysis {
        id
        clinicID
        startTime
        endTime
        intervalCount
        updatedOn
      }
      deleted
    }
  }
}
    `) as unknown as TypedDocumentString<ListAppointmentDetailQuery, ListAppointmentDetailQueryVariables>;
export const ListDayCardsDocument = new TypedDocumentString(`
    query ListDayCards($filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    result {
      id
      dialysis {
        ...TestCardSession
      }
    }
  }
}
    fragment TestCardSession on Dialysis {
  id
  startTime
  endTime
  preWeight
  postSBP
  KTVonline
  intervalCount
}`) as unknown as TypedDocumentString<ListDayCardsQuery, ListDayCardsQueryVariables>;
export const ListDayFullDocument = new TypedDocumentString(`
    query ListDayFull($filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    result {
      id
      dialysis {
        id
        startTime
        endTime
        preWeight
        postSBP
        KTVonline
        intervalCount
        clinicID
        updatedOn
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ListDayFullQuery, ListDayFullQueryVariables>;
export const ListDayEveryCardFieldDocument = new TypedDocumentString(`
    query ListDayEveryCardField($filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      patientID
      clinicID
      seatID
      date
      shift
      time
      dialysisID
      quickbookInvoiceID
      namecode
      name
      nric
      key
      bucket
      region
      seatName
      dialysisStartedBy
      dialysisStartTime
      dialysisEndedBy
      dialysisEndTime
      lastDialysisIntervalID
      lastDialysisIntervalTimestamp
      createdOn
      updatedOn
      deleted
      deletedOn
      dialysis {
        ...TestEveryCardSessionField
      }
    }
  }
}
    fragment TestEveryCardSessionField on Dialysis {
  id
  startTime
  endTime
  startedBy
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
  intervalCount
}`) as unknown as TypedDocumentString<ListDayEveryCardFieldQuery, ListDayEveryCardFieldQueryVariables>;
export const ListCentreSeatsDocument = new TypedDocumentString(`
    query ListCentreSeats($filter: SeatFilter!) {
  listSeat(filter: $filter) {
    count
    result {
      id
      clinicID
      name
      status
      machineID
      machineName
      machineSerialNo
    }
  }
}
    `) as unknown as TypedDocumentString<ListCentreSeatsQuery, ListCentreSeatsQueryVariables>;
export const OneADayBookDocument = new TypedDocumentString(`
    mutation OneADayBook($create: CreateAppointmentInput!) {
  createAppointment(create: $create) {
    id
    date
    shift
    clinicID
  }
}
    `) as unknown as TypedDocumentString<OneADayBookMutation, OneADayBookMutationVariables>;
export const OneADayCancelDocument = new TypedDocumentString(`
    mutation OneADayCancel($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<OneADayCancelMutation, OneADayCancelMutationVariables>;
export const OneADayPreviewDocument = new TypedDocumentString(`
    query OneADayPreview($create: CreateAppointmentSeriesInput!) {
  previewAppointmentSeries(create: $create) {
    date
    outcome
    existing
  }
}
    `) as unknown as TypedDocumentString<OneADayPreviewQuery, OneADayPreviewQueryVariables>;
export const OneADaySeriesDocument = new TypedDocumentString(`
    mutation OneADaySeries($create: CreateAppointmentSeriesInput!) {
  createAppointmentSeries(create: $create) {
    booked {
      date
    }
    full
    alreadyBooked
    ended
  }
}
    `) as unknown as TypedDocumentString<OneADaySeriesMutation, OneADaySeriesMutationVariables>;
export const OneADayCalendarDocument = new TypedDocumentString(`
    query OneADayCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
  getPatientAppointmentCalendar(
    patientID: $patientID
    clinicID: $clinicID
    start: $start
    end: $end
  ) {
    today
    endedSessions
  }
}
    `) as unknown as TypedDocumentString<OneADayCalendarQuery, OneADayCalendarQueryVariables>;
export const CreateAppointmentDocument = new TypedDocumentString(`
    mutation CreateAppointment($create: CreateAppointmentInput!) {
  createAppointment(create: $create) {
    id
    patientID
    clinicID
    date
    shift
    time
    deleted
  }
}
    `) as unknown as TypedDocumentString<CreateAppointmentMutation, CreateAppointmentMutationVariables>;
export const UpdateAppointmentDocument = new TypedDocumentString(`
    mutation UpdateAppointment($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) {
    id
    date
    shift
    deleted
    deletedOn
  }
}
    `) as unknown as TypedDocumentString<UpdateAppointmentMutation, UpdateAppointmentMutationVariables>;
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
export const CreateAppointmentSeriesDocument = new TypedDocumentString(`
    mutation CreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {
  createAppointmentSeries(create: $create) {
    booked {
      id
      date
      shift
      time
    }
    full
    alreadyBooked
    ended
  }
}
    `) as unknown as TypedDocumentString<CreateAppointmentSeriesMutation, CreateAppointmentSeriesMutationVariables>;
export const ListAppointmentAvailabilityDocument = new TypedDocumentString(`
    query ListAppointmentAvailability($calendarStartDay: String!, $calenderEndDay: String!, $start: String!, $end: String!, $patientID: Int, $clinicIDs: [Int!]!) {
  listAppointmentAvailability(
    calendarStartDay: $calendarStartDay
    calenderEndDay: $calenderEndDay
    start: $start
    end: $end
    patientID: $patientID
    clinicIDs: $clinicIDs
  )
}
    `) as unknown as TypedDocumentString<ListAppointmentAvailabilityQuery, ListAppointmentAvailabilityQueryVariables>;
export const ListClinicSummaryDocument = new TypedDocumentString(`
    query ListClinicSummary($filter: ClinicSummaryFilter, $pagination: Pagination) {
  listClinicSummary(filter: $filter, pagination: $pagination) {
    count
    result {
      ...ClinicSummaryFields
    }
  }
}
    fragment ClinicSummaryFields on ClinicSummary {
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
    ...ClinicSummaryFields
  }
}
    fragment ClinicSummaryFields on ClinicSummary {
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
    ...ClinicSummaryFields
  }
}
    fragment ClinicSummaryFields on ClinicSummary {
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
export const ListMyCertificationDocument = new TypedDocumentString(`
    query ListMyCertification($pagination: Pagination) {
  listMyCertification(pagination: $pagination) {
    count
    expiredCount
    result {
      id
      accountID
      staffName
      name
      status
      expiry
    }
  }
}
    `) as unknown as TypedDocumentString<ListMyCertificationQuery, ListMyCertificationQueryVariables>;
export const CreateMyCertificationDocument = new TypedDocumentString(`
    mutation CreateMyCertification($create: CreateMyCertificationInput!) {
  createMyCertification(create: $create) {
    id
    accountID
    name
    status
    expiry
  }
}
    `) as unknown as TypedDocumentString<CreateMyCertificationMutation, CreateMyCertificationMutationVariables>;
export const UpdateMyCertificationDocument = new TypedDocumentString(`
    mutation UpdateMyCertification($update: UpdateCertificationInput!) {
  updateMyCertification(update: $update) {
    id
    status
    expiry
  }
}
    `) as unknown as TypedDocumentString<UpdateMyCertificationMutation, UpdateMyCertificationMutationVariables>;
export const DeleteMyCertificationDocument = new TypedDocumentString(`
    mutation DeleteMyCertification($id: Int!) {
  deleteMyCertification(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteMyCertificationMutation, DeleteMyCertificationMutationVariables>;
export const ListCertificationDocument = new TypedDocumentString(`
    query ListCertification($filter: CertificationFilter, $pagination: Pagination) {
  listCertification(filter: $filter, pagination: $pagination) {
    count
    expiredCount
    result {
      id
      accountID
      staffName
      name
      status
      expiry
      clinicID
      changeable
    }
  }
}
    `) as unknown as TypedDocumentString<ListCertificationQuery, ListCertificationQueryVariables>;
export const CreateCertificationDocument = new TypedDocumentString(`
    mutation CreateCertification($create: CreateCertificationInput!) {
  createCertification(create: $create) {
    id
    accountID
    staffName
    name
    status
    expiry
    clinicID
  }
}
    `) as unknown as TypedDocumentString<CreateCertificationMutation, CreateCertificationMutationVariables>;
export const UpdateCertificationDocument = new TypedDocumentString(`
    mutation UpdateCertification($update: UpdateCertificationInput!) {
  updateCertification(update: $update) {
    id
    status
    expiry
  }
}
    `) as unknown as TypedDocumentString<UpdateCertificationMutation, UpdateCertificationMutationVariables>;
export const CertificationVersionsDocument = new TypedDocumentString(`
    query CertificationVersions($id: String) {
  listCertification(filter: {accountID: {eq: $id}}) {
    result {
      updatedOn
    }
  }
}
    `) as unknown as TypedDocumentString<CertificationVersionsQuery, CertificationVersionsQueryVariables>;
export const DeleteCertificationDocument = new TypedDocumentString(`
    mutation DeleteCertification($id: Int!) {
  deleteCertification(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCertificationMutation, DeleteCertificationMutationVariables>;
export const ListHospitalSummaryDocument = new TypedDocumentString(`
    query ListHospitalSummary($filter: HospitalSummaryFilter!, $pagination: Pagination) {
  listHospitalSummary(filter: $filter, pagination: $pagination) {
    count
    result {
      ...HospitalSummaryFields
    }
  }
}
    fragment HospitalSummaryFields on HospitalSummary {
  id
  patientID
  clinicID
  staffAccountID
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
  reason
  hospitalMain
  hospitalReason
  diagnosis
  outcome
  createdOn
}`) as unknown as TypedDocumentString<ListHospitalSummaryQuery, ListHospitalSummaryQueryVariables>;
export const CreateHospitalSummaryDocument = new TypedDocumentString(`
    mutation CreateHospitalSummary($create: CreateHospitalSummaryInput!) {
  createHospitalSummary(create: $create) {
    ...HospitalSummaryFields
  }
}
    fragment HospitalSummaryFields on HospitalSummary {
  id
  patientID
  clinicID
  staffAccountID
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
  reason
  hospitalMain
  hospitalReason
  diagnosis
  outcome
  createdOn
}`) as unknown as TypedDocumentString<CreateHospitalSummaryMutation, CreateHospitalSummaryMutationVariables>;
export const ListLatestClinicalNoteDocument = new TypedDocumentString(`
    query ListLatestClinicalNote($groupBy: LatestClinicalNoteGroupBy!, $filter: LatestClinicalNoteFilter!, $pagination: Pagination) {
  listLatestClinicalNote(
    groupBy: $groupBy
    filter: $filter
    pagination: $pagination
  ) {
    count
    result {
      id
      patientID
      patientName
      patientNric
      existingClinicID
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
      createdOn
    }
  }
}
    `) as unknown as TypedDocumentString<ListLatestClinicalNoteQuery, ListLatestClinicalNoteQueryVariables>;
export const DatesCreateHospitalSummaryDocument = new TypedDocumentString(`
    mutation DatesCreateHospitalSummary($create: CreateHospitalSummaryInput!) {
  createHospitalSummary(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateHospitalSummaryMutation, DatesCreateHospitalSummaryMutationVariables>;
export const DatesCreateMilestoneDocument = new TypedDocumentString(`
    mutation DatesCreateMilestone($create: CreateMedicalMilestoneInput!) {
  createMedicalMilestone(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateMilestoneMutation, DatesCreateMilestoneMutationVariables>;
export const DatesCreateIncidentDocument = new TypedDocumentString(`
    mutation DatesCreateIncident($create: CreateIncidentReportInput!) {
  createIncidentReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateIncidentMutation, DatesCreateIncidentMutationVariables>;
export const DatesCreateLabReportDocument = new TypedDocumentString(`
    mutation DatesCreateLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateLabReportMutation, DatesCreateLabReportMutationVariables>;
export const DatesUpdateLabReportDocument = new TypedDocumentString(`
    mutation DatesUpdateLabReport($update: UpdateLabReportInput!) {
  updateLabReport(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesUpdateLabReportMutation, DatesUpdateLabReportMutationVariables>;
export const DatesCreatePatientDocument = new TypedDocumentString(`
    mutation DatesCreatePatient($create: CreatePatientInput!) {
  createPatient(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreatePatientMutation, DatesCreatePatientMutationVariables>;
export const DatesUpdatePatientDocument = new TypedDocumentString(`
    mutation DatesUpdatePatient($update: UpdatePatientInput!) {
  updatePatient(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesUpdatePatientMutation, DatesUpdatePatientMutationVariables>;
export const DatesCreateMedicationDocument = new TypedDocumentString(`
    mutation DatesCreateMedication($create: CreateMedicationInput!) {
  createMedication(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateMedicationMutation, DatesCreateMedicationMutationVariables>;
export const DatesCreateDialysisOrderDocument = new TypedDocumentString(`
    mutation DatesCreateDialysisOrder($create: CreateDialysisOrderInput!) {
  createDialysisOrder(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateDialysisOrderMutation, DatesCreateDialysisOrderMutationVariables>;
export const DatesCreateAppointmentDocument = new TypedDocumentString(`
    mutation DatesCreateAppointment($create: CreateAppointmentInput!) {
  createAppointment(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateAppointmentMutation, DatesCreateAppointmentMutationVariables>;
export const DatesCreateAppointmentSeriesDocument = new TypedDocumentString(`
    mutation DatesCreateAppointmentSeries($create: CreateAppointmentSeriesInput!) {
  createAppointmentSeries(create: $create) {
    full
  }
}
    `) as unknown as TypedDocumentString<DatesCreateAppointmentSeriesMutation, DatesCreateAppointmentSeriesMutationVariables>;
export const DatesCreateMachineStatusDocument = new TypedDocumentString(`
    mutation DatesCreateMachineStatus($create: CreateMachineStatusInput!) {
  createMachineStatus(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateMachineStatusMutation, DatesCreateMachineStatusMutationVariables>;
export const DatesUpdateMachineStatusDocument = new TypedDocumentString(`
    mutation DatesUpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {
  updateMachineStatus(update: $update, state: $state) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesUpdateMachineStatusMutation, DatesUpdateMachineStatusMutationVariables>;
export const DatesCreateCertificationDocument = new TypedDocumentString(`
    mutation DatesCreateCertification($create: CreateCertificationInput!) {
  createCertification(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateCertificationMutation, DatesCreateCertificationMutationVariables>;
export const DatesUpdateCertificationDocument = new TypedDocumentString(`
    mutation DatesUpdateCertification($update: UpdateCertificationInput!) {
  updateCertification(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesUpdateCertificationMutation, DatesUpdateCertificationMutationVariables>;
export const DatesCreateMyCertificationDocument = new TypedDocumentString(`
    mutation DatesCreateMyCertification($create: CreateMyCertificationInput!) {
  createMyCertification(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesCreateMyCertificationMutation, DatesCreateMyCertificationMutationVariables>;
export const DatesUpdateMyCertificationDocument = new TypedDocumentString(`
    mutation DatesUpdateMyCertification($update: UpdateCertificationInput!) {
  updateMyCertification(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<DatesUpdateMyCertificationMutation, DatesUpdateMyCertificationMutationVariables>;
export const ListDialysisOrderDocument = new TypedDocumentString(`
    query ListDialysisOrder($filter: DialysisOrderFilter!, $pagination: Pagination) {
  listDialysisOrder(filter: $filter, pagination: $pagination) {
    count
    result {
      ...DialysisOrderFields
    }
  }
}
    fragment DialysisOrderFields on DialysisOrder {
  id
  patientID
  staffAccountID
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
    ...DialysisOrderFields
  }
}
    fragment DialysisOrderFields on DialysisOrder {
  id
  patientID
  staffAccountID
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
}`) as unknown as TypedDocumentString<CreateDialysisOrderMutation, CreateDialysisOrderMutationVariables>;
export const CancelAppointmentForCheckInDocument = new TypedDocumentString(`
    mutation CancelAppointmentForCheckIn($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<CancelAppointmentForCheckInMutation, CancelAppointmentForCheckInMutationVariables>;
export const ClosedSessionCancelDocument = new TypedDocumentString(`
    mutation ClosedSessionCancel($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<ClosedSessionCancelMutation, ClosedSessionCancelMutationVariables>;
export const SubmitReadingDocument = new TypedDocumentString(`
    mutation SubmitReading($create: CreateDialysisIntervalInput!) {
  submitDialysisInterval(create: $create) {
    id
    dialysisID
    clinicID
    timestamp
    staffAccountID
    SBP
    DBP
    HR
    CDT
    cUF
    UFR
    note
    symptoms
    deleted
  }
}
    `) as unknown as TypedDocumentString<SubmitReadingMutation, SubmitReadingMutationVariables>;
export const ListLastReadingsDocument = new TypedDocumentString(`
    query ListLastReadings($filter: AppointmentDetailFilter!) {
  listAppointmentDetail(filter: $filter) {
    result {
      id
      lastDialysisIntervalID
      lastDialysisIntervalTimestamp
    }
  }
}
    `) as unknown as TypedDocumentString<ListLastReadingsQuery, ListLastReadingsQueryVariables>;
export const SessionTimesLabReportDocument = new TypedDocumentString(`
    mutation SessionTimesLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<SessionTimesLabReportMutation, SessionTimesLabReportMutationVariables>;
export const MonthlySummaryDocument = new TypedDocumentString(`
    query MonthlySummary($patientID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {
  listDialysisSummary(
    patientID: $patientID
    startDate: $startDate
    endDate: $endDate
    timezoneOffsetMinutes: $offset
  ) {
    yearMonth
    totalSession
    dryWeight {
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
    postSBP {
      min
      max
      avg
    }
    KTVonline {
      min
      max
      avg
    }
    weightGain {
      min
      max
      avg
    }
  }
}
    `) as unknown as TypedDocumentString<MonthlySummaryQuery, MonthlySummaryQueryVariables>;
export const StartSessionDocument = new TypedDocumentString(`
    mutation StartSession($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {
  startDialysis(
    create: $create
    appointmentID: $appointmentID
    redirectURL: $redirectURL
  ) {
    ...SessionFields
  }
}
    fragment SessionFields on Dialysis {
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
  lastUpdatedBy
  updatedOn
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  deleted
}`) as unknown as TypedDocumentString<StartSessionMutation, StartSessionMutationVariables>;
export const UpdateSessionDocument = new TypedDocumentString(`
    mutation UpdateSession($update: UpdateDialysisInput!) {
  updateDialysis(update: $update) {
    ...SessionFields
  }
}
    fragment SessionFields on Dialysis {
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
  lastUpdatedBy
  updatedOn
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  deleted
}`) as unknown as TypedDocumentString<UpdateSessionMutation, UpdateSessionMutationVariables>;
export const CheckoutSessionDocument = new TypedDocumentString(`
    mutation CheckoutSession($checkout: CheckoutDialysisInput!) {
  checkoutDialysis(checkout: $checkout)
}
    `) as unknown as TypedDocumentString<CheckoutSessionMutation, CheckoutSessionMutationVariables>;
export const GetSessionDocument = new TypedDocumentString(`
    query GetSession($patientID: Int!, $id: Int!) {
  getDialysis(patientID: $patientID, id: $id) {
    ...SessionFields
  }
}
    fragment SessionFields on Dialysis {
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
  lastUpdatedBy
  updatedOn
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  deleted
}`) as unknown as TypedDocumentString<GetSessionQuery, GetSessionQueryVariables>;
export const ListSessionsDocument = new TypedDocumentString(`
    query ListSessions($filter: DialysisFilter!, $pagination: Pagination) {
  listDialysis(filter: $filter, pagination: $pagination) {
    count
    result {
      ...SessionFields
    }
  }
}
    fragment SessionFields on Dialysis {
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
  lastUpdatedBy
  updatedOn
  machineName
  startedByName
  endedByName
  lastUpdatedByName
  clinicName
  intervalCount
  deleted
}`) as unknown as TypedDocumentString<ListSessionsQuery, ListSessionsQueryVariables>;
export const ListSessionIntervalsDocument = new TypedDocumentString(`
    query ListSessionIntervals($filter: DialysisIntervalFilter!, $pagination: Pagination) {
  listDialysisInterval(filter: $filter, pagination: $pagination) {
    count
    result {
      ...IntervalFields
    }
  }
}
    fragment IntervalFields on DialysisInterval {
  id
  dialysisID
  clinicID
  timestamp
  staffAccountID
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
  lastUpdatedBy
  updatedOn
  staffName
  deleted
}`) as unknown as TypedDocumentString<ListSessionIntervalsQuery, ListSessionIntervalsQueryVariables>;
export const SessionMachinesDocument = new TypedDocumentString(`
    query SessionMachines($clinicID: Int!) {
  listSessionMachines(clinicID: $clinicID) {
    id
    name
    serialNo
    inUse
  }
}
    `) as unknown as TypedDocumentString<SessionMachinesQuery, SessionMachinesQueryVariables>;
export const SubmitIntervalDocument = new TypedDocumentString(`
    mutation SubmitInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {
  submitDialysisInterval(create: $create, medications: $medications) {
    ...IntervalFields
  }
}
    fragment IntervalFields on DialysisInterval {
  id
  dialysisID
  clinicID
  timestamp
  staffAccountID
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
  lastUpdatedBy
  updatedOn
  staffName
  deleted
}`) as unknown as TypedDocumentString<SubmitIntervalMutation, SubmitIntervalMutationVariables>;
export const UpdateIntervalDocument = new TypedDocumentString(`
    mutation UpdateInterval($update: UpdateDialysisIntervalInput!) {
  updateDialysisInterval(update: $update) {
    ...IntervalFields
  }
}
    fragment IntervalFields on DialysisInterval {
  id
  dialysisID
  clinicID
  timestamp
  staffAccountID
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
  lastUpdatedBy
  updatedOn
  staffName
  deleted
}`) as unknown as TypedDocumentString<UpdateIntervalMutation, UpdateIntervalMutationVariables>;
export const FunderReportDocument = new TypedDocumentString(`
    query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {
  listFunderReport(
    clinicID: $clinicID
    startDate: $startDate
    endDate: $endDate
    timezoneOffsetMinutes: $offset
  ) {
    clinicID
    clinicName
    timezone
    startDate
    endDate
    patients {
      patientID
      name
      vwoSupport
      sessions {
        dialysisID
        date
        startTime
        endTime
        durationMinutes
        endedByName
      }
      missed {
        appointmentID
        date
        shift
      }
      totals {
        sessions
        minutes
        missed
      }
    }
  }
}
    `) as unknown as TypedDocumentString<FunderReportQuery, FunderReportQueryVariables>;
export const SignedInMeDocument = new TypedDocumentString(`
    query SignedInMe {
  me {
    accountID
    name
    designation
    email
    clinicIDs
    group
  }
}
    `) as unknown as TypedDocumentString<SignedInMeQuery, SignedInMeQueryVariables>;
export const ListIncidentReportTestDocument = new TypedDocumentString(`
    query ListIncidentReportTest($filter: IncidentReportFilter!, $pagination: Pagination) {
  listIncidentReport(filter: $filter, pagination: $pagination) {
    count
    result {
      ...IncidentReportFields
    }
  }
}
    fragment IncidentReportFields on IncidentReport {
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
}`) as unknown as TypedDocumentString<ListIncidentReportTestQuery, ListIncidentReportTestQueryVariables>;
export const ListIncidentReportSummaryTestDocument = new TypedDocumentString(`
    query ListIncidentReportSummaryTest($filter: IncidentReportFilter, $pagination: Pagination) {
  listIncidentReportSummary(filter: $filter, pagination: $pagination) {
    count
    result {
      patientID
      patientName
      patientNric
      clinicID
      lastOccurred
      reports {
        ...IncidentReportFields
      }
    }
  }
}
    fragment IncidentReportFields on IncidentReport {
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
}`) as unknown as TypedDocumentString<ListIncidentReportSummaryTestQuery, ListIncidentReportSummaryTestQueryVariables>;
export const ListIncidentReportCentreSummaryTestDocument = new TypedDocumentString(`
    query ListIncidentReportCentreSummaryTest($filter: IncidentReportFilter!) {
  listIncidentReportCentreSummary(filter: $filter) {
    count
    result {
      clinicID
      clinicName
      count
      reports {
        ...IncidentReportFields
      }
    }
  }
}
    fragment IncidentReportFields on IncidentReport {
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
}`) as unknown as TypedDocumentString<ListIncidentReportCentreSummaryTestQuery, ListIncidentReportCentreSummaryTestQueryVariables>;
export const CreateIncidentReportTestDocument = new TypedDocumentString(`
    mutation CreateIncidentReportTest($create: CreateIncidentReportInput!) {
  createIncidentReport(create: $create) {
    ...IncidentReportFields
  }
}
    fragment IncidentReportFields on IncidentReport {
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
}`) as unknown as TypedDocumentString<CreateIncidentReportTestMutation, CreateIncidentReportTestMutationVariables>;
export const UpdateIncidentReportTestDocument = new TypedDocumentString(`
    mutation UpdateIncidentReportTest($update: UpdateIncidentReportInput!) {
  updateIncidentReport(update: $update) {
    ...IncidentReportFields
  }
}
    fragment IncidentReportFields on IncidentReport {
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
}`) as unknown as TypedDocumentString<UpdateIncidentReportTestMutation, UpdateIncidentReportTestMutationVariables>;
export const OnUpdateCalculatedLabResultDocument = new TypedDocumentString(`
    subscription OnUpdateCalculatedLabResult($patientID: Int!) {
  onUpdateCalculatedLabResult(patientID: $patientID) {
    patientID
    dialysisID
  }
}
    `) as unknown as TypedDocumentString<OnUpdateCalculatedLabResultSubscription, OnUpdateCalculatedLabResultSubscriptionVariables>;
export const CreateLabReportForEventDocument = new TypedDocumentString(`
    mutation CreateLabReportForEvent($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateLabReportForEventMutation, CreateLabReportForEventMutationVariables>;
export const AdequacyAddLabReportDocument = new TypedDocumentString(`
    mutation AdequacyAddLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
    timestamp
    sampleTime
    ureaPre
    ureaPost
    Hb
  }
}
    `) as unknown as TypedDocumentString<AdequacyAddLabReportMutation, AdequacyAddLabReportMutationVariables>;
export const AdequacyResultsDocument = new TypedDocumentString(`
    query AdequacyResults($filter: CalculatedLabResultFilter!) {
  listCalculatedLabResult(filter: $filter) {
    count
    result {
      id
      dialysisID
      labReportID
      latest
      URR
      URRD
      KTVe
      UF
      reason
      dialysisStartTime
      dialysisEndTime
      dialysisDischargeTime
    }
  }
}
    `) as unknown as TypedDocumentString<AdequacyResultsQuery, AdequacyResultsQueryVariables>;
export const CreateLabReportToCorrectDocument = new TypedDocumentString(`
    mutation CreateLabReportToCorrect($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    ...CorrectedLabReport
  }
}
    fragment CorrectedLabReport on LabReport {
  id
  patientID
  clinicID
  timestamp
  sampleTime
  source
  K
  Hb
  Na
  ureaPre
  ureaPost
  HIV
  updatedOn
  deleted
}`) as unknown as TypedDocumentString<CreateLabReportToCorrectMutation, CreateLabReportToCorrectMutationVariables>;
export const UpdateLabReportDocument = new TypedDocumentString(`
    mutation UpdateLabReport($update: UpdateLabReportInput!) {
  updateLabReport(update: $update) {
    ...CorrectedLabReport
  }
}
    fragment CorrectedLabReport on LabReport {
  id
  patientID
  clinicID
  timestamp
  sampleTime
  source
  K
  Hb
  Na
  ureaPre
  ureaPost
  HIV
  updatedOn
  deleted
}`) as unknown as TypedDocumentString<UpdateLabReportMutation, UpdateLabReportMutationVariables>;
export const DeleteLabReportDocument = new TypedDocumentString(`
    mutation DeleteLabReport($delete: DeleteLabReportInput!) {
  deleteLabReport(delete: $delete) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<DeleteLabReportMutation, DeleteLabReportMutationVariables>;
export const ListCorrectedLabReportsDocument = new TypedDocumentString(`
    query ListCorrectedLabReports($filter: LabReportFilter!) {
  listLabReport(filter: $filter) {
    count
    result {
      id
      K
    }
  }
}
    `) as unknown as TypedDocumentString<ListCorrectedLabReportsQuery, ListCorrectedLabReportsQueryVariables>;
export const LastNonNullAfterCorrectionDocument = new TypedDocumentString(`
    query LastNonNullAfterCorrection($patientID: Int!) {
  getLastNonNullLab(patientID: $patientID) {
    key
    items {
      item
      value
      timestamp
    }
  }
}
    `) as unknown as TypedDocumentString<LastNonNullAfterCorrectionQuery, LastNonNullAfterCorrectionQueryVariables>;
export const OnChangeLabReportDocument = new TypedDocumentString(`
    subscription OnChangeLabReport($patientID: Int!) {
  onChangeLabReport(patientID: $patientID) {
    patientID
    labReportID
    change
  }
}
    `) as unknown as TypedDocumentString<OnChangeLabReportSubscription, OnChangeLabReportSubscriptionVariables>;
export const CreateLabReportDocument = new TypedDocumentString(`
    mutation CreateLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    ...LabReportFields
  }
}
    fragment LabReportFields on LabReport {
  id
  patientID
  clinicID
  timestamp
  sampleTime
  source
  name
  K
  Hb
  ureaPre
  ureaPost
  HepBsAg
  HCV
  HIV
  others
  deleted
}`) as unknown as TypedDocumentString<CreateLabReportMutation, CreateLabReportMutationVariables>;
export const CreateLabReportBatchDocument = new TypedDocumentString(`
    mutation CreateLabReportBatch($c0: CreateLabReportInput!, $c1: CreateLabReportInput!, $c2: CreateLabReportInput!) {
  r0: createLabReport(create: $c0) {
    id
  }
  r1: createLabReport(create: $c1) {
    id
  }
  r2: createLabReport(create: $c2) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateLabReportBatchMutation, CreateLabReportBatchMutationVariables>;
export const ListLabReportDocument = new TypedDocumentString(`
    query ListLabReport($filter: LabReportFilter!, $pagination: Pagination) {
  listLabReport(filter: $filter, pagination: $pagination) {
    count
    result {
      ...LabReportFields
    }
  }
}
    fragment LabReportFields on LabReport {
  id
  patientID
  clinicID
  timestamp
  sampleTime
  source
  name
  K
  Hb
  ureaPre
  ureaPost
  HepBsAg
  HCV
  HIV
  others
  deleted
}`) as unknown as TypedDocumentString<ListLabReportQuery, ListLabReportQueryVariables>;
export const GetLastNonNullLabDocument = new TypedDocumentString(`
    query GetLastNonNullLab($patientID: Int!) {
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
    `) as unknown as TypedDocumentString<GetLastNonNullLabQuery, GetLastNonNullLabQueryVariables>;
export const ListCalculatedLabResultDocument = new TypedDocumentString(`
    query ListCalculatedLabResult($filter: CalculatedLabResultFilter!, $pagination: Pagination) {
  listCalculatedLabResult(filter: $filter, pagination: $pagination) {
    count
    result {
      ...CalculatedFields
    }
  }
}
    fragment CalculatedFields on CalculatedLabResult {
  id
  patientID
  clinicID
  timestamp
  dialysisID
  labReportID
  latest
  URR
  URRD
  KTVe
  UF
  ureaPre
  ureaPost
  dryWeight
  MSA
  dialyser
  KTVonline
  QB
  QD
  minQA
  maxQA
  dialysisStartTime
  dialysisEndTime
  dialysisIntervalLastTime
  dialysisDischargeTime
  reason
}`) as unknown as TypedDocumentString<ListCalculatedLabResultQuery, ListCalculatedLabResultQueryVariables>;
export const PreviewLabImportDocument = new TypedDocumentString(`
    query PreviewLabImport($rows: [LabImportRowInput!]!) {
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
    `) as unknown as TypedDocumentString<PreviewLabImportQuery, PreviewLabImportQueryVariables>;
export const CreateImportedLabReportDocument = new TypedDocumentString(`
    mutation CreateImportedLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateImportedLabReportMutation, CreateImportedLabReportMutationVariables>;
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
        ...MachineStatusItemFields
      }
    }
  }
}
    fragment MachineStatusItemFields on MachineStatus {
  id
  machineID
  prevMachineStatusID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineSerialNo
  machineName
  machineClinicID
  machineClinicName
  key
  bucket
  region
  documentName
  documentUrl
  updatedOn
}`) as unknown as TypedDocumentString<ListMachineStatusQuery, ListMachineStatusQueryVariables>;
export const MachineStatusReportDocument = new TypedDocumentString(`
    query MachineStatusReport($filter: MachineStatusFilter) {
  downloadMachineStatusReport(filter: $filter) {
    fileName
    contentType
    csv
    count
  }
}
    `) as unknown as TypedDocumentString<MachineStatusReportQuery, MachineStatusReportQueryVariables>;
export const CreateMachineStatusDocument = new TypedDocumentString(`
    mutation CreateMachineStatus($create: CreateMachineStatusInput!) {
  createMachineStatus(create: $create) {
    ...MachineStatusItemFields
  }
}
    fragment MachineStatusItemFields on MachineStatus {
  id
  machineID
  prevMachineStatusID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineSerialNo
  machineName
  machineClinicID
  machineClinicName
  key
  bucket
  region
  documentName
  documentUrl
  updatedOn
}`) as unknown as TypedDocumentString<CreateMachineStatusMutation, CreateMachineStatusMutationVariables>;
export const UpdateMachineStatusDocument = new TypedDocumentString(`
    mutation UpdateMachineStatus($update: UpdateMachineStatusInput!, $state: MachineStatusAction!) {
  updateMachineStatus(update: $update, state: $state) {
    ...MachineStatusItemFields
  }
}
    fragment MachineStatusItemFields on MachineStatus {
  id
  machineID
  prevMachineStatusID
  name
  expiryDate
  nextAudit
  status
  remarks
  approvedBy
  approvedTimestamp
  machineSerialNo
  machineName
  machineClinicID
  machineClinicName
  key
  bucket
  region
  documentName
  documentUrl
  updatedOn
}`) as unknown as TypedDocumentString<UpdateMachineStatusMutation, UpdateMachineStatusMutationVariables>;
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
      ...MachineFields
    }
  }
}
    fragment MachineFields on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  deleted
  updatedOn
}`) as unknown as TypedDocumentString<ListMachineQuery, ListMachineQueryVariables>;
export const CreateMachineDocument = new TypedDocumentString(`
    mutation CreateMachine($create: CreateMachineInput!) {
  createMachine(create: $create) {
    ...MachineFields
  }
}
    fragment MachineFields on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  deleted
  updatedOn
}`) as unknown as TypedDocumentString<CreateMachineMutation, CreateMachineMutationVariables>;
export const UpdateMachineDocument = new TypedDocumentString(`
    mutation UpdateMachine($update: UpdateMachineInput!) {
  updateMachine(update: $update) {
    ...MachineFields
  }
}
    fragment MachineFields on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  deleted
  updatedOn
}`) as unknown as TypedDocumentString<UpdateMachineMutation, UpdateMachineMutationVariables>;
export const ListMedicationDocument = new TypedDocumentString(`
    query ListMedication($filter: MedicationFilter!, $pagination: Pagination) {
  listMedication(filter: $filter, pagination: $pagination) {
    count
    result {
      ...MedicationFields
    }
  }
}
    fragment MedicationFields on Medication {
  id
  patientID
  medication
  status
  dose
  route
  freq
  start
  end
  note
  createdOn
  deleted
}`) as unknown as TypedDocumentString<ListMedicationQuery, ListMedicationQueryVariables>;
export const CreateMedicationDocument = new TypedDocumentString(`
    mutation CreateMedication($create: CreateMedicationInput!) {
  createMedication(create: $create) {
    ...MedicationFields
  }
}
    fragment MedicationFields on Medication {
  id
  patientID
  medication
  status
  dose
  route
  freq
  start
  end
  note
  createdOn
  deleted
}`) as unknown as TypedDocumentString<CreateMedicationMutation, CreateMedicationMutationVariables>;
export const UpdateMedicationDocument = new TypedDocumentString(`
    mutation UpdateMedication($update: UpdateMedicationInput!) {
  updateMedication(update: $update) {
    ...MedicationFields
  }
}
    fragment MedicationFields on Medication {
  id
  patientID
  medication
  status
  dose
  route
  freq
  start
  end
  note
  createdOn
  deleted
}`) as unknown as TypedDocumentString<UpdateMedicationMutation, UpdateMedicationMutationVariables>;
export const ListMedicationAdministeredDocument = new TypedDocumentString(`
    query ListMedicationAdministered($filter: MedicationAdministeredFilter!, $pagination: Pagination) {
  listMedicationAdministered(filter: $filter, pagination: $pagination) {
    count
    result {
      ...MedicationGivenFields
    }
  }
}
    fragment MedicationGivenFields on MedicationAdministered {
  id
  patientID
  dialysisID
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
    ...MedicationGivenFields
  }
}
    fragment MedicationGivenFields on MedicationAdministered {
  id
  patientID
  dialysisID
  medication
  dose
  route
  freq
  givenBy
  givenByStaffName
  witnessedBy
  witnessedByStaffName
  createdOn
}`) as unknown as TypedDocumentString<CreateMedicationAdministeredMutation, CreateMedicationAdministeredMutationVariables>;
export const MedicationPatientHeaderDocument = new TypedDocumentString(`
    query MedicationPatientHeader($id: Int!) {
  patientHeader(id: $id) {
    id
    name
    namecode
    nricMasked
    clinicID
    clinicName
  }
}
    `) as unknown as TypedDocumentString<MedicationPatientHeaderQuery, MedicationPatientHeaderQueryVariables>;
export const ListMedicalMilestoneDocument = new TypedDocumentString(`
    query ListMedicalMilestone($filter: MedicalMilestoneFilter!, $pagination: Pagination) {
  listMedicalMilestone(filter: $filter, pagination: $pagination) {
    count
    result {
      ...MedicalMilestoneFields
    }
  }
}
    fragment MedicalMilestoneFields on MedicalMilestone {
  id
  patientID
  timestamp
  milestone
  note
}`) as unknown as TypedDocumentString<ListMedicalMilestoneQuery, ListMedicalMilestoneQueryVariables>;
export const CreateMedicalMilestoneDocument = new TypedDocumentString(`
    mutation CreateMedicalMilestone($create: CreateMedicalMilestoneInput!) {
  createMedicalMilestone(create: $create) {
    ...MedicalMilestoneFields
  }
}
    fragment MedicalMilestoneFields on MedicalMilestone {
  id
  patientID
  timestamp
  milestone
  note
}`) as unknown as TypedDocumentString<CreateMedicalMilestoneMutation, CreateMedicalMilestoneMutationVariables>;
export const ListPatientDocumentDocument = new TypedDocumentString(`
    query ListPatientDocument($filter: PatientDocumentFilter!, $pagination: Pagination) {
  listPatientDocument(filter: $filter, pagination: $pagination) {
    count
    result {
      ...PatientDocumentFields
    }
  }
}
    fragment PatientDocumentFields on PatientDocument {
  id
  patientID
  staffAccountID
  staffName
  title
  key
  bucket
  region
  fileName
  contentType
  url
  createdOn
}`) as unknown as TypedDocumentString<ListPatientDocumentQuery, ListPatientDocumentQueryVariables>;
export const CreatePatientDocumentDocument = new TypedDocumentString(`
    mutation CreatePatientDocument($create: CreatePatientDocumentInput!) {
  createPatientDocument(create: $create) {
    ...PatientDocumentFields
  }
}
    fragment PatientDocumentFields on PatientDocument {
  id
  patientID
  staffAccountID
  staffName
  title
  key
  bucket
  region
  fileName
  contentType
  url
  createdOn
}`) as unknown as TypedDocumentString<CreatePatientDocumentMutation, CreatePatientDocumentMutationVariables>;
export const ListPatientDocument = new TypedDocumentString(`
    query ListPatient($filter: PatientSearchFilter, $pagination: Pagination, $unmasked: Boolean) {
  listPatient(filter: $filter, pagination: $pagination, unmasked: $unmasked) {
    count
    countCapped
    result {
      id
      namecode
      name
      nric
      existingClinicID
      clinicName
      referringSource
      referrer
      photoUrl
      phoneNo
      email
    }
  }
}
    `) as unknown as TypedDocumentString<ListPatientQuery, ListPatientQueryVariables>;
export const GetPatientDocument = new TypedDocumentString(`
    query GetPatient($id: Int!) {
  getPatient(id: $id) {
    ...PatientFields
  }
}
    fragment PatientFields on Patient {
  id
  name
  nric
  gender
  dob
  existingClinicID
  clinicName
  status
  amputee
  height
  weight
  wheelchairWeight
  phoneNo
  email
  DESRD
  key
  photoUrl
  updatedOn
  allergies {
    id
    name
    knownDate
    deleted
  }
}`) as unknown as TypedDocumentString<GetPatientQuery, GetPatientQueryVariables>;
export const CreatePatientDocument = new TypedDocumentString(`
    mutation CreatePatient($create: CreatePatientInput!) {
  createPatient(create: $create) {
    ...PatientFields
  }
}
    fragment PatientFields on Patient {
  id
  name
  nric
  gender
  dob
  existingClinicID
  clinicName
  status
  amputee
  height
  weight
  wheelchairWeight
  phoneNo
  email
  DESRD
  key
  photoUrl
  updatedOn
  allergies {
    id
    name
    knownDate
    deleted
  }
}`) as unknown as TypedDocumentString<CreatePatientMutation, CreatePatientMutationVariables>;
export const UpdatePatientDocument = new TypedDocumentString(`
    mutation UpdatePatient($update: UpdatePatientInput!) {
  updatePatient(update: $update) {
    ...PatientFields
  }
}
    fragment PatientFields on Patient {
  id
  name
  nric
  gender
  dob
  existingClinicID
  clinicName
  status
  amputee
  height
  weight
  wheelchairWeight
  phoneNo
  email
  DESRD
  key
  photoUrl
  updatedOn
  allergies {
    id
    name
    knownDate
    deleted
  }
}`) as unknown as TypedDocumentString<UpdatePatientMutation, UpdatePatientMutationVariables>;
export const CreateAllergyDocument = new TypedDocumentString(`
    mutation CreateAllergy($create: CreateAllergyInput!) {
  createAllergy(create: $create) {
    id
    name
    deleted
  }
}
    `) as unknown as TypedDocumentString<CreateAllergyMutation, CreateAllergyMutationVariables>;
export const UpdateAllergyDocument = new TypedDocumentString(`
    mutation UpdateAllergy($update: UpdateAllergyInput!) {
  updateAllergy(update: $update) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<UpdateAllergyMutation, UpdateAllergyMutationVariables>;
export const ListReferringSourceDocument = new TypedDocumentString(`
    query ListReferringSource {
  listReferringSource
}
    `) as unknown as TypedDocumentString<ListReferringSourceQuery, ListReferringSourceQueryVariables>;
export const CreateReferredPatientDocument = new TypedDocumentString(`
    mutation CreateReferredPatient($create: CreatePatientInput!) {
  createPatient(create: $create) {
    id
    referringSource
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<CreateReferredPatientMutation, CreateReferredPatientMutationVariables>;
export const UpdateReferredPatientDocument = new TypedDocumentString(`
    mutation UpdateReferredPatient($update: UpdatePatientInput!) {
  updatePatient(update: $update) {
    id
    referringSource
  }
}
    `) as unknown as TypedDocumentString<UpdateReferredPatientMutation, UpdateReferredPatientMutationVariables>;
export const GetQualityReportDocument = new TypedDocumentString(`
    query GetQualityReport($month: String!) {
  getQualityReport(month: $month) {
    month
    months
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
      hbMin
      hbMax
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
export const HistoryChangeMyPasswordDocument = new TypedDocumentString(`
    mutation HistoryChangeMyPassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<HistoryChangeMyPasswordMutation, HistoryChangeMyPasswordMutationVariables>;
export const RecordHistoryTestDocument = new TypedDocumentString(`
    query RecordHistoryTest($filter: RecordHistoryFilter!, $pagination: Pagination) {
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
      accountID
      byName
      role
      entity
      section
      entityID
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
    `) as unknown as TypedDocumentString<RecordHistoryTestQuery, RecordHistoryTestQueryVariables>;
export const RecordHistoryUpdatePatientDocument = new TypedDocumentString(`
    mutation RecordHistoryUpdatePatient($update: UpdatePatientInput!) {
  updatePatient(update: $update) {
    id
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<RecordHistoryUpdatePatientMutation, RecordHistoryUpdatePatientMutationVariables>;
export const RecordHistoryCreateAllergyDocument = new TypedDocumentString(`
    mutation RecordHistoryCreateAllergy($create: CreateAllergyInput!) {
  createAllergy(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<RecordHistoryCreateAllergyMutation, RecordHistoryCreateAllergyMutationVariables>;
export const RecordHistoryDeleteAllergyDocument = new TypedDocumentString(`
    mutation RecordHistoryDeleteAllergy($update: UpdateAllergyInput!) {
  updateAllergy(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<RecordHistoryDeleteAllergyMutation, RecordHistoryDeleteAllergyMutationVariables>;
export const HistoryCreateClinicDocument = new TypedDocumentString(`
    mutation HistoryCreateClinic($create: CreateClinicInput!) {
  createClinic(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateClinicMutation, HistoryCreateClinicMutationVariables>;
export const HistoryUpdateClinicDocument = new TypedDocumentString(`
    mutation HistoryUpdateClinic($update: UpdateClinicInput!) {
  updateClinic(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryUpdateClinicMutation, HistoryUpdateClinicMutationVariables>;
export const HistoryCreateMachineDocument = new TypedDocumentString(`
    mutation HistoryCreateMachine($create: CreateMachineInput!) {
  createMachine(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateMachineMutation, HistoryCreateMachineMutationVariables>;
export const HistoryUpdateMachineDocument = new TypedDocumentString(`
    mutation HistoryUpdateMachine($update: UpdateMachineInput!) {
  updateMachine(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryUpdateMachineMutation, HistoryUpdateMachineMutationVariables>;
export const HistoryCreateSeatDocument = new TypedDocumentString(`
    mutation HistoryCreateSeat($create: CreateSeatInput!) {
  createSeat(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateSeatMutation, HistoryCreateSeatMutationVariables>;
export const HistoryUpdateSeatDocument = new TypedDocumentString(`
    mutation HistoryUpdateSeat($update: UpdateSeatInput!) {
  updateSeat(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryUpdateSeatMutation, HistoryUpdateSeatMutationVariables>;
export const HistoryCreateCertificationDocument = new TypedDocumentString(`
    mutation HistoryCreateCertification($create: CreateCertificationInput!) {
  createCertification(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateCertificationMutation, HistoryCreateCertificationMutationVariables>;
export const HistoryUpdateCertificationDocument = new TypedDocumentString(`
    mutation HistoryUpdateCertification($update: UpdateCertificationInput!) {
  updateCertification(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryUpdateCertificationMutation, HistoryUpdateCertificationMutationVariables>;
export const HistoryDeleteCertificationDocument = new TypedDocumentString(`
    mutation HistoryDeleteCertification($id: Int!) {
  deleteCertification(id: $id)
}
    `) as unknown as TypedDocumentString<HistoryDeleteCertificationMutation, HistoryDeleteCertificationMutationVariables>;
export const HistoryCreateLabReportDocument = new TypedDocumentString(`
    mutation HistoryCreateLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateLabReportMutation, HistoryCreateLabReportMutationVariables>;
export const HistoryUpdateLabReportDocument = new TypedDocumentString(`
    mutation HistoryUpdateLabReport($update: UpdateLabReportInput!) {
  updateLabReport(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryUpdateLabReportMutation, HistoryUpdateLabReportMutationVariables>;
export const HistoryDeleteLabReportDocument = new TypedDocumentString(`
    mutation HistoryDeleteLabReport($delete: DeleteLabReportInput!) {
  deleteLabReport(delete: $delete) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryDeleteLabReportMutation, HistoryDeleteLabReportMutationVariables>;
export const HistoryCreateNoteDocument = new TypedDocumentString(`
    mutation HistoryCreateNote($create: CreateHospitalSummaryInput!) {
  createHospitalSummary(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateNoteMutation, HistoryCreateNoteMutationVariables>;
export const HistoryCreateMilestoneDocument = new TypedDocumentString(`
    mutation HistoryCreateMilestone($create: CreateMedicalMilestoneInput!) {
  createMedicalMilestone(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateMilestoneMutation, HistoryCreateMilestoneMutationVariables>;
export const HistoryCreateIncidentDocument = new TypedDocumentString(`
    mutation HistoryCreateIncident($create: CreateIncidentReportInput!) {
  createIncidentReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateIncidentMutation, HistoryCreateIncidentMutationVariables>;
export const HistoryRespondIncidentDocument = new TypedDocumentString(`
    mutation HistoryRespondIncident($update: UpdateIncidentReportInput!) {
  updateIncidentReport(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryRespondIncidentMutation, HistoryRespondIncidentMutationVariables>;
export const HistoryCreatePatientDocument = new TypedDocumentString(`
    mutation HistoryCreatePatient($create: CreatePatientInput!) {
  createPatient(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreatePatientMutation, HistoryCreatePatientMutationVariables>;
export const HistoryUpdatePatientDocument = new TypedDocumentString(`
    mutation HistoryUpdatePatient($update: UpdatePatientInput!) {
  updatePatient(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryUpdatePatientMutation, HistoryUpdatePatientMutationVariables>;
export const HistoryCreateAllergyDocument = new TypedDocumentString(`
    mutation HistoryCreateAllergy($create: CreateAllergyInput!) {
  createAllergy(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryCreateAllergyMutation, HistoryCreateAllergyMutationVariables>;
export const HistoryUpdateAllergyDocument = new TypedDocumentString(`
    mutation HistoryUpdateAllergy($update: UpdateAllergyInput!) {
  updateAllergy(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<HistoryUpdateAllergyMutation, HistoryUpdateAllergyMutationVariables>;
export const ListDrugDocument = new TypedDocumentString(`
    query ListDrug($filter: DrugFilter, $pagination: Pagination) {
  listDrug(filter: $filter, pagination: $pagination) {
    count
    result {
      ...DrugFields
    }
  }
}
    fragment DrugFields on Drug {
  id
  name
  purpose
  manufacturer
  createdOn
  deleted
}`) as unknown as TypedDocumentString<ListDrugQuery, ListDrugQueryVariables>;
export const CreateDrugDocument = new TypedDocumentString(`
    mutation CreateDrug($create: CreateDrugInput!) {
  createDrug(create: $create) {
    ...DrugFields
  }
}
    fragment DrugFields on Drug {
  id
  name
  purpose
  manufacturer
  createdOn
  deleted
}`) as unknown as TypedDocumentString<CreateDrugMutation, CreateDrugMutationVariables>;
export const UpdateDrugDocument = new TypedDocumentString(`
    mutation UpdateDrug($update: UpdateDrugInput!) {
  updateDrug(update: $update) {
    ...DrugFields
  }
}
    fragment DrugFields on Drug {
  id
  name
  purpose
  manufacturer
  createdOn
  deleted
}`) as unknown as TypedDocumentString<UpdateDrugMutation, UpdateDrugMutationVariables>;
export const ListHospitalReasonDocument = new TypedDocumentString(`
    query ListHospitalReason($filter: HospitalReasonFilter, $pagination: Pagination) {
  listHospitalReason(filter: $filter, pagination: $pagination) {
    count
    result {
      ...HospitalReasonFields
    }
  }
}
    fragment HospitalReasonFields on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
  deleted
}`) as unknown as TypedDocumentString<ListHospitalReasonQuery, ListHospitalReasonQueryVariables>;
export const CreateHospitalReasonDocument = new TypedDocumentString(`
    mutation CreateHospitalReason($create: CreateHospitalReasonInput!) {
  createHospitalReason(create: $create) {
    ...HospitalReasonFields
  }
}
    fragment HospitalReasonFields on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
  deleted
}`) as unknown as TypedDocumentString<CreateHospitalReasonMutation, CreateHospitalReasonMutationVariables>;
export const UpdateHospitalReasonDocument = new TypedDocumentString(`
    mutation UpdateHospitalReason($update: UpdateHospitalReasonInput!) {
  updateHospitalReason(update: $update) {
    ...HospitalReasonFields
  }
}
    fragment HospitalReasonFields on HospitalReason {
  id
  hospDetail
  createdOn
  updatedOn
  deleted
}`) as unknown as TypedDocumentString<UpdateHospitalReasonMutation, UpdateHospitalReasonMutationVariables>;
export const ListSymptomDocument = new TypedDocumentString(`
    query ListSymptom($filter: SymptomFilter, $pagination: Pagination) {
  listSymptom(filter: $filter, pagination: $pagination) {
    count
    result {
      ...SymptomFields
    }
  }
}
    fragment SymptomFields on Symptom {
  id
  name
  class
  createdOn
  deleted
}`) as unknown as TypedDocumentString<ListSymptomQuery, ListSymptomQueryVariables>;
export const CreateSymptomDocument = new TypedDocumentString(`
    mutation CreateSymptom($create: CreateSymptomInput!) {
  createSymptom(create: $create) {
    ...SymptomFields
  }
}
    fragment SymptomFields on Symptom {
  id
  name
  class
  createdOn
  deleted
}`) as unknown as TypedDocumentString<CreateSymptomMutation, CreateSymptomMutationVariables>;
export const UpdateSymptomDocument = new TypedDocumentString(`
    mutation UpdateSymptom($update: UpdateSymptomInput!) {
  updateSymptom(update: $update) {
    ...SymptomFields
  }
}
    fragment SymptomFields on Symptom {
  id
  name
  class
  createdOn
  deleted
}`) as unknown as TypedDocumentString<UpdateSymptomMutation, UpdateSymptomMutationVariables>;
export const ListRoutineOrderDocument = new TypedDocumentString(`
    query ListRoutineOrder($clinicID: Int!, $filter: RoutineOrderFilter, $state: RoutineOrderState, $pagination: Pagination) {
  listRoutineOrder(
    clinicID: $clinicID
    filter: $filter
    state: $state
    pagination: $pagination
  ) {
    count
    today
    result {
      patientID
      patientName
      patientNric
      state
      order {
        ...DialysisOrderFields
      }
    }
  }
}
    fragment DialysisOrderFields on DialysisOrder {
  id
  patientID
  staffAccountID
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
}`) as unknown as TypedDocumentString<ListRoutineOrderQuery, ListRoutineOrderQueryVariables>;
export const ListSeatDocument = new TypedDocumentString(`
    query ListSeat($filter: SeatFilter!, $pagination: Pagination) {
  listSeat(filter: $filter, pagination: $pagination) {
    count
    result {
      ...SeatFields
    }
  }
}
    fragment SeatFields on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  deleted
  updatedOn
}`) as unknown as TypedDocumentString<ListSeatQuery, ListSeatQueryVariables>;
export const CreateSeatDocument = new TypedDocumentString(`
    mutation CreateSeat($create: CreateSeatInput!) {
  createSeat(create: $create) {
    ...SeatFields
  }
}
    fragment SeatFields on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  deleted
  updatedOn
}`) as unknown as TypedDocumentString<CreateSeatMutation, CreateSeatMutationVariables>;
export const UpdateSeatDocument = new TypedDocumentString(`
    mutation UpdateSeat($update: UpdateSeatInput!) {
  updateSeat(update: $update) {
    ...SeatFields
  }
}
    fragment SeatFields on Seat {
  id
  name
  clinicID
  clinicName
  machineID
  machineName
  machineSerialNo
  status
  deleted
  updatedOn
}`) as unknown as TypedDocumentString<UpdateSeatMutation, UpdateSeatMutationVariables>;
export const StaffVersionByNameDocument = new TypedDocumentString(`
    query StaffVersionByName($name: String) {
  listStaff(filter: {name: {eq: $name}}) {
    result {
      updatedOn
    }
  }
}
    `) as unknown as TypedDocumentString<StaffVersionByNameQuery, StaffVersionByNameQueryVariables>;
export const ListStaffDocument = new TypedDocumentString(`
    query ListStaff($filter: StaffFilter, $pagination: Pagination) {
  listStaff(filter: $filter, pagination: $pagination) {
    count
    result {
      ...StaffFields
    }
  }
}
    fragment StaffFields on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
}`) as unknown as TypedDocumentString<ListStaffQuery, ListStaffQueryVariables>;
export const CreateStaffDocument = new TypedDocumentString(`
    mutation CreateStaff($create: CreateStaffInput!) {
  createStaff(create: $create) {
    ...StaffFields
  }
}
    fragment StaffFields on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
}`) as unknown as TypedDocumentString<CreateStaffMutation, CreateStaffMutationVariables>;
export const UpdateStaffDocument = new TypedDocumentString(`
    mutation UpdateStaff($update: UpdateStaffInput!) {
  updateStaff(update: $update) {
    ...StaffFields
  }
}
    fragment StaffFields on Staff {
  accountID
  name
  designation
  contactNo
  email
  clinicIDs
  group
}`) as unknown as TypedDocumentString<UpdateStaffMutation, UpdateStaffMutationVariables>;
export const DeleteStaffDocument = new TypedDocumentString(`
    mutation DeleteStaff($accountID: ID!, $deleteCognito: Boolean) {
  deleteStaff(accountID: $accountID, deleteCognito: $deleteCognito)
}
    `) as unknown as TypedDocumentString<DeleteStaffMutation, DeleteStaffMutationVariables>;
export const ResetStaffPasswordDocument = new TypedDocumentString(`
    mutation ResetStaffPassword($username: ID!, $password: String!) {
  changePassword(username: $username, password: $password, forceSignOut: 1)
}
    `) as unknown as TypedDocumentString<ResetStaffPasswordMutation, ResetStaffPasswordMutationVariables>;
export const StaffMeDocument = new TypedDocumentString(`
    query StaffMe {
  me {
    accountID
    group
  }
}
    `) as unknown as TypedDocumentString<StaffMeQuery, StaffMeQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!, $stayLoggedIn: Boolean) {
  signIn(email: $email, password: $password, stayLoggedIn: $stayLoggedIn) {
    challenge
    me {
      accountID
      name
      designation
      email
      clinicIDs
      group
    }
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const CompleteNewPasswordDocument = new TypedDocumentString(`
    mutation CompleteNewPassword($email: String!, $password: String!, $newPassword: String!) {
  completeNewPassword(
    email: $email
    password: $password
    newPassword: $newPassword
  ) {
    challenge
    me {
      accountID
      email
      group
    }
  }
}
    `) as unknown as TypedDocumentString<CompleteNewPasswordMutation, CompleteNewPasswordMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    accountID
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
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
export const OnIntervalOnAnyInstanceDocument = new TypedDocumentString(`
    subscription OnIntervalOnAnyInstance($clinicID: Int!) {
  onSubmitDialysisInterval(clinicID: $clinicID) {
    id
    dialysisID
    clinicID
    staffAccountID
    SBP
  }
}
    `) as unknown as TypedDocumentString<OnIntervalOnAnyInstanceSubscription, OnIntervalOnAnyInstanceSubscriptionVariables>;
export const OnStartDialysisOnAnyInstanceDocument = new TypedDocumentString(`
    subscription OnStartDialysisOnAnyInstance($clinicID: Int!) {
  onStartDialysis(clinicID: $clinicID) {
    id
  }
}
    `) as unknown as TypedDocumentString<OnStartDialysisOnAnyInstanceSubscription, OnStartDialysisOnAnyInstanceSubscriptionVariables>;
export const DashboardOnInstanceDocument = new TypedDocumentString(`
    query DashboardOnInstance($clinicID: Int!, $filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    count
    result {
      id
      patientID
      date
      shift
      namecode
      name
      nric
      seatName
      dialysisID
      dialysisStartTime
      dialysisEndTime
      lastDialysisIntervalTimestamp
      dialysis {
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
    `) as unknown as TypedDocumentString<DashboardOnInstanceQuery, DashboardOnInstanceQueryVariables>;
export const SubmitIntervalOnInstanceDocument = new TypedDocumentString(`
    mutation SubmitIntervalOnInstance($create: CreateDialysisIntervalInput!) {
  submitDialysisInterval(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<SubmitIntervalOnInstanceMutation, SubmitIntervalOnInstanceMutationVariables>;