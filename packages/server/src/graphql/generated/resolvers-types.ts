import type { GraphQLResolveInfo } from 'graphql';
import type { ApiItem as ApiItemModel } from '../../modules/machine-status/items.ts';
import type { ApiPatientDocument as ApiPatientDocumentModel } from '../../modules/patient-documents/service.ts';
import type { PatientSearchRow as PatientSearchRowModel } from '../../modules/patient-search/query.ts';
import type { LazySeatList as LazySeatListModel } from '../../modules/seats/service.ts';
import type { LazyClinicList as LazyClinicListModel } from '../../modules/centres/service.ts';
import type { Context } from '../../context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A centre's accounting set-up, for the unlinked invoices page and Refresh authentication. */
export type AccountingStatus = {
  __typename?: 'AccountingStatus';
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  /** Client id, secret, realm and item are all set: the centre can invoice. */
  configured: Scalars['Boolean']['output'];
  /** A token record exists. */
  connected: Scalars['Boolean']['output'];
  date?: Maybe<Scalars['String']['output']>;
  /** The token counts as expired by the spec's rule (or there is none). */
  expired: Scalars['Boolean']['output'];
  /**
   * The connection as QuickBooks last answered it (issue 30 item 4): CONNECTED; EXPIRED (the spec's rule: date +
   * expiresIn more than 3 days past); REFUSED (QuickBooks refused the tokens: revoked, or forgotten by the
   * provider); NOT_CONNECTED (never connected, or disconnected).
   */
  state: Scalars['String']['output'];
};

export type Allergy = {
  __typename?: 'Allergy';
  deleted: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  knownDate: Scalars['String']['output'];
  name: Scalars['String']['output'];
  patientID: Scalars['Int']['output'];
};

/** A booked appointment (createAppointment, updateAppointment). */
export type Appointment = {
  __typename?: 'Appointment';
  clinicID: Scalars['Int']['output'];
  createdOn: Scalars['String']['output'];
  date: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  patientID: Scalars['Int']['output'];
  seatID?: Maybe<Scalars['Int']['output']>;
  shift: Shift;
  time?: Maybe<Scalars['String']['output']>;
  updatedOn: Scalars['String']['output'];
};

export type AppointmentDetail = {
  __typename?: 'AppointmentDetail';
  bucket?: Maybe<Scalars['String']['output']>;
  clinicID: Scalars['Int']['output'];
  createdOn: Scalars['String']['output'];
  date: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  /** The session: its own columns and intervalCount (display names such as machineName are null here; getDialysis has them). */
  dialysis?: Maybe<Dialysis>;
  dialysisEndTime?: Maybe<Scalars['String']['output']>;
  dialysisEndedBy?: Maybe<Scalars['String']['output']>;
  dialysisID?: Maybe<Scalars['Int']['output']>;
  dialysisStartTime?: Maybe<Scalars['String']['output']>;
  dialysisStartedBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  key?: Maybe<Scalars['String']['output']>;
  lastDialysisIntervalID?: Maybe<Scalars['Int']['output']>;
  lastDialysisIntervalTimestamp?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Patient's id code. */
  namecode?: Maybe<Scalars['String']['output']>;
  /** NRIC masked except its last 4 characters. */
  nric?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  quickbookInvoiceID?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  seatID?: Maybe<Scalars['Int']['output']>;
  seatName?: Maybe<Scalars['String']['output']>;
  shift: Shift;
  time?: Maybe<Scalars['String']['output']>;
  updatedOn: Scalars['String']['output'];
};

export type AppointmentDetailFilter = {
  clinicID?: InputMaybe<IntFilter>;
  date?: InputMaybe<StringFilter>;
  deleted?: InputMaybe<IntFilter>;
  name?: InputMaybe<StringFilter>;
  nric?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<AppointmentDetailFilter>>;
  patientID?: InputMaybe<IntFilter>;
  shift?: InputMaybe<StringFilter>;
};

export type AppointmentDetailList = {
  __typename?: 'AppointmentDetailList';
  count: Scalars['Int']['output'];
  result: Array<AppointmentDetail>;
};

/** An appointment was created or changed (booked, cancelled, started, ended). */
export type AppointmentEvent = {
  __typename?: 'AppointmentEvent';
  clinicID: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  patientID: Scalars['Int']['output'];
  shift: Shift;
};

export type AppointmentSeriesDate = {
  __typename?: 'AppointmentSeriesDate';
  date: Scalars['String']['output'];
  /** For TAKEN: the appointment the patient has that day, as 'Morning session at Jurong Centre' ('at another centre' outside the user's). */
  existing?: Maybe<Scalars['String']['output']>;
  outcome: SeriesOutcome;
};

/** What a repeating booking did, date by date. */
export type AppointmentSeriesResult = {
  __typename?: 'AppointmentSeriesResult';
  /** Dates on which the patient already had an appointment (in any session or centre). */
  alreadyBooked: Array<Scalars['String']['output']>;
  booked: Array<Appointment>;
  /** Dates whose session had ended on the centre's clock (today's, booked late in the day). */
  ended: Array<Scalars['String']['output']>;
  /** Dates whose session had no free seat. */
  full: Array<Scalars['String']['output']>;
};

/** Dialysis adequacy of one session, computed by the server from a lab report's urea and the session's data. */
export type CalculatedLabResult = {
  __typename?: 'CalculatedLabResult';
  /** eKt/V (Daugirdas rate equation). */
  KTVe?: Maybe<Scalars['Float']['output']>;
  KTVonline?: Maybe<Scalars['Float']['output']>;
  MSA?: Maybe<Scalars['Float']['output']>;
  QB?: Maybe<Scalars['Float']['output']>;
  QD?: Maybe<Scalars['Float']['output']>;
  /** Ultrafiltration: pre minus post weight, litres. */
  UF?: Maybe<Scalars['Float']['output']>;
  /** Urea reduction ratio, %. */
  URR?: Maybe<Scalars['Float']['output']>;
  /** spKt/V (Daugirdas second generation). */
  URRD?: Maybe<Scalars['Float']['output']>;
  clinicID: Scalars['Int']['output'];
  dialyser?: Maybe<Scalars['String']['output']>;
  dialysisArriveTime?: Maybe<Scalars['String']['output']>;
  dialysisDischargeTime?: Maybe<Scalars['String']['output']>;
  dialysisEndTime?: Maybe<Scalars['String']['output']>;
  /** The session the report's sample belongs to (docs/decisions/labs.md); null when none could be chosen (see reason). */
  dialysisID?: Maybe<Scalars['Int']['output']>;
  dialysisIntervalLastTime?: Maybe<Scalars['String']['output']>;
  dialysisStartTime?: Maybe<Scalars['String']['output']>;
  /** Grams. */
  dryWeight?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  labReportID: Scalars['Int']['output'];
  /** The patient's most recent result. */
  latest: Scalars['Boolean']['output'];
  maxQA?: Maybe<Scalars['Float']['output']>;
  /** Lowest and highest blood flow of the session's readings. */
  minQA?: Maybe<Scalars['Float']['output']>;
  patientID: Scalars['Int']['output'];
  /**
   * Why spKt/V and eKt/V are not given (e.g. 'Treatment time outside 60-480 min', 'Urea post above pre: likely
   * swapped sample', 'Several sessions on this day: add the sample time to the lab report'); null when they are.
   * Shown on the result row instead of the numbers.
   */
  reason?: Maybe<Scalars['String']['output']>;
  /** The lab report's day. */
  timestamp: Scalars['String']['output'];
  ureaPost?: Maybe<Scalars['Float']['output']>;
  ureaPre?: Maybe<Scalars['Float']['output']>;
};

export type CalculatedLabResultEvent = {
  __typename?: 'CalculatedLabResultEvent';
  /** Null for a result of a report without a session. */
  dialysisID?: Maybe<Scalars['Int']['output']>;
  patientID: Scalars['Int']['output'];
};

export type CalculatedLabResultFilter = {
  /** Required: the patient (eq). */
  patientID: IntFilter;
};

export type CalculatedLabResultList = {
  __typename?: 'CalculatedLabResultList';
  count: Scalars['Int']['output'];
  result: Array<CalculatedLabResult>;
};

export type Certification = {
  __typename?: 'Certification';
  accountID: Scalars['ID']['output'];
  /** Manage Certifications: whether the signed-in user may renew or delete it (its holder's staff record is one they may change). Absent elsewhere. */
  changeable?: Maybe<Scalars['Boolean']['output']>;
  /** The staff member's centre when it was added (its time zone decides the expiry day). */
  clinicID?: Maybe<Scalars['Int']['output']>;
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  expiry: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  staffName: Scalars['String']['output'];
  status: CertificationStatus;
  updatedOn: Scalars['String']['output'];
};

export type CertificationFilter = {
  accountID?: InputMaybe<StringFilter>;
  /** Centre tree: certifications of staff working in any of these centres (or in all centres). Empty: All. */
  clinicIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  expiry?: InputMaybe<StringFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<CertificationFilter>>;
  staffName?: InputMaybe<StringFilter>;
  status?: InputMaybe<StringFilter>;
};

export type CertificationList = {
  __typename?: 'CertificationList';
  count: Scalars['Int']['output'];
  /** How many of the filtered certifications are EXPIRED (the stats card). */
  expiredCount: Scalars['Int']['output'];
  result: Array<Certification>;
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
  KTVonline?: InputMaybe<Scalars['String']['input']>;
  MSA?: InputMaybe<Scalars['String']['input']>;
  dialyser?: InputMaybe<Scalars['String']['input']>;
  /**
   * When the patient left, ISO-8601 (issue 25): not before the check-out (the end), not in the future. Without it the
   * discharge is the check-out time. Check-out edit corrects it.
   */
  dischargeTime?: InputMaybe<Scalars['String']['input']>;
  dryWeight?: InputMaybe<Scalars['String']['input']>;
  height?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  lastWeight?: InputMaybe<Scalars['String']['input']>;
  machineID?: InputMaybe<Scalars['Int']['input']>;
  membraneUse?: InputMaybe<Scalars['String']['input']>;
  /** SIMPLE or FULL */
  mode: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  postDBP?: InputMaybe<Scalars['String']['input']>;
  postEdema?: InputMaybe<Scalars['String']['input']>;
  postHRT?: InputMaybe<Scalars['String']['input']>;
  postRenalin?: InputMaybe<Scalars['String']['input']>;
  postSBP?: InputMaybe<Scalars['String']['input']>;
  postTemp?: InputMaybe<Scalars['String']['input']>;
  postWeight?: InputMaybe<Scalars['String']['input']>;
  preDBP?: InputMaybe<Scalars['String']['input']>;
  preEdema?: InputMaybe<Scalars['String']['input']>;
  preHRT?: InputMaybe<Scalars['String']['input']>;
  preRenalin?: InputMaybe<Scalars['String']['input']>;
  preSBP?: InputMaybe<Scalars['String']['input']>;
  preTemp?: InputMaybe<Scalars['String']['input']>;
  preWeight?: InputMaybe<Scalars['String']['input']>;
  /** FULL: the query string of an authorisation to finish before invoicing, and the address it came back to. */
  quickbookURL?: InputMaybe<Scalars['String']['input']>;
  redirectURL?: InputMaybe<Scalars['String']['input']>;
  ufTargetStart?: InputMaybe<Scalars['String']['input']>;
  /** The version the check-out was made on (the session's updatedOn as read). */
  updatedOn: Scalars['String']['input'];
};

export type Clinic = {
  __typename?: 'Clinic';
  address?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  /** The session of the day now, in the centre's time zone. */
  currentShift: Shift;
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  noOfSeat: Scalars['Int']['output'];
  phoneNo?: Maybe<Scalars['String']['output']>;
  status: ClinicStatus;
  /** IANA time zone in which the centre's day and sessions are decided. */
  timezone: Scalars['String']['output'];
  /** Today's date (YYYY-MM-DD) in the centre's time zone, by the server's clock. */
  today: Scalars['String']['output'];
  /** Centre code. */
  uid: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
};

export type ClinicFilter = {
  id?: InputMaybe<IntFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<ClinicFilter>>;
  status?: InputMaybe<StringFilter>;
  uid?: InputMaybe<StringFilter>;
};

export type ClinicList = {
  __typename?: 'ClinicList';
  count: Scalars['Int']['output'];
  result: Array<Clinic>;
};

export type ClinicStatus =
  | 'ACTIVE'
  | 'INACTIVE';

/**
 * A centre as Manage Centres shows it: its fields, the accounting identifiers (the client secret is
 * write-only: only whether one is stored), and its totals of staff, seats and machines.
 */
export type ClinicSummary = {
  __typename?: 'ClinicSummary';
  address?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** True when a QuickBooks client secret is stored; the secret itself never leaves the server. */
  hasQbClientSecret: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  noOfSeat: Scalars['Int']['output'];
  phoneNo?: Maybe<Scalars['String']['output']>;
  qbClientID?: Maybe<Scalars['String']['output']>;
  qbItemID?: Maybe<Scalars['Int']['output']>;
  qbRealmID?: Maybe<Scalars['String']['output']>;
  qbTaxCodeID?: Maybe<Scalars['Int']['output']>;
  status: ClinicStatus;
  timezone: Scalars['String']['output'];
  totalDoctor: Scalars['Int']['output'];
  totalMachine: Scalars['Int']['output'];
  totalManagingNurse: Scalars['Int']['output'];
  /** Staff who work in this centre (a staff member with no centre list works in every centre), by login type. */
  totalMedicalDirector: Scalars['Int']['output'];
  totalNurse: Scalars['Int']['output'];
  /** Seats and machines of the centre that are not deleted. */
  totalSeat: Scalars['Int']['output'];
  /** Centre code. */
  uid: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
};

export type ClinicSummaryFilter = {
  deleted?: InputMaybe<IntFilter>;
  id?: InputMaybe<IntFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<ClinicSummaryFilter>>;
  status?: InputMaybe<StringFilter>;
  uid?: InputMaybe<StringFilter>;
};

export type ClinicSummaryList = {
  __typename?: 'ClinicSummaryList';
  count: Scalars['Int']['output'];
  result: Array<ClinicSummary>;
};

export type CreateAllergyInput = {
  name: Scalars['String']['input'];
  patientID: Scalars['Int']['input'];
};

export type CreateAppointmentInput = {
  clinicID: Scalars['Int']['input'];
  /** YYYY-MM-DD, today or later in the centre's time zone. */
  date: Scalars['String']['input'];
  patientID: Scalars['Int']['input'];
  shift: Shift;
  /** HH:MM:SS; by default the session's time (M 09:00:00, N 12:00:00, E 18:00:00). */
  time?: InputMaybe<Scalars['String']['input']>;
};

/** A repeating booking: the chosen weekdays' session from start for a number of weeks (1 to 12). */
export type CreateAppointmentSeriesInput = {
  clinicID: Scalars['Int']['input'];
  patientID: Scalars['Int']['input'];
  shift: Shift;
  /** YYYY-MM-DD, today or later in the centre's time zone. */
  start: Scalars['String']['input'];
  /** 0 Sunday to 6 Saturday. */
  weekdays: Array<Scalars['Int']['input']>;
  weeks: Scalars['Int']['input'];
};

export type CreateCertificationInput = {
  accountID: Scalars['ID']['input'];
  expiry: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateClinicInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  qbClientID?: InputMaybe<Scalars['String']['input']>;
  qbClientSecret?: InputMaybe<Scalars['String']['input']>;
  /** Digits only. */
  qbItemID?: InputMaybe<Scalars['Int']['input']>;
  qbRealmID?: InputMaybe<Scalars['String']['input']>;
  /** Digits only. */
  qbTaxCodeID?: InputMaybe<Scalars['Int']['input']>;
  status: ClinicStatus;
  uid: Scalars['String']['input'];
};

/**
 * A reading. The 13 readings of the form are required, except the machine settings (QB, DFLOW, UFR, CDT,
 * hepRate): one left out is carried over from the reading measured last before this one ('Required.' when there
 * is none). symptoms: ids of listSymptom ('Invalid Symptom', BAD_USER_INPUT on the field, for any other).
 */
export type CreateDialysisIntervalInput = {
  AP?: InputMaybe<Scalars['Int']['input']>;
  CDT?: InputMaybe<Scalars['Float']['input']>;
  DBP?: InputMaybe<Scalars['Int']['input']>;
  DFLOW?: InputMaybe<Scalars['Int']['input']>;
  HR?: InputMaybe<Scalars['Int']['input']>;
  KTV?: InputMaybe<Scalars['Float']['input']>;
  QB?: InputMaybe<Scalars['Int']['input']>;
  SBP?: InputMaybe<Scalars['Int']['input']>;
  UFR?: InputMaybe<Scalars['Int']['input']>;
  VP?: InputMaybe<Scalars['Int']['input']>;
  cUF?: InputMaybe<Scalars['Int']['input']>;
  /** The session, by its id; or dialysisKey. One of the two (BAD_USER_INPUT on dialysisID otherwise). */
  dialysisID?: InputMaybe<Scalars['Int']['input']>;
  /**
   * The session by the provisional id its check-in was sent with (StartDialysisInput.sessionKey), for a reading
   * entered on a tablet before the server had the check-in (issue 31). Only the account that checked in names a
   * session so; an unknown key answers 'Unable to retrieve Dialysis' (NOT_FOUND).
   */
  dialysisKey?: InputMaybe<Scalars['String']['input']>;
  hepRate?: InputMaybe<Scalars['Float']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  symptoms?: InputMaybe<Scalars['String']['input']>;
  temp?: InputMaybe<Scalars['Float']['input']>;
  /**
   * When the reading was measured, ISO-8601; now when absent. Not before the session's start, not in the future
   * (BAD_USER_INPUT on the field timestamp).
   */
  timestamp?: InputMaybe<Scalars['String']['input']>;
  tmp?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Numbers come as typed in the form, so the server answers the form's messages ('Required.', 'Digits only').
 * dryWeight: 3 digits or fewer without a decimal point is kg, a longer whole number grams, a decimal kg.
 * The prescriber (staffAccountID) is the signed-in user.
 */
export type CreateDialysisOrderInput = {
  MSA?: InputMaybe<Scalars['String']['input']>;
  QB?: InputMaybe<Scalars['String']['input']>;
  QD?: InputMaybe<Scalars['String']['input']>;
  aNeedle?: InputMaybe<Scalars['String']['input']>;
  accessID?: InputMaybe<Scalars['String']['input']>;
  accessPrim?: InputMaybe<Scalars['String']['input']>;
  antio?: InputMaybe<Scalars['String']['input']>;
  bicarbonate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  dOrder?: InputMaybe<Scalars['String']['input']>;
  dialysate?: InputMaybe<Scalars['String']['input']>;
  dryWeight?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['String']['input']>;
  freqMth?: InputMaybe<Scalars['String']['input']>;
  hepCont?: InputMaybe<Scalars['String']['input']>;
  hepLoad?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  patientID: Scalars['Int']['input'];
  temp?: InputMaybe<Scalars['String']['input']>;
  vNeedle?: InputMaybe<Scalars['String']['input']>;
};

export type CreateDrugInput = {
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  purpose?: InputMaybe<Scalars['String']['input']>;
};

export type CreateHospitalReasonInput = {
  hospDetail: Scalars['String']['input'];
};

export type CreateHospitalSummaryInput = {
  /** Date of the note, or admission time of a hospital entry (ISO-8601). Required. */
  admitTimestamp?: InputMaybe<Scalars['String']['input']>;
  assessment?: InputMaybe<Scalars['String']['input']>;
  /** The selected centre; one of the user's centres. The patient's centre when absent. */
  clinicID?: InputMaybe<Scalars['Int']['input']>;
  diagnosis?: InputMaybe<Scalars['String']['input']>;
  hospitalMain?: InputMaybe<Scalars['String']['input']>;
  hospitalReason?: InputMaybe<Scalars['String']['input']>;
  /** Discharge time (ISO-8601): required for a hospital entry, not before admitTimestamp. */
  leaveTimestamp?: InputMaybe<Scalars['String']['input']>;
  /** Required for a hospital entry. */
  location?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  observation?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<Scalars['String']['input']>;
  patientID: Scalars['Int']['input'];
  plan?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Required. CLINIC or EVENT for a clinical note, HOSPITAL for a hospital entry. */
  type?: InputMaybe<HospitalSummaryType>;
};

/**
 * Raise a report. The category follows patientID (with one: PatientEvent, else CentreEvent); the event type must be
 * one of that form's list. The response fields are not part of a new report (read-only at creation).
 */
export type CreateIncidentReportInput = {
  /** Required: the reporting centre, one of the user's centres. */
  clinicID: Scalars['Int']['input'];
  /** Required: ISO-8601, not in the future. */
  datetimeOccurred?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Required: one of the form's event types. */
  eventType?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  location?: InputMaybe<Scalars['String']['input']>;
  /** The patient of a patient report (a patient of the user's centres); absent for a centre report. */
  patientID?: InputMaybe<Scalars['Int']['input']>;
  /** Required: a staff account id. */
  reportedBy?: InputMaybe<Scalars['String']['input']>;
};

export type CreateLabReportInput = {
  /** Albumin (g/L) */
  Alb?: InputMaybe<Scalars['Float']['input']>;
  /** Bilirubin (µmol/L) */
  Biltotal?: InputMaybe<Scalars['Float']['input']>;
  /** Creatinine Clearance (mL/min) */
  CCT?: InputMaybe<Scalars['Float']['input']>;
  /** CNI */
  CNI?: InputMaybe<Scalars['String']['input']>;
  /** CRP (mg/L) */
  CRP?: InputMaybe<Scalars['Float']['input']>;
  /** Ca (mmol/L) */
  Ca?: InputMaybe<Scalars['Float']['input']>;
  /** DBP (mmHg) */
  DBP?: InputMaybe<Scalars['Float']['input']>;
  /** ESR (mm/h) */
  ESR?: InputMaybe<Scalars['Float']['input']>;
  /** FT4 (pmol/L) */
  FT4?: InputMaybe<Scalars['Float']['input']>;
  /** Iron (µmol/L) */
  Fe?: InputMaybe<Scalars['Float']['input']>;
  /** HCO3 (mmol/L) */
  HCO3?: InputMaybe<Scalars['Float']['input']>;
  /** HCV: POS or NEG */
  HCV?: InputMaybe<Scalars['String']['input']>;
  /** HDL (mmol/L) */
  HDL?: InputMaybe<Scalars['Float']['input']>;
  /** HIV: POS or NEG */
  HIV?: InputMaybe<Scalars['String']['input']>;
  /** Hb (g/dL) */
  Hb?: InputMaybe<Scalars['Float']['input']>;
  /** HbA1c (%) */
  Hba1c?: InputMaybe<Scalars['Float']['input']>;
  /** HBsAb (mIU/mL) */
  HepBsAb?: InputMaybe<Scalars['Float']['input']>;
  /** HBsAg: POS or NEG */
  HepBsAg?: InputMaybe<Scalars['String']['input']>;
  /** iPTH (pmol/L) */
  IPTH?: InputMaybe<Scalars['Float']['input']>;
  /** K (mmol/L) */
  K?: InputMaybe<Scalars['Float']['input']>;
  /** LDL (mmol/L) */
  LDL?: InputMaybe<Scalars['Float']['input']>;
  /** Urine Albumin Creatinine Ratio (mg/mmol) */
  MACr?: InputMaybe<Scalars['Float']['input']>;
  /** MCV (fL) */
  MCV?: InputMaybe<Scalars['Float']['input']>;
  /** Mg (mmol/L) */
  Mg?: InputMaybe<Scalars['Float']['input']>;
  /** Myco */
  Myco?: InputMaybe<Scalars['String']['input']>;
  /** Na (mmol/L) */
  Na?: InputMaybe<Scalars['Float']['input']>;
  /** Platelets (×10⁹/L) */
  Plt?: InputMaybe<Scalars['Float']['input']>;
  /** PO4 (mmol/L) */
  Po4?: InputMaybe<Scalars['Float']['input']>;
  /** Pred */
  Pred?: InputMaybe<Scalars['String']['input']>;
  /** Ratio */
  Ratio?: InputMaybe<Scalars['Float']['input']>;
  /** ALP (U/L) */
  SAP?: InputMaybe<Scalars['Float']['input']>;
  /** SBP (mmHg) */
  SBP?: InputMaybe<Scalars['Float']['input']>;
  /** SGOT (AST) (U/L) */
  SGOT_AST?: InputMaybe<Scalars['Float']['input']>;
  /** SGPT (ALT) (U/L) */
  SGPT_ALT?: InputMaybe<Scalars['Float']['input']>;
  /** Total Cholesterol (mmol/L) */
  TC?: InputMaybe<Scalars['Float']['input']>;
  /** Triglycerides (mmol/L) */
  TG?: InputMaybe<Scalars['Float']['input']>;
  /** TIBC (µmol/L) */
  TIBC?: InputMaybe<Scalars['Float']['input']>;
  /** TSH (mIU/L) */
  TSH?: InputMaybe<Scalars['Float']['input']>;
  /** 12h Urine Protein (g/12h) */
  TUP12?: InputMaybe<Scalars['Float']['input']>;
  /** 24h Urine Protein (g/24h) */
  TUP24?: InputMaybe<Scalars['Float']['input']>;
  /** WBC (×10⁹/L) */
  TW?: InputMaybe<Scalars['Float']['input']>;
  /** Tacrolimus (µg/L) */
  Tac?: InputMaybe<Scalars['Float']['input']>;
  /** Timing */
  Timing?: InputMaybe<Scalars['String']['input']>;
  /** Urine Blood */
  Ublood?: InputMaybe<Scalars['String']['input']>;
  /** Urine Protein */
  Uprt?: InputMaybe<Scalars['String']['input']>;
  /** Urine RBC */
  Urbc?: InputMaybe<Scalars['String']['input']>;
  /** Urine Volume (mL) */
  Uvol?: InputMaybe<Scalars['Float']['input']>;
  /** Urine WBC */
  Uwbc?: InputMaybe<Scalars['String']['input']>;
  /** 2nd HBsAb */
  _two?: InputMaybe<Scalars['String']['input']>;
  accessIDlab?: InputMaybe<Scalars['String']['input']>;
  /** Chloride (mmol/L) */
  chlorine?: InputMaybe<Scalars['Float']['input']>;
  /** Import: the user confirmed, on the review, that this row belongs to the patient although the file's name or sex differs from the record. Audited with the file's name and sex. */
  confirmedMatch?: InputMaybe<Scalars['Boolean']['input']>;
  /** Creatinine (µmol/L) */
  creatinine?: InputMaybe<Scalars['Float']['input']>;
  /** Ferritin (µg/L) */
  ferritin?: InputMaybe<Scalars['Float']['input']>;
  /** GGT (U/L) */
  ggt?: InputMaybe<Scalars['Float']['input']>;
  /** GIS */
  gis?: InputMaybe<Scalars['String']['input']>;
  /** Glucose (mmol/L) */
  glucose?: InputMaybe<Scalars['Float']['input']>;
  /** HTE */
  hte?: InputMaybe<Scalars['String']['input']>;
  /** Labs Noted */
  labsNoted?: InputMaybe<Scalars['String']['input']>;
  /** The patient's name as the laboratory wrote it (import). When given, it must match the patient's name (case, spaces, punctuation and word order aside) unless confirmedMatch is sent. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Noted */
  noted?: InputMaybe<Scalars['String']['input']>;
  /** Others */
  others?: InputMaybe<Scalars['String']['input']>;
  /** Others Details */
  othersDetails?: InputMaybe<Scalars['String']['input']>;
  patientID: Scalars['Int']['input'];
  /** Total Protein (g/L) */
  protein?: InputMaybe<Scalars['Float']['input']>;
  /**
   * The time the sample was taken on that day, HH:mm (24-hour, the centre's clock); optional. It links the report to
   * the session whose window (arrival to discharge) holds it, when the patient has more than one session that day.
   */
  sampleTime?: InputMaybe<Scalars['String']['input']>;
  /** Import: the patient's sex as the file gives it (M, F, Male, Female...); checked against the record like the name, not stored. */
  sex?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  /** T4 (nmol/L) */
  t4?: InputMaybe<Scalars['Float']['input']>;
  /** The sample's day, YYYY-MM-DD (read in the centre's time zone), or an ISO instant. Required; not in the future. */
  timestamp: Scalars['String']['input'];
  /** Urine Creatinine (mmol/L) */
  uCreatinine?: InputMaybe<Scalars['Float']['input']>;
  /** Urea Post (mmol/L) */
  ureaPost?: InputMaybe<Scalars['Float']['input']>;
  /** Urea Pre (mmol/L) */
  ureaPre?: InputMaybe<Scalars['Float']['input']>;
  /** Uric Acid (µmol/L) */
  uric?: InputMaybe<Scalars['Float']['input']>;
  /** Urine Albumin (mg/L) */
  urineMA?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateMachineInput = {
  clinicID: Scalars['Int']['input'];
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  serialNo: Scalars['String']['input'];
  status: MachineAvailability;
};

export type CreateMachineStatusInput = {
  bucket?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, not in the past. */
  expiryDate: Scalars['String']['input'];
  /** Key of a document the caller uploaded (POST /files?purpose=machineAuditDocument); bucket and region are taken from the stored file. */
  key?: InputMaybe<Scalars['String']['input']>;
  machineID: Scalars['Int']['input'];
  /** Test case name. */
  name: Scalars['String']['input'];
  /** YYYY-MM-DD, before the expiry date. */
  nextAudit?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  remarks?: InputMaybe<Scalars['String']['input']>;
};

export type CreateMedicalMilestoneInput = {
  milestone?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  patientID: Scalars['Int']['input'];
  /** ISO date-time; its day may not be after today in the patient's centre. */
  timestamp?: InputMaybe<Scalars['String']['input']>;
};

/** givenBy and witnessedBy are staff accountIDs of the patient's centre, two different people. */
export type CreateMedicationAdministeredInput = {
  /** On a dialysis session page: the session (of this patient) the medication was given in. */
  dialysisID?: InputMaybe<Scalars['Int']['input']>;
  dose?: InputMaybe<Scalars['String']['input']>;
  freq?: InputMaybe<Scalars['String']['input']>;
  givenBy?: InputMaybe<Scalars['String']['input']>;
  medication?: InputMaybe<Scalars['String']['input']>;
  patientID: Scalars['Int']['input'];
  route?: InputMaybe<Scalars['String']['input']>;
  witnessedBy?: InputMaybe<Scalars['String']['input']>;
};

export type CreateMedicationInput = {
  dose?: InputMaybe<Scalars['String']['input']>;
  freq?: InputMaybe<Scalars['String']['input']>;
  medication?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  patientID: Scalars['Int']['input'];
  route?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  start?: InputMaybe<Scalars['String']['input']>;
};

export type CreateMyCertificationInput = {
  expiry: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreatePatientDocumentInput = {
  bucket?: InputMaybe<Scalars['String']['input']>;
  /** Required: a file the caller uploaded (POST /files?purpose=patientDocument); bucket and region are taken from the stored file. */
  key?: InputMaybe<Scalars['String']['input']>;
  patientID: Scalars['Int']['input'];
  region?: InputMaybe<Scalars['String']['input']>;
  /** Required. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type CreatePatientInput = {
  /** At least one ('Missing allergy, please provide 1'), none empty ('Missing allergy'). */
  allergies: Array<Scalars['String']['input']>;
  /** A picture this user uploaded with purpose patientPicture (bucket and region come from the stored file). */
  key?: InputMaybe<Scalars['String']['input']>;
  patient: PatientFields;
};

export type CreateSeatInput = {
  clinicID: Scalars['Int']['input'];
  /** An AVAILABLE machine of the same centre whose audit has not expired. */
  machineID: Scalars['Int']['input'];
  /** The seat number. */
  name: Scalars['String']['input'];
  status: SeatStatus;
};

export type CreateStaffInput = {
  /** Centre Access; empty means all centres. */
  clinicIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  contactNo?: InputMaybe<Scalars['String']['input']>;
  designation: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** A temporary password: the new user chooses their own at first sign-in. */
  password: Scalars['String']['input'];
};

export type CreateSymptomInput = {
  class?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** A lab report taken out of the record (soft: kept with who, when and why; excluded from every read). */
export type DeleteLabReportInput = {
  id: Scalars['Int']['input'];
  /** Why it is deleted: required, one line. */
  reason: Scalars['String']['input'];
  /** The report's updatedOn as read: a report changed since is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/** A dialysis session. Weights are in grams. */
export type Dialysis = {
  __typename?: 'Dialysis';
  KTVonline?: Maybe<Scalars['Float']['output']>;
  MSA?: Maybe<Scalars['Float']['output']>;
  appointmentID?: Maybe<Scalars['Int']['output']>;
  arriveTime?: Maybe<Scalars['String']['output']>;
  clinicID: Scalars['Int']['output'];
  clinicName?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  dialyser?: Maybe<Scalars['String']['output']>;
  dialysisOrderID?: Maybe<Scalars['Int']['output']>;
  dischargeTime?: Maybe<Scalars['String']['output']>;
  dryWeight?: Maybe<Scalars['Int']['output']>;
  endTime?: Maybe<Scalars['String']['output']>;
  endedBy?: Maybe<Scalars['String']['output']>;
  endedByName?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** Readings recorded so far (a check-out with fewer than 8 is a check-out exception). */
  intervalCount: Scalars['Int']['output'];
  lastUpdatedBy?: Maybe<Scalars['String']['output']>;
  lastUpdatedByName?: Maybe<Scalars['String']['output']>;
  lastWeight?: Maybe<Scalars['Int']['output']>;
  machineID?: Maybe<Scalars['Int']['output']>;
  /** Display names (joined in SQL): the machine, and the staff who started, ended and last updated the session. */
  machineName?: Maybe<Scalars['String']['output']>;
  membraneUse?: Maybe<Scalars['Int']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  postDBP?: Maybe<Scalars['Int']['output']>;
  postEdema?: Maybe<Scalars['Int']['output']>;
  postHRT?: Maybe<Scalars['Int']['output']>;
  postRenalin?: Maybe<Scalars['String']['output']>;
  postSBP?: Maybe<Scalars['Int']['output']>;
  postTemp?: Maybe<Scalars['Float']['output']>;
  postWeight?: Maybe<Scalars['Int']['output']>;
  preDBP?: Maybe<Scalars['Int']['output']>;
  preEdema?: Maybe<Scalars['Int']['output']>;
  preHRT?: Maybe<Scalars['Int']['output']>;
  preRenalin?: Maybe<Scalars['String']['output']>;
  preSBP?: Maybe<Scalars['Int']['output']>;
  preTemp?: Maybe<Scalars['Float']['output']>;
  preWeight?: Maybe<Scalars['Int']['output']>;
  sessionMonth?: Maybe<Scalars['Int']['output']>;
  startTime?: Maybe<Scalars['String']['output']>;
  startedBy?: Maybe<Scalars['String']['output']>;
  startedByName?: Maybe<Scalars['String']['output']>;
  ufTargetStart?: Maybe<Scalars['Int']['output']>;
  /** The version: moved on by every save; updateDialysis and checkoutDialysis name the one they were made on. */
  updatedOn: Scalars['String']['output'];
};

/** A dialysis session of a centre started or was checked out. */
export type DialysisEvent = {
  __typename?: 'DialysisEvent';
  appointmentID?: Maybe<Scalars['Int']['output']>;
  clinicID: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  patientID: Scalars['Int']['output'];
};

export type DialysisFilter = {
  clinicID?: InputMaybe<IntFilter>;
  deleted?: InputMaybe<IntFilter>;
  patientID?: InputMaybe<IntFilter>;
  startTime?: InputMaybe<StringFilter>;
};

/** One intra-dialysis reading. cUF and UFR are stored x1000. */
export type DialysisInterval = {
  __typename?: 'DialysisInterval';
  AP?: Maybe<Scalars['Int']['output']>;
  CDT?: Maybe<Scalars['Float']['output']>;
  DBP?: Maybe<Scalars['Int']['output']>;
  DFLOW?: Maybe<Scalars['Int']['output']>;
  HR?: Maybe<Scalars['Int']['output']>;
  KTV?: Maybe<Scalars['Float']['output']>;
  QB?: Maybe<Scalars['Int']['output']>;
  SBP?: Maybe<Scalars['Int']['output']>;
  UFR?: Maybe<Scalars['Int']['output']>;
  VP?: Maybe<Scalars['Int']['output']>;
  accessNum?: Maybe<Scalars['Int']['output']>;
  cUF?: Maybe<Scalars['Int']['output']>;
  clinicID: Scalars['Int']['output'];
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  dialysisID: Scalars['Int']['output'];
  hepRate?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  lastUpdatedBy?: Maybe<Scalars['String']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  staffAccountID?: Maybe<Scalars['String']['output']>;
  /** The nurse who recorded the reading. */
  staffName?: Maybe<Scalars['String']['output']>;
  /** JSON list of symptom ids. */
  symptoms?: Maybe<Scalars['String']['output']>;
  temp?: Maybe<Scalars['Float']['output']>;
  timestamp: Scalars['String']['output'];
  tmp?: Maybe<Scalars['Int']['output']>;
  /** The version: moved on by every save; updateDialysisInterval names the one it was made on. */
  updatedOn: Scalars['String']['output'];
};

export type DialysisIntervalFilter = {
  deleted?: InputMaybe<IntFilter>;
  dialysisID?: InputMaybe<IntFilter>;
};

export type DialysisIntervalList = {
  __typename?: 'DialysisIntervalList';
  count: Scalars['Int']['output'];
  result: Array<DialysisInterval>;
};

export type DialysisList = {
  __typename?: 'DialysisList';
  count: Scalars['Int']['output'];
  result: Array<Dialysis>;
};

/** A patient's dialysis order (spec 000 section 3); the latest by dOrder is the one in force. Weights in grams. */
export type DialysisOrder = {
  __typename?: 'DialysisOrder';
  MSA?: Maybe<Scalars['Float']['output']>;
  QB?: Maybe<Scalars['Int']['output']>;
  QD?: Maybe<Scalars['Int']['output']>;
  aNeedle?: Maybe<Scalars['String']['output']>;
  accessID?: Maybe<Scalars['String']['output']>;
  accessPrim?: Maybe<Scalars['String']['output']>;
  antio?: Maybe<Scalars['String']['output']>;
  bicarbonate?: Maybe<Scalars['Float']['output']>;
  createdOn: Scalars['String']['output'];
  /** YYYY-MM-DD */
  dOrder: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  dialysate?: Maybe<Scalars['Float']['output']>;
  /** Grams */
  dryWeight?: Maybe<Scalars['Int']['output']>;
  duration?: Maybe<Scalars['Int']['output']>;
  freqMth?: Maybe<Scalars['Int']['output']>;
  hepCont?: Maybe<Scalars['Float']['output']>;
  hepLoad?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  staffAccountID?: Maybe<Scalars['String']['output']>;
  /** The prescriber's name, for display. */
  staffName?: Maybe<Scalars['String']['output']>;
  temp?: Maybe<Scalars['Float']['output']>;
  uid?: Maybe<Scalars['String']['output']>;
  updatedOn: Scalars['String']['output'];
  vNeedle?: Maybe<Scalars['String']['output']>;
};

/** patientID.eq is required: the list is one patient's. */
export type DialysisOrderFilter = {
  dOrder?: InputMaybe<StringFilter>;
  patientID?: InputMaybe<IntFilter>;
};

export type DialysisOrderList = {
  __typename?: 'DialysisOrderList';
  count: Scalars['Int']['output'];
  result: Array<DialysisOrder>;
};

/** One month of a patient's sessions (spec 000 section 7, the Dialysis summary). */
export type DialysisSummary = {
  __typename?: 'DialysisSummary';
  KTVonline: DialysisSummaryStat;
  dryWeight: DialysisSummaryStat;
  lastWeight: DialysisSummaryStat;
  /** Post weight minus dry weight (grams): how far from the target weight the session ended. */
  offTarget: DialysisSummaryStat;
  postDBP: DialysisSummaryStat;
  postSBP: DialysisSummaryStat;
  postWeight: DialysisSummaryStat;
  preDBP: DialysisSummaryStat;
  preSBP: DialysisSummaryStat;
  preWeight: DialysisSummaryStat;
  totalSession: Scalars['Int']['output'];
  ufTargetStart: DialysisSummaryStat;
  /** Interdialytic weight gain (grams): the pre weight minus the previous session's post weight. */
  weightGain: DialysisSummaryStat;
  /** YYYY-MM, in the sessions' centre's time zone. */
  yearMonth: Scalars['String']['output'];
};

/** Minimum, maximum and average of one measure over a month's sessions (null when no session has it). */
export type DialysisSummaryStat = {
  __typename?: 'DialysisSummaryStat';
  avg?: Maybe<Scalars['Float']['output']>;
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
};

export type Drug = {
  __typename?: 'Drug';
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  manufacturer?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  purpose?: Maybe<Scalars['String']['output']>;
  updatedOn: Scalars['String']['output'];
};

export type DrugFilter = {
  deleted?: InputMaybe<IntFilter>;
  id?: InputMaybe<IntFilter>;
  manufacturer?: InputMaybe<StringFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<DrugFilter>>;
  purpose?: InputMaybe<StringFilter>;
};

export type DrugList = {
  __typename?: 'DrugList';
  count: Scalars['Int']['output'];
  result: Array<Drug>;
};

/** One changed field, in the unit the forms show (a weight in kg); an instant as ISO-8601. */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** The stored column, e.g. 'dry_weight'. */
  field: Scalars['String']['output'];
  /** As read, e.g. 'Dry weight'. */
  label: Scalars['String']['output'];
  new?: Maybe<Scalars['String']['output']>;
  old?: Maybe<Scalars['String']['output']>;
};

/**
 * Funder report (spec 002 Funder report; docs/decisions/funder-report.md): one centre's month, per patient with
 * sessions or appointments in it, for a VWO or government scheme. Days are read in the centre's time zone.
 */
export type FunderReport = {
  __typename?: 'FunderReport';
  clinicAddress?: Maybe<Scalars['String']['output']>;
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  clinicPhoneNo?: Maybe<Scalars['String']['output']>;
  endDate: Scalars['String']['output'];
  /** Patients by name. */
  patients: Array<FunderReportPatient>;
  startDate: Scalars['String']['output'];
  /** The centre's IANA time zone: every day and time of the report is read in it. */
  timezone: Scalars['String']['output'];
};

export type FunderReportMissed = {
  __typename?: 'FunderReportMissed';
  appointmentID: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  shift: Scalars['String']['output'];
};

export type FunderReportPatient = {
  __typename?: 'FunderReportPatient';
  address?: Maybe<Scalars['String']['output']>;
  dob?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  idType?: Maybe<Scalars['String']['output']>;
  /** Booked days of the period that passed with no session started and were not cancelled, oldest first. */
  missed: Array<FunderReportMissed>;
  name: Scalars['String']['output'];
  namecode?: Maybe<Scalars['String']['output']>;
  nric?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  phoneNo?: Maybe<Scalars['String']['output']>;
  referringSource?: Maybe<Scalars['String']['output']>;
  /** Started sessions of the period, oldest first. */
  sessions: Array<FunderReportSession>;
  socialWorker?: Maybe<Scalars['String']['output']>;
  totals: FunderReportTotals;
  /** The funding the patient is on (the record's VWO Support). */
  vwoSupport?: Maybe<Scalars['String']['output']>;
};

export type FunderReportSession = {
  __typename?: 'FunderReportSession';
  /** The session's day (YYYY-MM-DD) in the centre's time zone. */
  date: Scalars['String']['output'];
  dialysisID: Scalars['Int']['output'];
  /** Whole minutes from start to end; null while the session has not ended. */
  durationMinutes?: Maybe<Scalars['Int']['output']>;
  endTime?: Maybe<Scalars['String']['output']>;
  endedByName?: Maybe<Scalars['String']['output']>;
  /** ISO instants. */
  startTime: Scalars['String']['output'];
};

export type FunderReportTotals = {
  __typename?: 'FunderReportTotals';
  /** Minutes of the ended sessions. */
  minutes: Scalars['Int']['output'];
  missed: Scalars['Int']['output'];
  sessions: Scalars['Int']['output'];
};

export type Group =
  | 'Doctor'
  | 'ManagingNurse'
  | 'MedicalDirector'
  | 'Nurse';

/** Someone who changed the patient's record (a choice of the person filter). */
export type HistoryPerson = {
  __typename?: 'HistoryPerson';
  accountID: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A reason for a hospital admission: the choices of a hospital entry's Reason (spec 000 section 7). */
export type HospitalReason = {
  __typename?: 'HospitalReason';
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  hospDetail: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  updatedOn: Scalars['String']['output'];
};

export type HospitalReasonFilter = {
  deleted?: InputMaybe<IntFilter>;
  hospDetail?: InputMaybe<StringFilter>;
  id?: InputMaybe<IntFilter>;
  or?: InputMaybe<Array<HospitalReasonFilter>>;
};

export type HospitalReasonList = {
  __typename?: 'HospitalReasonList';
  count: Scalars['Int']['output'];
  result: Array<HospitalReason>;
};

/** A clinical note or a hospital entry of one patient. */
export type HospitalSummary = {
  __typename?: 'HospitalSummary';
  /** The note's date, or the admission time of a hospital entry (ISO-8601). */
  admitTimestamp: Scalars['String']['output'];
  assessment?: Maybe<Scalars['String']['output']>;
  /** The centre it was written in (the selected centre, else the patient's). */
  clinicID?: Maybe<Scalars['Int']['output']>;
  createdOn: Scalars['String']['output'];
  diagnosis?: Maybe<Scalars['String']['output']>;
  hospitalMain?: Maybe<Scalars['String']['output']>;
  hospitalReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Discharge time of a hospital entry (ISO-8601). */
  leaveTimestamp?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  /** Discharge date minus admission date in days, plus 1 (computed by the server). */
  noOfDays?: Maybe<Scalars['Int']['output']>;
  notes?: Maybe<Scalars['String']['output']>;
  observation?: Maybe<Scalars['String']['output']>;
  outcome?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  plan?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  staffAccountID?: Maybe<Scalars['String']['output']>;
  /** The author's name (the staff record of staffAccountID). */
  staffName?: Maybe<Scalars['String']['output']>;
  type: HospitalSummaryType;
};

export type HospitalSummaryFilter = {
  admitTimestamp?: InputMaybe<StringFilter>;
  /** Required: the patient (eq), one of the user's centres' patients. */
  patientID: IntFilter;
  /** CLINIC and EVENT for clinical notes (in, or ne HOSPITAL); HOSPITAL for hospital entries. */
  type?: InputMaybe<StringFilter>;
};

export type HospitalSummaryList = {
  __typename?: 'HospitalSummaryList';
  count: Scalars['Int']['output'];
  result: Array<HospitalSummary>;
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

/** An incident report and its response (spec 001 section 3). */
export type IncidentReport = {
  __typename?: 'IncidentReport';
  /** Of the newest response that wrote one. */
  action?: Maybe<Scalars['String']['output']>;
  /** Probable Cause: of the newest response that wrote one (every response is kept: responses). */
  cause?: Maybe<Scalars['String']['output']>;
  /** The reporting centre: one of the user's centres; a report never moves to another centre or patient. */
  clinicID: Scalars['Int']['output'];
  clinicName?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  /** When it happened (ISO-8601). */
  datetimeOccurred: Scalars['String']['output'];
  description: Scalars['String']['output'];
  eventCategory: IncidentEventCategory;
  /** Outcome: of the newest response that wrote one. */
  eventOutcome?: Maybe<Scalars['String']['output']>;
  eventType: Scalars['String']['output'];
  /** Of the newest response that wrote one. */
  furtherAction?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** One of the user's centres by name, or Home, Hospital, Transit, Work. */
  location: Scalars['String']['output'];
  /**
   * Additional Orders (Medical Director), of the newest response that wrote them: null in every answer to a login
   * type other than MedicalDirector.
   */
  order?: Maybe<Scalars['String']['output']>;
  /** The patient of a PatientEvent; null for a CentreEvent. */
  patientID?: Maybe<Scalars['Int']['output']>;
  patientName?: Maybe<Scalars['String']['output']>;
  /** The patient's NRIC, masked (only the last 4 characters shown). */
  patientNric?: Maybe<Scalars['String']['output']>;
  /** The reporter (a staff account id) chosen in the form. */
  reportedBy: Scalars['String']['output'];
  reportedByName?: Maybe<Scalars['String']['output']>;
  /** Who wrote the latest response (set by the server). */
  responseBy?: Maybe<Scalars['String']['output']>;
  responseByName?: Maybe<Scalars['String']['output']>;
  /** When the latest response was written (ISO-8601, set by the server). */
  responseTimestamp?: Maybe<Scalars['String']['output']>;
  /** Every response written to the report, oldest first (newest last), each with its author and time. */
  responses: Array<IncidentResponse>;
  /** When the report last changed (raised, or a response added). */
  updatedOn: Scalars['String']['output'];
};

/** One centre's card of the Incident Report Summary's centre search. */
export type IncidentReportCentreSummary = {
  __typename?: 'IncidentReportCentreSummary';
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  /** How many centre reports the centre has (all of them, not only those answered). */
  count: Scalars['Int']['output'];
  /** Its newest reports (id DESC), at most 10 (spec 001 section 9). */
  reports: Array<IncidentReport>;
};

export type IncidentReportCentreSummaryList = {
  __typename?: 'IncidentReportCentreSummaryList';
  /** Number of centres (cards). */
  count: Scalars['Int']['output'];
  result: Array<IncidentReportCentreSummary>;
};

export type IncidentReportFilter = {
  /** eq or in: centres of the user's list (another one is refused). */
  clinicID?: InputMaybe<IntFilter>;
  datetimeOccurred?: InputMaybe<StringFilter>;
  eventCategory?: InputMaybe<StringFilter>;
  eventType?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<IncidentReportFilter>>;
  /** eq: one patient's reports (a patient of the user's centres); exists false: centre reports only. */
  patientID?: InputMaybe<IntFilter>;
  /** contains: the patient's name (summary by patient). */
  patientName?: InputMaybe<StringFilter>;
  /** contains: the patient's full NRIC (summary by patient). */
  patientNric?: InputMaybe<StringFilter>;
};

export type IncidentReportList = {
  __typename?: 'IncidentReportList';
  count: Scalars['Int']['output'];
  result: Array<IncidentReport>;
};

/** One patient's card of the Incident Report Summary: the patient and their reports, newest occurrence first. */
export type IncidentReportPatientSummary = {
  __typename?: 'IncidentReportPatientSummary';
  clinicID?: Maybe<Scalars['Int']['output']>;
  /** The latest datetimeOccurred of the patient's reports (the cards' order). */
  lastOccurred: Scalars['String']['output'];
  patientID: Scalars['Int']['output'];
  patientName: Scalars['String']['output'];
  /** Masked NRIC. */
  patientNric?: Maybe<Scalars['String']['output']>;
  reports: Array<IncidentReport>;
};

export type IncidentReportSummaryList = {
  __typename?: 'IncidentReportSummaryList';
  /** Number of patients (cards). */
  count: Scalars['Int']['output'];
  result: Array<IncidentReportPatientSummary>;
};

/** One Write Response (issue 27): what its author wrote (null where they wrote nothing), never overwritten. */
export type IncidentResponse = {
  __typename?: 'IncidentResponse';
  action?: Maybe<Scalars['String']['output']>;
  cause?: Maybe<Scalars['String']['output']>;
  eventOutcome?: Maybe<Scalars['String']['output']>;
  furtherAction?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Additional Orders (Medical Director): null in every answer to a login type other than MedicalDirector. */
  order?: Maybe<Scalars['String']['output']>;
  /** The author (a staff account id): the signed-in user who wrote it. */
  responseBy: Scalars['String']['output'];
  responseByName?: Maybe<Scalars['String']['output']>;
  /** When it was written (ISO-8601, the server's clock). */
  responseTimestamp: Scalars['String']['output'];
};

export type IntFilter = {
  eq?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  ge?: InputMaybe<Scalars['Int']['input']>;
  in?: InputMaybe<Array<Scalars['Int']['input']>>;
  le?: InputMaybe<Scalars['Int']['input']>;
  ne?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Administered medication given during the session, recorded with the reading (spec 001 section 7). The rules
 * are createMedicationAdministered's ('Missing ...', 'Same user can't be witness'); patientID and dialysisID
 * come from the session.
 */
export type IntervalMedicationInput = {
  dose?: InputMaybe<Scalars['String']['input']>;
  freq?: InputMaybe<Scalars['String']['input']>;
  givenBy?: InputMaybe<Scalars['String']['input']>;
  medication?: InputMaybe<Scalars['String']['input']>;
  route?: InputMaybe<Scalars['String']['input']>;
  witnessedBy?: InputMaybe<Scalars['String']['input']>;
};

/** A patient of the import file matched by NRIC in the user's centres: the review checks the file's name and sex against these. */
export type LabImportPatient = {
  __typename?: 'LabImportPatient';
  /** M, F or O, as the record keeps it; null when not recorded. */
  gender?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nric: Scalars['String']['output'];
  patientID: Scalars['Int']['output'];
};

/** What the review needs from the server: patients matched by NRIC, and rows already imported. */
export type LabImportPreview = {
  __typename?: 'LabImportPreview';
  /** For each row sent, whether the same report (patient, date, source and values) is already stored. */
  duplicate: Array<Scalars['Boolean']['output']>;
  patients: Array<LabImportPatient>;
};

export type LabImportRowInput = {
  /** YYYY-MM-DD. */
  date: Scalars['String']['input'];
  nric: Scalars['String']['input'];
  source: Scalars['String']['input'];
  /** The row's values as JSON (field name to value), as the import will send them. */
  values: Scalars['String']['input'];
};

/** A laboratory report of one patient (spec 001 section 3): every value in the unit the field names. */
export type LabReport = {
  __typename?: 'LabReport';
  /** Albumin (g/L) */
  Alb?: Maybe<Scalars['Float']['output']>;
  /** Bilirubin (µmol/L) */
  Biltotal?: Maybe<Scalars['Float']['output']>;
  /** Creatinine Clearance (mL/min) */
  CCT?: Maybe<Scalars['Float']['output']>;
  /** CNI */
  CNI?: Maybe<Scalars['String']['output']>;
  /** CRP (mg/L) */
  CRP?: Maybe<Scalars['Float']['output']>;
  /** Ca (mmol/L) */
  Ca?: Maybe<Scalars['Float']['output']>;
  /** DBP (mmHg) */
  DBP?: Maybe<Scalars['Float']['output']>;
  /** ESR (mm/h) */
  ESR?: Maybe<Scalars['Float']['output']>;
  /** FT4 (pmol/L) */
  FT4?: Maybe<Scalars['Float']['output']>;
  /** Iron (µmol/L) */
  Fe?: Maybe<Scalars['Float']['output']>;
  /** HCO3 (mmol/L) */
  HCO3?: Maybe<Scalars['Float']['output']>;
  /** HCV: POS or NEG */
  HCV?: Maybe<Scalars['String']['output']>;
  /** HDL (mmol/L) */
  HDL?: Maybe<Scalars['Float']['output']>;
  /** HIV: POS or NEG */
  HIV?: Maybe<Scalars['String']['output']>;
  /** Hb (g/dL) */
  Hb?: Maybe<Scalars['Float']['output']>;
  /** HbA1c (%) */
  Hba1c?: Maybe<Scalars['Float']['output']>;
  /** HBsAb (mIU/mL) */
  HepBsAb?: Maybe<Scalars['Float']['output']>;
  /** HBsAg: POS or NEG */
  HepBsAg?: Maybe<Scalars['String']['output']>;
  /** iPTH (pmol/L) */
  IPTH?: Maybe<Scalars['Float']['output']>;
  /** K (mmol/L) */
  K?: Maybe<Scalars['Float']['output']>;
  /** LDL (mmol/L) */
  LDL?: Maybe<Scalars['Float']['output']>;
  /** Urine Albumin Creatinine Ratio (mg/mmol) */
  MACr?: Maybe<Scalars['Float']['output']>;
  /** MCV (fL) */
  MCV?: Maybe<Scalars['Float']['output']>;
  /** Mg (mmol/L) */
  Mg?: Maybe<Scalars['Float']['output']>;
  /** Myco */
  Myco?: Maybe<Scalars['String']['output']>;
  /** Na (mmol/L) */
  Na?: Maybe<Scalars['Float']['output']>;
  /** Platelets (×10⁹/L) */
  Plt?: Maybe<Scalars['Float']['output']>;
  /** PO4 (mmol/L) */
  Po4?: Maybe<Scalars['Float']['output']>;
  /** Pred */
  Pred?: Maybe<Scalars['String']['output']>;
  /** Ratio */
  Ratio?: Maybe<Scalars['Float']['output']>;
  /** ALP (U/L) */
  SAP?: Maybe<Scalars['Float']['output']>;
  /** SBP (mmHg) */
  SBP?: Maybe<Scalars['Float']['output']>;
  /** SGOT (AST) (U/L) */
  SGOT_AST?: Maybe<Scalars['Float']['output']>;
  /** SGPT (ALT) (U/L) */
  SGPT_ALT?: Maybe<Scalars['Float']['output']>;
  /** Total Cholesterol (mmol/L) */
  TC?: Maybe<Scalars['Float']['output']>;
  /** Triglycerides (mmol/L) */
  TG?: Maybe<Scalars['Float']['output']>;
  /** TIBC (µmol/L) */
  TIBC?: Maybe<Scalars['Float']['output']>;
  /** TSH (mIU/L) */
  TSH?: Maybe<Scalars['Float']['output']>;
  /** 12h Urine Protein (g/12h) */
  TUP12?: Maybe<Scalars['Float']['output']>;
  /** 24h Urine Protein (g/24h) */
  TUP24?: Maybe<Scalars['Float']['output']>;
  /** WBC (×10⁹/L) */
  TW?: Maybe<Scalars['Float']['output']>;
  /** Tacrolimus (µg/L) */
  Tac?: Maybe<Scalars['Float']['output']>;
  /** Timing */
  Timing?: Maybe<Scalars['String']['output']>;
  /** Urine Blood */
  Ublood?: Maybe<Scalars['String']['output']>;
  /** Urine Protein */
  Uprt?: Maybe<Scalars['String']['output']>;
  /** Urine RBC */
  Urbc?: Maybe<Scalars['String']['output']>;
  /** Urine Volume (mL) */
  Uvol?: Maybe<Scalars['Float']['output']>;
  /** Urine WBC */
  Uwbc?: Maybe<Scalars['String']['output']>;
  /** 2nd HBsAb */
  _two?: Maybe<Scalars['String']['output']>;
  accessIDlab?: Maybe<Scalars['String']['output']>;
  /** Chloride (mmol/L) */
  chlorine?: Maybe<Scalars['Float']['output']>;
  clinicID: Scalars['Int']['output'];
  createdOn: Scalars['String']['output'];
  /** Creatinine (µmol/L) */
  creatinine?: Maybe<Scalars['Float']['output']>;
  deleted: Scalars['Int']['output'];
  /** Ferritin (µg/L) */
  ferritin?: Maybe<Scalars['Float']['output']>;
  /** GGT (U/L) */
  ggt?: Maybe<Scalars['Float']['output']>;
  /** GIS */
  gis?: Maybe<Scalars['String']['output']>;
  /** Glucose (mmol/L) */
  glucose?: Maybe<Scalars['Float']['output']>;
  /** HTE */
  hte?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Labs Noted */
  labsNoted?: Maybe<Scalars['String']['output']>;
  /** The patient's name as the laboratory wrote it (import). */
  name?: Maybe<Scalars['String']['output']>;
  /** Noted */
  noted?: Maybe<Scalars['String']['output']>;
  /** Others */
  others?: Maybe<Scalars['String']['output']>;
  /** Others Details */
  othersDetails?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  /** Total Protein (g/L) */
  protein?: Maybe<Scalars['Float']['output']>;
  /** When the sample was taken (ISO-8601 instant), if known; null for a report dated by day only. */
  sampleTime?: Maybe<Scalars['String']['output']>;
  /** The laboratory (the lab source chosen on import; free text on manual input). */
  source?: Maybe<Scalars['String']['output']>;
  /** T4 (nmol/L) */
  t4?: Maybe<Scalars['Float']['output']>;
  /** The day the sample was taken (ISO-8601 instant: midnight of that day in the centre's time zone). */
  timestamp: Scalars['String']['output'];
  /** Urine Creatinine (mmol/L) */
  uCreatinine?: Maybe<Scalars['Float']['output']>;
  /** The version: send it back with an edit or a delete (ISO-8601). */
  updatedOn: Scalars['String']['output'];
  /** Urea Post (mmol/L) */
  ureaPost?: Maybe<Scalars['Float']['output']>;
  /** Urea Pre (mmol/L) */
  ureaPre?: Maybe<Scalars['Float']['output']>;
  /** Uric Acid (µmol/L) */
  uric?: Maybe<Scalars['Float']['output']>;
  /** Urine Albumin (mg/L) */
  urineMA?: Maybe<Scalars['Float']['output']>;
};

export type LabReportChange =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

/** A lab report of the patient was added, corrected or deleted: open lab panels reload. */
export type LabReportEvent = {
  __typename?: 'LabReportEvent';
  change: LabReportChange;
  labReportID: Scalars['Int']['output'];
  patientID: Scalars['Int']['output'];
};

export type LabReportFilter = {
  deleted?: InputMaybe<IntFilter>;
  /** Required: the patient (eq), one of the user's centres' patients. */
  patientID: IntFilter;
  timestamp?: InputMaybe<StringFilter>;
};

export type LabReportList = {
  __typename?: 'LabReportList';
  count: Scalars['Int']['output'];
  result: Array<LabReport>;
};

/** One Last Non Null Lab card: Electrolytes, LFT Data, Hb Ca Data, Virology & LIPDS. */
export type LastNonNullLabGroup = {
  __typename?: 'LastNonNullLabGroup';
  /** The card's items that have a value, in the card's order. */
  items: Array<LastNonNullLabItem>;
  key: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One item of a Last Non Null Lab card: the latest value the patient has for it, and that value's own date. */
export type LastNonNullLabItem = {
  __typename?: 'LastNonNullLabItem';
  /** The LabReport field (e.g. K, HepBsAg). */
  item: Scalars['String']['output'];
  /** The day of the report that holds it (ISO-8601). */
  timestamp: Scalars['String']['output'];
  /** The value as text (numbers as stored, POS/NEG as chosen). */
  value: Scalars['String']['output'];
};

/** The newest clinical note (CLINIC or EVENT, not deleted) of one patient, with the patient's name and NRIC. */
export type LatestClinicalNote = {
  __typename?: 'LatestClinicalNote';
  admitTimestamp: Scalars['String']['output'];
  assessment?: Maybe<Scalars['String']['output']>;
  /** The centre the note was written in, and its name. */
  clinicID?: Maybe<Scalars['Int']['output']>;
  clinicName?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  /** The patient's own centre. */
  existingClinicID?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  observation?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  /** The patient's name and NRIC (masked: the last four characters shown). */
  patientName: Scalars['String']['output'];
  patientNric?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Scalars['String']['output']>;
  staffAccountID?: Maybe<Scalars['String']['output']>;
  staffName?: Maybe<Scalars['String']['output']>;
  type: HospitalSummaryType;
};

export type LatestClinicalNoteFilter = {
  /** By centre: required, eq one of the user's centres. */
  clinicID?: InputMaybe<IntFilter>;
  /** Only patientName and patientNric inside: the name/NRIC search. */
  or?: InputMaybe<Array<LatestClinicalNoteFilter>>;
  patientName?: InputMaybe<StringFilter>;
  patientNric?: InputMaybe<StringFilter>;
  /** By author: required, eq the author's account id. */
  staffAccountID?: InputMaybe<StringFilter>;
};

/** Latest Clinical Note (spec 001): by the note's author, or by the centre the note was written in. */
export type LatestClinicalNoteGroupBy =
  | 'author'
  | 'clinicID';

export type LatestClinicalNoteList = {
  __typename?: 'LatestClinicalNoteList';
  /** How many patients have a latest note for this author or centre and search. */
  count: Scalars['Int']['output'];
  result: Array<LatestClinicalNote>;
};

export type Machine = {
  __typename?: 'Machine';
  /** True when one of the machine's audit items has EXPIRED: the machine cannot be edited then. */
  auditExpired: Scalars['Boolean']['output'];
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  manufacturer?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  serialNo: Scalars['String']['output'];
  /** AVAILABLE or NOTAVAILABLE. */
  status: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
};

/** What a machine can be set to. (Its audit items are MachineStatus, another type.) */
export type MachineAvailability =
  | 'AVAILABLE'
  | 'NOTAVAILABLE';

export type MachineFilter = {
  clinicID?: InputMaybe<IntFilter>;
  deleted?: InputMaybe<IntFilter>;
  id?: InputMaybe<IntFilter>;
  manufacturer?: InputMaybe<StringFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<MachineFilter>>;
  serialNo?: InputMaybe<StringFilter>;
  status?: InputMaybe<StringFilter>;
};

/**
 * A page of machines. count2 and count3 are the counts under filter2 and filter3 (the screen's available
 * and unavailable cards), null when that filter is not sent.
 */
export type MachineList = {
  __typename?: 'MachineList';
  count: Scalars['Int']['output'];
  count2?: Maybe<Scalars['Int']['output']>;
  count3?: Maybe<Scalars['Int']['output']>;
  result: Array<Machine>;
};

/** A machine audit item (test case) of one machine. */
export type MachineStatus = {
  __typename?: 'MachineStatus';
  /** Name of the staff member who signed the last audit. */
  approvedBy?: Maybe<Scalars['String']['output']>;
  approvedTimestamp?: Maybe<Scalars['String']['output']>;
  bucket?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  /** The attached document's original file name. */
  documentName?: Maybe<Scalars['String']['output']>;
  /** A time-limited link to the attached document (15 minutes), or null without one. */
  documentUrl?: Maybe<Scalars['String']['output']>;
  expiryDate: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The attached audit document (storage reference). */
  key?: Maybe<Scalars['String']['output']>;
  machineClinicID: Scalars['Int']['output'];
  machineClinicName: Scalars['String']['output'];
  machineID: Scalars['Int']['output'];
  machineName: Scalars['String']['output'];
  machineSerialNo: Scalars['String']['output'];
  mandatary?: Maybe<Scalars['Int']['output']>;
  /** Test case name. */
  name: Scalars['String']['output'];
  nextAudit?: Maybe<Scalars['String']['output']>;
  /** The archived audit cycle this item continues (an INACTIVE item kept as history at each Sign). */
  prevMachineStatusID?: Maybe<Scalars['Int']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  remarks?: Maybe<Scalars['String']['output']>;
  status: MachineStatusValue;
  updatedOn: Scalars['String']['output'];
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
  expiryDate?: InputMaybe<StringFilter>;
  /** Centres: eq or in, each one the user may see; none means all the user's centres. */
  machineClinicID?: InputMaybe<IntFilter>;
  machineID?: InputMaybe<IntFilter>;
  machineName?: InputMaybe<StringFilter>;
  /** Test case name (search: contains). */
  name?: InputMaybe<StringFilter>;
  nextAudit?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<MachineStatusFilter>>;
  status?: InputMaybe<StringFilter>;
};

/** The items of one test case on this page, in status order (EXPIRED first, PASS last). */
export type MachineStatusGroup = {
  __typename?: 'MachineStatusGroup';
  /** Items of this test case matching the filter (on every page). */
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  result: Array<MachineStatus>;
};

export type MachineStatusList = {
  __typename?: 'MachineStatusList';
  /** Items matching the filter whose status is not PASS: the 'action needed' card. */
  actionNeededCount: Scalars['Int']['output'];
  /** Items matching the filter (all pages). */
  count: Scalars['Int']['output'];
  /** This page's items grouped by test case name. */
  groupByName: Array<MachineStatusGroup>;
  /** Machines (not deleted) of the filtered centres: the 'total machines' card. */
  machineCount: Scalars['Int']['output'];
};

/** Download Report: the filtered list as a CSV file for an auditor. */
export type MachineStatusReport = {
  __typename?: 'MachineStatusReport';
  contentType: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  /** UTF-8 CSV text, one row per item, a header row first. */
  csv: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type MachineStatusValue =
  | 'EXPIRED'
  | 'INACTIVE'
  | 'PASS'
  | 'PENDING_SIGNATURE'
  | 'SCHEDULED'
  | 'TO_SCHEDULE';

/** A medical milestone of a patient (spec 001 section 3). */
export type MedicalMilestone = {
  __typename?: 'MedicalMilestone';
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  milestone: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  timestamp: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
};

/** patientID.eq is required: the list is one patient's. */
export type MedicalMilestoneFilter = {
  milestone?: InputMaybe<StringFilter>;
  patientID?: InputMaybe<IntFilter>;
  timestamp?: InputMaybe<StringFilter>;
};

export type MedicalMilestoneList = {
  __typename?: 'MedicalMilestoneList';
  count: Scalars['Int']['output'];
  result: Array<MedicalMilestone>;
};

/** A medication of a patient: current while it has no end date, historical once stopped (spec 001 section 3). */
export type Medication = {
  __typename?: 'Medication';
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  dose?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD; set by Stop */
  end?: Maybe<Scalars['String']['output']>;
  freq?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  medication: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  route?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  start?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
};

/** A medication given to a patient, with the giver's and witness's names for display. */
export type MedicationAdministered = {
  __typename?: 'MedicationAdministered';
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  dialysisID?: Maybe<Scalars['Int']['output']>;
  dose: Scalars['String']['output'];
  freq: Scalars['String']['output'];
  givenBy: Scalars['String']['output'];
  givenByStaffName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  medication: Scalars['String']['output'];
  patientID: Scalars['Int']['output'];
  route: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
  witnessedBy: Scalars['String']['output'];
  witnessedByStaffName?: Maybe<Scalars['String']['output']>;
};

/** patientID.eq is required: the list is one patient's. */
export type MedicationAdministeredFilter = {
  dialysisID?: InputMaybe<IntFilter>;
  medication?: InputMaybe<StringFilter>;
  patientID?: InputMaybe<IntFilter>;
};

export type MedicationAdministeredList = {
  __typename?: 'MedicationAdministeredList';
  count: Scalars['Int']['output'];
  result: Array<MedicationAdministered>;
};

/** patientID.eq is required: the list is one patient's. end: {exists: false} is current, {exists: true} history. */
export type MedicationFilter = {
  end?: InputMaybe<StringFilter>;
  medication?: InputMaybe<StringFilter>;
  patientID?: InputMaybe<IntFilter>;
  status?: InputMaybe<StringFilter>;
};

export type MedicationList = {
  __typename?: 'MedicationList';
  count: Scalars['Int']['output'];
  result: Array<Medication>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Change Password: the current password and a new one; the user's other sessions end. */
  changeMyPassword: Scalars['Boolean']['output'];
  /**
   * Reset Password by a Nurse Manager or Medical Director: username is the staff member's accountID. The new
   * password is temporary (NEW_PASSWORD_REQUIRED at next sign-in) and every session of that user ends.
   */
  changePassword: Scalars['Boolean']['output'];
  /**
   * Answers JSON text {invoiceURL, qbMessage, dialysis}: a FULL check-out invoices the session once saved. A closed
   * session answers SESSION_CLOSED. Sent with an Idempotency-Key, the key is kept on the session: a repeat by the
   * same account answers the session checked out ({invoiceURL: null, qbMessage: null, dialysis}) at any time.
   */
  checkoutDialysis: Scalars['String']['output'];
  completeNewPassword: SignInResult;
  createAllergy: Allergy;
  createAppointment: Appointment;
  /** Beyond the spec: books a repeating pattern; each date like createAppointment. */
  createAppointmentSeries: AppointmentSeriesResult;
  createCertification: Certification;
  createClinic: ClinicSummary;
  createDialysisOrder: DialysisOrder;
  createDrug: Drug;
  createHospitalReason: HospitalReason;
  /** Adds a clinical note or a hospital entry; the author is the signed-in user, noOfDays is computed. */
  createHospitalSummary: HospitalSummary;
  createIncidentReport: IncidentReport;
  /** Adds a lab report; a batch sends up to 30 aliases in one request, stored all or nothing. A report equal to a stored one (patient, day, source, values) is not stored twice: the stored one is answered. */
  createLabReport: LabReport;
  createMachine: Machine;
  createMachineStatus: MachineStatus;
  createMedicalMilestone: MedicalMilestone;
  createMedication: Medication;
  createMedicationAdministered: MedicationAdministered;
  createMyCertification: Certification;
  /** Registers a patient with their allergies, in one transaction. A live patient with the NRIC: 'NRIC in used.'. */
  createPatient: Patient;
  /** Keeps an uploaded file as a document of the patient; the author is the signed-in user. */
  createPatientDocument: PatientDocument;
  /** Refused with 'MachineStatus expired. Or Machine not AVAILABLE' unless the machine may be used. */
  createSeat: Seat;
  /** Creates the staff record and its login account (with a temporary password). */
  createStaff: Staff;
  createSymptom: Symptom;
  deleteCertification: Scalars['Boolean']['output'];
  /** Deletes a lab report (soft, with a reason); Last Non Null Lab and the calculated results follow. */
  deleteLabReport: LabReport;
  deleteMyCertification: Scalars['Boolean']['output'];
  /** Soft-deletes the staff record; deleteCognito also deletes the login account, else it is disabled. */
  deleteStaff: Scalars['Boolean']['output'];
  /**
   * Disconnect (issue 30 item 4): revokes the centre's tokens at the provider's revoke endpoint and removes them.
   * Answers true when the provider confirmed the revoke (false: it did not answer; the tokens are removed anyway).
   */
  disconnectQuickbooks: Scalars['Boolean']['output'];
  /** Forgot password, step 1 (public): e-mails a verification code to the account's address. */
  forgotPassword: Scalars['Boolean']['output'];
  /** Forgot password, step 2 (public): the code and a new password; every session of the account ends. */
  forgotPasswordSubmit: Scalars['Boolean']['output'];
  /**
   * Creates the session's invoice (or answers the one it has). quickbookURL, when given, is the query string of
   * a fresh authorisation to finish first. Answers JSON text {invoiceURL}.
   */
  linkAppointmentToQuickbooks: Scalars['String']['output'];
  /** The refresh-token variant: the centre's stored connection; quickbookURL optional. */
  linkAppointmentToQuickbooks3: Scalars['String']['output'];
  /**
   * Finishes a connection (refresh-token mode): quickbookURL is the query string QuickBooks sent back (code,
   * state, realmId), redirectURL the address it was sent to. Answers JSON text {success}.
   */
  loginQuickbooks: Scalars['String']['output'];
  /** Marks an ended session without an invoice not billable, with why (audited): it leaves the unlinked list. */
  markNotBillable: Scalars['Boolean']['output'];
  /**
   * Starts a connection to QuickBooks for a centre: stores a one-time state for this user, centre and redirect
   * address (the app's own /redirect/quickbooks or /redirect/quickbooks/link) and answers the provider's
   * authorisation page to send the browser to.
   */
  quickbooksAuthorizeURL: Scalars['String']['output'];
  signIn: SignInResult;
  signOut: Scalars['Boolean']['output'];
  /**
   * Check-in. Errors: 'Invalid Appointment.' (INVALID_APPOINTMENT: unknown, cancelled, or not of the start's day
   * in the centre), 'No Dialysis Order' (NO_DIALYSIS_ORDER), 'Machine already in use in another appointment.'
   * (CONFLICT), 'Dialysis already started.' (CONFLICT: the appointment was checked in, by another check-in),
   * 'MachineStatus expired. Or Machine not AVAILABLE' (BAD_USER_INPUT), field messages (BAD_USER_INPUT with
   * extensions.field). A repeat of a check-in (its sessionKey or Idempotency-Key) answers the session it made.
   */
  startDialysis: Dialysis;
  /**
   * Records one intra-dialysis reading for a session in progress, with any medication given: after check-out 'No
   * Active Diaylsis Session' (CONFLICT), once closed SESSION_CLOSED. Sent with an Idempotency-Key, the key is kept
   * on the reading: a repeat by the same account answers the reading stored, at any time (after check-out too).
   */
  submitDialysisInterval: DialysisInterval;
  /** Takes the mark back (audited): the session is listed and invoiced again. */
  unmarkNotBillable: Scalars['Boolean']['output'];
  updateAllergy: Allergy;
  updateAppointment: Appointment;
  /** Update Status on Manage Certifications: a new expiry date; PASS, or EXPIRED when in the past. */
  updateCertification: Certification;
  updateClinic: ClinicSummary;
  /**
   * Check-in edit and the intra page's Update while running; check-out edit once ended, also of a closed session
   * (24 hours after check-out), the one change it still takes.
   */
  updateDialysis: Dialysis;
  /** Medical Directors only (FORBIDDEN for others), before or after check-out, a closed session's too. */
  updateDialysisInterval: DialysisInterval;
  updateDrug: Drug;
  updateHospitalReason: HospitalReason;
  updateIncidentReport: IncidentReport;
  /** Corrects a lab report; old and new values of each changed field are audited. Answers the report as saved. */
  updateLabReport: LabReport;
  /** Refused with 'MachineStatus expired.' while one of the machine's audit items has expired (delete is not). */
  updateMachine: Machine;
  updateMachineStatus: MachineStatus;
  updateMedication: Medication;
  /** Update Status on Manage Account: a new expiry date; ACTIVE, or EXPIRED when in the past. */
  updateMyCertification: Certification;
  /** Manage Account edit: own full name and profile picture (designation, mobile and email are not editable). */
  updateMyStaffAccount: StaffAccount;
  updatePatient: Patient;
  /** Saving (not deleting) checks the seat's machine like createSeat. */
  updateSeat: Seat;
  updateStaff: Staff;
  updateSymptom: Symptom;
};


export type MutationChangeMyPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  forceSignOut?: InputMaybe<Scalars['Int']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['ID']['input'];
};


export type MutationCheckoutDialysisArgs = {
  checkout: CheckoutDialysisInput;
};


export type MutationCompleteNewPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
  stayLoggedIn?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationCreateAllergyArgs = {
  create: CreateAllergyInput;
};


export type MutationCreateAppointmentArgs = {
  create: CreateAppointmentInput;
};


export type MutationCreateAppointmentSeriesArgs = {
  create: CreateAppointmentSeriesInput;
};


export type MutationCreateCertificationArgs = {
  create: CreateCertificationInput;
};


export type MutationCreateClinicArgs = {
  create: CreateClinicInput;
};


export type MutationCreateDialysisOrderArgs = {
  create: CreateDialysisOrderInput;
};


export type MutationCreateDrugArgs = {
  create: CreateDrugInput;
};


export type MutationCreateHospitalReasonArgs = {
  create: CreateHospitalReasonInput;
};


export type MutationCreateHospitalSummaryArgs = {
  create: CreateHospitalSummaryInput;
};


export type MutationCreateIncidentReportArgs = {
  create: CreateIncidentReportInput;
};


export type MutationCreateLabReportArgs = {
  create: CreateLabReportInput;
};


export type MutationCreateMachineArgs = {
  create: CreateMachineInput;
};


export type MutationCreateMachineStatusArgs = {
  create: CreateMachineStatusInput;
};


export type MutationCreateMedicalMilestoneArgs = {
  create: CreateMedicalMilestoneInput;
};


export type MutationCreateMedicationArgs = {
  create: CreateMedicationInput;
};


export type MutationCreateMedicationAdministeredArgs = {
  create: CreateMedicationAdministeredInput;
};


export type MutationCreateMyCertificationArgs = {
  create: CreateMyCertificationInput;
};


export type MutationCreatePatientArgs = {
  create: CreatePatientInput;
};


export type MutationCreatePatientDocumentArgs = {
  create: CreatePatientDocumentInput;
};


export type MutationCreateSeatArgs = {
  create: CreateSeatInput;
};


export type MutationCreateStaffArgs = {
  create: CreateStaffInput;
};


export type MutationCreateSymptomArgs = {
  create: CreateSymptomInput;
};


export type MutationDeleteCertificationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteLabReportArgs = {
  delete: DeleteLabReportInput;
};


export type MutationDeleteMyCertificationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteStaffArgs = {
  accountID: Scalars['ID']['input'];
  deleteCognito?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDisconnectQuickbooksArgs = {
  clinicID: Scalars['Int']['input'];
};


export type MutationForgotPasswordArgs = {
  email: Scalars['String']['input'];
};


export type MutationForgotPasswordSubmitArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationLinkAppointmentToQuickbooksArgs = {
  dialysisID: Scalars['Int']['input'];
  patientID: Scalars['Int']['input'];
  quickbookURL: Scalars['String']['input'];
  redirectURL: Scalars['String']['input'];
};


export type MutationLinkAppointmentToQuickbooks3Args = {
  dialysisID: Scalars['Int']['input'];
  patientID: Scalars['Int']['input'];
  quickbookURL?: InputMaybe<Scalars['String']['input']>;
  redirectURL?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginQuickbooksArgs = {
  clinicID?: InputMaybe<Scalars['Int']['input']>;
  clinicIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  quickbookURL: Scalars['String']['input'];
  redirectURL: Scalars['String']['input'];
};


export type MutationMarkNotBillableArgs = {
  dialysisID: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationQuickbooksAuthorizeUrlArgs = {
  clinicID: Scalars['Int']['input'];
  redirectURL: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  stayLoggedIn?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationStartDialysisArgs = {
  appointmentID: Scalars['Int']['input'];
  create: StartDialysisInput;
  redirectURL?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubmitDialysisIntervalArgs = {
  create: CreateDialysisIntervalInput;
  medications?: InputMaybe<Array<IntervalMedicationInput>>;
};


export type MutationUnmarkNotBillableArgs = {
  dialysisID: Scalars['Int']['input'];
};


export type MutationUpdateAllergyArgs = {
  update: UpdateAllergyInput;
};


export type MutationUpdateAppointmentArgs = {
  update: UpdateAppointmentInput;
};


export type MutationUpdateCertificationArgs = {
  update: UpdateCertificationInput;
};


export type MutationUpdateClinicArgs = {
  update: UpdateClinicInput;
};


export type MutationUpdateDialysisArgs = {
  update: UpdateDialysisInput;
};


export type MutationUpdateDialysisIntervalArgs = {
  update: UpdateDialysisIntervalInput;
};


export type MutationUpdateDrugArgs = {
  update: UpdateDrugInput;
};


export type MutationUpdateHospitalReasonArgs = {
  update: UpdateHospitalReasonInput;
};


export type MutationUpdateIncidentReportArgs = {
  update: UpdateIncidentReportInput;
};


export type MutationUpdateLabReportArgs = {
  update: UpdateLabReportInput;
};


export type MutationUpdateMachineArgs = {
  update: UpdateMachineInput;
};


export type MutationUpdateMachineStatusArgs = {
  state: MachineStatusAction;
  update: UpdateMachineStatusInput;
};


export type MutationUpdateMedicationArgs = {
  update: UpdateMedicationInput;
};


export type MutationUpdateMyCertificationArgs = {
  update: UpdateCertificationInput;
};


export type MutationUpdateMyStaffAccountArgs = {
  update: UpdateMyStaffAccountInput;
};


export type MutationUpdatePatientArgs = {
  update: UpdatePatientInput;
};


export type MutationUpdateSeatArgs = {
  update: UpdateSeatInput;
};


export type MutationUpdateStaffArgs = {
  update: UpdateStaffInput;
};


export type MutationUpdateSymptomArgs = {
  update: UpdateSymptomInput;
};

export type OrderBy = {
  direction?: InputMaybe<SortDirection>;
  field: Scalars['String']['input'];
};

export type Pagination = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderby?: InputMaybe<Array<OrderBy>>;
};

/**
 * A patient (spec 001 section 3). Units as stored: height in centimetres, weight and wheelchairWeight in
 * grams; gender M, F or O; dates YYYY-MM-DD. getPatient answers the NRIC unmasked (the record screens need it).
 */
export type Patient = {
  __typename?: 'Patient';
  DESRD?: Maybe<Scalars['String']['output']>;
  DExit?: Maybe<Scalars['String']['output']>;
  FAccess?: Maybe<Scalars['String']['output']>;
  FHCV?: Maybe<Scalars['String']['output']>;
  FHIV?: Maybe<Scalars['String']['output']>;
  FHepB?: Maybe<Scalars['String']['output']>;
  RExit?: Maybe<Scalars['String']['output']>;
  accessIDPt?: Maybe<Scalars['String']['output']>;
  accommodation?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  alcohol?: Maybe<Scalars['String']['output']>;
  /** The patient's allergies not deleted, oldest first. */
  allergies: Array<Allergy>;
  amputee?: Maybe<Scalars['String']['output']>;
  bloodGroup?: Maybe<Scalars['String']['output']>;
  bucket?: Maybe<Scalars['String']['output']>;
  causeOfKidneyFailure?: Maybe<Scalars['String']['output']>;
  clinicName?: Maybe<Scalars['String']['output']>;
  comanaging?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  diabeticStatus?: Maybe<Scalars['String']['output']>;
  dob?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  existingClinicID?: Maybe<Scalars['Int']['output']>;
  firstConsultDate?: Maybe<Scalars['String']['output']>;
  firstDialysisHospital?: Maybe<Scalars['String']['output']>;
  firstDialysisHospitalDate?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  hepB?: Maybe<Scalars['String']['output']>;
  history?: Maybe<Scalars['String']['output']>;
  homeNo?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  idType?: Maybe<Scalars['String']['output']>;
  /** The profile picture's stored location, and a signed link to it (valid one hour). */
  key?: Maybe<Scalars['String']['output']>;
  maritalStatus?: Maybe<Scalars['String']['output']>;
  medicalAlert?: Maybe<Scalars['String']['output']>;
  medication?: Maybe<Scalars['String']['output']>;
  mobilityStatus?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  namecode?: Maybe<Scalars['String']['output']>;
  nokAddress?: Maybe<Scalars['String']['output']>;
  nokName?: Maybe<Scalars['String']['output']>;
  nokPhoneNo?: Maybe<Scalars['String']['output']>;
  nokRelation?: Maybe<Scalars['String']['output']>;
  nric?: Maybe<Scalars['String']['output']>;
  phoneNo?: Maybe<Scalars['String']['output']>;
  photoUrl?: Maybe<Scalars['String']['output']>;
  procedure?: Maybe<Scalars['String']['output']>;
  race?: Maybe<Scalars['String']['output']>;
  referrer?: Maybe<Scalars['String']['output']>;
  referringSource?: Maybe<Scalars['String']['output']>;
  referringSourceEnd?: Maybe<Scalars['String']['output']>;
  referringSourceStart?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  registeredDate?: Maybe<Scalars['String']['output']>;
  religion?: Maybe<Scalars['String']['output']>;
  schedulePattern?: Maybe<Scalars['String']['output']>;
  scheduleSession?: Maybe<Scalars['String']['output']>;
  smoker?: Maybe<Scalars['String']['output']>;
  socialWorker?: Maybe<Scalars['String']['output']>;
  stage?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  travelType?: Maybe<Scalars['String']['output']>;
  /** The version an edit carries back (updatePatient.updatedOn). */
  updatedOn: Scalars['String']['output'];
  vaccination?: Maybe<Scalars['String']['output']>;
  /** Shown as Funded. */
  vwoSupport?: Maybe<Scalars['String']['output']>;
  weight?: Maybe<Scalars['Int']['output']>;
  wheelchairWeight?: Maybe<Scalars['Int']['output']>;
};

/** One of the patient's appointments, with its state: Booked, In Progress or Completed. */
export type PatientAppointment = {
  __typename?: 'PatientAppointment';
  clinicID: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  shift: Shift;
  state: Scalars['String']['output'];
  time?: Maybe<Scalars['String']['output']>;
};

export type PatientAppointmentCalendar = {
  __typename?: 'PatientAppointmentCalendar';
  /** AVAILABLE seats with an AVAILABLE machine: the capacity of each session. */
  activeSeats: Scalars['Int']['output'];
  appointments: Array<PatientAppointment>;
  clinicID: Scalars['Int']['output'];
  /** The sessions of today that have ended on the centre's clock: not bookable. */
  endedSessions: Array<Shift>;
  patientID: Scalars['Int']['output'];
  sessions: Array<SessionBooking>;
  /** The centre's today (YYYY-MM-DD) on its clock. */
  today: Scalars['String']['output'];
};

/** A document kept for a patient (spec 001 section 3, Patient document). */
export type PatientDocument = {
  __typename?: 'PatientDocument';
  bucket?: Maybe<Scalars['String']['output']>;
  contentType?: Maybe<Scalars['String']['output']>;
  /** Date/Time of the upload (ISO-8601). */
  createdOn: Scalars['String']['output'];
  /** The uploaded file's original name (used when downloading). */
  fileName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** Storage reference of the file. */
  key: Scalars['String']['output'];
  patientID: Scalars['Int']['output'];
  region?: Maybe<Scalars['String']['output']>;
  staffAccountID?: Maybe<Scalars['String']['output']>;
  /** The uploader's name (Author). */
  staffName?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** A time-limited link to the file (15 minutes), handed out only with documents the caller may read. */
  url?: Maybe<Scalars['String']['output']>;
};

export type PatientDocumentFilter = {
  createdOn?: InputMaybe<StringFilter>;
  /** Required: the patient (eq), one of the user's centres' patients. */
  patientID: IntFilter;
  title?: InputMaybe<StringFilter>;
};

export type PatientDocumentList = {
  __typename?: 'PatientDocumentList';
  count: Scalars['Int']['output'];
  result: Array<PatientDocument>;
};

/** The patient's fields as the form sends them. Empty texts are stored as null. */
export type PatientFields = {
  DESRD?: InputMaybe<Scalars['String']['input']>;
  DExit?: InputMaybe<Scalars['String']['input']>;
  FAccess?: InputMaybe<Scalars['String']['input']>;
  FHCV?: InputMaybe<Scalars['String']['input']>;
  FHIV?: InputMaybe<Scalars['String']['input']>;
  FHepB?: InputMaybe<Scalars['String']['input']>;
  RExit?: InputMaybe<Scalars['String']['input']>;
  accessIDPt?: InputMaybe<Scalars['String']['input']>;
  accommodation?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  alcohol?: InputMaybe<Scalars['String']['input']>;
  amputee?: InputMaybe<Scalars['String']['input']>;
  bloodGroup?: InputMaybe<Scalars['String']['input']>;
  causeOfKidneyFailure?: InputMaybe<Scalars['String']['input']>;
  comanaging?: InputMaybe<Scalars['String']['input']>;
  diabeticStatus?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  existingClinicID?: InputMaybe<Scalars['Int']['input']>;
  firstConsultDate?: InputMaybe<Scalars['String']['input']>;
  firstDialysisHospital?: InputMaybe<Scalars['String']['input']>;
  firstDialysisHospitalDate?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Scalars['String']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  hepB?: InputMaybe<Scalars['String']['input']>;
  history?: InputMaybe<Scalars['String']['input']>;
  homeNo?: InputMaybe<Scalars['String']['input']>;
  idType?: InputMaybe<Scalars['String']['input']>;
  maritalStatus?: InputMaybe<Scalars['String']['input']>;
  medicalAlert?: InputMaybe<Scalars['String']['input']>;
  medication?: InputMaybe<Scalars['String']['input']>;
  mobilityStatus?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  namecode?: InputMaybe<Scalars['String']['input']>;
  nokAddress?: InputMaybe<Scalars['String']['input']>;
  nokName?: InputMaybe<Scalars['String']['input']>;
  nokPhoneNo?: InputMaybe<Scalars['String']['input']>;
  nokRelation?: InputMaybe<Scalars['String']['input']>;
  nric?: InputMaybe<Scalars['String']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  procedure?: InputMaybe<Scalars['String']['input']>;
  race?: InputMaybe<Scalars['String']['input']>;
  referrer?: InputMaybe<Scalars['String']['input']>;
  referringSource?: InputMaybe<Scalars['String']['input']>;
  referringSourceEnd?: InputMaybe<Scalars['String']['input']>;
  referringSourceStart?: InputMaybe<Scalars['String']['input']>;
  registeredDate?: InputMaybe<Scalars['String']['input']>;
  religion?: InputMaybe<Scalars['String']['input']>;
  schedulePattern?: InputMaybe<Scalars['String']['input']>;
  scheduleSession?: InputMaybe<Scalars['String']['input']>;
  smoker?: InputMaybe<Scalars['String']['input']>;
  socialWorker?: InputMaybe<Scalars['String']['input']>;
  stage?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  travelType?: InputMaybe<Scalars['String']['input']>;
  vaccination?: InputMaybe<Scalars['String']['input']>;
  vwoSupport?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Int']['input']>;
  wheelchairWeight?: InputMaybe<Scalars['Int']['input']>;
};

/** What the patient record page's header shows; the NRIC is masked but its last 4 characters. */
export type PatientHeader = {
  __typename?: 'PatientHeader';
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  namecode?: Maybe<Scalars['String']['output']>;
  nricMasked?: Maybe<Scalars['String']['output']>;
};

/** Where the patient's invoices are: null url when the patient is not yet a customer of the centre's company. */
export type PatientInvoices = {
  __typename?: 'PatientInvoices';
  clinicID: Scalars['Int']['output'];
  patientID: Scalars['Int']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type PatientSearchFilter = {
  existingClinicID?: InputMaybe<IntFilter>;
  name?: InputMaybe<StringFilter>;
  nric?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<PatientSearchFilter>>;
  referrer?: InputMaybe<StringFilter>;
  referringSource?: InputMaybe<StringFilter>;
};

/** A patient as a search card shows them. */
export type PatientSearchItem = {
  __typename?: 'PatientSearchItem';
  bucket?: Maybe<Scalars['String']['output']>;
  /** Name of the patient's centre (shown in all-centres mode). */
  clinicName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  existingClinicID?: Maybe<Scalars['Int']['output']>;
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  key?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Patient's id code. */
  namecode?: Maybe<Scalars['String']['output']>;
  /** NRIC masked except its last 4 characters. */
  nric?: Maybe<Scalars['String']['output']>;
  /** Mobile number and e-mail (the manual lab input list shows them). */
  phoneNo?: Maybe<Scalars['String']['output']>;
  /** A signed link to the profile picture, valid an hour (the card's avatar), or null. */
  photoUrl?: Maybe<Scalars['String']['output']>;
  referrer?: Maybe<Scalars['String']['output']>;
  referringSource?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type PatientSearchList = {
  __typename?: 'PatientSearchList';
  /** How many patients match, counted up to 1,000 (countCapped tells when more match). */
  count: Scalars['Int']['output'];
  /**
   * True when more than 1,000 patients match: count is then 1,000 and the search should be refined
   * (docs/decisions/dashboard-patient-search.md). An exact count of a broad term would read every match.
   */
  countCapped: Scalars['Boolean']['output'];
  result: Array<PatientSearchItem>;
};

/**
 * A centre's QuickBooks Online connection (spec 002 listQBAccesses: id = the centre id). The tokens themselves
 * are encrypted at rest and never answered: the web reads whether the centre is connected and whether the token
 * counts as expired (date + expiresIn more than 3 days past).
 */
export type QbAccess = {
  __typename?: 'QBAccess';
  /** When the tokens were obtained or last refreshed (ISO). */
  date: Scalars['String']['output'];
  /** The access token's lifetime in seconds. */
  expiresIn: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** The QuickBooks company (realm) connected. */
  realmID: Scalars['String']['output'];
};

export type QbAccessFilter = {
  /** The centre id (eq, or in for several). */
  id: IntFilter;
};

export type QbAccessList = {
  __typename?: 'QBAccessList';
  count: Scalars['Int']['output'];
  result: Array<QbAccess>;
};

export type QualityCentre = {
  __typename?: 'QualityCentre';
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  indicators: Array<QualityTrend>;
};

/** One indicator in one month: how many were counted of how many eligible (patients, or sessions). */
export type QualityFigure = {
  __typename?: 'QualityFigure';
  count: Scalars['Int']['output'];
  eligible: Scalars['Int']['output'];
  /** YYYY-MM, on the centre's calendar. */
  month: Scalars['String']['output'];
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

/** A patient who misses an indicator in the month, with the value and its day. */
export type QualityMiss = {
  __typename?: 'QualityMiss';
  /** The day of the value (YYYY-MM-DD, the centre's calendar); null when there is none. */
  date?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  patientName: Scalars['String']['output'];
  /** Masked: the last four characters shown. */
  patientNric?: Maybe<Scalars['String']['output']>;
  /** The value judged, in words ('Hb 9.1 g/dL', '198 of 240 min', 'No result'). */
  value: Scalars['String']['output'];
};

export type QualityMissList = {
  __typename?: 'QualityMissList';
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  indicator: QualityIndicatorKey;
  misses: Array<QualityMiss>;
  month: Scalars['String']['output'];
  /** The indicator's target in words, with the thresholds in force. */
  target: Scalars['String']['output'];
};

export type QualityReport = {
  __typename?: 'QualityReport';
  /** The user's centres, by name. */
  centres: Array<QualityCentre>;
  /** When the month's figures were counted (ISO instant): the summary's last refresh, or now when counted live. */
  computedAt: Scalars['String']['output'];
  /** The month asked for (YYYY-MM) and the 12 months of the trend, oldest first. */
  month: Scalars['String']['output'];
  months: Array<Scalars['String']['output']>;
  /** Every centre of the network together. */
  network: Array<QualityTrend>;
  thresholds: QualityThresholds;
};

/** The thresholds in force (configuration QUALITY_THRESHOLDS, with the guidelines' defaults). */
export type QualityThresholds = {
  __typename?: 'QualityThresholds';
  albuminMin: Scalars['Float']['output'];
  calciumMax: Scalars['Float']['output'];
  calciumMin: Scalars['Float']['output'];
  ferritinMax: Scalars['Float']['output'];
  ferritinMin: Scalars['Float']['output'];
  hbMax: Scalars['Float']['output'];
  hbMin: Scalars['Float']['output'];
  hbsAbMin: Scalars['Float']['output'];
  phosphateMax: Scalars['Float']['output'];
  phosphateMin: Scalars['Float']['output'];
  pthMultipleMax: Scalars['Float']['output'];
  pthMultipleMin: Scalars['Float']['output'];
  pthUpperNormal: Scalars['Float']['output'];
  shortenedShare: Scalars['Float']['output'];
  spKtVMin: Scalars['Float']['output'];
  urrMin: Scalars['Float']['output'];
  weightGainMaxGapDays: Scalars['Float']['output'];
  weightGainPercent: Scalars['Float']['output'];
};

/** An indicator's 12 months, the month asked for last. */
export type QualityTrend = {
  __typename?: 'QualityTrend';
  indicator: QualityIndicatorKey;
  months: Array<QualityFigure>;
};

export type Query = {
  __typename?: 'Query';
  /** The same filtered list as a CSV report (every matching item, at most 5000). */
  downloadMachineStatusReport: MachineStatusReport;
  /** One session (patient id must match). Answers 'Unable to retrieve dialysis record' (NOT_FOUND) when unknown. */
  getDialysis: Dialysis;
  /** The four Last Non Null Lab cards of a patient: each item's latest value and its date. */
  getLastNonNullLab: Array<LastNonNullLabGroup>;
  /** Manage Account: the signed-in user's staff record. */
  getMyStaffAccount: StaffAccount;
  /** A patient of the user's centres; any other id answers NOT_FOUND 'Invalid Patient'. Audited. */
  getPatient: Patient;
  /** The patient appointment calendar from start to end (at most 42 days) for one centre. Audited. */
  getPatientAppointmentCalendar: PatientAppointmentCalendar;
  /** The quality indicators of the user's centres for a month (YYYY-MM) and the 11 before it, with the network's. */
  getQualityReport: QualityReport;
  /** Connection status of the user's centres (or those named). */
  listAccountingStatus: Array<AccountingStatus>;
  /**
   * Free-seat figures per centre, date and session (spec 000 section 7), as JSON text:
   * {"appointmentAvailability": [{clinicID, date, shift, noOfActiveSeat, noOfAppointment, ended}],
   *  "patientAppointments": [{id, clinicID, date, shift}]}.
   * Dates are YYYY-MM-DD; the days answered are those in both [calendarStartDay, calenderEndDay] (the calendar's
   * grid) and [start, end] (the month loaded), at most 62. Every centre of clinicIDs must be the user's.
   * patientAppointments (the patient calendar) is present only when patientID is given. ended (ours) is true for
   * a session that has ended on its centre's clock (every session of a past day, today's after its end): it
   * cannot be booked.
   */
  listAppointmentAvailability: Scalars['String']['output'];
  /** Appointments of one centre: the filter must name a clinicID the user may see. */
  listAppointmentDetail: AppointmentDetailList;
  /** One patient's calculated lab results: the latest first, then newest first; 20 per page unless told. */
  listCalculatedLabResult: CalculatedLabResultList;
  /** Manage Certifications: EXPIRED first, then expiry, staff name, certification name. */
  listCertification: CertificationList;
  /** Centres the signed-in user may see (spec 000 section 4, Centre visibility). */
  listClinic: ClinicList;
  /** Manage Centres: the user's centres with their totals; active first, then by name. */
  listClinicSummary: ClinicSummaryList;
  /** A patient's sessions in the user's centres, newest first (startTime DESC). filter.patientID.eq is required. */
  listDialysis: DialysisList;
  /** A session's readings, newest first (timestamp DESC). filter.dialysisID.eq is required; the history fetches 100. */
  listDialysisInterval: DialysisIntervalList;
  /** Latest first (dOrder DESC, then newest); limit 1 is the order in force. */
  listDialysisOrder: DialysisOrderList;
  /**
   * A patient's sessions per calendar month (oldest first), of the user's centres: how many, and the minimum,
   * maximum and average of the measures (weights in grams). startDate and endDate are days (YYYY-MM-DD) or ISO
   * instants, both included; a session's month and day are read in its centre's time zone, so
   * timezoneOffsetMinutes (the spec's argument, -840 to 840) is checked but does not decide them.
   */
  listDialysisSummary: Array<DialysisSummary>;
  /** Drugs that are not deleted, by name. */
  listDrug: DrugList;
  /**
   * The funder report of a centre of the user's for startDate to endDate (days YYYY-MM-DD, both included, at
   * most 31 days: a month). The days are the centre's; timezoneOffsetMinutes (the spec's argument, -840 to 840)
   * is checked but does not decide them. Audited.
   */
  listFunderReport: FunderReport;
  /** Hospital reasons that are not deleted, by hospDetail (a fixed list every login loads). */
  listHospitalReason: HospitalReasonList;
  /** One patient's clinical notes or hospital entries, newest first (admitTimestamp DESC), 5 per page unless told. */
  listHospitalSummary: HospitalSummaryList;
  /**
   * Incident reports of the user's centres, newest first (id DESC), 20 per page unless told: by patient (patientID eq),
   * a centre's list (clinicID eq, patientID exists false) or the centre search (patientID exists false, or of
   * clinicID eq, limit 10).
   */
  listIncidentReport: IncidentReportList;
  /**
   * Incident Report Summary by centre (issue 27): the centre reports (patientID absent) of the centres the filter
   * names (clinicID eq or in, or an 'or' of them), one card per centre with reports: how many it has, and its 10
   * newest (id DESC).
   */
  listIncidentReportCentreSummary: IncidentReportCentreSummaryList;
  /**
   * Incident Report Summary by patient: patients with reports (patientID exists), filtered by the 'or' of patientName
   * contains / patientNric contains, one card per patient, newest occurrence first, 20 cards per page.
   */
  listIncidentReportSummary: IncidentReportSummaryList;
  /** One patient's lab reports, newest first (timestamp DESC), 5 per page unless told. */
  listLabReport: LabReportList;
  /**
   * One card per patient: that patient's newest clinical note by the author (groupBy author, filter
   * staffAccountID eq) or written in the centre (groupBy clinicID, filter clinicID eq), among the patients of
   * the user's centres; newest first (admitTimestamp DESC), 100 per page unless told (at most 500).
   */
  listLatestClinicalNote: LatestClinicalNoteList;
  /**
   * Machines of the centres the user may see (all of them, or those the filter names: a centre outside the
   * user's list is refused). Ordered by status, then name.
   */
  listMachine: MachineList;
  /** Audit items of the user's centres grouped by test case, with the two stats cards. */
  listMachineStatus: MachineStatusList;
  /** Newest first, 20 per page unless told. */
  listMedicalMilestone: MedicalMilestoneList;
  /** Current medication by status then newest (6 per page unless told); history ordered by end. */
  listMedication: MedicationList;
  /** Newest first, 6 per page unless told. */
  listMedicationAdministered: MedicationAdministeredList;
  /** The signed-in user's own certifications (Manage Account), by name. */
  listMyCertification: CertificationList;
  /**
   * Patients (not deleted) of the user's centres, or of one named centre (existingClinicID eq: a centre outside
   * the user's list is FORBIDDEN). Page size 20, at most 100. `unmasked: true` is refused: no screen of the
   * search shows the full NRIC (docs/decisions/dashboard-patient-search.md).
   */
  listPatient: PatientSearchList;
  /** One patient's documents, newest first (createdOn DESC), 10 per page unless told. */
  listPatientDocument: PatientDocumentList;
  /** The centre's token record (limit 1); none when it never connected. */
  listQBAccesses: QbAccessList;
  /** The patients of one of the user's centres who miss an indicator in a month (audited as a patient read). */
  listQualityMisses: QualityMissList;
  /**
   * Beyond the spec (issue 28): the History view of a patient record or a session, newest first, 20 per page
   * unless told (at most 100). Every login type that reads the record may read it; the patient must be in one of
   * the user's centres. Reading it is audited.
   */
  listRecordHistory: RecordHistoryList;
  /** The Referring Source choices of the patient form, by name (values not in it are accepted too). */
  listReferringSource: Array<Scalars['String']['output']>;
  /**
   * Routine Orders: the active patients (status DIALYSIS, not deleted) of one of the user's centres, by name,
   * each with the order in force; state (none: all) keeps only CURRENT, DUE or MISSING ones.
   */
  listRoutineOrder: RoutineOrderList;
  /**
   * Seats of the centres the filter names (clinicID eq, or in for several): each must be one the user may
   * see. Ordered by name unless told.
   */
  listSeat: SeatList;
  /** Machines the check-in form of a centre may offer. */
  listSessionMachines: Array<SessionMachine>;
  /** Staff the user may see, by name (default page size 10). */
  listStaff: StaffList;
  /** Symptoms that are not deleted, by name ascending (spec 002, Manage Symptoms). */
  listSymptom: SymptomList;
  /** Ended sessions without an invoice, newest first, 100 per page unless told. */
  listUnlinkedInvoice: UnlinkedInvoiceList;
  me: Staff;
  /** The record page header of a patient of the user's centres. */
  patientHeader: PatientHeader;
  /** The patient's customer in the centre's QuickBooks (View Invoices on the manual lab input page). */
  patientInvoices: PatientInvoices;
  /** Beyond the spec: what createAppointmentSeries would do on each of its dates, before the user books. Audited. */
  previewAppointmentSeries: Array<AppointmentSeriesDate>;
  /** The import review: patients of the user's centres by NRIC, and which rows are already stored (at most 10,000 rows). */
  previewLabImport: LabImportPreview;
};


export type QueryDownloadMachineStatusReportArgs = {
  filter?: InputMaybe<MachineStatusFilter>;
};


export type QueryGetDialysisArgs = {
  id: Scalars['Int']['input'];
  patientID: Scalars['Int']['input'];
};


export type QueryGetLastNonNullLabArgs = {
  patientID: Scalars['Int']['input'];
};


export type QueryGetPatientArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetPatientAppointmentCalendarArgs = {
  clinicID: Scalars['Int']['input'];
  end: Scalars['String']['input'];
  patientID: Scalars['Int']['input'];
  start: Scalars['String']['input'];
};


export type QueryGetQualityReportArgs = {
  month: Scalars['String']['input'];
};


export type QueryListAccountingStatusArgs = {
  clinicIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
};


export type QueryListAppointmentAvailabilityArgs = {
  calendarStartDay: Scalars['String']['input'];
  calenderEndDay: Scalars['String']['input'];
  clinicIDs: Array<Scalars['Int']['input']>;
  end: Scalars['String']['input'];
  patientID?: InputMaybe<Scalars['Int']['input']>;
  start: Scalars['String']['input'];
};


export type QueryListAppointmentDetailArgs = {
  filter: AppointmentDetailFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListCalculatedLabResultArgs = {
  filter: CalculatedLabResultFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListCertificationArgs = {
  filter?: InputMaybe<CertificationFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListClinicArgs = {
  filter?: InputMaybe<ClinicFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListClinicSummaryArgs = {
  filter?: InputMaybe<ClinicSummaryFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListDialysisArgs = {
  filter: DialysisFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListDialysisIntervalArgs = {
  filter: DialysisIntervalFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListDialysisOrderArgs = {
  filter: DialysisOrderFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListDialysisSummaryArgs = {
  endDate: Scalars['String']['input'];
  patientID: Scalars['Int']['input'];
  startDate: Scalars['String']['input'];
  timezoneOffsetMinutes?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListDrugArgs = {
  filter?: InputMaybe<DrugFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListFunderReportArgs = {
  clinicID: Scalars['Int']['input'];
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
  timezoneOffsetMinutes?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListHospitalReasonArgs = {
  filter?: InputMaybe<HospitalReasonFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListHospitalSummaryArgs = {
  filter: HospitalSummaryFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListIncidentReportArgs = {
  filter: IncidentReportFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListIncidentReportCentreSummaryArgs = {
  filter: IncidentReportFilter;
};


export type QueryListIncidentReportSummaryArgs = {
  filter?: InputMaybe<IncidentReportFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListLabReportArgs = {
  filter: LabReportFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListLatestClinicalNoteArgs = {
  filter: LatestClinicalNoteFilter;
  groupBy: LatestClinicalNoteGroupBy;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListMachineArgs = {
  filter?: InputMaybe<MachineFilter>;
  filter2?: InputMaybe<MachineFilter>;
  filter3?: InputMaybe<MachineFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListMachineStatusArgs = {
  filter?: InputMaybe<MachineStatusFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListMedicalMilestoneArgs = {
  filter: MedicalMilestoneFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListMedicationArgs = {
  filter: MedicationFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListMedicationAdministeredArgs = {
  filter: MedicationAdministeredFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListMyCertificationArgs = {
  pagination?: InputMaybe<Pagination>;
};


export type QueryListPatientArgs = {
  filter?: InputMaybe<PatientSearchFilter>;
  pagination?: InputMaybe<Pagination>;
  unmasked?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryListPatientDocumentArgs = {
  filter: PatientDocumentFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListQbAccessesArgs = {
  filter: QbAccessFilter;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryListQualityMissesArgs = {
  clinicID: Scalars['Int']['input'];
  indicator: QualityIndicatorKey;
  month: Scalars['String']['input'];
};


export type QueryListRecordHistoryArgs = {
  filter: RecordHistoryFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListRoutineOrderArgs = {
  clinicID: Scalars['Int']['input'];
  filter?: InputMaybe<RoutineOrderFilter>;
  pagination?: InputMaybe<Pagination>;
  state?: InputMaybe<RoutineOrderState>;
};


export type QueryListSeatArgs = {
  filter: SeatFilter;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListSessionMachinesArgs = {
  clinicID: Scalars['Int']['input'];
};


export type QueryListStaffArgs = {
  filter?: InputMaybe<StaffFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListSymptomArgs = {
  filter?: InputMaybe<SymptomFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryListUnlinkedInvoiceArgs = {
  filter?: InputMaybe<UnlinkedInvoiceFilter>;
  pagination?: InputMaybe<Pagination>;
};


export type QueryPatientHeaderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPatientInvoicesArgs = {
  clinicID: Scalars['Int']['input'];
  patientID: Scalars['Int']['input'];
};


export type QueryPreviewAppointmentSeriesArgs = {
  create: CreateAppointmentSeriesInput;
};


export type QueryPreviewLabImportArgs = {
  rows: Array<LabImportRowInput>;
};

/**
 * One change of a record (issue 28): who changed it, when, which record, and each changed field's old and new
 * value. Written by the database in the writing transaction (migration 0019); never rewritten.
 */
export type RecordChange = {
  __typename?: 'RecordChange';
  /** The writer's account; null for the system (a scheduled job, a migration). */
  accountID?: Maybe<Scalars['String']['output']>;
  /** When (ISO-8601), on the writing request's clock. */
  at: Scalars['String']['output'];
  /** The writer's name, 'System' when no account wrote it. */
  byName: Scalars['String']['output'];
  /** Each changed field (a create: every field it was created with, no old values). */
  changes: Array<FieldChange>;
  /** The dialysis session the record belongs to, if any. */
  dialysisID?: Maybe<Scalars['Int']['output']>;
  /** The record's table, e.g. 'dialysis_order'. */
  entity: Scalars['String']['output'];
  entityID: Scalars['String']['output'];
  /** The change's number (newest is highest). */
  id: Scalars['String']['output'];
  operation: RecordOperation;
  /** The writer's login type at the time (or 'system'). */
  role: Scalars['String']['output'];
  /** The record's section on the patient record, e.g. 'Dialysis Order' (domain HISTORY_SECTIONS). */
  section: Scalars['String']['output'];
};

export type RecordHistoryFilter = {
  /** One person's changes. */
  accountID?: InputMaybe<Scalars['String']['input']>;
  /** Only the changes of one dialysis session (its own fields, its readings, the medication given in it). */
  dialysisID?: InputMaybe<Scalars['Int']['input']>;
  /** Required: the history is one patient's record. */
  patientID: Scalars['Int']['input'];
  /** One section (domain HISTORY_SECTION_NAMES). */
  section?: InputMaybe<Scalars['String']['input']>;
};

export type RecordHistoryList = {
  __typename?: 'RecordHistoryList';
  count: Scalars['Int']['output'];
  /** The people who changed this record (for the filter), by name. */
  people: Array<HistoryPerson>;
  result: Array<RecordChange>;
  /** The sections with changes on this record (for the filter). */
  sections: Array<Scalars['String']['output']>;
};

export type RecordOperation =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

/** One active patient of the centre with the dialysis order in force (the latest by dOrder), or none. */
export type RoutineOrder = {
  __typename?: 'RoutineOrder';
  /** The order in force, with its prescriber's name; null when MISSING. */
  order?: Maybe<DialysisOrder>;
  patientID: Scalars['Int']['output'];
  patientName: Scalars['String']['output'];
  /** Masked: the last four characters shown. */
  patientNric?: Maybe<Scalars['String']['output']>;
  state: RoutineOrderState;
};

export type RoutineOrderFilter = {
  /** Only patientName and patientNric inside: the name/NRIC search. */
  or?: InputMaybe<Array<RoutineOrderFilter>>;
  patientName?: InputMaybe<StringFilter>;
  patientNric?: InputMaybe<StringFilter>;
};

export type RoutineOrderList = {
  __typename?: 'RoutineOrderList';
  /** How many patients match the centre, search and state. */
  count: Scalars['Int']['output'];
  result: Array<RoutineOrder>;
  /** The centre's today (YYYY-MM-DD) the states were decided on. */
  today: Scalars['String']['output'];
};

/** Routine Orders (/routineorder): the state of a patient's order in force on the centre's today. */
export type RoutineOrderState =
  /** The order in force is 30 days old or newer. */
  | 'CURRENT'
  /** The order in force is older than 30 days: due for renewal. */
  | 'DUE'
  /** The patient has no dialysis order. */
  | 'MISSING';

export type Seat = {
  __typename?: 'Seat';
  clinicID: Scalars['Int']['output'];
  clinicName?: Maybe<Scalars['String']['output']>;
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  machineID?: Maybe<Scalars['Int']['output']>;
  machineName?: Maybe<Scalars['String']['output']>;
  machineSerialNo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  status: SeatStatus;
  updatedOn: Scalars['String']['output'];
};

export type SeatFilter = {
  clinicID?: InputMaybe<IntFilter>;
  deleted?: InputMaybe<IntFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<SeatFilter>>;
  status?: InputMaybe<StringFilter>;
};

export type SeatList = {
  __typename?: 'SeatList';
  count: Scalars['Int']['output'];
  result: Array<Seat>;
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

/** Live appointments of one session of the chosen centre. */
export type SessionBooking = {
  __typename?: 'SessionBooking';
  booked: Scalars['Int']['output'];
  date: Scalars['String']['output'];
  shift: Shift;
};

/** A machine the check-in form offers: AVAILABLE, audits not expired, in the session's centre. */
export type SessionMachine = {
  __typename?: 'SessionMachine';
  id: Scalars['Int']['output'];
  /** Set when another session in progress uses it (check-in would answer 'Machine already in use in another appointment.'). */
  inUse: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  serialNo?: Maybe<Scalars['String']['output']>;
};

export type Shift =
  | 'E'
  | 'M'
  | 'N';

export type SignInChallenge =
  | 'NEW_PASSWORD_REQUIRED';

/** Either a signed-in staff member, or a challenge to answer before signing in. */
export type SignInResult = {
  __typename?: 'SignInResult';
  challenge?: Maybe<SignInChallenge>;
  me?: Maybe<Staff>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** The signed-in staff member. */
export type Staff = {
  __typename?: 'Staff';
  accountID: Scalars['ID']['output'];
  /** Centres this staff member may work in; empty means all. */
  clinicIDs: Array<Scalars['Int']['output']>;
  contactNo?: Maybe<Scalars['String']['output']>;
  designation?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** Login type: the first allowed group the account holds. */
  group: Group;
  name: Scalars['String']['output'];
  profilePictureKey?: Maybe<Scalars['String']['output']>;
  /** The version of the staff record, sent back with an edit (listStaff and the staff mutations fill it; me does not). */
  updatedOn?: Maybe<Scalars['String']['output']>;
};

/** The signed-in staff member's account, as Manage Account shows it. */
export type StaffAccount = {
  __typename?: 'StaffAccount';
  accountID: Scalars['ID']['output'];
  contactNo?: Maybe<Scalars['String']['output']>;
  designation?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  profilePictureBucket?: Maybe<Scalars['String']['output']>;
  profilePictureKey?: Maybe<Scalars['String']['output']>;
  profilePictureRegion?: Maybe<Scalars['String']['output']>;
  /** A time-limited link to the profile picture; null without one. */
  profilePictureUrl?: Maybe<Scalars['String']['output']>;
  /** The version of the record, sent back with an edit. */
  updatedOn: Scalars['String']['output'];
};

export type StaffFilter = {
  /** Centre tree: staff working in any of these centres (or in all centres). Empty or absent: All. */
  clinicIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  contactNo?: InputMaybe<StringFilter>;
  designation?: InputMaybe<StringFilter>;
  email?: InputMaybe<StringFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<StaffFilter>>;
};

export type StaffList = {
  __typename?: 'StaffList';
  count: Scalars['Int']['output'];
  result: Array<Staff>;
};

/**
 * Pre-dialysis data at check-in (spec 000 section 5). Numbers come as typed in the form, so the server answers
 * the form's messages ('Required.', 'Digits only'): weights (preWeight, lastWeight, dryWeight, postWeight,
 * ufTargetStart) by the kg-or-grams rule and stored in grams; temperatures, MSA and KTVonline signed decimals;
 * edema, SBP, DBP, HRT and membraneUse whole numbers. Required at check-in: preWeight, preTemp, preEdema,
 * preSBP, preDBP, preHRT, dryWeight, ufTargetStart, machineID, dialyser, MSA, membraneUse.
 */
export type StartDialysisInput = {
  MSA?: InputMaybe<Scalars['String']['input']>;
  /** ISO instant the patient arrived; the start when absent. Not in the future, nor after the start, nor more than 4 hours before it. */
  arriveTime?: InputMaybe<Scalars['String']['input']>;
  dialyser?: InputMaybe<Scalars['String']['input']>;
  dryWeight?: InputMaybe<Scalars['String']['input']>;
  /** Centimetres */
  height?: InputMaybe<Scalars['String']['input']>;
  lastWeight?: InputMaybe<Scalars['String']['input']>;
  machineID?: InputMaybe<Scalars['Int']['input']>;
  membraneUse?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  preDBP?: InputMaybe<Scalars['String']['input']>;
  preEdema?: InputMaybe<Scalars['String']['input']>;
  preHRT?: InputMaybe<Scalars['String']['input']>;
  preRenalin?: InputMaybe<Scalars['String']['input']>;
  preSBP?: InputMaybe<Scalars['String']['input']>;
  preTemp?: InputMaybe<Scalars['String']['input']>;
  preWeight?: InputMaybe<Scalars['String']['input']>;
  /**
   * A provisional id the client gives the session (8 to 100 letters, digits, - or _; a UUID): readings entered
   * before the check-in reached the server name the session by it (CreateDialysisIntervalInput.dialysisKey). Kept
   * on the session, per account: the same check-in sent again (same account, same appointment) answers the session
   * it made, at any time, and makes no second one; the same key for another appointment is refused (CONFLICT).
   * Without it, the request's Idempotency-Key is kept the same way.
   */
  sessionKey?: InputMaybe<Scalars['String']['input']>;
  /**
   * ISO instant the treatment started: when the nurse checked in, which a check-in kept on a tablet offline sends
   * later (issue 31). Now when absent; one ahead of the server's clock is taken as now, one more than 5 minutes
   * ahead is refused ('The date cannot be in the future.'). The appointment must be of the start's day in its
   * centre ('Invalid Appointment.' otherwise).
   */
  startTime?: InputMaybe<Scalars['String']['input']>;
  ufTargetStart?: InputMaybe<Scalars['String']['input']>;
};

export type StringFilter = {
  contains?: InputMaybe<Scalars['String']['input']>;
  eq?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  ge?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<Scalars['String']['input']>>;
  le?: InputMaybe<Scalars['String']['input']>;
  ne?: InputMaybe<Scalars['String']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** A lab report of the patient was added, corrected or deleted. */
  onChangeLabReport: LabReportEvent;
  onCheckoutDialysis: DialysisEvent;
  onCreateAppointment: AppointmentEvent;
  onStartDialysis: DialysisEvent;
  onSubmitDialysisInterval: DialysisInterval;
  onUpdateAppointment: AppointmentEvent;
  /** A calculated lab result of the patient was written or recomputed. */
  onUpdateCalculatedLabResult: CalculatedLabResultEvent;
};


export type SubscriptionOnChangeLabReportArgs = {
  patientID: Scalars['Int']['input'];
};


export type SubscriptionOnCheckoutDialysisArgs = {
  clinicID: Scalars['Int']['input'];
};


export type SubscriptionOnCreateAppointmentArgs = {
  clinicID: Scalars['Int']['input'];
};


export type SubscriptionOnStartDialysisArgs = {
  clinicID: Scalars['Int']['input'];
};


export type SubscriptionOnSubmitDialysisIntervalArgs = {
  clinicID: Scalars['Int']['input'];
  dialysisID?: InputMaybe<Scalars['Int']['input']>;
};


export type SubscriptionOnUpdateAppointmentArgs = {
  clinicID: Scalars['Int']['input'];
};


export type SubscriptionOnUpdateCalculatedLabResultArgs = {
  patientID: Scalars['Int']['input'];
};

export type Symptom = {
  __typename?: 'Symptom';
  class?: Maybe<Scalars['String']['output']>;
  /** Date Added. */
  createdOn: Scalars['String']['output'];
  deleted: Scalars['Int']['output'];
  deletedOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedOn: Scalars['String']['output'];
};

export type SymptomFilter = {
  class?: InputMaybe<StringFilter>;
  deleted?: InputMaybe<IntFilter>;
  id?: InputMaybe<IntFilter>;
  name?: InputMaybe<StringFilter>;
  or?: InputMaybe<Array<SymptomFilter>>;
};

export type SymptomList = {
  __typename?: 'SymptomList';
  count: Scalars['Int']['output'];
  result: Array<Symptom>;
};

/** An ended session without an invoice (spec 002 Unlinked invoices). */
export type UnlinkedInvoice = {
  __typename?: 'UnlinkedInvoice';
  appointmentID?: Maybe<Scalars['Int']['output']>;
  clinicID: Scalars['Int']['output'];
  clinicName: Scalars['String']['output'];
  /** The session's day in its centre (YYYY-MM-DD) and shift (M, N, E) when booked. */
  date: Scalars['String']['output'];
  dialysisID: Scalars['Int']['output'];
  endTime: Scalars['String']['output'];
  endedByName?: Maybe<Scalars['String']['output']>;
  /** Why the last attempt made no invoice (an InvoiceFailure code: unavailable, item, tax-code, ...), if one was made. */
  lastFailure?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  namecode?: Maybe<Scalars['String']['output']>;
  /** Why a Nurse Manager marked the session not billable (listed with notBillable: true only). */
  notBillableReason?: Maybe<Scalars['String']['output']>;
  /** NRIC masked except its last 4 characters. */
  nric?: Maybe<Scalars['String']['output']>;
  patientID: Scalars['Int']['output'];
  /** An earlier attempt reached QuickBooks without an answer: the next one asks for the same invoice. */
  pending: Scalars['Boolean']['output'];
  shift?: Maybe<Scalars['String']['output']>;
  startTime?: Maybe<Scalars['String']['output']>;
};

export type UnlinkedInvoiceFilter = {
  /** Centres to list (each one the user may see); all of the user's centres when absent. */
  clinicIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The session's day in its centre, from and to (YYYY-MM-DD, both included). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** True: the sessions marked not billable instead (to look them over, or take the mark back). */
  notBillable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name, patient code or NRIC (letters, digits, hyphen, apostrophe and space only). */
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type UnlinkedInvoiceList = {
  __typename?: 'UnlinkedInvoiceList';
  count: Scalars['Int']['output'];
  result: Array<UnlinkedInvoice>;
};

/** deleted: 1 deletes the allergy (soft), the only change an allergy takes. */
export type UpdateAllergyInput = {
  deleted: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};

export type UpdateAppointmentInput = {
  /** 1 cancels the appointment (only while its session has not started); nothing else is accepted. */
  deleted: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};

export type UpdateCertificationInput = {
  expiry: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/**
 * Fields left out are kept. Optional texts sent as null or empty are cleared, except qbClientSecret:
 * null or left out keeps the stored secret (the form never has it), an empty string clears it.
 */
export type UpdateClinicInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  qbClientID?: InputMaybe<Scalars['String']['input']>;
  qbClientSecret?: InputMaybe<Scalars['String']['input']>;
  qbItemID?: InputMaybe<Scalars['Int']['input']>;
  qbRealmID?: InputMaybe<Scalars['String']['input']>;
  qbTaxCodeID?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ClinicStatus>;
  uid?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
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
  KTVonline?: InputMaybe<Scalars['String']['input']>;
  MSA?: InputMaybe<Scalars['String']['input']>;
  /** Check-in and check-in edit: when the patient arrived, not in the future, not after the start, nor more than 4 hours before it. */
  arriveTime?: InputMaybe<Scalars['String']['input']>;
  dialyser?: InputMaybe<Scalars['String']['input']>;
  /** Check-out edit only: the corrected discharge (the patient left), not before the end, not in the future. */
  dischargeTime?: InputMaybe<Scalars['String']['input']>;
  dryWeight?: InputMaybe<Scalars['String']['input']>;
  /** Check-out edit only: the corrected end of treatment, after the start, not in the future, not after the discharge. */
  endTime?: InputMaybe<Scalars['String']['input']>;
  height?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  lastWeight?: InputMaybe<Scalars['String']['input']>;
  machineID?: InputMaybe<Scalars['Int']['input']>;
  membraneUse?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  postDBP?: InputMaybe<Scalars['String']['input']>;
  postEdema?: InputMaybe<Scalars['String']['input']>;
  postHRT?: InputMaybe<Scalars['String']['input']>;
  postRenalin?: InputMaybe<Scalars['String']['input']>;
  postSBP?: InputMaybe<Scalars['String']['input']>;
  postTemp?: InputMaybe<Scalars['String']['input']>;
  postWeight?: InputMaybe<Scalars['String']['input']>;
  preDBP?: InputMaybe<Scalars['String']['input']>;
  preEdema?: InputMaybe<Scalars['String']['input']>;
  preHRT?: InputMaybe<Scalars['String']['input']>;
  preRenalin?: InputMaybe<Scalars['String']['input']>;
  preSBP?: InputMaybe<Scalars['String']['input']>;
  preTemp?: InputMaybe<Scalars['String']['input']>;
  preWeight?: InputMaybe<Scalars['String']['input']>;
  /**
   * Check-out edit only (an ended session): the corrected start of treatment, ISO-8601, on the session's day, not
   * before the arrival nor more than 4 hours after it; the treatment (start to end) lasts 60 to 480 minutes.
   */
  startTime?: InputMaybe<Scalars['String']['input']>;
  ufTargetStart?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit was made on (the session's updatedOn as read). */
  updatedOn: Scalars['String']['input'];
};

/**
 * An edit of a recorded reading by a Medical Director (typed as in the edit dialog; cUF and UFR in litres), while
 * the session runs or after check-out. The audit keeps each changed field's old and new value.
 */
export type UpdateDialysisIntervalInput = {
  AP?: InputMaybe<Scalars['String']['input']>;
  CDT?: InputMaybe<Scalars['String']['input']>;
  DBP?: InputMaybe<Scalars['String']['input']>;
  DFLOW?: InputMaybe<Scalars['String']['input']>;
  HR?: InputMaybe<Scalars['String']['input']>;
  KTV?: InputMaybe<Scalars['String']['input']>;
  QB?: InputMaybe<Scalars['String']['input']>;
  SBP?: InputMaybe<Scalars['String']['input']>;
  UFR?: InputMaybe<Scalars['String']['input']>;
  VP?: InputMaybe<Scalars['String']['input']>;
  cUF?: InputMaybe<Scalars['String']['input']>;
  hepRate?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  symptoms?: InputMaybe<Scalars['String']['input']>;
  temp?: InputMaybe<Scalars['String']['input']>;
  /** The corrected measured time, ISO-8601: not before the session's start, not after its end, not in the future. */
  timestamp?: InputMaybe<Scalars['String']['input']>;
  tmp?: InputMaybe<Scalars['String']['input']>;
  /** The version the correction was made on (the reading's updatedOn as read). */
  updatedOn: Scalars['String']['input'];
};

/** Fields left out are kept. deleted: 1 deletes the drug (soft). */
export type UpdateDrugInput = {
  deleted?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  purpose?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit or delete was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/** Fields left out are kept. deleted: 1 deletes the reason (soft); entries that named it keep their text. */
export type UpdateHospitalReasonInput = {
  deleted?: InputMaybe<Scalars['Int']['input']>;
  hospDetail?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** The version the edit or delete was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/**
 * Write a response: every field optional but at least one filled ('No message to update.'). The response is added
 * to the report's responses, never overwriting an earlier one. order only from a MedicalDirector (else FORBIDDEN).
 * responseBy and responseTimestamp are set by the server.
 */
export type UpdateIncidentReportInput = {
  action?: InputMaybe<Scalars['String']['input']>;
  cause?: InputMaybe<Scalars['String']['input']>;
  eventOutcome?: InputMaybe<Scalars['String']['input']>;
  furtherAction?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  order?: InputMaybe<Scalars['String']['input']>;
  /**
   * The report's updatedOn as read. Accepted and not checked: a response is added beside the others, so a response
   * written meanwhile is kept, not overwritten (no VERSION_CONFLICT).
   */
  updatedOn?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A correction of a stored lab report (issue 25 item 4), made on the version the user read (`updatedOn`). A field
 * left out keeps its value, a field sent as null is cleared; the report must still hold at least one value.
 */
export type UpdateLabReportInput = {
  /** Albumin (g/L) */
  Alb?: InputMaybe<Scalars['Float']['input']>;
  /** Bilirubin (µmol/L) */
  Biltotal?: InputMaybe<Scalars['Float']['input']>;
  /** Creatinine Clearance (mL/min) */
  CCT?: InputMaybe<Scalars['Float']['input']>;
  /** CNI */
  CNI?: InputMaybe<Scalars['String']['input']>;
  /** CRP (mg/L) */
  CRP?: InputMaybe<Scalars['Float']['input']>;
  /** Ca (mmol/L) */
  Ca?: InputMaybe<Scalars['Float']['input']>;
  /** DBP (mmHg) */
  DBP?: InputMaybe<Scalars['Float']['input']>;
  /** ESR (mm/h) */
  ESR?: InputMaybe<Scalars['Float']['input']>;
  /** FT4 (pmol/L) */
  FT4?: InputMaybe<Scalars['Float']['input']>;
  /** Iron (µmol/L) */
  Fe?: InputMaybe<Scalars['Float']['input']>;
  /** HCO3 (mmol/L) */
  HCO3?: InputMaybe<Scalars['Float']['input']>;
  /** HCV: POS or NEG */
  HCV?: InputMaybe<Scalars['String']['input']>;
  /** HDL (mmol/L) */
  HDL?: InputMaybe<Scalars['Float']['input']>;
  /** HIV: POS or NEG */
  HIV?: InputMaybe<Scalars['String']['input']>;
  /** Hb (g/dL) */
  Hb?: InputMaybe<Scalars['Float']['input']>;
  /** HbA1c (%) */
  Hba1c?: InputMaybe<Scalars['Float']['input']>;
  /** HBsAb (mIU/mL) */
  HepBsAb?: InputMaybe<Scalars['Float']['input']>;
  /** HBsAg: POS or NEG */
  HepBsAg?: InputMaybe<Scalars['String']['input']>;
  /** iPTH (pmol/L) */
  IPTH?: InputMaybe<Scalars['Float']['input']>;
  /** K (mmol/L) */
  K?: InputMaybe<Scalars['Float']['input']>;
  /** LDL (mmol/L) */
  LDL?: InputMaybe<Scalars['Float']['input']>;
  /** Urine Albumin Creatinine Ratio (mg/mmol) */
  MACr?: InputMaybe<Scalars['Float']['input']>;
  /** MCV (fL) */
  MCV?: InputMaybe<Scalars['Float']['input']>;
  /** Mg (mmol/L) */
  Mg?: InputMaybe<Scalars['Float']['input']>;
  /** Myco */
  Myco?: InputMaybe<Scalars['String']['input']>;
  /** Na (mmol/L) */
  Na?: InputMaybe<Scalars['Float']['input']>;
  /** Platelets (×10⁹/L) */
  Plt?: InputMaybe<Scalars['Float']['input']>;
  /** PO4 (mmol/L) */
  Po4?: InputMaybe<Scalars['Float']['input']>;
  /** Pred */
  Pred?: InputMaybe<Scalars['String']['input']>;
  /** Ratio */
  Ratio?: InputMaybe<Scalars['Float']['input']>;
  /** ALP (U/L) */
  SAP?: InputMaybe<Scalars['Float']['input']>;
  /** SBP (mmHg) */
  SBP?: InputMaybe<Scalars['Float']['input']>;
  /** SGOT (AST) (U/L) */
  SGOT_AST?: InputMaybe<Scalars['Float']['input']>;
  /** SGPT (ALT) (U/L) */
  SGPT_ALT?: InputMaybe<Scalars['Float']['input']>;
  /** Total Cholesterol (mmol/L) */
  TC?: InputMaybe<Scalars['Float']['input']>;
  /** Triglycerides (mmol/L) */
  TG?: InputMaybe<Scalars['Float']['input']>;
  /** TIBC (µmol/L) */
  TIBC?: InputMaybe<Scalars['Float']['input']>;
  /** TSH (mIU/L) */
  TSH?: InputMaybe<Scalars['Float']['input']>;
  /** 12h Urine Protein (g/12h) */
  TUP12?: InputMaybe<Scalars['Float']['input']>;
  /** 24h Urine Protein (g/24h) */
  TUP24?: InputMaybe<Scalars['Float']['input']>;
  /** WBC (×10⁹/L) */
  TW?: InputMaybe<Scalars['Float']['input']>;
  /** Tacrolimus (µg/L) */
  Tac?: InputMaybe<Scalars['Float']['input']>;
  /** Timing */
  Timing?: InputMaybe<Scalars['String']['input']>;
  /** Urine Blood */
  Ublood?: InputMaybe<Scalars['String']['input']>;
  /** Urine Protein */
  Uprt?: InputMaybe<Scalars['String']['input']>;
  /** Urine RBC */
  Urbc?: InputMaybe<Scalars['String']['input']>;
  /** Urine Volume (mL) */
  Uvol?: InputMaybe<Scalars['Float']['input']>;
  /** Urine WBC */
  Uwbc?: InputMaybe<Scalars['String']['input']>;
  /** 2nd HBsAb */
  _two?: InputMaybe<Scalars['String']['input']>;
  /** Chloride (mmol/L) */
  chlorine?: InputMaybe<Scalars['Float']['input']>;
  /** Creatinine (µmol/L) */
  creatinine?: InputMaybe<Scalars['Float']['input']>;
  /** Ferritin (µg/L) */
  ferritin?: InputMaybe<Scalars['Float']['input']>;
  /** GGT (U/L) */
  ggt?: InputMaybe<Scalars['Float']['input']>;
  /** GIS */
  gis?: InputMaybe<Scalars['String']['input']>;
  /** Glucose (mmol/L) */
  glucose?: InputMaybe<Scalars['Float']['input']>;
  /** HTE */
  hte?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** Labs Noted */
  labsNoted?: InputMaybe<Scalars['String']['input']>;
  /** Noted */
  noted?: InputMaybe<Scalars['String']['input']>;
  /** Others */
  others?: InputMaybe<Scalars['String']['input']>;
  /** Others Details */
  othersDetails?: InputMaybe<Scalars['String']['input']>;
  /** Total Protein (g/L) */
  protein?: InputMaybe<Scalars['Float']['input']>;
  /** The sample's time of day, HH:mm on the centre's clock (it places the sample on a session); blank clears it. */
  sampleTime?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  /** T4 (nmol/L) */
  t4?: InputMaybe<Scalars['Float']['input']>;
  /** The sample's day, YYYY-MM-DD (read in the centre's time zone), or an ISO instant. Not in the future. */
  timestamp?: InputMaybe<Scalars['String']['input']>;
  /** Urine Creatinine (mmol/L) */
  uCreatinine?: InputMaybe<Scalars['Float']['input']>;
  /** The report's updatedOn as read: a report changed since is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
  /** Urea Post (mmol/L) */
  ureaPost?: InputMaybe<Scalars['Float']['input']>;
  /** Urea Pre (mmol/L) */
  ureaPre?: InputMaybe<Scalars['Float']['input']>;
  /** Uric Acid (µmol/L) */
  uric?: InputMaybe<Scalars['Float']['input']>;
  /** Urine Albumin (mg/L) */
  urineMA?: InputMaybe<Scalars['Float']['input']>;
};

/** Fields left out are kept. deleted: 1 deletes the machine (soft). */
export type UpdateMachineInput = {
  clinicID?: InputMaybe<Scalars['Int']['input']>;
  deleted?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  serialNo?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<MachineAvailability>;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

export type UpdateMachineStatusInput = {
  bucket?: InputMaybe<Scalars['String']['input']>;
  /** A corrected expiry date (not for EXPIRED items), or the new expiry date when signing (APPROVE). */
  expiryDate?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  /** Key of a document the caller uploaded (required for PASS_AUDIT). */
  key?: InputMaybe<Scalars['String']['input']>;
  nextAudit?: InputMaybe<Scalars['String']['input']>;
  region?: InputMaybe<Scalars['String']['input']>;
  remarks?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/** Stop: the server sets end to today in the patient's centre time zone (the only change the spec makes). */
export type UpdateMedicationInput = {
  id: Scalars['Int']['input'];
};

export type UpdateMyStaffAccountInput = {
  name: Scalars['String']['input'];
  /**
   * The key answered by POST /files?purpose=profilePicture (uploaded by this user). Left out: the picture is
   * unchanged; null: the picture is removed.
   */
  profilePictureKey?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/** Fields left out are kept; null clears an optional field. key null removes the picture. */
export type UpdatePatientInput = {
  id: Scalars['Int']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
  patient: PatientFields;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/** Fields left out are kept. deleted: 1 deletes the seat (soft). A seat stays in its centre. */
export type UpdateSeatInput = {
  deleted?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  machineID?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<SeatStatus>;
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

export type UpdateStaffInput = {
  accountID: Scalars['ID']['input'];
  clinicIDs?: InputMaybe<Array<Scalars['Int']['input']>>;
  contactNo?: InputMaybe<Scalars['String']['input']>;
  designation: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** The version the edit was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};

/** Fields left out are kept. deleted: 1 deletes the symptom (soft). */
export type UpdateSymptomInput = {
  class?: InputMaybe<Scalars['String']['input']>;
  deleted?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  /** The version the edit or delete was made on (the record's updatedOn as read): required; a newer one is refused (VERSION_CONFLICT). */
  updatedOn: Scalars['String']['input'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountingStatus: ResolverTypeWrapper<AccountingStatus>;
  Allergy: ResolverTypeWrapper<Allergy>;
  Appointment: ResolverTypeWrapper<Appointment>;
  AppointmentDetail: ResolverTypeWrapper<AppointmentDetail>;
  AppointmentDetailFilter: AppointmentDetailFilter;
  AppointmentDetailList: ResolverTypeWrapper<AppointmentDetailList>;
  AppointmentEvent: ResolverTypeWrapper<AppointmentEvent>;
  AppointmentSeriesDate: ResolverTypeWrapper<AppointmentSeriesDate>;
  AppointmentSeriesResult: ResolverTypeWrapper<AppointmentSeriesResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalculatedLabResult: ResolverTypeWrapper<CalculatedLabResult>;
  CalculatedLabResultEvent: ResolverTypeWrapper<CalculatedLabResultEvent>;
  CalculatedLabResultFilter: CalculatedLabResultFilter;
  CalculatedLabResultList: ResolverTypeWrapper<CalculatedLabResultList>;
  Certification: ResolverTypeWrapper<Certification>;
  CertificationFilter: CertificationFilter;
  CertificationList: ResolverTypeWrapper<CertificationList>;
  CertificationStatus: CertificationStatus;
  CheckoutDialysisInput: CheckoutDialysisInput;
  Clinic: ResolverTypeWrapper<Clinic>;
  ClinicFilter: ClinicFilter;
  ClinicList: ResolverTypeWrapper<LazyClinicListModel>;
  ClinicStatus: ClinicStatus;
  ClinicSummary: ResolverTypeWrapper<ClinicSummary>;
  ClinicSummaryFilter: ClinicSummaryFilter;
  ClinicSummaryList: ResolverTypeWrapper<ClinicSummaryList>;
  CreateAllergyInput: CreateAllergyInput;
  CreateAppointmentInput: CreateAppointmentInput;
  CreateAppointmentSeriesInput: CreateAppointmentSeriesInput;
  CreateCertificationInput: CreateCertificationInput;
  CreateClinicInput: CreateClinicInput;
  CreateDialysisIntervalInput: CreateDialysisIntervalInput;
  CreateDialysisOrderInput: CreateDialysisOrderInput;
  CreateDrugInput: CreateDrugInput;
  CreateHospitalReasonInput: CreateHospitalReasonInput;
  CreateHospitalSummaryInput: CreateHospitalSummaryInput;
  CreateIncidentReportInput: CreateIncidentReportInput;
  CreateLabReportInput: CreateLabReportInput;
  CreateMachineInput: CreateMachineInput;
  CreateMachineStatusInput: CreateMachineStatusInput;
  CreateMedicalMilestoneInput: CreateMedicalMilestoneInput;
  CreateMedicationAdministeredInput: CreateMedicationAdministeredInput;
  CreateMedicationInput: CreateMedicationInput;
  CreateMyCertificationInput: CreateMyCertificationInput;
  CreatePatientDocumentInput: CreatePatientDocumentInput;
  CreatePatientInput: CreatePatientInput;
  CreateSeatInput: CreateSeatInput;
  CreateStaffInput: CreateStaffInput;
  CreateSymptomInput: CreateSymptomInput;
  DeleteLabReportInput: DeleteLabReportInput;
  Dialysis: ResolverTypeWrapper<Dialysis>;
  DialysisEvent: ResolverTypeWrapper<DialysisEvent>;
  DialysisFilter: DialysisFilter;
  DialysisInterval: ResolverTypeWrapper<DialysisInterval>;
  DialysisIntervalFilter: DialysisIntervalFilter;
  DialysisIntervalList: ResolverTypeWrapper<DialysisIntervalList>;
  DialysisList: ResolverTypeWrapper<DialysisList>;
  DialysisOrder: ResolverTypeWrapper<DialysisOrder>;
  DialysisOrderFilter: DialysisOrderFilter;
  DialysisOrderList: ResolverTypeWrapper<DialysisOrderList>;
  DialysisSummary: ResolverTypeWrapper<DialysisSummary>;
  DialysisSummaryStat: ResolverTypeWrapper<DialysisSummaryStat>;
  Drug: ResolverTypeWrapper<Drug>;
  DrugFilter: DrugFilter;
  DrugList: ResolverTypeWrapper<DrugList>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FunderReport: ResolverTypeWrapper<FunderReport>;
  FunderReportMissed: ResolverTypeWrapper<FunderReportMissed>;
  FunderReportPatient: ResolverTypeWrapper<FunderReportPatient>;
  FunderReportSession: ResolverTypeWrapper<FunderReportSession>;
  FunderReportTotals: ResolverTypeWrapper<FunderReportTotals>;
  Group: Group;
  HistoryPerson: ResolverTypeWrapper<HistoryPerson>;
  HospitalReason: ResolverTypeWrapper<HospitalReason>;
  HospitalReasonFilter: HospitalReasonFilter;
  HospitalReasonList: ResolverTypeWrapper<HospitalReasonList>;
  HospitalSummary: ResolverTypeWrapper<HospitalSummary>;
  HospitalSummaryFilter: HospitalSummaryFilter;
  HospitalSummaryList: ResolverTypeWrapper<HospitalSummaryList>;
  HospitalSummaryType: HospitalSummaryType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IncidentEventCategory: IncidentEventCategory;
  IncidentReport: ResolverTypeWrapper<IncidentReport>;
  IncidentReportCentreSummary: ResolverTypeWrapper<IncidentReportCentreSummary>;
  IncidentReportCentreSummaryList: ResolverTypeWrapper<IncidentReportCentreSummaryList>;
  IncidentReportFilter: IncidentReportFilter;
  IncidentReportList: ResolverTypeWrapper<IncidentReportList>;
  IncidentReportPatientSummary: ResolverTypeWrapper<IncidentReportPatientSummary>;
  IncidentReportSummaryList: ResolverTypeWrapper<IncidentReportSummaryList>;
  IncidentResponse: ResolverTypeWrapper<IncidentResponse>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntFilter: IntFilter;
  IntervalMedicationInput: IntervalMedicationInput;
  LabImportPatient: ResolverTypeWrapper<LabImportPatient>;
  LabImportPreview: ResolverTypeWrapper<LabImportPreview>;
  LabImportRowInput: LabImportRowInput;
  LabReport: ResolverTypeWrapper<LabReport>;
  LabReportChange: LabReportChange;
  LabReportEvent: ResolverTypeWrapper<LabReportEvent>;
  LabReportFilter: LabReportFilter;
  LabReportList: ResolverTypeWrapper<LabReportList>;
  LastNonNullLabGroup: ResolverTypeWrapper<LastNonNullLabGroup>;
  LastNonNullLabItem: ResolverTypeWrapper<LastNonNullLabItem>;
  LatestClinicalNote: ResolverTypeWrapper<LatestClinicalNote>;
  LatestClinicalNoteFilter: LatestClinicalNoteFilter;
  LatestClinicalNoteGroupBy: LatestClinicalNoteGroupBy;
  LatestClinicalNoteList: ResolverTypeWrapper<LatestClinicalNoteList>;
  Machine: ResolverTypeWrapper<Machine>;
  MachineAvailability: MachineAvailability;
  MachineFilter: MachineFilter;
  MachineList: ResolverTypeWrapper<MachineList>;
  MachineStatus: ResolverTypeWrapper<ApiItemModel>;
  MachineStatusAction: MachineStatusAction;
  MachineStatusFilter: MachineStatusFilter;
  MachineStatusGroup: ResolverTypeWrapper<Omit<MachineStatusGroup, 'result'> & { result: Array<ResolversTypes['MachineStatus']> }>;
  MachineStatusList: ResolverTypeWrapper<Omit<MachineStatusList, 'groupByName'> & { groupByName: Array<ResolversTypes['MachineStatusGroup']> }>;
  MachineStatusReport: ResolverTypeWrapper<MachineStatusReport>;
  MachineStatusValue: MachineStatusValue;
  MedicalMilestone: ResolverTypeWrapper<MedicalMilestone>;
  MedicalMilestoneFilter: MedicalMilestoneFilter;
  MedicalMilestoneList: ResolverTypeWrapper<MedicalMilestoneList>;
  Medication: ResolverTypeWrapper<Medication>;
  MedicationAdministered: ResolverTypeWrapper<MedicationAdministered>;
  MedicationAdministeredFilter: MedicationAdministeredFilter;
  MedicationAdministeredList: ResolverTypeWrapper<MedicationAdministeredList>;
  MedicationFilter: MedicationFilter;
  MedicationList: ResolverTypeWrapper<MedicationList>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderBy: OrderBy;
  Pagination: Pagination;
  Patient: ResolverTypeWrapper<Patient>;
  PatientAppointment: ResolverTypeWrapper<PatientAppointment>;
  PatientAppointmentCalendar: ResolverTypeWrapper<PatientAppointmentCalendar>;
  PatientDocument: ResolverTypeWrapper<ApiPatientDocumentModel>;
  PatientDocumentFilter: PatientDocumentFilter;
  PatientDocumentList: ResolverTypeWrapper<Omit<PatientDocumentList, 'result'> & { result: Array<ResolversTypes['PatientDocument']> }>;
  PatientFields: PatientFields;
  PatientHeader: ResolverTypeWrapper<PatientHeader>;
  PatientInvoices: ResolverTypeWrapper<PatientInvoices>;
  PatientSearchFilter: PatientSearchFilter;
  PatientSearchItem: ResolverTypeWrapper<PatientSearchRowModel>;
  PatientSearchList: ResolverTypeWrapper<Omit<PatientSearchList, 'result'> & { result: Array<ResolversTypes['PatientSearchItem']> }>;
  QBAccess: ResolverTypeWrapper<QbAccess>;
  QBAccessFilter: QbAccessFilter;
  QBAccessList: ResolverTypeWrapper<QbAccessList>;
  QualityCentre: ResolverTypeWrapper<QualityCentre>;
  QualityFigure: ResolverTypeWrapper<QualityFigure>;
  QualityIndicatorKey: QualityIndicatorKey;
  QualityMiss: ResolverTypeWrapper<QualityMiss>;
  QualityMissList: ResolverTypeWrapper<QualityMissList>;
  QualityReport: ResolverTypeWrapper<QualityReport>;
  QualityThresholds: ResolverTypeWrapper<QualityThresholds>;
  QualityTrend: ResolverTypeWrapper<QualityTrend>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordChange: ResolverTypeWrapper<RecordChange>;
  RecordHistoryFilter: RecordHistoryFilter;
  RecordHistoryList: ResolverTypeWrapper<RecordHistoryList>;
  RecordOperation: RecordOperation;
  RoutineOrder: ResolverTypeWrapper<RoutineOrder>;
  RoutineOrderFilter: RoutineOrderFilter;
  RoutineOrderList: ResolverTypeWrapper<RoutineOrderList>;
  RoutineOrderState: RoutineOrderState;
  Seat: ResolverTypeWrapper<Seat>;
  SeatFilter: SeatFilter;
  SeatList: ResolverTypeWrapper<LazySeatListModel>;
  SeatStatus: SeatStatus;
  SeriesOutcome: SeriesOutcome;
  SessionBooking: ResolverTypeWrapper<SessionBooking>;
  SessionMachine: ResolverTypeWrapper<SessionMachine>;
  Shift: Shift;
  SignInChallenge: SignInChallenge;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  SortDirection: SortDirection;
  Staff: ResolverTypeWrapper<Staff>;
  StaffAccount: ResolverTypeWrapper<StaffAccount>;
  StaffFilter: StaffFilter;
  StaffList: ResolverTypeWrapper<StaffList>;
  StartDialysisInput: StartDialysisInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  StringFilter: StringFilter;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Symptom: ResolverTypeWrapper<Symptom>;
  SymptomFilter: SymptomFilter;
  SymptomList: ResolverTypeWrapper<SymptomList>;
  UnlinkedInvoice: ResolverTypeWrapper<UnlinkedInvoice>;
  UnlinkedInvoiceFilter: UnlinkedInvoiceFilter;
  UnlinkedInvoiceList: ResolverTypeWrapper<UnlinkedInvoiceList>;
  UpdateAllergyInput: UpdateAllergyInput;
  UpdateAppointmentInput: UpdateAppointmentInput;
  UpdateCertificationInput: UpdateCertificationInput;
  UpdateClinicInput: UpdateClinicInput;
  UpdateDialysisInput: UpdateDialysisInput;
  UpdateDialysisIntervalInput: UpdateDialysisIntervalInput;
  UpdateDrugInput: UpdateDrugInput;
  UpdateHospitalReasonInput: UpdateHospitalReasonInput;
  UpdateIncidentReportInput: UpdateIncidentReportInput;
  UpdateLabReportInput: UpdateLabReportInput;
  UpdateMachineInput: UpdateMachineInput;
  UpdateMachineStatusInput: UpdateMachineStatusInput;
  UpdateMedicationInput: UpdateMedicationInput;
  UpdateMyStaffAccountInput: UpdateMyStaffAccountInput;
  UpdatePatientInput: UpdatePatientInput;
  UpdateSeatInput: UpdateSeatInput;
  UpdateStaffInput: UpdateStaffInput;
  UpdateSymptomInput: UpdateSymptomInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountingStatus: AccountingStatus;
  Allergy: Allergy;
  Appointment: Appointment;
  AppointmentDetail: AppointmentDetail;
  AppointmentDetailFilter: AppointmentDetailFilter;
  AppointmentDetailList: AppointmentDetailList;
  AppointmentEvent: AppointmentEvent;
  AppointmentSeriesDate: AppointmentSeriesDate;
  AppointmentSeriesResult: AppointmentSeriesResult;
  Boolean: Scalars['Boolean']['output'];
  CalculatedLabResult: CalculatedLabResult;
  CalculatedLabResultEvent: CalculatedLabResultEvent;
  CalculatedLabResultFilter: CalculatedLabResultFilter;
  CalculatedLabResultList: CalculatedLabResultList;
  Certification: Certification;
  CertificationFilter: CertificationFilter;
  CertificationList: CertificationList;
  CheckoutDialysisInput: CheckoutDialysisInput;
  Clinic: Clinic;
  ClinicFilter: ClinicFilter;
  ClinicList: LazyClinicListModel;
  ClinicSummary: ClinicSummary;
  ClinicSummaryFilter: ClinicSummaryFilter;
  ClinicSummaryList: ClinicSummaryList;
  CreateAllergyInput: CreateAllergyInput;
  CreateAppointmentInput: CreateAppointmentInput;
  CreateAppointmentSeriesInput: CreateAppointmentSeriesInput;
  CreateCertificationInput: CreateCertificationInput;
  CreateClinicInput: CreateClinicInput;
  CreateDialysisIntervalInput: CreateDialysisIntervalInput;
  CreateDialysisOrderInput: CreateDialysisOrderInput;
  CreateDrugInput: CreateDrugInput;
  CreateHospitalReasonInput: CreateHospitalReasonInput;
  CreateHospitalSummaryInput: CreateHospitalSummaryInput;
  CreateIncidentReportInput: CreateIncidentReportInput;
  CreateLabReportInput: CreateLabReportInput;
  CreateMachineInput: CreateMachineInput;
  CreateMachineStatusInput: CreateMachineStatusInput;
  CreateMedicalMilestoneInput: CreateMedicalMilestoneInput;
  CreateMedicationAdministeredInput: CreateMedicationAdministeredInput;
  CreateMedicationInput: CreateMedicationInput;
  CreateMyCertificationInput: CreateMyCertificationInput;
  CreatePatientDocumentInput: CreatePatientDocumentInput;
  CreatePatientInput: CreatePatientInput;
  CreateSeatInput: CreateSeatInput;
  CreateStaffInput: CreateStaffInput;
  CreateSymptomInput: CreateSymptomInput;
  DeleteLabReportInput: DeleteLabReportInput;
  Dialysis: Dialysis;
  DialysisEvent: DialysisEvent;
  DialysisFilter: DialysisFilter;
  DialysisInterval: DialysisInterval;
  DialysisIntervalFilter: DialysisIntervalFilter;
  DialysisIntervalList: DialysisIntervalList;
  DialysisList: DialysisList;
  DialysisOrder: DialysisOrder;
  DialysisOrderFilter: DialysisOrderFilter;
  DialysisOrderList: DialysisOrderList;
  DialysisSummary: DialysisSummary;
  DialysisSummaryStat: DialysisSummaryStat;
  Drug: Drug;
  DrugFilter: DrugFilter;
  DrugList: DrugList;
  FieldChange: FieldChange;
  Float: Scalars['Float']['output'];
  FunderReport: FunderReport;
  FunderReportMissed: FunderReportMissed;
  FunderReportPatient: FunderReportPatient;
  FunderReportSession: FunderReportSession;
  FunderReportTotals: FunderReportTotals;
  HistoryPerson: HistoryPerson;
  HospitalReason: HospitalReason;
  HospitalReasonFilter: HospitalReasonFilter;
  HospitalReasonList: HospitalReasonList;
  HospitalSummary: HospitalSummary;
  HospitalSummaryFilter: HospitalSummaryFilter;
  HospitalSummaryList: HospitalSummaryList;
  ID: Scalars['ID']['output'];
  IncidentReport: IncidentReport;
  IncidentReportCentreSummary: IncidentReportCentreSummary;
  IncidentReportCentreSummaryList: IncidentReportCentreSummaryList;
  IncidentReportFilter: IncidentReportFilter;
  IncidentReportList: IncidentReportList;
  IncidentReportPatientSummary: IncidentReportPatientSummary;
  IncidentReportSummaryList: IncidentReportSummaryList;
  IncidentResponse: IncidentResponse;
  Int: Scalars['Int']['output'];
  IntFilter: IntFilter;
  IntervalMedicationInput: IntervalMedicationInput;
  LabImportPatient: LabImportPatient;
  LabImportPreview: LabImportPreview;
  LabImportRowInput: LabImportRowInput;
  LabReport: LabReport;
  LabReportEvent: LabReportEvent;
  LabReportFilter: LabReportFilter;
  LabReportList: LabReportList;
  LastNonNullLabGroup: LastNonNullLabGroup;
  LastNonNullLabItem: LastNonNullLabItem;
  LatestClinicalNote: LatestClinicalNote;
  LatestClinicalNoteFilter: LatestClinicalNoteFilter;
  LatestClinicalNoteList: LatestClinicalNoteList;
  Machine: Machine;
  MachineFilter: MachineFilter;
  MachineList: MachineList;
  MachineStatus: ApiItemModel;
  MachineStatusFilter: MachineStatusFilter;
  MachineStatusGroup: Omit<MachineStatusGroup, 'result'> & { result: Array<ResolversParentTypes['MachineStatus']> };
  MachineStatusList: Omit<MachineStatusList, 'groupByName'> & { groupByName: Array<ResolversParentTypes['MachineStatusGroup']> };
  MachineStatusReport: MachineStatusReport;
  MedicalMilestone: MedicalMilestone;
  MedicalMilestoneFilter: MedicalMilestoneFilter;
  MedicalMilestoneList: MedicalMilestoneList;
  Medication: Medication;
  MedicationAdministered: MedicationAdministered;
  MedicationAdministeredFilter: MedicationAdministeredFilter;
  MedicationAdministeredList: MedicationAdministeredList;
  MedicationFilter: MedicationFilter;
  MedicationList: MedicationList;
  Mutation: Record<PropertyKey, never>;
  OrderBy: OrderBy;
  Pagination: Pagination;
  Patient: Patient;
  PatientAppointment: PatientAppointment;
  PatientAppointmentCalendar: PatientAppointmentCalendar;
  PatientDocument: ApiPatientDocumentModel;
  PatientDocumentFilter: PatientDocumentFilter;
  PatientDocumentList: Omit<PatientDocumentList, 'result'> & { result: Array<ResolversParentTypes['PatientDocument']> };
  PatientFields: PatientFields;
  PatientHeader: PatientHeader;
  PatientInvoices: PatientInvoices;
  PatientSearchFilter: PatientSearchFilter;
  PatientSearchItem: PatientSearchRowModel;
  PatientSearchList: Omit<PatientSearchList, 'result'> & { result: Array<ResolversParentTypes['PatientSearchItem']> };
  QBAccess: QbAccess;
  QBAccessFilter: QbAccessFilter;
  QBAccessList: QbAccessList;
  QualityCentre: QualityCentre;
  QualityFigure: QualityFigure;
  QualityMiss: QualityMiss;
  QualityMissList: QualityMissList;
  QualityReport: QualityReport;
  QualityThresholds: QualityThresholds;
  QualityTrend: QualityTrend;
  Query: Record<PropertyKey, never>;
  RecordChange: RecordChange;
  RecordHistoryFilter: RecordHistoryFilter;
  RecordHistoryList: RecordHistoryList;
  RoutineOrder: RoutineOrder;
  RoutineOrderFilter: RoutineOrderFilter;
  RoutineOrderList: RoutineOrderList;
  Seat: Seat;
  SeatFilter: SeatFilter;
  SeatList: LazySeatListModel;
  SessionBooking: SessionBooking;
  SessionMachine: SessionMachine;
  SignInResult: SignInResult;
  Staff: Staff;
  StaffAccount: StaffAccount;
  StaffFilter: StaffFilter;
  StaffList: StaffList;
  StartDialysisInput: StartDialysisInput;
  String: Scalars['String']['output'];
  StringFilter: StringFilter;
  Subscription: Record<PropertyKey, never>;
  Symptom: Symptom;
  SymptomFilter: SymptomFilter;
  SymptomList: SymptomList;
  UnlinkedInvoice: UnlinkedInvoice;
  UnlinkedInvoiceFilter: UnlinkedInvoiceFilter;
  UnlinkedInvoiceList: UnlinkedInvoiceList;
  UpdateAllergyInput: UpdateAllergyInput;
  UpdateAppointmentInput: UpdateAppointmentInput;
  UpdateCertificationInput: UpdateCertificationInput;
  UpdateClinicInput: UpdateClinicInput;
  UpdateDialysisInput: UpdateDialysisInput;
  UpdateDialysisIntervalInput: UpdateDialysisIntervalInput;
  UpdateDrugInput: UpdateDrugInput;
  UpdateHospitalReasonInput: UpdateHospitalReasonInput;
  UpdateIncidentReportInput: UpdateIncidentReportInput;
  UpdateLabReportInput: UpdateLabReportInput;
  UpdateMachineInput: UpdateMachineInput;
  UpdateMachineStatusInput: UpdateMachineStatusInput;
  UpdateMedicationInput: UpdateMedicationInput;
  UpdateMyStaffAccountInput: UpdateMyStaffAccountInput;
  UpdatePatientInput: UpdatePatientInput;
  UpdateSeatInput: UpdateSeatInput;
  UpdateStaffInput: UpdateStaffInput;
  UpdateSymptomInput: UpdateSymptomInput;
};

export type AccountingStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AccountingStatus'] = ResolversParentTypes['AccountingStatus']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AllergyResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Allergy'] = ResolversParentTypes['Allergy']> = {
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  knownDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppointmentDetail'] = ResolversParentTypes['AppointmentDetail']> = {
  bucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysis?: Resolver<Maybe<ResolversTypes['Dialysis']>, ParentType, ContextType>;
  dialysisEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisEndedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dialysisStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisStartedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDialysisIntervalID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastDialysisIntervalTimestamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namecode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quickbookInvoiceID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seatID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seatName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentDetailListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppointmentDetailList'] = ResolversParentTypes['AppointmentDetailList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['AppointmentDetail']>, ParentType, ContextType>;
};

export type AppointmentEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppointmentEvent'] = ResolversParentTypes['AppointmentEvent']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType>;
};

export type AppointmentSeriesDateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppointmentSeriesDate'] = ResolversParentTypes['AppointmentSeriesDate']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  existing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['SeriesOutcome'], ParentType, ContextType>;
};

export type AppointmentSeriesResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['AppointmentSeriesResult'] = ResolversParentTypes['AppointmentSeriesResult']> = {
  alreadyBooked?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  booked?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  ended?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  full?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalculatedLabResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalculatedLabResult'] = ResolversParentTypes['CalculatedLabResult']> = {
  KTVe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  KTVonline?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  MSA?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  QB?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  QD?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  UF?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  URR?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  URRD?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dialyser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisArriveTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisDischargeTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisEndTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dialysisIntervalLastTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisStartTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dryWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  labReportID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxQA?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minQA?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ureaPost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ureaPre?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CalculatedLabResultEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalculatedLabResultEvent'] = ResolversParentTypes['CalculatedLabResultEvent']> = {
  dialysisID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalculatedLabResultListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CalculatedLabResultList'] = ResolversParentTypes['CalculatedLabResultList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['CalculatedLabResult']>, ParentType, ContextType>;
};

export type CertificationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Certification'] = ResolversParentTypes['Certification']> = {
  accountID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  changeable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  clinicID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CertificationStatus'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CertificationListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CertificationList'] = ResolversParentTypes['CertificationList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiredCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Certification']>, ParentType, ContextType>;
};

export type ClinicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Clinic'] = ResolversParentTypes['Clinic']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentShift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noOfSeat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phoneNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClinicStatus'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClinicList'] = ResolversParentTypes['ClinicList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Clinic']>, ParentType, ContextType>;
};

export type ClinicSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClinicSummary'] = ResolversParentTypes['ClinicSummary']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasQbClientSecret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noOfSeat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phoneNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qbClientID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qbItemID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  qbRealmID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qbTaxCodeID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClinicStatus'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalDoctor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMachine?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalManagingNurse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalMedicalDirector?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalNurse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSeat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicSummaryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ClinicSummaryList'] = ResolversParentTypes['ClinicSummaryList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['ClinicSummary']>, ParentType, ContextType>;
};

export type DialysisResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Dialysis'] = ResolversParentTypes['Dialysis']> = {
  KTVonline?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  MSA?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  appointmentID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  arriveTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialyser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisOrderID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dischargeTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dryWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intervalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUpdatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  machineID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  machineName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  membraneUse?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postDBP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  postEdema?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  postHRT?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  postRenalin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postSBP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  postTemp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preDBP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preEdema?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preHRT?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preRenalin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preSBP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  preTemp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  preWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sessionMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ufTargetStart?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DialysisEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisEvent'] = ResolversParentTypes['DialysisEvent']> = {
  appointmentID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DialysisIntervalResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisInterval'] = ResolversParentTypes['DialysisInterval']> = {
  AP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  CDT?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  DBP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  DFLOW?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  HR?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  KTV?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  QB?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  SBP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  UFR?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  VP?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  accessNum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cUF?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dialysisID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hepRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastUpdatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffAccountID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  symptoms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  temp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tmp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DialysisIntervalListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisIntervalList'] = ResolversParentTypes['DialysisIntervalList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['DialysisInterval']>, ParentType, ContextType>;
};

export type DialysisListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisList'] = ResolversParentTypes['DialysisList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Dialysis']>, ParentType, ContextType>;
};

export type DialysisOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisOrder'] = ResolversParentTypes['DialysisOrder']> = {
  MSA?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  QB?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  QD?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  aNeedle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accessID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accessPrim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  antio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bicarbonate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dOrder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dialysate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dryWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  freqMth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hepCont?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hepLoad?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  staffAccountID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  temp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vNeedle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DialysisOrderListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisOrderList'] = ResolversParentTypes['DialysisOrderList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['DialysisOrder']>, ParentType, ContextType>;
};

export type DialysisSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisSummary'] = ResolversParentTypes['DialysisSummary']> = {
  KTVonline?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  dryWeight?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  lastWeight?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  offTarget?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  postDBP?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  postSBP?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  postWeight?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  preDBP?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  preSBP?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  preWeight?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  totalSession?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ufTargetStart?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  weightGain?: Resolver<ResolversTypes['DialysisSummaryStat'], ParentType, ContextType>;
  yearMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DialysisSummaryStatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DialysisSummaryStat'] = ResolversParentTypes['DialysisSummaryStat']> = {
  avg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type DrugResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Drug'] = ResolversParentTypes['Drug']> = {
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DrugListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DrugList'] = ResolversParentTypes['DrugList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Drug']>, ParentType, ContextType>;
};

export type FieldChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  new?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  old?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FunderReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FunderReport'] = ResolversParentTypes['FunderReport']> = {
  clinicAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clinicPhoneNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patients?: Resolver<Array<ResolversTypes['FunderReportPatient']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FunderReportMissedResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FunderReportMissed'] = ResolversParentTypes['FunderReportMissed']> = {
  appointmentID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FunderReportPatientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FunderReportPatient'] = ResolversParentTypes['FunderReportPatient']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missed?: Resolver<Array<ResolversTypes['FunderReportMissed']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namecode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phoneNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referringSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['FunderReportSession']>, ParentType, ContextType>;
  socialWorker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['FunderReportTotals'], ParentType, ContextType>;
  vwoSupport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FunderReportSessionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FunderReportSession'] = ResolversParentTypes['FunderReportSession']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialysisID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FunderReportTotalsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FunderReportTotals'] = ResolversParentTypes['FunderReportTotals']> = {
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HistoryPersonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HistoryPerson'] = ResolversParentTypes['HistoryPerson']> = {
  accountID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HospitalReasonResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HospitalReason'] = ResolversParentTypes['HospitalReason']> = {
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hospDetail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HospitalReasonListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HospitalReasonList'] = ResolversParentTypes['HospitalReasonList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['HospitalReason']>, ParentType, ContextType>;
};

export type HospitalSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HospitalSummary'] = ResolversParentTypes['HospitalSummary']> = {
  admitTimestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assessment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diagnosis?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hospitalMain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hospitalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leaveTimestamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noOfDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffAccountID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HospitalSummaryType'], ParentType, ContextType>;
};

export type HospitalSummaryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['HospitalSummaryList'] = ResolversParentTypes['HospitalSummaryList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['HospitalSummary']>, ParentType, ContextType>;
};

export type IncidentReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IncidentReport'] = ResolversParentTypes['IncidentReport']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cause?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datetimeOccurred?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventCategory?: Resolver<ResolversTypes['IncidentEventCategory'], ParentType, ContextType>;
  eventOutcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  furtherAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  patientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientNric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reportedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseTimestamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responses?: Resolver<Array<ResolversTypes['IncidentResponse']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncidentReportCentreSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IncidentReportCentreSummary'] = ResolversParentTypes['IncidentReportCentreSummary']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['IncidentReport']>, ParentType, ContextType>;
};

export type IncidentReportCentreSummaryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IncidentReportCentreSummaryList'] = ResolversParentTypes['IncidentReportCentreSummaryList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['IncidentReportCentreSummary']>, ParentType, ContextType>;
};

export type IncidentReportListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IncidentReportList'] = ResolversParentTypes['IncidentReportList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['IncidentReport']>, ParentType, ContextType>;
};

export type IncidentReportPatientSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IncidentReportPatientSummary'] = ResolversParentTypes['IncidentReportPatientSummary']> = {
  clinicID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastOccurred?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientNric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['IncidentReport']>, ParentType, ContextType>;
};

export type IncidentReportSummaryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IncidentReportSummaryList'] = ResolversParentTypes['IncidentReportSummaryList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['IncidentReportPatientSummary']>, ParentType, ContextType>;
};

export type IncidentResponseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['IncidentResponse'] = ResolversParentTypes['IncidentResponse']> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cause?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventOutcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  furtherAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseTimestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LabImportPatientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LabImportPatient'] = ResolversParentTypes['LabImportPatient']> = {
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nric?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LabImportPreviewResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LabImportPreview'] = ResolversParentTypes['LabImportPreview']> = {
  duplicate?: Resolver<Array<ResolversTypes['Boolean']>, ParentType, ContextType>;
  patients?: Resolver<Array<ResolversTypes['LabImportPatient']>, ParentType, ContextType>;
};

export type LabReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LabReport'] = ResolversParentTypes['LabReport']> = {
  Alb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Biltotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  CCT?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  CNI?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  CRP?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Ca?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  DBP?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ESR?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  FT4?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Fe?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  HCO3?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  HCV?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  HDL?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  HIV?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Hb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Hba1c?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  HepBsAb?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  HepBsAg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  IPTH?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  K?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  LDL?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  MACr?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  MCV?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Mg?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Myco?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Na?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Plt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Po4?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Pred?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Ratio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  SAP?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  SBP?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  SGOT_AST?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  SGPT_ALT?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  TC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  TG?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  TIBC?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  TSH?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  TUP12?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  TUP24?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  TW?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Tac?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Timing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Ublood?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Uprt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Urbc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Uvol?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  Uwbc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  _two?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accessIDlab?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chlorine?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creatinine?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ferritin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ggt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gis?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  glucose?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hte?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  labsNoted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noted?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  others?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  othersDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  protein?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sampleTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  t4?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uCreatinine?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ureaPost?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ureaPre?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  uric?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  urineMA?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type LabReportEventResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LabReportEvent'] = ResolversParentTypes['LabReportEvent']> = {
  change?: Resolver<ResolversTypes['LabReportChange'], ParentType, ContextType>;
  labReportID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LabReportListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LabReportList'] = ResolversParentTypes['LabReportList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['LabReport']>, ParentType, ContextType>;
};

export type LastNonNullLabGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LastNonNullLabGroup'] = ResolversParentTypes['LastNonNullLabGroup']> = {
  items?: Resolver<Array<ResolversTypes['LastNonNullLabItem']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LastNonNullLabItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LastNonNullLabItem'] = ResolversParentTypes['LastNonNullLabItem']> = {
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LatestClinicalNoteResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LatestClinicalNote'] = ResolversParentTypes['LatestClinicalNote']> = {
  admitTimestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assessment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clinicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  existingClinicID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  observation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientNric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffAccountID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HospitalSummaryType'], ParentType, ContextType>;
};

export type LatestClinicalNoteListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LatestClinicalNoteList'] = ResolversParentTypes['LatestClinicalNoteList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['LatestClinicalNote']>, ParentType, ContextType>;
};

export type MachineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Machine'] = ResolversParentTypes['Machine']> = {
  auditExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MachineListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MachineList'] = ResolversParentTypes['MachineList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  count3?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Machine']>, ParentType, ContextType>;
};

export type MachineStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MachineStatus'] = ResolversParentTypes['MachineStatus']> = {
  approvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approvedTimestamp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  machineClinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  machineClinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machineID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  machineName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  machineSerialNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mandatary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAudit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevMachineStatusID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MachineStatusValue'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MachineStatusGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MachineStatusGroup'] = ResolversParentTypes['MachineStatusGroup']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['MachineStatus']>, ParentType, ContextType>;
};

export type MachineStatusListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MachineStatusList'] = ResolversParentTypes['MachineStatusList']> = {
  actionNeededCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupByName?: Resolver<Array<ResolversTypes['MachineStatusGroup']>, ParentType, ContextType>;
  machineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MachineStatusReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MachineStatusReport'] = ResolversParentTypes['MachineStatusReport']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MedicalMilestoneResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MedicalMilestone'] = ResolversParentTypes['MedicalMilestone']> = {
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  milestone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MedicalMilestoneListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MedicalMilestoneList'] = ResolversParentTypes['MedicalMilestoneList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['MedicalMilestone']>, ParentType, ContextType>;
};

export type MedicationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Medication'] = ResolversParentTypes['Medication']> = {
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freq?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medication?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MedicationAdministeredResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MedicationAdministered'] = ResolversParentTypes['MedicationAdministered']> = {
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dialysisID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freq?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  givenByStaffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medication?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  witnessedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  witnessedByStaffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MedicationAdministeredListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MedicationAdministeredList'] = ResolversParentTypes['MedicationAdministeredList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['MedicationAdministered']>, ParentType, ContextType>;
};

export type MedicationListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MedicationList'] = ResolversParentTypes['MedicationList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Medication']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changeMyPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeMyPasswordArgs, 'currentPassword' | 'newPassword'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'forceSignOut' | 'password' | 'username'>>;
  checkoutDialysis?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCheckoutDialysisArgs, 'checkout'>>;
  completeNewPassword?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationCompleteNewPasswordArgs, 'email' | 'newPassword' | 'password' | 'stayLoggedIn'>>;
  createAllergy?: Resolver<ResolversTypes['Allergy'], ParentType, ContextType, RequireFields<MutationCreateAllergyArgs, 'create'>>;
  createAppointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationCreateAppointmentArgs, 'create'>>;
  createAppointmentSeries?: Resolver<ResolversTypes['AppointmentSeriesResult'], ParentType, ContextType, RequireFields<MutationCreateAppointmentSeriesArgs, 'create'>>;
  createCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationCreateCertificationArgs, 'create'>>;
  createClinic?: Resolver<ResolversTypes['ClinicSummary'], ParentType, ContextType, RequireFields<MutationCreateClinicArgs, 'create'>>;
  createDialysisOrder?: Resolver<ResolversTypes['DialysisOrder'], ParentType, ContextType, RequireFields<MutationCreateDialysisOrderArgs, 'create'>>;
  createDrug?: Resolver<ResolversTypes['Drug'], ParentType, ContextType, RequireFields<MutationCreateDrugArgs, 'create'>>;
  createHospitalReason?: Resolver<ResolversTypes['HospitalReason'], ParentType, ContextType, RequireFields<MutationCreateHospitalReasonArgs, 'create'>>;
  createHospitalSummary?: Resolver<ResolversTypes['HospitalSummary'], ParentType, ContextType, RequireFields<MutationCreateHospitalSummaryArgs, 'create'>>;
  createIncidentReport?: Resolver<ResolversTypes['IncidentReport'], ParentType, ContextType, RequireFields<MutationCreateIncidentReportArgs, 'create'>>;
  createLabReport?: Resolver<ResolversTypes['LabReport'], ParentType, ContextType, RequireFields<MutationCreateLabReportArgs, 'create'>>;
  createMachine?: Resolver<ResolversTypes['Machine'], ParentType, ContextType, RequireFields<MutationCreateMachineArgs, 'create'>>;
  createMachineStatus?: Resolver<ResolversTypes['MachineStatus'], ParentType, ContextType, RequireFields<MutationCreateMachineStatusArgs, 'create'>>;
  createMedicalMilestone?: Resolver<ResolversTypes['MedicalMilestone'], ParentType, ContextType, RequireFields<MutationCreateMedicalMilestoneArgs, 'create'>>;
  createMedication?: Resolver<ResolversTypes['Medication'], ParentType, ContextType, RequireFields<MutationCreateMedicationArgs, 'create'>>;
  createMedicationAdministered?: Resolver<ResolversTypes['MedicationAdministered'], ParentType, ContextType, RequireFields<MutationCreateMedicationAdministeredArgs, 'create'>>;
  createMyCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationCreateMyCertificationArgs, 'create'>>;
  createPatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationCreatePatientArgs, 'create'>>;
  createPatientDocument?: Resolver<ResolversTypes['PatientDocument'], ParentType, ContextType, RequireFields<MutationCreatePatientDocumentArgs, 'create'>>;
  createSeat?: Resolver<ResolversTypes['Seat'], ParentType, ContextType, RequireFields<MutationCreateSeatArgs, 'create'>>;
  createStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationCreateStaffArgs, 'create'>>;
  createSymptom?: Resolver<ResolversTypes['Symptom'], ParentType, ContextType, RequireFields<MutationCreateSymptomArgs, 'create'>>;
  deleteCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCertificationArgs, 'id'>>;
  deleteLabReport?: Resolver<ResolversTypes['LabReport'], ParentType, ContextType, RequireFields<MutationDeleteLabReportArgs, 'delete'>>;
  deleteMyCertification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMyCertificationArgs, 'id'>>;
  deleteStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStaffArgs, 'accountID' | 'deleteCognito'>>;
  disconnectQuickbooks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisconnectQuickbooksArgs, 'clinicID'>>;
  forgotPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'email'>>;
  forgotPasswordSubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationForgotPasswordSubmitArgs, 'code' | 'email' | 'newPassword'>>;
  linkAppointmentToQuickbooks?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationLinkAppointmentToQuickbooksArgs, 'dialysisID' | 'patientID' | 'quickbookURL' | 'redirectURL'>>;
  linkAppointmentToQuickbooks3?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationLinkAppointmentToQuickbooks3Args, 'dialysisID' | 'patientID'>>;
  loginQuickbooks?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationLoginQuickbooksArgs, 'quickbookURL' | 'redirectURL'>>;
  markNotBillable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkNotBillableArgs, 'dialysisID' | 'reason'>>;
  quickbooksAuthorizeURL?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationQuickbooksAuthorizeUrlArgs, 'clinicID' | 'redirectURL'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password' | 'stayLoggedIn'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDialysis?: Resolver<ResolversTypes['Dialysis'], ParentType, ContextType, RequireFields<MutationStartDialysisArgs, 'appointmentID' | 'create'>>;
  submitDialysisInterval?: Resolver<ResolversTypes['DialysisInterval'], ParentType, ContextType, RequireFields<MutationSubmitDialysisIntervalArgs, 'create'>>;
  unmarkNotBillable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnmarkNotBillableArgs, 'dialysisID'>>;
  updateAllergy?: Resolver<ResolversTypes['Allergy'], ParentType, ContextType, RequireFields<MutationUpdateAllergyArgs, 'update'>>;
  updateAppointment?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationUpdateAppointmentArgs, 'update'>>;
  updateCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationUpdateCertificationArgs, 'update'>>;
  updateClinic?: Resolver<ResolversTypes['ClinicSummary'], ParentType, ContextType, RequireFields<MutationUpdateClinicArgs, 'update'>>;
  updateDialysis?: Resolver<ResolversTypes['Dialysis'], ParentType, ContextType, RequireFields<MutationUpdateDialysisArgs, 'update'>>;
  updateDialysisInterval?: Resolver<ResolversTypes['DialysisInterval'], ParentType, ContextType, RequireFields<MutationUpdateDialysisIntervalArgs, 'update'>>;
  updateDrug?: Resolver<ResolversTypes['Drug'], ParentType, ContextType, RequireFields<MutationUpdateDrugArgs, 'update'>>;
  updateHospitalReason?: Resolver<ResolversTypes['HospitalReason'], ParentType, ContextType, RequireFields<MutationUpdateHospitalReasonArgs, 'update'>>;
  updateIncidentReport?: Resolver<ResolversTypes['IncidentReport'], ParentType, ContextType, RequireFields<MutationUpdateIncidentReportArgs, 'update'>>;
  updateLabReport?: Resolver<ResolversTypes['LabReport'], ParentType, ContextType, RequireFields<MutationUpdateLabReportArgs, 'update'>>;
  updateMachine?: Resolver<ResolversTypes['Machine'], ParentType, ContextType, RequireFields<MutationUpdateMachineArgs, 'update'>>;
  updateMachineStatus?: Resolver<ResolversTypes['MachineStatus'], ParentType, ContextType, RequireFields<MutationUpdateMachineStatusArgs, 'state' | 'update'>>;
  updateMedication?: Resolver<ResolversTypes['Medication'], ParentType, ContextType, RequireFields<MutationUpdateMedicationArgs, 'update'>>;
  updateMyCertification?: Resolver<ResolversTypes['Certification'], ParentType, ContextType, RequireFields<MutationUpdateMyCertificationArgs, 'update'>>;
  updateMyStaffAccount?: Resolver<ResolversTypes['StaffAccount'], ParentType, ContextType, RequireFields<MutationUpdateMyStaffAccountArgs, 'update'>>;
  updatePatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<MutationUpdatePatientArgs, 'update'>>;
  updateSeat?: Resolver<ResolversTypes['Seat'], ParentType, ContextType, RequireFields<MutationUpdateSeatArgs, 'update'>>;
  updateStaff?: Resolver<ResolversTypes['Staff'], ParentType, ContextType, RequireFields<MutationUpdateStaffArgs, 'update'>>;
  updateSymptom?: Resolver<ResolversTypes['Symptom'], ParentType, ContextType, RequireFields<MutationUpdateSymptomArgs, 'update'>>;
};

export type PatientResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Patient'] = ResolversParentTypes['Patient']> = {
  DESRD?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  DExit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  FAccess?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  FHCV?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  FHIV?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  FHepB?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  RExit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accessIDPt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accommodation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alcohol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allergies?: Resolver<Array<ResolversTypes['Allergy']>, ParentType, ContextType>;
  amputee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bloodGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  causeOfKidneyFailure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comanaging?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diabeticStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  existingClinicID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstConsultDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstDialysisHospital?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstDialysisHospitalDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hepB?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  homeNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalAlert?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medication?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobilityStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namecode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nokAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nokName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nokPhoneNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nokRelation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  procedure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  race?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referrer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referringSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referringSourceEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referringSourceStart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  religion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schedulePattern?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduleSession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smoker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  socialWorker?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  travelType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vaccination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vwoSupport?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wheelchairWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PatientAppointmentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientAppointment'] = ResolversParentTypes['PatientAppointment']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientAppointmentCalendarResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientAppointmentCalendar'] = ResolversParentTypes['PatientAppointmentCalendar']> = {
  activeSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appointments?: Resolver<Array<ResolversTypes['PatientAppointment']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endedSessions?: Resolver<Array<ResolversTypes['Shift']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['SessionBooking']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PatientDocumentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientDocument'] = ResolversParentTypes['PatientDocument']> = {
  bucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffAccountID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientDocumentListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientDocumentList'] = ResolversParentTypes['PatientDocumentList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['PatientDocument']>, ParentType, ContextType>;
};

export type PatientHeaderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientHeader'] = ResolversParentTypes['PatientHeader']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namecode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nricMasked?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientInvoicesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientInvoices'] = ResolversParentTypes['PatientInvoices']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientSearchItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientSearchItem'] = ResolversParentTypes['PatientSearchItem']> = {
  bucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clinicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  existingClinicID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namecode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referrer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referringSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PatientSearchListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PatientSearchList'] = ResolversParentTypes['PatientSearchList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  countCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['PatientSearchItem']>, ParentType, ContextType>;
};

export type QbAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QBAccess'] = ResolversParentTypes['QBAccess']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realmID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QbAccessListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QBAccessList'] = ResolversParentTypes['QBAccessList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['QBAccess']>, ParentType, ContextType>;
};

export type QualityCentreResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QualityCentre'] = ResolversParentTypes['QualityCentre']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  indicators?: Resolver<Array<ResolversTypes['QualityTrend']>, ParentType, ContextType>;
};

export type QualityFigureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QualityFigure'] = ResolversParentTypes['QualityFigure']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QualityMissResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QualityMiss'] = ResolversParentTypes['QualityMiss']> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientNric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QualityMissListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QualityMissList'] = ResolversParentTypes['QualityMissList']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  indicator?: Resolver<ResolversTypes['QualityIndicatorKey'], ParentType, ContextType>;
  misses?: Resolver<Array<ResolversTypes['QualityMiss']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QualityReportResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QualityReport'] = ResolversParentTypes['QualityReport']> = {
  centres?: Resolver<Array<ResolversTypes['QualityCentre']>, ParentType, ContextType>;
  computedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  network?: Resolver<Array<ResolversTypes['QualityTrend']>, ParentType, ContextType>;
  thresholds?: Resolver<ResolversTypes['QualityThresholds'], ParentType, ContextType>;
};

export type QualityThresholdsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QualityThresholds'] = ResolversParentTypes['QualityThresholds']> = {
  albuminMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  calciumMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  calciumMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ferritinMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ferritinMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hbMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hbMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hbsAbMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  phosphateMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  phosphateMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pthMultipleMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pthMultipleMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pthUpperNormal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shortenedShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  spKtVMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  urrMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightGainMaxGapDays?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightGainPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QualityTrendResolvers<ContextType = Context, ParentType extends ResolversParentTypes['QualityTrend'] = ResolversParentTypes['QualityTrend']> = {
  indicator?: Resolver<ResolversTypes['QualityIndicatorKey'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['QualityFigure']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  downloadMachineStatusReport?: Resolver<ResolversTypes['MachineStatusReport'], ParentType, ContextType, Partial<QueryDownloadMachineStatusReportArgs>>;
  getDialysis?: Resolver<ResolversTypes['Dialysis'], ParentType, ContextType, RequireFields<QueryGetDialysisArgs, 'id' | 'patientID'>>;
  getLastNonNullLab?: Resolver<Array<ResolversTypes['LastNonNullLabGroup']>, ParentType, ContextType, RequireFields<QueryGetLastNonNullLabArgs, 'patientID'>>;
  getMyStaffAccount?: Resolver<ResolversTypes['StaffAccount'], ParentType, ContextType>;
  getPatient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType, RequireFields<QueryGetPatientArgs, 'id'>>;
  getPatientAppointmentCalendar?: Resolver<ResolversTypes['PatientAppointmentCalendar'], ParentType, ContextType, RequireFields<QueryGetPatientAppointmentCalendarArgs, 'clinicID' | 'end' | 'patientID' | 'start'>>;
  getQualityReport?: Resolver<ResolversTypes['QualityReport'], ParentType, ContextType, RequireFields<QueryGetQualityReportArgs, 'month'>>;
  listAccountingStatus?: Resolver<Array<ResolversTypes['AccountingStatus']>, ParentType, ContextType, Partial<QueryListAccountingStatusArgs>>;
  listAppointmentAvailability?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryListAppointmentAvailabilityArgs, 'calendarStartDay' | 'calenderEndDay' | 'clinicIDs' | 'end' | 'start'>>;
  listAppointmentDetail?: Resolver<ResolversTypes['AppointmentDetailList'], ParentType, ContextType, RequireFields<QueryListAppointmentDetailArgs, 'filter'>>;
  listCalculatedLabResult?: Resolver<ResolversTypes['CalculatedLabResultList'], ParentType, ContextType, RequireFields<QueryListCalculatedLabResultArgs, 'filter'>>;
  listCertification?: Resolver<ResolversTypes['CertificationList'], ParentType, ContextType, Partial<QueryListCertificationArgs>>;
  listClinic?: Resolver<ResolversTypes['ClinicList'], ParentType, ContextType, Partial<QueryListClinicArgs>>;
  listClinicSummary?: Resolver<ResolversTypes['ClinicSummaryList'], ParentType, ContextType, Partial<QueryListClinicSummaryArgs>>;
  listDialysis?: Resolver<ResolversTypes['DialysisList'], ParentType, ContextType, RequireFields<QueryListDialysisArgs, 'filter'>>;
  listDialysisInterval?: Resolver<ResolversTypes['DialysisIntervalList'], ParentType, ContextType, RequireFields<QueryListDialysisIntervalArgs, 'filter'>>;
  listDialysisOrder?: Resolver<ResolversTypes['DialysisOrderList'], ParentType, ContextType, RequireFields<QueryListDialysisOrderArgs, 'filter'>>;
  listDialysisSummary?: Resolver<Array<ResolversTypes['DialysisSummary']>, ParentType, ContextType, RequireFields<QueryListDialysisSummaryArgs, 'endDate' | 'patientID' | 'startDate'>>;
  listDrug?: Resolver<ResolversTypes['DrugList'], ParentType, ContextType, Partial<QueryListDrugArgs>>;
  listFunderReport?: Resolver<ResolversTypes['FunderReport'], ParentType, ContextType, RequireFields<QueryListFunderReportArgs, 'clinicID' | 'endDate' | 'startDate'>>;
  listHospitalReason?: Resolver<ResolversTypes['HospitalReasonList'], ParentType, ContextType, Partial<QueryListHospitalReasonArgs>>;
  listHospitalSummary?: Resolver<ResolversTypes['HospitalSummaryList'], ParentType, ContextType, RequireFields<QueryListHospitalSummaryArgs, 'filter'>>;
  listIncidentReport?: Resolver<ResolversTypes['IncidentReportList'], ParentType, ContextType, RequireFields<QueryListIncidentReportArgs, 'filter'>>;
  listIncidentReportCentreSummary?: Resolver<ResolversTypes['IncidentReportCentreSummaryList'], ParentType, ContextType, RequireFields<QueryListIncidentReportCentreSummaryArgs, 'filter'>>;
  listIncidentReportSummary?: Resolver<ResolversTypes['IncidentReportSummaryList'], ParentType, ContextType, Partial<QueryListIncidentReportSummaryArgs>>;
  listLabReport?: Resolver<ResolversTypes['LabReportList'], ParentType, ContextType, RequireFields<QueryListLabReportArgs, 'filter'>>;
  listLatestClinicalNote?: Resolver<ResolversTypes['LatestClinicalNoteList'], ParentType, ContextType, RequireFields<QueryListLatestClinicalNoteArgs, 'filter' | 'groupBy'>>;
  listMachine?: Resolver<ResolversTypes['MachineList'], ParentType, ContextType, Partial<QueryListMachineArgs>>;
  listMachineStatus?: Resolver<ResolversTypes['MachineStatusList'], ParentType, ContextType, Partial<QueryListMachineStatusArgs>>;
  listMedicalMilestone?: Resolver<ResolversTypes['MedicalMilestoneList'], ParentType, ContextType, RequireFields<QueryListMedicalMilestoneArgs, 'filter'>>;
  listMedication?: Resolver<ResolversTypes['MedicationList'], ParentType, ContextType, RequireFields<QueryListMedicationArgs, 'filter'>>;
  listMedicationAdministered?: Resolver<ResolversTypes['MedicationAdministeredList'], ParentType, ContextType, RequireFields<QueryListMedicationAdministeredArgs, 'filter'>>;
  listMyCertification?: Resolver<ResolversTypes['CertificationList'], ParentType, ContextType, Partial<QueryListMyCertificationArgs>>;
  listPatient?: Resolver<ResolversTypes['PatientSearchList'], ParentType, ContextType, Partial<QueryListPatientArgs>>;
  listPatientDocument?: Resolver<ResolversTypes['PatientDocumentList'], ParentType, ContextType, RequireFields<QueryListPatientDocumentArgs, 'filter'>>;
  listQBAccesses?: Resolver<ResolversTypes['QBAccessList'], ParentType, ContextType, RequireFields<QueryListQbAccessesArgs, 'filter'>>;
  listQualityMisses?: Resolver<ResolversTypes['QualityMissList'], ParentType, ContextType, RequireFields<QueryListQualityMissesArgs, 'clinicID' | 'indicator' | 'month'>>;
  listRecordHistory?: Resolver<ResolversTypes['RecordHistoryList'], ParentType, ContextType, RequireFields<QueryListRecordHistoryArgs, 'filter'>>;
  listReferringSource?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  listRoutineOrder?: Resolver<ResolversTypes['RoutineOrderList'], ParentType, ContextType, RequireFields<QueryListRoutineOrderArgs, 'clinicID'>>;
  listSeat?: Resolver<ResolversTypes['SeatList'], ParentType, ContextType, RequireFields<QueryListSeatArgs, 'filter'>>;
  listSessionMachines?: Resolver<Array<ResolversTypes['SessionMachine']>, ParentType, ContextType, RequireFields<QueryListSessionMachinesArgs, 'clinicID'>>;
  listStaff?: Resolver<ResolversTypes['StaffList'], ParentType, ContextType, Partial<QueryListStaffArgs>>;
  listSymptom?: Resolver<ResolversTypes['SymptomList'], ParentType, ContextType, Partial<QueryListSymptomArgs>>;
  listUnlinkedInvoice?: Resolver<ResolversTypes['UnlinkedInvoiceList'], ParentType, ContextType, Partial<QueryListUnlinkedInvoiceArgs>>;
  me?: Resolver<ResolversTypes['Staff'], ParentType, ContextType>;
  patientHeader?: Resolver<ResolversTypes['PatientHeader'], ParentType, ContextType, RequireFields<QueryPatientHeaderArgs, 'id'>>;
  patientInvoices?: Resolver<ResolversTypes['PatientInvoices'], ParentType, ContextType, RequireFields<QueryPatientInvoicesArgs, 'clinicID' | 'patientID'>>;
  previewAppointmentSeries?: Resolver<Array<ResolversTypes['AppointmentSeriesDate']>, ParentType, ContextType, RequireFields<QueryPreviewAppointmentSeriesArgs, 'create'>>;
  previewLabImport?: Resolver<ResolversTypes['LabImportPreview'], ParentType, ContextType, RequireFields<QueryPreviewLabImportArgs, 'rows'>>;
};

export type RecordChangeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordChange'] = ResolversParentTypes['RecordChange']> = {
  accountID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  dialysisID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityID?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['RecordOperation'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecordHistoryListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RecordHistoryList'] = ResolversParentTypes['RecordHistoryList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<Array<ResolversTypes['HistoryPerson']>, ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['RecordChange']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RoutineOrderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoutineOrder'] = ResolversParentTypes['RoutineOrder']> = {
  order?: Resolver<Maybe<ResolversTypes['DialysisOrder']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientNric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RoutineOrderState'], ParentType, ContextType>;
};

export type RoutineOrderListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RoutineOrderList'] = ResolversParentTypes['RoutineOrderList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['RoutineOrder']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeatResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Seat'] = ResolversParentTypes['Seat']> = {
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  machineID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  machineName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  machineSerialNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SeatStatus'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SeatListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SeatList'] = ResolversParentTypes['SeatList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Seat']>, ParentType, ContextType>;
};

export type SessionBookingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionBooking'] = ResolversParentTypes['SessionBooking']> = {
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shift?: Resolver<ResolversTypes['Shift'], ParentType, ContextType>;
};

export type SessionMachineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SessionMachine'] = ResolversParentTypes['SessionMachine']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  challenge?: Resolver<Maybe<ResolversTypes['SignInChallenge']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Staff']>, ParentType, ContextType>;
};

export type StaffResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Staff'] = ResolversParentTypes['Staff']> = {
  accountID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clinicIDs?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  contactNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePictureKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffAccountResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffAccount'] = ResolversParentTypes['StaffAccount']> = {
  accountID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contactNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePictureBucket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePictureKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePictureRegion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePictureUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StaffListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StaffList'] = ResolversParentTypes['StaffList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Staff']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  onChangeLabReport?: SubscriptionResolver<ResolversTypes['LabReportEvent'], "onChangeLabReport", ParentType, ContextType, RequireFields<SubscriptionOnChangeLabReportArgs, 'patientID'>>;
  onCheckoutDialysis?: SubscriptionResolver<ResolversTypes['DialysisEvent'], "onCheckoutDialysis", ParentType, ContextType, RequireFields<SubscriptionOnCheckoutDialysisArgs, 'clinicID'>>;
  onCreateAppointment?: SubscriptionResolver<ResolversTypes['AppointmentEvent'], "onCreateAppointment", ParentType, ContextType, RequireFields<SubscriptionOnCreateAppointmentArgs, 'clinicID'>>;
  onStartDialysis?: SubscriptionResolver<ResolversTypes['DialysisEvent'], "onStartDialysis", ParentType, ContextType, RequireFields<SubscriptionOnStartDialysisArgs, 'clinicID'>>;
  onSubmitDialysisInterval?: SubscriptionResolver<ResolversTypes['DialysisInterval'], "onSubmitDialysisInterval", ParentType, ContextType, RequireFields<SubscriptionOnSubmitDialysisIntervalArgs, 'clinicID'>>;
  onUpdateAppointment?: SubscriptionResolver<ResolversTypes['AppointmentEvent'], "onUpdateAppointment", ParentType, ContextType, RequireFields<SubscriptionOnUpdateAppointmentArgs, 'clinicID'>>;
  onUpdateCalculatedLabResult?: SubscriptionResolver<ResolversTypes['CalculatedLabResultEvent'], "onUpdateCalculatedLabResult", ParentType, ContextType, RequireFields<SubscriptionOnUpdateCalculatedLabResultArgs, 'patientID'>>;
};

export type SymptomResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Symptom'] = ResolversParentTypes['Symptom']> = {
  class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deletedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SymptomListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SymptomList'] = ResolversParentTypes['SymptomList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['Symptom']>, ParentType, ContextType>;
};

export type UnlinkedInvoiceResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnlinkedInvoice'] = ResolversParentTypes['UnlinkedInvoice']> = {
  appointmentID?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clinicID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clinicName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dialysisID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFailure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  namecode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notBillableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nric?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  patientID?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shift?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UnlinkedInvoiceListResolvers<ContextType = Context, ParentType extends ResolversParentTypes['UnlinkedInvoiceList'] = ResolversParentTypes['UnlinkedInvoiceList']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['UnlinkedInvoice']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = Context> = {
  AccountingStatus?: AccountingStatusResolvers<ContextType>;
  Allergy?: AllergyResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentDetail?: AppointmentDetailResolvers<ContextType>;
  AppointmentDetailList?: AppointmentDetailListResolvers<ContextType>;
  AppointmentEvent?: AppointmentEventResolvers<ContextType>;
  AppointmentSeriesDate?: AppointmentSeriesDateResolvers<ContextType>;
  AppointmentSeriesResult?: AppointmentSeriesResultResolvers<ContextType>;
  CalculatedLabResult?: CalculatedLabResultResolvers<ContextType>;
  CalculatedLabResultEvent?: CalculatedLabResultEventResolvers<ContextType>;
  CalculatedLabResultList?: CalculatedLabResultListResolvers<ContextType>;
  Certification?: CertificationResolvers<ContextType>;
  CertificationList?: CertificationListResolvers<ContextType>;
  Clinic?: ClinicResolvers<ContextType>;
  ClinicList?: ClinicListResolvers<ContextType>;
  ClinicSummary?: ClinicSummaryResolvers<ContextType>;
  ClinicSummaryList?: ClinicSummaryListResolvers<ContextType>;
  Dialysis?: DialysisResolvers<ContextType>;
  DialysisEvent?: DialysisEventResolvers<ContextType>;
  DialysisInterval?: DialysisIntervalResolvers<ContextType>;
  DialysisIntervalList?: DialysisIntervalListResolvers<ContextType>;
  DialysisList?: DialysisListResolvers<ContextType>;
  DialysisOrder?: DialysisOrderResolvers<ContextType>;
  DialysisOrderList?: DialysisOrderListResolvers<ContextType>;
  DialysisSummary?: DialysisSummaryResolvers<ContextType>;
  DialysisSummaryStat?: DialysisSummaryStatResolvers<ContextType>;
  Drug?: DrugResolvers<ContextType>;
  DrugList?: DrugListResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FunderReport?: FunderReportResolvers<ContextType>;
  FunderReportMissed?: FunderReportMissedResolvers<ContextType>;
  FunderReportPatient?: FunderReportPatientResolvers<ContextType>;
  FunderReportSession?: FunderReportSessionResolvers<ContextType>;
  FunderReportTotals?: FunderReportTotalsResolvers<ContextType>;
  HistoryPerson?: HistoryPersonResolvers<ContextType>;
  HospitalReason?: HospitalReasonResolvers<ContextType>;
  HospitalReasonList?: HospitalReasonListResolvers<ContextType>;
  HospitalSummary?: HospitalSummaryResolvers<ContextType>;
  HospitalSummaryList?: HospitalSummaryListResolvers<ContextType>;
  IncidentReport?: IncidentReportResolvers<ContextType>;
  IncidentReportCentreSummary?: IncidentReportCentreSummaryResolvers<ContextType>;
  IncidentReportCentreSummaryList?: IncidentReportCentreSummaryListResolvers<ContextType>;
  IncidentReportList?: IncidentReportListResolvers<ContextType>;
  IncidentReportPatientSummary?: IncidentReportPatientSummaryResolvers<ContextType>;
  IncidentReportSummaryList?: IncidentReportSummaryListResolvers<ContextType>;
  IncidentResponse?: IncidentResponseResolvers<ContextType>;
  LabImportPatient?: LabImportPatientResolvers<ContextType>;
  LabImportPreview?: LabImportPreviewResolvers<ContextType>;
  LabReport?: LabReportResolvers<ContextType>;
  LabReportEvent?: LabReportEventResolvers<ContextType>;
  LabReportList?: LabReportListResolvers<ContextType>;
  LastNonNullLabGroup?: LastNonNullLabGroupResolvers<ContextType>;
  LastNonNullLabItem?: LastNonNullLabItemResolvers<ContextType>;
  LatestClinicalNote?: LatestClinicalNoteResolvers<ContextType>;
  LatestClinicalNoteList?: LatestClinicalNoteListResolvers<ContextType>;
  Machine?: MachineResolvers<ContextType>;
  MachineList?: MachineListResolvers<ContextType>;
  MachineStatus?: MachineStatusResolvers<ContextType>;
  MachineStatusGroup?: MachineStatusGroupResolvers<ContextType>;
  MachineStatusList?: MachineStatusListResolvers<ContextType>;
  MachineStatusReport?: MachineStatusReportResolvers<ContextType>;
  MedicalMilestone?: MedicalMilestoneResolvers<ContextType>;
  MedicalMilestoneList?: MedicalMilestoneListResolvers<ContextType>;
  Medication?: MedicationResolvers<ContextType>;
  MedicationAdministered?: MedicationAdministeredResolvers<ContextType>;
  MedicationAdministeredList?: MedicationAdministeredListResolvers<ContextType>;
  MedicationList?: MedicationListResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  PatientAppointment?: PatientAppointmentResolvers<ContextType>;
  PatientAppointmentCalendar?: PatientAppointmentCalendarResolvers<ContextType>;
  PatientDocument?: PatientDocumentResolvers<ContextType>;
  PatientDocumentList?: PatientDocumentListResolvers<ContextType>;
  PatientHeader?: PatientHeaderResolvers<ContextType>;
  PatientInvoices?: PatientInvoicesResolvers<ContextType>;
  PatientSearchItem?: PatientSearchItemResolvers<ContextType>;
  PatientSearchList?: PatientSearchListResolvers<ContextType>;
  QBAccess?: QbAccessResolvers<ContextType>;
  QBAccessList?: QbAccessListResolvers<ContextType>;
  QualityCentre?: QualityCentreResolvers<ContextType>;
  QualityFigure?: QualityFigureResolvers<ContextType>;
  QualityMiss?: QualityMissResolvers<ContextType>;
  QualityMissList?: QualityMissListResolvers<ContextType>;
  QualityReport?: QualityReportResolvers<ContextType>;
  QualityThresholds?: QualityThresholdsResolvers<ContextType>;
  QualityTrend?: QualityTrendResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordChange?: RecordChangeResolvers<ContextType>;
  RecordHistoryList?: RecordHistoryListResolvers<ContextType>;
  RoutineOrder?: RoutineOrderResolvers<ContextType>;
  RoutineOrderList?: RoutineOrderListResolvers<ContextType>;
  Seat?: SeatResolvers<ContextType>;
  SeatList?: SeatListResolvers<ContextType>;
  SessionBooking?: SessionBookingResolvers<ContextType>;
  SessionMachine?: SessionMachineResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  Staff?: StaffResolvers<ContextType>;
  StaffAccount?: StaffAccountResolvers<ContextType>;
  StaffList?: StaffListResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Symptom?: SymptomResolvers<ContextType>;
  SymptomList?: SymptomListResolvers<ContextType>;
  UnlinkedInvoice?: UnlinkedInvoiceResolvers<ContextType>;
  UnlinkedInvoiceList?: UnlinkedInvoiceListResolvers<ContextType>;
};

