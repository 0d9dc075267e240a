import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { softDelete, ts } from './columns.ts';

// Table and column names are snake_case in SQL; the TypeScript names follow the spec's field names.

export const clinic = pgTable(
  'clinic',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    uid: text('uid').notNull(),
    phoneNo: text('phone_no'),
    email: text('email'),
    address: text('address'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    noOfSeat: integer('no_of_seat').notNull().default(0),
    timezone: text('timezone').notNull().default('Asia/Singapore'),
    qbClientID: text('qb_client_id'),
    qbClientSecret: text('qb_client_secret'),
    qbRealmID: text('qb_realm_id'),
    qbItemID: text('qb_item_id'),
    qbTaxCodeID: text('qb_tax_code_id'),
    ...softDelete,
  },
  (t) => [uniqueIndex('clinic_uid_key').on(t.uid).where(sql`deleted = 0`)],
);

/** A login account: the identity part of a staff member (replaces the hosted user pool). */
export const loginAccount = pgTable(
  'login_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    groups: text('groups').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    /** Set for an account created with a temporary password: NEW_PASSWORD_REQUIRED at next sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedOn: ts('password_changed_on'),
    ...softDelete,
  },
  (t) => [uniqueIndex('login_account_email_key').on(sql`lower(${t.email})`).where(sql`deleted = 0`)],
);

export const staff = pgTable(
  'staff',
  {
    accountID: uuid('account_id')
      .primaryKey()
      .references(() => loginAccount.id),
    name: text('name').notNull(),
    designation: text('designation'),
    contactNo: text('contact_no'),
    email: text('email').notNull(),
    /** Centres this staff member works in; empty means all. */
    clinicIDs: integer('clinic_ids').array().notNull().default(sql`'{}'::integer[]`),
    profilePictureKey: text('profile_picture_key'),
    profilePictureBucket: text('profile_picture_bucket'),
    profilePictureRegion: text('profile_picture_region'),
    ...softDelete,
  },
  (t) => [index('staff_name_idx').on(t.name)],
);

/** Server-side sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const loginSession = pgTable(
  'login_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountID: uuid('account_id')
      .notNull()
      .references(() => loginAccount.id),
    stayLoggedIn: boolean('stay_logged_in').notNull(),
    createdOn: ts('created_on').notNull().defaultNow(),
    expiresOn: ts('expires_on').notNull(),
    /** The last request of the session (written at most once a minute), for the idle timeout. */
    lastSeenOn: ts('last_seen_on').notNull().defaultNow(),
    /** Minutes without a request after which the session ends; null: no idle timeout (Stay logged in). */
    idleMinutes: integer('idle_minutes'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('login_session_account_idx').on(t.accountID),
    index('login_session_expires_idx').on(t.expiresOn),
  ],
);

/** Failed sign-ins, keyed by account e-mail ("email:...") and by address ("ip:..."), for throttling. */
export const signInFailure = pgTable(
  'sign_in_failure',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('sign_in_failure_key_at_idx').on(t.key, t.at)],
);

export const signInLock = pgTable('sign_in_lock', {
  key: text('key').primaryKey(),
  lockedUntil: ts('locked_until').notNull(),
});

export const machine = pgTable(
  'machine',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    name: text('name').notNull(),
    manufacturer: text('manufacturer'),
    status: text('status', { enum: ['AVAILABLE', 'NOTAVAILABLE', 'EXPIRED'] })
      .notNull()
      .default('AVAILABLE'),
    ...softDelete,
  },
  (t) => [
    index('machine_clinic_idx').on(t.clinicID),
    // Serial numbers are unique among live machines (case-insensitive); the service checks first for a
    // friendly message, this index closes the race between two simultaneous saves.
    uniqueIndex('machine_serial_no_key').on(sql`lower(${t.serialNo})`).where(sql`deleted = 0`),
  ],
);

export const seat = pgTable(
  'seat',
  {
    id: serial('id').primaryKey(),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    machineID: integer('machine_id').references(() => machine.id),
    status: text('status', { enum: ['AVAILABLE', 'NOTAVAILABLE'] })
      .notNull()
      .default('AVAILABLE'),
    name: text('name').notNull(),
    ...softDelete,
  },
  (t) => [
    index('seat_clinic_idx').on(t.clinicID),
    // A seat name (number) is unique within its centre among live seats, as the service checks.
    uniqueIndex('seat_clinic_name_key').on(t.clinicID, sql`lower(${t.name})`).where(sql`deleted = 0`),
    // A machine belongs to at most one live seat: two parallel assignments cannot both succeed.
    uniqueIndex('seat_machine_key').on(t.machineID).where(sql`deleted = 0 and machine_id is not null`),
  ],
);

/** Patient: the fields the foundation needs; the patient area adds the rest of the record. */
export const patient = pgTable(
  'patient',
  {
    id: serial('id').primaryKey(),
    namecode: text('namecode'),
    name: text('name').notNull(),
    idType: text('id_type'),
    nric: text('nric'),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    existingClinicID: integer('existing_clinic_id').references(() => clinic.id),
    status: text('status').notNull().default('DIALYSIS'),
    registeredDate: date('registered_date', { mode: 'string' }),
    referringSource: text('referring_source'),
    referrer: text('referrer'),
    photoKey: text('photo_key'),
    photoBucket: text('photo_bucket'),
    photoRegion: text('photo_region'),
    // The rest of the record (spec 001 section 3). Units as stored: height cm, weights grams.
    accessIDPt: text('access_id_pt'),
    firstDialysisHospital: text('first_dialysis_hospital'),
    firstDialysisHospitalDate: date('first_dialysis_hospital_date', { mode: 'string' }),
    referringSourceStart: date('referring_source_start', { mode: 'string' }),
    referringSourceEnd: date('referring_source_end', { mode: 'string' }),
    travelType: text('travel_type'),
    schedulePattern: text('schedule_pattern'),
    scheduleSession: text('schedule_session'),
    race: text('race'),
    religion: text('religion'),
    maritalStatus: text('marital_status'),
    accommodation: text('accommodation'),
    address: text('address'),
    phoneNo: text('phone_no'),
    homeNo: text('home_no'),
    email: text('email'),
    nokName: text('nok_name'),
    nokPhoneNo: text('nok_phone_no'),
    nokAddress: text('nok_address'),
    nokRelation: text('nok_relation'),
    height: integer('height'),
    weight: integer('weight'),
    bloodGroup: text('blood_group'),
    mobilityStatus: text('mobility_status'),
    diabeticStatus: text('diabetic_status'),
    smoker: text('smoker'),
    alcohol: text('alcohol'),
    amputee: text('amputee'),
    stage: text('stage'),
    wheelchairWeight: integer('wheelchair_weight'),
    medicalAlert: text('medical_alert'),
    socialWorker: text('social_worker'),
    vwoSupport: text('vwo_support'),
    firstConsultDate: date('first_consult_date', { mode: 'string' }),
    DESRD: date('desrd', { mode: 'string' }),
    DExit: date('dexit', { mode: 'string' }),
    RExit: text('rexit'),
    hepB: text('hep_b'),
    FHepB: text('f_hep_b'),
    FHCV: text('f_hcv'),
    FHIV: text('f_hiv'),
    FAccess: text('f_access'),
    comanaging: text('comanaging'),
    procedure: text('procedure'),
    medication: text('medication'),
    vaccination: text('vaccination'),
    history: text('history'),
    causeOfKidneyFailure: text('cause_of_kidney_failure'),
    /**
     * The four fields the dashboard's search box looks in (name, NRIC, referring source, referrer), lower-cased
     * and joined by a unit separator (chr(31)), which no search text contains: `search_key LIKE '%text%'` is
     * then exactly `name ILIKE '%text%' OR nric ILIKE ... OR referrer ILIKE ...` (modules/patient-search),
     * at a fraction of the cost (one LIKE instead of four ILIKEs, one trigram index instead of four).
     * Maintained by PostgreSQL; never written, never answered.
     */
    searchKey: text('search_key').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || chr(31) || coalesce(nric, '') || chr(31) || coalesce(referring_source, '') || chr(31) || coalesce(referrer, ''))`,
    ),
    ...softDelete,
  },
  (t) => [
    index('patient_clinic_idx').on(t.existingClinicID),
    // Patient search in name order (docs/performance.md, Server levers): the first page walks the live names
    // in order instead of sorting every match, and the centre and search key in the index let that walk,
    // and the capped count, filter without visiting the table (index-only scans). The fields are at most
    // 200 characters each (TEXT_LIMITS.line), so an entry stays within a B-tree page's limit.
    index('patient_name_search_idx')
      .on(t.name, t.id, t.existingClinicID, t.searchKey)
      .where(sql`deleted = 0`),
    index('patient_search_key_trgm_idx')
      .using('gin', sql`${t.searchKey} gin_trgm_ops`)
      .where(sql`deleted = 0`),
    index('patient_clinic_live_idx').on(t.existingClinicID).where(sql`deleted = 0`),
    index('patient_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('patient_nric_trgm_idx').using('gin', sql`${t.nric} gin_trgm_ops`),
    index('patient_referring_source_trgm_idx').using('gin', sql`${t.referringSource} gin_trgm_ops`),
    index('patient_referrer_trgm_idx').using('gin', sql`${t.referrer} gin_trgm_ops`),
    // One live patient per NRIC ('NRIC in used.'), case-insensitive.
    uniqueIndex('patient_nric_key').on(sql`upper(${t.nric})`).where(sql`deleted = 0`),
  ],
);

export const appointment = pgTable(
  'appointment',
  {
    id: serial('id').primaryKey(),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    seatID: integer('seat_id').references(() => seat.id),
    date: date('date', { mode: 'string' }).notNull(),
    shift: text('shift', { enum: ['M', 'N', 'E'] }).notNull(),
    time: text('time'),
    quickbookInvoiceID: text('quickbook_invoice_id'),
    ...softDelete,
  },
  (t) => [
    index('appointment_clinic_date_idx').on(t.clinicID, t.date, t.shift),
    index('appointment_patient_idx').on(t.patientID, t.date),
    // One live appointment per patient and day, in any centre (issue 27 item 3): the database's answer to two
    // simultaneous bookings; the service checks first to name the appointment the patient already has.
    uniqueIndex('appointment_patient_day_key').on(t.patientID, t.date).where(sql`deleted = 0`),
  ],
);

export const dialysis = pgTable(
  'dialysis',
  {
    id: serial('id').primaryKey(),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    appointmentID: integer('appointment_id').references(() => appointment.id),
    sessionMonth: integer('session_month'),
    arriveTime: ts('arrive_time'),
    startTime: ts('start_time'),
    endTime: ts('end_time'),
    dischargeTime: ts('discharge_time'),
    accessDIALYSISREF: text('access_dialysis_ref'),
    startedBy: text('started_by'),
    endedBy: text('ended_by'),
    preWeight: integer('pre_weight'),
    lastWeight: integer('last_weight'),
    postWeight: integer('post_weight'),
    dryWeight: integer('dry_weight'),
    height: integer('height'),
    preTemp: doublePrecision('pre_temp'),
    preEdema: integer('pre_edema'),
    preSBP: integer('pre_sbp'),
    preDBP: integer('pre_dbp'),
    preHRT: integer('pre_hrt'),
    preRenalin: text('pre_renalin'),
    ufTargetStart: integer('uf_target_start'),
    postTemp: doublePrecision('post_temp'),
    postEdema: integer('post_edema'),
    postSBP: integer('post_sbp'),
    postDBP: integer('post_dbp'),
    postHRT: integer('post_hrt'),
    postRenalin: text('post_renalin'),
    KTVonline: doublePrecision('ktv_online'),
    machineID: integer('machine_id').references(() => machine.id),
    dialyser: text('dialyser'),
    MSA: doublePrecision('msa'),
    membraneUse: integer('membrane_use'),
    dialysisOrderID: integer('dialysis_order_id'),
    notes: text('notes'),
    lastUpdatedBy: text('last_updated_by'),
    /**
     * The client's key of the check-in that made the session (issue 31): the provisional session id a tablet made
     * offline (readings name the session by it until they know its id), else the check-in's Idempotency-Key.
     * Unique per account (started_by), like the idempotency keys: a repeat is recognised for good, not only
     * while the idempotency table keeps its answer (48 hours).
     */
    checkInKey: text('check_in_key'),
    /** The Idempotency-Key of the check-out (issue 31): a repeat after 48 hours is recognised by it. */
    checkOutKey: text('check_out_key'),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('dialysis_appointment_key').on(t.appointmentID).where(sql`deleted = 0`),
    uniqueIndex('dialysis_check_in_key').on(t.startedBy, t.checkInKey).where(sql`check_in_key is not null`),
    uniqueIndex('dialysis_check_out_key').on(t.endedBy, t.checkOutKey).where(sql`check_out_key is not null`),
    // Sessions in progress by machine: the "Machine already in use" check at check-in.
    index('dialysis_machine_running_idx').on(t.machineID).where(sql`deleted = 0 and end_time is null`),
    index('dialysis_patient_start_idx').on(t.patientID, t.startTime),
    index('dialysis_clinic_idx').on(t.clinicID),
    // Unlinked invoices (modules/accounting): a centre's ended sessions, newest first.
    index('dialysis_clinic_ended_idx')
      .on(t.clinicID, t.endTime)
      .where(sql`deleted = 0 and end_time is not null`),
  ],
);

export const dialysisInterval = pgTable(
  'dialysis_interval',
  {
    id: serial('id').primaryKey(),
    dialysisID: integer('dialysis_id')
      .notNull()
      .references(() => dialysis.id),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    timestamp: ts('timestamp').notNull(),
    staffAccountID: text('staff_account_id'),
    accessNum: integer('access_num'),
    AP: integer('ap'),
    VP: integer('vp'),
    SBP: integer('sbp'),
    DBP: integer('dbp'),
    HR: integer('hr'),
    CDT: doublePrecision('cdt'),
    KTV: doublePrecision('ktv'),
    cUF: integer('cuf'),
    QB: integer('qb'),
    DFLOW: integer('dflow'),
    UFR: integer('ufr'),
    temp: doublePrecision('temp'),
    tmp: integer('tmp'),
    hepRate: doublePrecision('hep_rate'),
    note: text('note'),
    symptoms: jsonb('symptoms').$type<number[]>(),
    lastUpdatedBy: text('last_updated_by'),
    /**
     * The Idempotency-Key the reading was sent with (issue 31), unique per recording account: a repeat is
     * recognised for good, after the idempotency table has let its answer go (48 hours).
     */
    clientKey: text('client_key'),
    ...softDelete,
  },
  (t) => [
    index('dialysis_interval_dialysis_ts_idx').on(t.dialysisID, t.timestamp),
    uniqueIndex('dialysis_interval_client_key')
      .on(t.staffAccountID, t.clientKey)
      .where(sql`client_key is not null`),
  ],
);

/** Who did what to which record, when, in which centre and role. Patient reads and all writes land here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull().defaultNow(),
    accountID: uuid('account_id'),
    role: text('role'),
    clinicID: integer('clinic_id'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityID: text('entity_id'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityID)],
);

/**
 * The value history of every clinical and administrative record (issue 28): one row per record a statement
 * created, changed or deleted, with each changed field's old and new value as stored (column names, stored
 * units). Written only by the database's triggers (migration 0019, `record_history_write`), in the writing
 * transaction, with the actor withWrite sets on it; never by the application, and never rewritten.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    accountID: uuid('account_id'),
    role: text('role').notNull(),
    /** The table written. */
    entity: text('entity').notNull(),
    entityID: text('entity_id').notNull(),
    operation: text('operation', { enum: ['create', 'update', 'delete'] }).notNull(),
    patientID: integer('patient_id'),
    dialysisID: integer('dialysis_id'),
    clinicID: integer('clinic_id'),
    /** The changed fields' values before (an update), or the whole record (a delete of the row). */
    old: jsonb('old').$type<Record<string, unknown>>(),
    /** The changed fields' values after (an update), or the whole record (a create). */
    new: jsonb('new').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('record_history_patient_idx').on(t.patientID, t.id),
    index('record_history_dialysis_idx').on(t.dialysisID, t.id),
    index('record_history_entity_idx').on(t.entity, t.entityID, t.id),
  ],
);

/** Machine audit items (test cases) and their status machine (spec 002 section 4). */
export const machineStatus = pgTable(
  'machine_status',
  {
    id: serial('id').primaryKey(),
    machineID: integer('machine_id')
      .notNull()
      .references(() => machine.id),
    prevMachineStatusID: integer('prev_machine_status_id'),
    name: text('name').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    nextAudit: date('next_audit', { mode: 'string' }),
    status: text('status', {
      enum: ['EXPIRED', 'TO_SCHEDULE', 'SCHEDULED', 'PENDING_SIGNATURE', 'PASS', 'INACTIVE'],
    }).notNull(),
    remarks: text('remarks'),
    approvedBy: text('approved_by'),
    approvedTimestamp: ts('approved_timestamp'),
    mandatary: integer('mandatary'),
    key: text('file_key'),
    bucket: text('file_bucket'),
    region: text('file_region'),
    ...softDelete,
  },
  (t) => [
    index('machine_status_machine_idx').on(t.machineID),
    index('machine_status_status_idx').on(t.status, t.expiryDate),
  ],
);

export const drug = pgTable(
  'drug',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    purpose: text('purpose'),
    manufacturer: text('manufacturer'),
    ...softDelete,
  },
  (t) => [index('drug_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const symptom = pgTable(
  'symptom',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    class: text('class'),
    ...softDelete,
  },
  (t) => [index('symptom_name_idx').on(t.name)],
);

export const certification = pgTable(
  'certification',
  {
    id: serial('id').primaryKey(),
    accountID: uuid('account_id')
      .notNull()
      .references(() => staff.accountID),
    name: text('name').notNull(),
    status: text('status', { enum: ['ACTIVE', 'PASS', 'EXPIRED'] }).notNull(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    clinicID: integer('clinic_id').references(() => clinic.id),
    ...softDelete,
  },
  (t) => [
    index('certification_account_idx').on(t.accountID),
    index('certification_status_idx').on(t.status, t.expiry),
  ],
);

/** Forgot-password codes: random, single use, short-lived, attempt-limited. Only a hash is stored. */
export const passwordResetCode = pgTable(
  'password_reset_code',
  {
    id: serial('id').primaryKey(),
    accountID: uuid('account_id')
      .notNull()
      .references(() => loginAccount.id),
    codeHash: text('code_hash').notNull(),
    expiresOn: ts('expires_on').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedOn: ts('used_on'),
    createdOn: ts('created_on').notNull().defaultNow(),
  },
  (t) => [index('password_reset_code_account_idx').on(t.accountID, t.createdOn)],
);

/** E-mail kept when no SMTP server is configured (and a record of what was sent when one is). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdOn: ts('created_on').notNull().defaultNow(),
    sentOn: ts('sent_on'),
    error: text('error'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdOn)],
);

/** Metadata of files kept through the storage interface (the bytes live on disk or in S3). */
export const storedFile = pgTable(
  'stored_file',
  {
    key: text('key').primaryKey(),
    bucket: text('bucket').notNull(),
    region: text('region'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name'),
    uploadedBy: uuid('uploaded_by'),
    createdOn: ts('created_on').notNull().defaultNow(),
  },
  // The upload quota counts one uploader's files of the last day (platform/storage/quota.ts).
  (t) => [index('stored_file_uploader_idx').on(t.uploadedBy, t.createdOn)],
);

/**
 * An upload in flight holds its place in the uploader's quota (platform/storage/quota.ts): taken before the body
 * is read, for the most it may hold; replaced by its stored_file row in the write that records the file, deleted
 * when the upload fails. One left by a crash stops counting at `expiresAt`.
 */
export const uploadReservation = pgTable(
  'upload_reservation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountID: uuid('account_id').notNull(),
    bytes: integer('bytes').notNull(),
    createdOn: ts('created_on').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('upload_reservation_account_idx').on(t.accountID)],
);

/** Patient area (spec 001 section 3). Every table soft-deletes; every row belongs to one patient. */
export const allergy = pgTable(
  'allergy',
  {
    id: serial('id').primaryKey(),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    name: text('name').notNull(),
    knownDate: ts('known_date').notNull(),
    ...softDelete,
  },
  (t) => [index('allergy_patient_idx').on(t.patientID)],
);

export const medication = pgTable(
  'medication',
  {
    id: serial('id').primaryKey(),
    accessID: text('access_id'),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    medication: text('medication').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    dose: text('dose'),
    route: text('route'),
    freq: text('freq'),
    start: date('start', { mode: 'string' }),
    /** Set when stopped: current medication has no end date, historical has one. */
    end: date('end', { mode: 'string' }),
    note: text('note'),
    ...softDelete,
  },
  (t) => [index('medication_patient_idx').on(t.patientID, t.end)],
);

export const medicationAdministered = pgTable(
  'medication_administered',
  {
    id: serial('id').primaryKey(),
    accessID: text('access_id'),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    dialysisID: integer('dialysis_id').references(() => dialysis.id),
    dialysisIntervalID: integer('dialysis_interval_id').references(() => dialysisInterval.id),
    medication: text('medication').notNull(),
    dose: text('dose').notNull(),
    route: text('route').notNull(),
    freq: text('freq').notNull(),
    givenBy: uuid('given_by').notNull(),
    witnessedBy: uuid('witnessed_by').notNull(),
    ...softDelete,
  },
  (t) => [
    index('medication_administered_patient_idx').on(t.patientID, t.createdOn),
    index('medication_administered_dialysis_idx').on(t.dialysisID),
  ],
);

export const medicalMilestone = pgTable(
  'medical_milestone',
  {
    id: serial('id').primaryKey(),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    timestamp: ts('timestamp').notNull(),
    milestone: text('milestone').notNull(),
    note: text('note'),
    ...softDelete,
  },
  (t) => [index('medical_milestone_patient_idx').on(t.patientID, t.timestamp)],
);

/** Clinical notes (types CLINIC and EVENT) and hospital entries (type HOSPITAL). */
export const hospitalSummary = pgTable(
  'hospital_summary',
  {
    id: serial('id').primaryKey(),
    accessIDHosp: text('access_id_hosp'),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    clinicID: integer('clinic_id').references(() => clinic.id),
    staffAccountID: uuid('staff_account_id'),
    admitTimestamp: ts('admit_timestamp').notNull(),
    type: text('type', { enum: ['CLINIC', 'EVENT', 'HOSPITAL'] }).notNull(),
    observation: text('observation'),
    assessment: text('assessment'),
    plan: text('plan'),
    notes: text('notes'),
    leaveTimestamp: ts('leave_timestamp'),
    noOfDays: integer('no_of_days'),
    location: text('location'),
    reason: text('reason'),
    hospitalMain: text('hospital_main'),
    hospitalReason: text('hospital_reason'),
    diagnosis: text('diagnosis'),
    outcome: text('outcome'),
    ...softDelete,
  },
  (t) => [
    index('hospital_summary_patient_idx').on(t.patientID, t.type, t.admitTimestamp),
    index('hospital_summary_clinic_idx').on(t.clinicID, t.admitTimestamp),
    index('hospital_summary_staff_idx').on(t.staffAccountID, t.admitTimestamp),
    // Latest Clinical Note (spec 001): the newest live CLINIC/EVENT note per patient of an author or a centre,
    // read in (author | centre, patient, newest first) order, so DISTINCT ON walks the index.
    index('hospital_summary_latest_author_idx')
      .on(t.staffAccountID, t.patientID, t.admitTimestamp.desc(), t.id.desc())
      .where(sql`deleted = 0 and type in ('CLINIC', 'EVENT')`),
    index('hospital_summary_latest_clinic_idx')
      .on(t.clinicID, t.patientID, t.admitTimestamp.desc(), t.id.desc())
      .where(sql`deleted = 0 and type in ('CLINIC', 'EVENT')`),
  ],
);

/**
 * Hospital reasons (spec 000 section 7: listHospitalReason, a fixed list loaded at sign-in, by hospDetail): the
 * choices of a hospital entry's Reason, network-wide like drugs, seeded by migration 0010 and kept by Nurse
 * Managers and Medical Directors (docs/decisions/latest-notes-hospital-reasons.md).
 */
export const hospitalReason = pgTable(
  'hospital_reason',
  {
    id: serial('id').primaryKey(),
    hospDetail: text('hosp_detail').notNull(),
    ...softDelete,
  },
  (t) => [uniqueIndex('hospital_reason_detail_key').on(sql`lower(${t.hospDetail})`).where(sql`deleted = 0`)],
);

export const patientDocument = pgTable(
  'patient_document',
  {
    id: serial('id').primaryKey(),
    staffAccountID: uuid('staff_account_id'),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    title: text('title').notNull(),
    status: text('status'),
    key: text('file_key').notNull(),
    bucket: text('file_bucket'),
    region: text('file_region'),
    ...softDelete,
  },
  (t) => [index('patient_document_patient_idx').on(t.patientID, t.createdOn)],
);

/** Dialysis orders (spec 000 section 3): the latest by dOrder is the one in force for a patient. */
export const dialysisOrder = pgTable(
  'dialysis_order',
  {
    id: serial('id').primaryKey(),
    uid: text('uid'),
    staffAccountID: uuid('staff_account_id'),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    accessID: text('access_id'),
    MSA: doublePrecision('msa'),
    dOrder: date('d_order', { mode: 'string' }).notNull(),
    freqMth: integer('freq_mth'),
    duration: integer('duration'),
    hepLoad: doublePrecision('hep_load'),
    hepCont: doublePrecision('hep_cont'),
    antio: text('antio'),
    dialysate: doublePrecision('dialysate'),
    accessPrim: text('access_prim'),
    aNeedle: text('a_needle'),
    vNeedle: text('v_needle'),
    bicarbonate: doublePrecision('bicarbonate'),
    temp: doublePrecision('temp'),
    QD: integer('qd'),
    QB: integer('qb'),
    /** Grams. */
    dryWeight: integer('dry_weight'),
    notes: text('notes'),
    ...softDelete,
  },
  (t) => [index('dialysis_order_patient_idx').on(t.patientID, t.dOrder)],
);

/**
 * Lab reports (spec 001 section 3): one row per sample day, every value in its field's unit
 * (packages/domain/src/labs/lab-fields.ts). `fingerprint` identifies the same report imported twice
 * (patient, day, source, values): a second import answers the stored row instead of adding one.
 */
export const labReport = pgTable(
  'lab_report',
  {
    id: serial('id').primaryKey(),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    timestamp: ts('timestamp').notNull(),
    /**
     * When the sample was taken, if the report says (issue 25): it links the report to the session whose window
     * holds it (docs/decisions/labs.md). Null for a report dated by day only (`timestamp` is that day).
     */
    sampleTime: ts('sample_time'),
    source: text('source'),
    accessIDlab: text('access_id_lab'),
    name: text('name'),
    glucose: doublePrecision('glucose'),
    TW: doublePrecision('tw'),
    Plt: doublePrecision('plt'),
    Hb: doublePrecision('hb'),
    MCV: doublePrecision('mcv'),
    K: doublePrecision('k'),
    Na: doublePrecision('na'),
    ureaPre: doublePrecision('urea_pre'),
    ureaPost: doublePrecision('urea_post'),
    creatinine: doublePrecision('creatinine'),
    HCO3: doublePrecision('hco3'),
    chlorine: doublePrecision('chlorine'),
    Ca: doublePrecision('ca'),
    Po4: doublePrecision('po4'),
    IPTH: doublePrecision('ipth'),
    HepBsAg: text('hep_bs_ag'),
    HepBsAb: doublePrecision('hep_bs_ab'),
    _two: text('hbsab_second'),
    Fe: doublePrecision('fe'),
    TIBC: doublePrecision('tibc'),
    ferritin: doublePrecision('ferritin'),
    protein: doublePrecision('protein'),
    Alb: doublePrecision('alb'),
    Ublood: text('ublood'),
    Urbc: text('urbc'),
    Uprt: text('uprt'),
    Uwbc: text('uwbc'),
    TUP24: doublePrecision('tup24'),
    TUP12: doublePrecision('tup12'),
    Uvol: doublePrecision('uvol'),
    CCT: doublePrecision('cct'),
    uric: doublePrecision('uric'),
    HCV: text('hcv'),
    HIV: text('hiv'),
    ggt: doublePrecision('ggt'),
    others: text('others'),
    othersDetails: text('others_details'),
    TC: doublePrecision('tc'),
    HDL: doublePrecision('hdl'),
    LDL: doublePrecision('ldl'),
    TG: doublePrecision('tg'),
    Ratio: doublePrecision('ratio'),
    Timing: text('timing'),
    Biltotal: doublePrecision('biltotal'),
    SAP: doublePrecision('sap'),
    SGPT_ALT: doublePrecision('sgpt_alt'),
    SGOT_AST: doublePrecision('sgot_ast'),
    Hba1c: doublePrecision('hba1c'),
    labsNoted: text('labs_noted'),
    SBP: doublePrecision('sbp'),
    DBP: doublePrecision('dbp'),
    Mg: doublePrecision('mg'),
    Tac: doublePrecision('tac'),
    urineMA: doublePrecision('urine_ma'),
    MACr: doublePrecision('macr'),
    uCreatinine: doublePrecision('u_creatinine'),
    ESR: doublePrecision('esr'),
    CRP: doublePrecision('crp'),
    CNI: text('cni'),
    Myco: text('myco'),
    Pred: text('pred'),
    noted: text('noted'),
    t4: doublePrecision('t4'),
    FT4: doublePrecision('ft4'),
    TSH: doublePrecision('tsh'),
    gis: text('gis'),
    hte: text('hte'),
    fingerprint: text('fingerprint').notNull(),
    createdBy: text('created_by'),
    /** The account of the last correction (issue 25 item 4); the audit log keeps every one with its values. */
    updatedBy: text('updated_by'),
    /** A deleted report is kept (soft): who deleted it and why (deletedOn says when). */
    deletedBy: text('deleted_by'),
    deleteReason: text('delete_reason'),
    ...softDelete,
  },
  (t) => [
    index('lab_report_patient_idx').on(t.patientID, t.timestamp),
    uniqueIndex('lab_report_fingerprint_key').on(t.patientID, t.fingerprint).where(sql`deleted = 0`),
  ],
);

/**
 * Dialysis adequacy of one session from one lab report's urea (issues 13 and 25): written by the server for
 * every report with urea pre and post, rewritten when the report or its day's sessions change
 * (modules/labs/calculated.ts). At most one live row per report and one per session (both unique indexes);
 * `dialysisID` is null when no session could be chosen, and `reason` says why a row has no Kt/V.
 * `latest` marks the patient's most recent one. `rulesVersion` is the version of the rules that wrote the row:
 * rows of older rules are rewritten by the adequacy-rules job (rows before issue 25 are version 0, kept out of
 * the report index until then, as a report could hold two of them).
 */
export const calculatedLabResult = pgTable(
  'calculated_lab_result',
  {
    id: serial('id').primaryKey(),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    timestamp: ts('timestamp').notNull(),
    dialysisID: integer('dialysis_id').references(() => dialysis.id),
    labReportID: integer('lab_report_id')
      .notNull()
      .references(() => labReport.id),
    latest: boolean('latest').notNull().default(false),
    URRD: doublePrecision('urrd'),
    KTVonline: doublePrecision('ktv_online'),
    KTVe: doublePrecision('ktv_e'),
    ureaPre: doublePrecision('urea_pre'),
    ureaPost: doublePrecision('urea_post'),
    dryWeight: integer('dry_weight'),
    UF: doublePrecision('uf'),
    MSA: doublePrecision('msa'),
    dialyser: text('dialyser'),
    URR: doublePrecision('urr'),
    QB: doublePrecision('qb'),
    QD: doublePrecision('qd'),
    minQA: doublePrecision('min_qa'),
    maxQA: doublePrecision('max_qa'),
    dialysisArriveTime: ts('dialysis_arrive_time'),
    dialysisStartTime: ts('dialysis_start_time'),
    dialysisEndTime: ts('dialysis_end_time'),
    dialysisDischargeTime: ts('dialysis_discharge_time'),
    dialysisIntervalLastTime: ts('dialysis_interval_last_time'),
    /** Why there is no spKt/V and eKt/V (or why the report has no session); null when they are given. */
    reason: text('reason'),
    rulesVersion: integer('rules_version').notNull().default(0),
    ...softDelete,
  },
  (t) => [
    uniqueIndex('calculated_lab_result_dialysis_key').on(t.dialysisID).where(sql`deleted = 0`),
    uniqueIndex('calculated_lab_result_report_key')
      .on(t.labReportID)
      .where(sql`deleted = 0 and rules_version > 0`),
    index('calculated_lab_result_patient_idx').on(t.patientID, t.timestamp),
  ],
);

/**
 * Referring Source choices of the patient form (spec 001 section 3: a loaded list): network-wide reference data,
 * seeded by migration 0008 and extended by the values managers save (docs/decisions/referring-source.md).
 */
export const referringSource = pgTable(
  'referring_source',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdOn: ts('created_on').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referring_source_name_key').on(sql`lower(${t.name})`)],
);

/**
 * Incident reports (spec 001 section 3): raised for a patient (PatientEvent, patientID set) or for a centre
 * (CentreEvent, no patient), then answered by a response (cause ... order, responseBy, responseTimestamp).
 * The patient's name and NRIC are read from the patient row, not copied here.
 */
export const incidentReport = pgTable(
  'incident_report',
  {
    id: serial('id').primaryKey(),
    patientID: integer('patient_id').references(() => patient.id),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    location: text('location').notNull(),
    datetimeOccurred: ts('datetime_occurred').notNull(),
    eventCategory: text('event_category', { enum: ['PatientEvent', 'CentreEvent'] }).notNull(),
    eventType: text('event_type').notNull(),
    description: text('description').notNull(),
    reportedBy: uuid('reported_by').notNull(),
    /** Who raised it in the app (the signed-in user), beside the reporter chosen in the form. */
    createdBy: uuid('created_by').notNull(),
    ...softDelete,
  },
  (t) => [
    // The patient list (patientID eq, id DESC) and the summary by patient (datetimeOccurred DESC).
    index('incident_report_patient_idx').on(t.patientID, t.id),
    index('incident_report_patient_occurred_idx').on(t.patientID, t.datetimeOccurred),
    // The centre list and the centre search (clinicID eq, patientID absent, id DESC).
    index('incident_report_centre_idx').on(t.clinicID, t.id).where(sql`patient_id is null`),
  ],
);

/**
 * The responses to an incident report (issue 27: a second response no longer overwrites the first): one row per
 * Write Response, what its author wrote (null where they wrote nothing), never edited nor deleted. The report's
 * spec fields (cause ... responseTimestamp) are read from them (domain `currentIncidentResponse`).
 */
export const incidentResponse = pgTable(
  'incident_response',
  {
    id: serial('id').primaryKey(),
    incidentReportID: integer('incident_report_id')
      .notNull()
      .references(() => incidentReport.id),
    cause: text('cause'),
    action: text('action'),
    eventOutcome: text('event_outcome'),
    furtherAction: text('further_action'),
    order: text('additional_order'),
    responseBy: uuid('response_by').notNull(),
    responseTimestamp: ts('response_timestamp').notNull(),
  },
  (t) => [index('incident_response_report_idx').on(t.incidentReportID, t.id)],
);

/**
 * A centre's QuickBooks Online connection (issue 15; spec 002 listQBAccesses: id = the centre id). The tokens
 * are sealed with the accounting secret box (platform/secret-box) and never answered by any query; `date` is
 * when they were obtained or last refreshed, `expiresIn` the access token's lifetime in seconds (the spec's
 * expiry rule: date + expiresIn more than 3 days past).
 */
export const qbAccess = pgTable('qb_access', {
  id: integer('id')
    .primaryKey()
    .references(() => clinic.id),
  realmID: text('realm_id').notNull(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresIn: integer('expires_in').notNull(),
  refreshExpiresIn: integer('refresh_expires_in'),
  date: ts('date').notNull(),
  /**
   * The last answer QuickBooks gave for this connection (issue 30 item 4): CONNECTED after a connection, a
   * refresh or a call it accepted; REFUSED when it refused the tokens (revoked, forgotten); the screens show it.
   */
  providerState: text('provider_state', { enum: ['CONNECTED', 'REFUSED'] })
    .notNull()
    .default('CONNECTED'),
  providerStateOn: ts('provider_state_on'),
  connectedBy: uuid('connected_by'),
  createdOn: ts('created_on').notNull().defaultNow(),
  updatedOn: ts('updated_on').notNull().defaultNow(),
});

/**
 * The OAuth `state` of an authorisation in progress, kept server-side so that any instance can check the
 * provider's answer: only its SHA-256 is stored, it is good once, for one user, one centre and one redirect
 * address, for a few minutes.
 */
export const qbOAuthState = pgTable(
  'qb_oauth_state',
  {
    stateHash: text('state_hash').primaryKey(),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    accountID: uuid('account_id').notNull(),
    redirectURL: text('redirect_url').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdOn: ts('created_on').notNull().defaultNow(),
  },
  (t) => [index('qb_oauth_state_expires_idx').on(t.expiresAt)],
);

/** The patient's customer in a centre's QuickBooks company (the patient's link to the centre). */
export const qbCustomer = pgTable(
  'qb_customer',
  {
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    realmID: text('realm_id').notNull(),
    customerID: text('customer_id').notNull(),
    createdOn: ts('created_on').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qb_customer_clinic_patient_key').on(t.clinicID, t.patientID)],
);

/**
 * The one invoice of a session (issue 30 item 3). The unique dialysis id is the guarantee of "never two
 * invoices": the row is the claim, made (PENDING) with a random request id before QuickBooks is called. One
 * attempt at a time holds the claim (`claimedUntil`, a lease that a crashed attempt lets lapse); `sentAt` says a
 * create request may have reached QuickBooks, so the next attempt first asks QuickBooks for an invoice carrying
 * the request id before it creates one (with the same id). Completed (CREATED) with the provider's answer.
 */
export const dialysisInvoice = pgTable(
  'dialysis_invoice',
  {
    id: serial('id').primaryKey(),
    dialysisID: integer('dialysis_id')
      .notNull()
      .references(() => dialysis.id),
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    patientID: integer('patient_id')
      .notNull()
      .references(() => patient.id),
    appointmentID: integer('appointment_id').references(() => appointment.id),
    requestID: text('request_id').notNull(),
    status: text('status', { enum: ['PENDING', 'CREATED'] }).notNull(),
    invoiceID: text('invoice_id'),
    invoiceURL: text('invoice_url'),
    /** The attempt under way holds the claim until then; null or past: free to take. */
    claimedUntil: ts('claimed_until'),
    /** When a create request was first sent: from then on a retry looks the request id up before creating. */
    sentAt: ts('sent_at'),
    /** Why the last attempt made no invoice (an InvoiceFailure code), for the unlinked list. */
    lastFailure: text('last_failure'),
    createdBy: uuid('created_by').notNull(),
    createdOn: ts('created_on').notNull().defaultNow(),
    updatedOn: ts('updated_on').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dialysis_invoice_dialysis_key').on(t.dialysisID),
    index('dialysis_invoice_patient_idx').on(t.patientID),
  ],
);

/**
 * A write sent with an Idempotency-Key (modules/idempotency): the key, whose it is, what was asked
 * (a fingerprint of the operation and its variables) and the first answer, stored in the same transaction as
 * the write, so a repeat (a tablet's queue sending again after a lost answer, on any instance) gets that answer
 * and writes nothing. Kept at least 24 hours (the clean-up job removes rows older than 48).
 */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    accountID: uuid('account_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response').notNull(),
    createdOn: ts('created_on').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountID, t.key], name: 'idempotency_key_pkey' }),
    index('idempotency_key_created_idx').on(t.createdOn),
  ],
);

/**
 * The quality indicators' monthly summary (issue 33; docs/decisions/quality-indicators.md): each centre's counted
 * and eligible per indicator and month, written by the quality-summary job (modules/quality/summary.ts) from the
 * same SQL the page would run live, so the page for a network reads a few hundred rows instead of a year of
 * sessions. Derived data: recomputed, never edited.
 */
export const qualityMonth = pgTable(
  'quality_month',
  {
    clinicID: integer('clinic_id')
      .notNull()
      .references(() => clinic.id),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    indicator: text('indicator').notNull(),
    counted: integer('counted').notNull(),
    eligible: integer('eligible').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.clinicID, t.indicator] })],
);

/**
 * The months the summary holds for the whole network, the instant (database time) they are as of, and the
 * thresholds they were judged by (a month judged by other thresholds than the configuration's is counted again).
 */
export const qualityRefresh = pgTable('quality_refresh', {
  month: date('month', { mode: 'string' }).primaryKey(),
  computedAt: ts('computed_at').notNull(),
  thresholds: text('thresholds').notNull(),
});

/**
 * A session a Nurse Manager marked not billable, with why (issue 30 item 6): it leaves the unlinked list and is
 * not invoiced. Reversible (the row is removed); both are audited.
 */
export const invoiceNotBillable = pgTable('invoice_not_billable', {
  dialysisID: integer('dialysis_id')
    .primaryKey()
    .references(() => dialysis.id),
  clinicID: integer('clinic_id')
    .notNull()
    .references(() => clinic.id),
  reason: text('reason').notNull(),
  markedBy: uuid('marked_by').notNull(),
  markedOn: ts('marked_on').notNull().defaultNow(),
});
