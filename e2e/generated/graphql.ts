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

export type CreateAppointmentInput = {
  clinicID: number;
  /** YYYY-MM-DD, today or later in the centre's time zone. */
  date: string;
  patientID: number;
  shift: Shift;
  /** HH:MM:SS; by default the session's time (M 09:00:00, N 12:00:00, E 18:00:00). */
  time?: string | null | undefined;
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

/** Clinical notes (CLINIC, EVENT) and hospital entries (HOSPITAL) share one record (spec 001 section 3). */
export type HospitalSummaryType =
  | 'CLINIC'
  | 'EVENT'
  | 'HOSPITAL';

export type IntFilter = {
  eq?: number | null | undefined;
  exists?: boolean | null | undefined;
  ge?: number | null | undefined;
  in?: Array<number> | null | undefined;
  le?: number | null | undefined;
  ne?: number | null | undefined;
};

/** What a machine can be set to. (Its audit items are MachineStatus, another type.) */
export type MachineAvailability =
  | 'AVAILABLE'
  | 'NOTAVAILABLE';

export type OrderBy = {
  direction?: SortDirection | null | undefined;
  field: string;
};

export type Pagination = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderby?: Array<OrderBy> | null | undefined;
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

export type SeatStatus =
  | 'AVAILABLE'
  | 'NOTAVAILABLE';

export type Shift =
  | 'E'
  | 'M'
  | 'N';

export type SortDirection =
  | 'ASC'
  | 'DESC';

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

export type UpdateAppointmentInput = {
  /** 1 cancels the appointment (only while its session has not started); nothing else is accepted. */
  deleted: number;
  id: number;
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

/** Fields left out are kept; null clears an optional field. key null removes the picture. */
export type UpdatePatientInput = {
  id: number;
  key?: string | null | undefined;
  patient: PatientFields;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: string;
};

export type ApiSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type ApiSignInMutation = { signIn: { me: { accountID: string } | null } };

export type CentresQueryVariables = Exact<{ [key: string]: never; }>;


export type CentresQuery = { listClinic: { result: Array<{ id: number, uid: string, name: string, status: ClinicStatus, today: string }> } };

export type AppointmentsQueryVariables = Exact<{
  filter: AppointmentDetailFilter;
  pagination?: Pagination | null | undefined;
}>;


export type AppointmentsQuery = { listAppointmentDetail: { result: Array<{ id: number, patientID: number, name: string, shift: Shift, dialysisID: number | null, dialysisStartTime: string | null, dialysisEndTime: string | null }> } };

export type AvailabilityQueryVariables = Exact<{
  first: string;
  last: string;
  clinicIDs: Array<number> | number;
}>;


export type AvailabilityQuery = { listAppointmentAvailability: string };

export type PatientCalendarQueryVariables = Exact<{
  patientID: number;
  clinicID: number;
  start: string;
  end: string;
}>;


export type PatientCalendarQuery = { getPatientAppointmentCalendar: { appointments: Array<{ id: number }> } };

export type ApiCreatePatientMutationVariables = Exact<{
  create: CreatePatientInput;
}>;


export type ApiCreatePatientMutation = { createPatient: { id: number } };

export type BookMutationVariables = Exact<{
  create: CreateAppointmentInput;
}>;


export type BookMutation = { createAppointment: { id: number } };

export type ApiUpdateAppointmentMutationVariables = Exact<{
  update: UpdateAppointmentInput;
}>;


export type ApiUpdateAppointmentMutation = { updateAppointment: { id: number } };

export type ApiCreateOrderMutationVariables = Exact<{
  create: CreateDialysisOrderInput;
}>;


export type ApiCreateOrderMutation = { createDialysisOrder: { id: number } };

export type ApiSessionMachinesQueryVariables = Exact<{
  clinicID: number;
}>;


export type ApiSessionMachinesQuery = { listSessionMachines: Array<{ id: number, name: string, inUse: boolean }> };

export type ApiCheckInMutationVariables = Exact<{
  create: StartDialysisInput;
  appointmentID: number;
}>;


export type ApiCheckInMutation = { startDialysis: { id: number } };

export type ApiSessionQueryVariables = Exact<{
  patientID: number;
  id: number;
}>;


export type ApiSessionQuery = { getDialysis: { id: number, patientID: number, updatedOn: string, arriveTime: string | null, startTime: string | null, endTime: string | null, dischargeTime: string | null, machineID: number | null, notes: string | null, KTVonline: number | null, preWeight: number | null, preSBP: number | null, preHRT: number | null, postWeight: number | null, postTemp: number | null } };

export type ApiPatientSessionsQueryVariables = Exact<{
  filter: DialysisFilter;
  pagination?: Pagination | null | undefined;
}>;


export type ApiPatientSessionsQuery = { listDialysis: { result: Array<{ id: number, startTime: string | null, endTime: string | null, updatedOn: string, notes: string | null }> } };

export type ApiUpdateSessionMutationVariables = Exact<{
  update: UpdateDialysisInput;
}>;


export type ApiUpdateSessionMutation = { updateDialysis: { id: number } };

export type ApiCheckOutMutationVariables = Exact<{
  checkout: CheckoutDialysisInput;
}>;


export type ApiCheckOutMutation = { checkoutDialysis: string };

export type ApiReadingValuesQueryVariables = Exact<{
  filter: DialysisIntervalFilter;
}>;


export type ApiReadingValuesQuery = { listDialysisInterval: { count: number, result: Array<{ id: number, SBP: number | null, timestamp: string }> } };

export type ApiSubmitReadingMutationVariables = Exact<{
  create: CreateDialysisIntervalInput;
}>;


export type ApiSubmitReadingMutation = { submitDialysisInterval: { id: number } };

export type ApiCreateMachineMutationVariables = Exact<{
  create: CreateMachineInput;
}>;


export type ApiCreateMachineMutation = { createMachine: { id: number, name: string, updatedOn: string } };

export type ApiCreateSeatMutationVariables = Exact<{
  create: CreateSeatInput;
}>;


export type ApiCreateSeatMutation = { createSeat: { id: number, name: string } };

export type ApiUpdateMachineMutationVariables = Exact<{
  update: UpdateMachineInput;
}>;


export type ApiUpdateMachineMutation = { updateMachine: { id: number, updatedOn: string } };

export type ApiReadingsQueryVariables = Exact<{
  filter: DialysisIntervalFilter;
}>;


export type ApiReadingsQuery = { listDialysisInterval: { result: Array<{ id: number, updatedOn: string }> } };

export type ApiUpdateReadingMutationVariables = Exact<{
  update: UpdateDialysisIntervalInput;
}>;


export type ApiUpdateReadingMutation = { updateDialysisInterval: { id: number } };

export type ApiPatientVersionQueryVariables = Exact<{
  id: number;
}>;


export type ApiPatientVersionQuery = { getPatient: { id: number, updatedOn: string } };

export type ApiUpdatePatientMutationVariables = Exact<{
  update: UpdatePatientInput;
}>;


export type ApiUpdatePatientMutation = { updatePatient: { id: number, updatedOn: string } };

export type ApiCreateLabReportMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type ApiCreateLabReportMutation = { createLabReport: { id: number } };

export type ApiCreateLabReportVersionedMutationVariables = Exact<{
  create: CreateLabReportInput;
}>;


export type ApiCreateLabReportVersionedMutation = { createLabReport: { id: number, updatedOn: string } };

export type ApiUpdateLabReportMutationVariables = Exact<{
  update: UpdateLabReportInput;
}>;


export type ApiUpdateLabReportMutation = { updateLabReport: { id: number, updatedOn: string } };

export type JourneyCreateNoteMutationVariables = Exact<{
  create: CreateHospitalSummaryInput;
}>;


export type JourneyCreateNoteMutation = { createHospitalSummary: { id: number, staffName: string | null } };

export type ApiClinicAccountingQueryVariables = Exact<{
  id: number;
}>;


export type ApiClinicAccountingQuery = { listClinicSummary: { result: Array<{ id: number, updatedOn: string, qbClientID: string | null, hasQbClientSecret: boolean, qbRealmID: string | null, qbItemID: number | null, qbTaxCodeID: number | null }> } };

export type ApiUpdateClinicMutationVariables = Exact<{
  update: UpdateClinicInput;
}>;


export type ApiUpdateClinicMutation = { updateClinic: { id: number, updatedOn: string } };

export type ApiDisconnectQuickbooksMutationVariables = Exact<{
  clinicID: number;
}>;


export type ApiDisconnectQuickbooksMutation = { disconnectQuickbooks: boolean };

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

export const ApiSignInDocument = new TypedDocumentString(`
    mutation ApiSignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    me {
      accountID
    }
  }
}
    `) as unknown as TypedDocumentString<ApiSignInMutation, ApiSignInMutationVariables>;
export const CentresDocument = new TypedDocumentString(`
    query Centres {
  listClinic {
    result {
      id
      uid
      name
      status
      today
    }
  }
}
    `) as unknown as TypedDocumentString<CentresQuery, CentresQueryVariables>;
export const AppointmentsDocument = new TypedDocumentString(`
    query Appointments($filter: AppointmentDetailFilter!, $pagination: Pagination) {
  listAppointmentDetail(filter: $filter, pagination: $pagination) {
    result {
      id
      patientID
      name
      shift
      dialysisID
      dialysisStartTime
      dialysisEndTime
    }
  }
}
    `) as unknown as TypedDocumentString<AppointmentsQuery, AppointmentsQueryVariables>;
export const AvailabilityDocument = new TypedDocumentString(`
    query Availability($first: String!, $last: String!, $clinicIDs: [Int!]!) {
  listAppointmentAvailability(
    calendarStartDay: $first
    calenderEndDay: $last
    start: $first
    end: $last
    clinicIDs: $clinicIDs
  )
}
    `) as unknown as TypedDocumentString<AvailabilityQuery, AvailabilityQueryVariables>;
export const PatientCalendarDocument = new TypedDocumentString(`
    query PatientCalendar($patientID: Int!, $clinicID: Int!, $start: String!, $end: String!) {
  getPatientAppointmentCalendar(
    patientID: $patientID
    clinicID: $clinicID
    start: $start
    end: $end
  ) {
    appointments {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PatientCalendarQuery, PatientCalendarQueryVariables>;
export const ApiCreatePatientDocument = new TypedDocumentString(`
    mutation ApiCreatePatient($create: CreatePatientInput!) {
  createPatient(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiCreatePatientMutation, ApiCreatePatientMutationVariables>;
export const BookDocument = new TypedDocumentString(`
    mutation Book($create: CreateAppointmentInput!) {
  createAppointment(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<BookMutation, BookMutationVariables>;
export const ApiUpdateAppointmentDocument = new TypedDocumentString(`
    mutation ApiUpdateAppointment($update: UpdateAppointmentInput!) {
  updateAppointment(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiUpdateAppointmentMutation, ApiUpdateAppointmentMutationVariables>;
export const ApiCreateOrderDocument = new TypedDocumentString(`
    mutation ApiCreateOrder($create: CreateDialysisOrderInput!) {
  createDialysisOrder(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiCreateOrderMutation, ApiCreateOrderMutationVariables>;
export const ApiSessionMachinesDocument = new TypedDocumentString(`
    query ApiSessionMachines($clinicID: Int!) {
  listSessionMachines(clinicID: $clinicID) {
    id
    name
    inUse
  }
}
    `) as unknown as TypedDocumentString<ApiSessionMachinesQuery, ApiSessionMachinesQueryVariables>;
export const ApiCheckInDocument = new TypedDocumentString(`
    mutation ApiCheckIn($create: StartDialysisInput!, $appointmentID: Int!) {
  startDialysis(create: $create, appointmentID: $appointmentID) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiCheckInMutation, ApiCheckInMutationVariables>;
export const ApiSessionDocument = new TypedDocumentString(`
    query ApiSession($patientID: Int!, $id: Int!) {
  getDialysis(patientID: $patientID, id: $id) {
    id
    patientID
    updatedOn
    arriveTime
    startTime
    endTime
    dischargeTime
    machineID
    notes
    KTVonline
    preWeight
    preSBP
    preHRT
    postWeight
    postTemp
  }
}
    `) as unknown as TypedDocumentString<ApiSessionQuery, ApiSessionQueryVariables>;
export const ApiPatientSessionsDocument = new TypedDocumentString(`
    query ApiPatientSessions($filter: DialysisFilter!, $pagination: Pagination) {
  listDialysis(filter: $filter, pagination: $pagination) {
    result {
      id
      startTime
      endTime
      updatedOn
      notes
    }
  }
}
    `) as unknown as TypedDocumentString<ApiPatientSessionsQuery, ApiPatientSessionsQueryVariables>;
export const ApiUpdateSessionDocument = new TypedDocumentString(`
    mutation ApiUpdateSession($update: UpdateDialysisInput!) {
  updateDialysis(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiUpdateSessionMutation, ApiUpdateSessionMutationVariables>;
export const ApiCheckOutDocument = new TypedDocumentString(`
    mutation ApiCheckOut($checkout: CheckoutDialysisInput!) {
  checkoutDialysis(checkout: $checkout)
}
    `) as unknown as TypedDocumentString<ApiCheckOutMutation, ApiCheckOutMutationVariables>;
export const ApiReadingValuesDocument = new TypedDocumentString(`
    query ApiReadingValues($filter: DialysisIntervalFilter!) {
  listDialysisInterval(filter: $filter, pagination: {limit: 100}) {
    count
    result {
      id
      SBP
      timestamp
    }
  }
}
    `) as unknown as TypedDocumentString<ApiReadingValuesQuery, ApiReadingValuesQueryVariables>;
export const ApiSubmitReadingDocument = new TypedDocumentString(`
    mutation ApiSubmitReading($create: CreateDialysisIntervalInput!) {
  submitDialysisInterval(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiSubmitReadingMutation, ApiSubmitReadingMutationVariables>;
export const ApiCreateMachineDocument = new TypedDocumentString(`
    mutation ApiCreateMachine($create: CreateMachineInput!) {
  createMachine(create: $create) {
    id
    name
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<ApiCreateMachineMutation, ApiCreateMachineMutationVariables>;
export const ApiCreateSeatDocument = new TypedDocumentString(`
    mutation ApiCreateSeat($create: CreateSeatInput!) {
  createSeat(create: $create) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<ApiCreateSeatMutation, ApiCreateSeatMutationVariables>;
export const ApiUpdateMachineDocument = new TypedDocumentString(`
    mutation ApiUpdateMachine($update: UpdateMachineInput!) {
  updateMachine(update: $update) {
    id
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<ApiUpdateMachineMutation, ApiUpdateMachineMutationVariables>;
export const ApiReadingsDocument = new TypedDocumentString(`
    query ApiReadings($filter: DialysisIntervalFilter!) {
  listDialysisInterval(filter: $filter) {
    result {
      id
      updatedOn
    }
  }
}
    `) as unknown as TypedDocumentString<ApiReadingsQuery, ApiReadingsQueryVariables>;
export const ApiUpdateReadingDocument = new TypedDocumentString(`
    mutation ApiUpdateReading($update: UpdateDialysisIntervalInput!) {
  updateDialysisInterval(update: $update) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiUpdateReadingMutation, ApiUpdateReadingMutationVariables>;
export const ApiPatientVersionDocument = new TypedDocumentString(`
    query ApiPatientVersion($id: Int!) {
  getPatient(id: $id) {
    id
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<ApiPatientVersionQuery, ApiPatientVersionQueryVariables>;
export const ApiUpdatePatientDocument = new TypedDocumentString(`
    mutation ApiUpdatePatient($update: UpdatePatientInput!) {
  updatePatient(update: $update) {
    id
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<ApiUpdatePatientMutation, ApiUpdatePatientMutationVariables>;
export const ApiCreateLabReportDocument = new TypedDocumentString(`
    mutation ApiCreateLabReport($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApiCreateLabReportMutation, ApiCreateLabReportMutationVariables>;
export const ApiCreateLabReportVersionedDocument = new TypedDocumentString(`
    mutation ApiCreateLabReportVersioned($create: CreateLabReportInput!) {
  createLabReport(create: $create) {
    id
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<ApiCreateLabReportVersionedMutation, ApiCreateLabReportVersionedMutationVariables>;
export const ApiUpdateLabReportDocument = new TypedDocumentString(`
    mutation ApiUpdateLabReport($update: UpdateLabReportInput!) {
  updateLabReport(update: $update) {
    id
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<ApiUpdateLabReportMutation, ApiUpdateLabReportMutationVariables>;
export const JourneyCreateNoteDocument = new TypedDocumentString(`
    mutation JourneyCreateNote($create: CreateHospitalSummaryInput!) {
  createHospitalSummary(create: $create) {
    id
    staffName
  }
}
    `) as unknown as TypedDocumentString<JourneyCreateNoteMutation, JourneyCreateNoteMutationVariables>;
export const ApiClinicAccountingDocument = new TypedDocumentString(`
    query ApiClinicAccounting($id: Int!) {
  listClinicSummary(filter: {id: {eq: $id}}) {
    result {
      id
      updatedOn
      qbClientID
      hasQbClientSecret
      qbRealmID
      qbItemID
      qbTaxCodeID
    }
  }
}
    `) as unknown as TypedDocumentString<ApiClinicAccountingQuery, ApiClinicAccountingQueryVariables>;
export const ApiUpdateClinicDocument = new TypedDocumentString(`
    mutation ApiUpdateClinic($update: UpdateClinicInput!) {
  updateClinic(update: $update) {
    id
    updatedOn
  }
}
    `) as unknown as TypedDocumentString<ApiUpdateClinicMutation, ApiUpdateClinicMutationVariables>;
export const ApiDisconnectQuickbooksDocument = new TypedDocumentString(`
    mutation ApiDisconnectQuickbooks($clinicID: Int!) {
  disconnectQuickbooks(clinicID: $clinicID)
}
    `) as unknown as TypedDocumentString<ApiDisconnectQuickbooksMutation, ApiDisconnectQuickbooksMutationVariables>;