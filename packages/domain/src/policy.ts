import { GROUP_LABELS, GROUPS, type Group } from './constants.ts';

/**
 * Every action a resolver or subscription can take, and the login types allowed to take it: the one access
 * policy, shared. The server's guards assert it (packages/server/src/access) and the web asks it through
 * `useCan(action)`, so a button a role may not use is disabled or hidden by the same table that refuses the
 * call. Centre scoping is checked separately, on the server (Access.assertIn(action, clinicID) / Access.clinicScope).
 * New modules add their actions here: this table is the one place that says who may do what.
 */
const ALL: readonly Group[] = GROUPS;

export const POLICY = {
  'me:read': ALL,
  'clinic:list': ALL,
  // Centre visibility (spec 000 section 4): a login type allowed this, holding no clinicIDs, sees every centre,
  // inactive ones included, and so may see and change staff of every centre and grant "all centres" (an empty
  // Centre Access). Anyone else (a Nurse or a Doctor, or anyone with clinicIDs) sees the active centres of their
  // clinicIDs, none meaning every active centre. Staff of the login types outside it are asked their Centre
  // Access (spec 002 section 5: Nurse and Doctor; domain asksCentreAccess). See seesEveryCentre below.
  'clinic:all': ['ManagingNurse', 'MedicalDirector'],
  'seat:list': ALL,
  'appointment:list': ALL,
  'appointment:subscribe': ALL,
  // Patient appointment (spec 000): every login reads the calendar; a Doctor has no Book Appointment
  // (section 6), so booking and cancelling are for Nurses, Nurse Managers and Medical Directors.
  'appointment:calendar': ALL,
  'appointment:book': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  // Availability (spec 000): every login type's menu shows it; centres are checked in the service.
  'availability:list': ALL,
  'dialysis:subscribe': ALL,
  // The dialysis session (spec 000 sections 2 and 6): every login reads sessions and readings (a Doctor's card
  // opens the record, which lists them). Running a session (check-in, readings, check-out, edits) is chairside
  // work: a Doctor's menu has no Dialysis Session item, so Doctors do not. Changing a recorded reading is for
  // Medical Directors only (spec 000 section 6).
  'dialysis:read': ALL,
  'dialysis:write': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  'dialysisInterval:submit': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  'dialysisInterval:update': ['MedicalDirector'],
  // Centre assets and reference lists (spec 002 Manage Centres, Machines, Seats, Drugs, Symptoms). Reads of
  // machines, drugs and symptoms are lists every login loads (spec 000 sections 3 and 7); the centre screen
  // with its staff totals is for the two roles whose menu reaches Manage home. Nurses keep the machines of
  // their centres (Machine is in their menu); seats, centres and the reference lists are kept by Nurse
  // Managers and Medical Directors. Centre scoping is checked in each service.
  'clinic:summary': ['ManagingNurse', 'MedicalDirector'],
  'clinic:write': ['ManagingNurse', 'MedicalDirector'],
  'machine:list': ALL,
  'machine:write': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  'seat:write': ['ManagingNurse', 'MedicalDirector'],
  'drug:list': ALL,
  'drug:write': ['ManagingNurse', 'MedicalDirector'],
  'symptom:list': ALL,
  'symptom:write': ['ManagingNurse', 'MedicalDirector'],
  // Staff (spec 002 Manage Staff): everyone reads the directory; Nurse Managers and Medical Directors add,
  // edit, reset and delete (designation and centre rules: domain rules/staff.ts, modules/staff/scope.ts).
  'staff:list': ALL,
  'staff:create': ['ManagingNurse', 'MedicalDirector'],
  'staff:update': ['ManagingNurse', 'MedicalDirector'],
  'staff:delete': ['ManagingNurse', 'MedicalDirector'],
  'staff:resetPassword': ['ManagingNurse', 'MedicalDirector'],
  // The designations a login type may give (spec 002 section 5: 'A Medical Director login may assign Nurse, Nurse
  // Manager, Doctor and Medical Director; others may assign only Nurse and Nurse Manager'), one action per login
  // type the designation grants; only the staff:create and staff:update roles above give any. The same rule
  // decides whose record a user may change: a Nurse Manager cannot edit, reset or delete a Doctor or a Medical
  // Director, nor change their certifications (domain rules/staff.ts: assignableDesignations, mayChangeStaff).
  'staff:assignNurse': ALL,
  'staff:assignManagingNurse': ALL,
  'staff:assignDoctor': ['MedicalDirector'],
  'staff:assignMedicalDirector': ['MedicalDirector'],
  // Certifications: Doctors read the manage screen (their menu shows it), managers maintain it; everyone
  // keeps their own on Manage Account.
  'certification:list': ['Doctor', 'ManagingNurse', 'MedicalDirector'],
  'certification:write': ['ManagingNurse', 'MedicalDirector'],
  'certification:own': ALL,
  // Own account (spec 002 Manage Account, Change Password) and uploads through the storage interface.
  'account:read': ALL,
  'account:update': ALL,
  'password:change': ALL,
  'file:upload': ALL,
  // Patients (spec 001 Create Patient, Patient Information, Edit): every login reads the patients of their
  // centres. The spec hides only Book Appointment from a Doctor (section 6): the Edit link is every login's, so
  // every login edits a patient and records allergies (a doctor learns of an allergy first). Registering a new
  // patient is front-desk and chairside nursing work, reached from the dashboard's New Patient, which a Doctor's
  // dashboard does not show: Nurses, Nurse Managers and Medical Directors.
  'patient:read': ALL,
  'patient:create': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  'patient:update': ALL,
  // Referring Source choices (network-wide, like drugs): every login reads them; a value a Nurse Manager or
  // Medical Director saves on a patient joins the list (docs/decisions/referring-source.md).
  'referringSource:list': ALL,
  'referringSource:extend': ['ManagingNurse', 'MedicalDirector'],
  // Machine audits (spec 002 Machine Status): the screen is in the menus of Doctors, Nurse Managers and Medical
  // Directors, who read it, add items, schedule audits and record a passed audit; signing a passed audit
  // (APPROVE) is for Nurse Managers and Medical Directors. Nurses do not see the screen.
  'machineStatus:list': ['Doctor', 'ManagingNurse', 'MedicalDirector'],
  'machineStatus:write': ['Doctor', 'ManagingNurse', 'MedicalDirector'],
  'machineStatus:sign': ['ManagingNurse', 'MedicalDirector'],
  // Patient record panels: medication, administered medication, milestones (spec silent on roles). Every
  // login reads them. Doctors prescribe and every nurse reconciles the list at the chair, so all add and stop
  // medication and add milestones. Giving a drug (with a witness) happens in the dialysis session, which a
  // Doctor's menu does not reach (spec 001 section 2): nurses, managers and directors record it.
  'patientHeader:read': ALL,
  'medication:list': ALL,
  'medication:write': ALL,
  'medicationAdministered:list': ALL,
  'medicationAdministered:write': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  'milestone:list': ALL,
  'milestone:write': ALL,
  // The History view (issue 28: who changed which value of the record, from what, to what): every login type
  // that reads the patient record reads its history; centre scoping by the patient.
  'history:list': ALL,
  // Dashboard patient search (spec 000 centre and all-centres modes): every role; scoped to the user's centres.
  'patient:search': ALL,
  // Clinical notes and hospital entries (spec 001 record panels; spec silent on roles): every login reads
  // and adds them. Doctors write notes; the nurse at the chair is often the one told of an admission.
  'hospitalSummary:list': ALL,
  'hospitalSummary:create': ALL,
  // Latest Clinical Note, By Author and By Centre (spec 001; every login type's menu has it): the newest note
  // per patient, cut to the patients of the user's centres in SQL.
  'clinicalNote:latest': ALL,
  // Hospital reasons (spec 000 section 7: a fixed list every login loads, the Reason of a hospital entry): kept
  // like drugs and symptoms by the two roles whose menu reaches Manage home.
  'hospitalReason:list': ALL,
  'hospitalReason:write': ['ManagingNurse', 'MedicalDirector'],
  // Patient documents: every login reads and uploads (referral letters and results arrive at the desk).
  'patientDocument:list': ALL,
  'patientDocument:create': ALL,
  // Dialysis orders (spec 000 sections 2 and 5; spec silent on roles): every login reads the order in force (the
  // nurse at the chair dialyses by it). A new order is a prescription: Doctors and Medical Directors write it,
  // and Nurse Managers may enter one (they transcribe the doctor's order in many clinics). Nurses do not.
  // Labs (spec 001 sections 2 and 7; issue 13): every login type's menu has Import Lab Result (Manual Input, File
  // Upload) and the patient menu's Lab Report, so every login reads, enters and imports lab reports of the
  // patients of their centres. Calculated results are written by the server only.
  'labReport:list': ALL,
  'labReport:create': ALL,
  'labReport:subscribe': ALL,
  // Correcting a stored report (issue 25 item 4; docs/decisions/labs.md, "Corrections"): whoever may enter a
  // result may correct a mistyped one (versioned, old and new values audited). Deleting takes a result out of
  // every clinical view (Last Non Null Lab, adequacy), so it is for the senior roles, with a reason.
  'labReport:update': ALL,
  'labReport:delete': ['ManagingNurse', 'MedicalDirector'],
  'labImport:preview': ALL,
  'calculatedLabResult:list': ALL,
  'calculatedLabResult:subscribe': ALL,
  'dialysisOrder:list': ALL,
  'dialysisOrder:create': ['Doctor', 'ManagingNurse', 'MedicalDirector'],
  // Routine Orders (/routineorder; issue 14, item 6): the doctor's monthly round of a centre's orders in force,
  // flagged when due or missing, renewed from the list. The list exists to renew orders, so it is for those who
  // write them (dialysisOrder:create): a Nurse reads a patient's order in force on the record and is refused
  // the list and its page (docs/decisions/routine-orders.md).
  'routineOrder:list': ['Doctor', 'ManagingNurse', 'MedicalDirector'],
  // Incident reports (spec 001 sections 2, 6 and 7; issue 14): every login type's menu has Incident Report
  // Summary and the patient menu's Patient Incident Report, so every login reads, raises and responds to the
  // incident reports of their centres. Only a Medical Director sees and writes the response's 'Additional
  // Orders (Medical Director)' (section 6): the server refuses and hides that field for anyone else
  // (docs/decisions/incidents.md).
  'incidentReport:list': ALL,
  'incidentReport:create': ALL,
  'incidentReport:respond': ALL,
  'incidentReport:order': ['MedicalDirector'],
  // Funder report (spec 002 Funder report, issue 15): a tile of Manage home, whose audience is Nurse Managers
  // and Medical Directors; the query and its PDF and zip downloads are theirs, in their own centres
  // (docs/decisions/funder-report.md).
  'funderReport:list': ['ManagingNurse', 'MedicalDirector'],
  // Centre quality indicators (issue 33; docs/decisions/quality-indicators.md): the monthly quality meeting of
  // the two roles whose menu reaches Manage home, each in the centres they see (a Medical Director holding no
  // centres sees every one). The drill-down lists patients: read like any patient list, audited.
  'quality:read': ['ManagingNurse', 'MedicalDirector'],
  // Accounting (issue 15; specs 000 and 002). Every login reads whether a centre is connected (the dashboard's
  // card actions and the manual lab input's View Invoices depend on it). Invoicing is part of checking out, so
  // the roles that check out connect their centre to QuickBooks and create invoices; a Doctor does neither.
  // The unlinked invoices list is on the Manage home, reached by Nurse Managers and Medical Directors.
  'accounting:status': ALL,
  'accounting:connect': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  'invoice:create': ['Nurse', 'ManagingNurse', 'MedicalDirector'],
  'invoice:view': ALL,
  'invoice:unlinked': ['ManagingNurse', 'MedicalDirector'],
  // Disconnect (issue 30 item 4) stops every invoice of the centre until someone connects again: the Nurse
  // Managers and Medical Directors who run the unlinked list, not every nurse at the chair.
  'accounting:disconnect': ['ManagingNurse', 'MedicalDirector'],
} as const satisfies Record<string, readonly Group[]>;

export type Action = keyof typeof POLICY;

export function allows(group: Group, action: Action): boolean {
  return (POLICY[action] as readonly Group[]).includes(group);
}

/**
 * Centre visibility (spec 000 section 4): whether this user sees every centre, inactive ones included (their login
 * type is allowed 'clinic:all' and they hold no clinicIDs), rather than the active centres of their clinicIDs.
 */
export function seesEveryCentre(viewer: { group: Group; clinicIDs: readonly number[] }): boolean {
  return viewer.clinicIDs.length === 0 && allows(viewer.group, 'clinic:all');
}

/** The login types allowed an action, as people read them: 'Doctor, Nurse Manager or Medical Director'. */
export function allowedRoleNames(action: Action): string {
  const names = GROUPS.filter((group) => allows(group, action)).map((group) => GROUP_LABELS[group]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Why a role may not do something, for the tooltip of a disabled button. */
export function notAllowedReason(group: Group): string {
  return `Not available to the ${GROUP_LABELS[group]} login type.`;
}
