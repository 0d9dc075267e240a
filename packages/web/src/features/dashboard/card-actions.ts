import {
  allows,
  appointmentSession,
  cardState,
  type DialysisCardFields,
  editAction,
  type Group,
} from '@dialysis/domain';
import { isRegistered, type RouteName, routePath } from '../../shared/routes.ts';

/** Where the dashboard variant is shown: the daily dashboard (/) or the Manage home's dialysis session tile. */
export type DashboardVariant = 'daily' | 'manage';

export type CardActionKey =
  | 'info'
  | 'dialysis'
  | 'record'
  | 'incidentReport'
  | 'edit'
  | 'viewInvoice'
  | 'createInvoice'
  | 'sessions';

export interface CardAction {
  key: CardActionKey;
  /** The visible text (edit, sessions) or the tooltip and accessible name (icon actions). */
  label: string;
  /** The link; absent for View Dialysis Sessions (a dialog) and the invoice actions (calls, then a new tab). */
  to?: string;
}

/** What a card needs to decide its actions. `dialysis` is the nested session of the appointment, if any. */
export interface CardActionInput {
  appointmentID: number;
  patientID: number;
  dialysisID: number | null;
  dialysisStartTime: string | null;
  dialysisEndTime: string | null;
  dialysis: DialysisCardFields | null;
  /** The appointment's QuickBooks invoice, once made. */
  quickbookInvoiceID?: string | null;
  /** Checked in on this tablet only (issue 31): the provisional session's id, its intra page's address. */
  keptSessionKey?: string;
}

function fill(
  name: RouteName,
  params: Record<string, number | string>,
  registered: (n: RouteName) => boolean,
) {
  return registered(name) ? routePath(name, params) : null;
}

/**
 * The actions of one dashboard card (spec 000 sections 2 and 4), in display order:
 * - Patient Info, always;
 * - Dialysis: waiting -> 'Check In' (check-in of this appointment); running -> 'Dialysis Session' (the intra
 *   page; of the provisional session when checked in on this tablet only, issue 31); ended -> none (Patient Record is beside it). A Doctor has no session actions: the record link takes
 *   the dialysis link's place;
 * - Patient Record;
 * - Patient Incident Report;
 * - the edit button by the completeness rule (editAction): 'Update Check In' -> check-in edit; 'Update Check Out'
 *   -> the intra page while the session runs (its check-out flow lives there), check-out edit once ended;
 * - View Invoice when the appointment has an invoice; Create Invoice for an ended session without one, for the
 *   roles that invoice (invoice:create; a Doctor does not);
 * - View Dialysis Sessions on the manage variant only.
 * Links to unregistered screens are left out.
 */
export function cardActions(
  input: CardActionInput,
  group: Group | undefined,
  variant: DashboardVariant,
  registered: (name: RouteName) => boolean = isRegistered,
): CardAction[] {
  const id = input.patientID;
  const session = input.dialysis ?? appointmentSession(input);
  const state = cardState(session);
  // Session actions follow the shared policy: a Doctor's login type may not run a session (dialysis:write).
  const runsSessions = group !== undefined && allows(group, 'dialysis:write');
  const actions: CardAction[] = [];
  const add = (key: CardActionKey, label: string, to: string | null) => {
    if (to) actions.push({ key, label, to });
  };

  add('info', 'Patient Info', fill('patientInformation', { id }, registered));
  if (runsSessions) {
    if (state === 'waiting')
      add(
        'dialysis',
        'Check In',
        fill('patientDialysisCheckIn', { id, appointmentId: input.appointmentID }, registered),
      );
    else if (state === 'checked-in' && (input.dialysisID !== null || input.keptSessionKey))
      add(
        'dialysis',
        'Dialysis Session',
        fill(
          'patientDialysis',
          { id, dialysisId: input.dialysisID ?? input.keptSessionKey ?? '' },
          registered,
        ),
      );
  }
  add('record', 'Patient Record', fill('patientRecord', { id }, registered));
  add('incidentReport', 'Patient Incident Report', fill('patientIncidentReport', { id }, registered));
  if (runsSessions && input.dialysisID !== null) {
    const edit = editAction(session);
    const dialysisId = input.dialysisID;
    if (edit === 'Update Check In')
      add('edit', edit, fill('patientDialysisCheckInEdit', { id, dialysisId }, registered));
    else if (edit === 'Update Check Out')
      add(
        'edit',
        edit,
        state === 'checked-in'
          ? fill('patientDialysis', { id, dialysisId }, registered)
          : fill('patientDialysisCheckOutEdit', { id, dialysisId }, registered),
      );
  }
  if (input.quickbookInvoiceID) actions.push({ key: 'viewInvoice', label: 'View Invoice' });
  else if (state === 'checked-out' && group !== undefined && allows(group, 'invoice:create')) {
    actions.push({ key: 'createInvoice', label: 'Create Invoice' });
  }
  if (variant === 'manage') actions.push({ key: 'sessions', label: 'View Dialysis Sessions' });
  return actions;
}
