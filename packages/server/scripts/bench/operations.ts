import { INTERVAL_HISTORY_FETCH } from '@dialysis/domain';
import {
  CheckoutDialysisDocument,
  CreateAppointmentDocument,
  DashboardDocument,
  GetDialysisDocument,
  GetPatientDocument,
  ListDialysisIntervalDocument,
  ListPatientDocument,
  StartDialysisDocument,
  SubmitDialysisIntervalDocument,
} from '../../../web/src/api/generated/graphql.ts';
import { dashboardVariables } from '../../../web/src/features/dashboard/dashboard-model.ts';
import { patientSearchVariables } from '../../../web/src/features/dashboard/search-mode.ts';

/**
 * The GraphQL requests of the benchmark, exactly as the web app sends them: its generated documents
 * (packages/web/src/api/generated) and its own variable builders, so the benchmark follows the app.
 */
export interface GqlBody {
  query: string;
  variables: Record<string, unknown>;
}

/** The dashboard's one round trip for a centre's day, all sessions (dashboard-query.ts). */
export const dashboard = (clinicID: number, date: string): GqlBody => ({
  query: DashboardDocument.toString(),
  variables: dashboardVariables(clinicID, { date, session: 'ALL', search: '', mode: 'daily', page: 1 }),
});

/** The dashboard's patient search, first page (patient-search-query.ts); centre mode or all centres. */
export const search = (clinicID: number, text: string, mode: 'centre' | 'all'): GqlBody => ({
  query: ListPatientDocument.toString(),
  variables: patientSearchVariables({ mode, clinicID, search: text, page: 1 }),
});

/** The patient record page's record. */
export const patientRecord = (id: number): GqlBody => ({
  query: GetPatientDocument.toString(),
  variables: { id },
});

/** The session (intra) page: the session and its readings. */
export const session = (patientID: number, id: number): GqlBody => ({
  query: GetDialysisDocument.toString(),
  variables: { patientID, id },
});
export const readings = (dialysisID: number): GqlBody => ({
  query: ListDialysisIntervalDocument.toString(),
  variables: {
    filter: { dialysisID: { eq: dialysisID }, deleted: { eq: 0 } },
    pagination: { limit: INTERVAL_HISTORY_FETCH },
  },
});

/** A reading of the intra page, every field the form requires (cUF and UFR x1000, as stored). */
export const submitReading = (dialysisID: number, n: number): GqlBody => ({
  query: SubmitDialysisIntervalDocument.toString(),
  variables: {
    create: {
      dialysisID,
      SBP: 120 + (n % 30),
      DBP: 80,
      HR: 72,
      QB: 250,
      AP: -150,
      VP: 120,
      tmp: 40,
      UFR: 500,
      cUF: 1200,
      DFLOW: 500,
      CDT: 13.5,
      temp: 36.6,
      hepRate: 1.5,
    },
  },
});

/** The check-in form as a nurse fills it. */
export const checkIn = (appointmentID: number, machineID: number): GqlBody => ({
  query: StartDialysisDocument.toString(),
  variables: {
    appointmentID,
    create: {
      preWeight: '65.5',
      lastWeight: '65',
      dryWeight: '63500',
      height: '170',
      preTemp: '36.5',
      preEdema: '1',
      preSBP: '140',
      preDBP: '85',
      preHRT: '76',
      preRenalin: 'none',
      ufTargetStart: '2',
      machineID,
      dialyser: 'FX80',
      MSA: '1.8',
      membraneUse: '3',
    },
  },
});

/** The simple check-out; notes, as a session checked out with fewer than 8 readings needs them. */
export const checkOut = (id: number, updatedOn: string): GqlBody => ({
  query: CheckoutDialysisDocument.toString(),
  variables: {
    checkout: {
      id,
      updatedOn,
      mode: 'SIMPLE',
      postWeight: '63.8',
      postTemp: '36.4',
      postEdema: '0',
      postSBP: '125',
      postDBP: '78',
      postHRT: '70',
      notes: 'Checked out by the benchmark.',
    },
  },
});

/** A booking of the patient appointment page (the server picks the seat). */
export const book = (patientID: number, clinicID: number, date: string, shift: 'M' | 'N' | 'E'): GqlBody => ({
  query: CreateAppointmentDocument.toString(),
  variables: { create: { patientID, clinicID, date, shift } },
});
