import { useQuery } from '@tanstack/react-query';
import { gql, request } from '../../api/graphql.ts';
import { recordKey } from '../patient-record/queries.ts';

/**
 * The dialysis session calls (server: modules/dialysis) shared by the check-in, intra, check-out pages and
 * the dashboard. Weights arrive in grams, cUF and UFR x1000; numbers are sent as typed (the server applies the
 * domain's rules, packages/domain rules/dialysis-session.ts).
 */
export interface Dialysis {
  id: number;
  patientID: number;
  clinicID: number;
  appointmentID: number | null;
  sessionMonth: number | null;
  arriveTime: string | null;
  startTime: string | null;
  endTime: string | null;
  dischargeTime: string | null;
  startedBy: string | null;
  endedBy: string | null;
  preWeight: number | null;
  lastWeight: number | null;
  postWeight: number | null;
  dryWeight: number | null;
  height: number | null;
  preTemp: number | null;
  preEdema: number | null;
  preSBP: number | null;
  preDBP: number | null;
  preHRT: number | null;
  preRenalin: string | null;
  ufTargetStart: number | null;
  postTemp: number | null;
  postEdema: number | null;
  postSBP: number | null;
  postDBP: number | null;
  postHRT: number | null;
  postRenalin: string | null;
  KTVonline: number | null;
  machineID: number | null;
  dialyser: string | null;
  MSA: number | null;
  membraneUse: number | null;
  dialysisOrderID: number | null;
  notes: string | null;
  version: number;
  machineName: string | null;
  startedByName: string | null;
  endedByName: string | null;
  lastUpdatedByName: string | null;
  clinicName: string | null;
  intervalCount: number;
  updatedOn: string;
}

export const DIALYSIS_FIELDS = `id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime
  startedBy endedBy preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin
  ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA membraneUse
  dialysisOrderID notes version machineName startedByName endedByName lastUpdatedByName clinicName intervalCount updatedOn`;

export interface DialysisInterval {
  id: number;
  dialysisID: number;
  timestamp: string;
  staffAccountID: string | null;
  staffName: string | null;
  AP: number | null;
  VP: number | null;
  SBP: number | null;
  DBP: number | null;
  HR: number | null;
  CDT: number | null;
  KTV: number | null;
  cUF: number | null;
  QB: number | null;
  DFLOW: number | null;
  UFR: number | null;
  temp: number | null;
  tmp: number | null;
  hepRate: number | null;
  note: string | null;
  /** JSON list of symptom ids. */
  symptoms: string | null;
  version: number;
}

export const INTERVAL_FIELDS =
  'id dialysisID timestamp staffAccountID staffName AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate note symptoms version';

/** Texts of the session form as typed; absent = unchanged, '' = cleared. */
export type SessionFormInput = Partial<
  Record<
    | 'arriveTime'
    | 'dischargeTime'
    | 'preWeight'
    | 'lastWeight'
    | 'dryWeight'
    | 'height'
    | 'preTemp'
    | 'preEdema'
    | 'preSBP'
    | 'preDBP'
    | 'preHRT'
    | 'preRenalin'
    | 'ufTargetStart'
    | 'dialyser'
    | 'MSA'
    | 'membraneUse'
    | 'postWeight'
    | 'postTemp'
    | 'postEdema'
    | 'postSBP'
    | 'postDBP'
    | 'postHRT'
    | 'postRenalin'
    | 'KTVonline'
    | 'notes',
    string
  >
> & { machineID?: number | null };

const GET_DIALYSIS = gql<{ getDialysis: Dialysis }, { patientID: number; id: number }>(
  `query GetDialysis($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ${DIALYSIS_FIELDS} } }`,
);

export const dialysisKey = (patientID: number, dialysisID: number) => [
  ...recordKey(patientID, 'dialysis'),
  dialysisID,
];

/** One session of the patient. Kept under the patient's record key so a record write reloads it too. */
export function useDialysis(patientID: number, dialysisID: number) {
  return useQuery({
    queryKey: dialysisKey(patientID, dialysisID),
    queryFn: async ({ signal }) =>
      (await request(GET_DIALYSIS, { patientID, id: dialysisID }, signal)).getDialysis,
    enabled: Number.isInteger(patientID) && Number.isInteger(dialysisID),
  });
}

export const START_DIALYSIS = gql<
  { startDialysis: Dialysis },
  { create: SessionFormInput; appointmentID: number; redirectURL?: string | null }
>(
  `mutation StartDialysis($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {
  startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ${DIALYSIS_FIELDS} }
}`,
);

export const UPDATE_DIALYSIS = gql<
  { updateDialysis: Dialysis },
  { update: SessionFormInput & { id: number; version: number } }
>(
  `mutation UpdateDialysis($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ${DIALYSIS_FIELDS} } }`,
);

export const CHECKOUT_DIALYSIS = gql<
  { checkoutDialysis: string },
  { checkout: SessionFormInput & { id: number; version: number; mode: 'SIMPLE' | 'FULL' } }
>(`mutation CheckoutDialysis($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }`);

export interface SessionMachine {
  id: number;
  name: string;
  serialNo: string | null;
  inUse: boolean;
}

const LIST_SESSION_MACHINES = gql<{ listSessionMachines: SessionMachine[] }, { clinicID: number }>(
  `query ListSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }`,
);

/** Machines the check-in form may offer in a centre: AVAILABLE and audits not expired. */
export function useSessionMachines(clinicID: number | null) {
  return useQuery({
    queryKey: ['sessionMachines', clinicID],
    queryFn: async ({ signal }) =>
      (await request(LIST_SESSION_MACHINES, { clinicID: clinicID as number }, signal)).listSessionMachines,
    enabled: clinicID !== null,
  });
}
