import { useQuery } from '@tanstack/react-query';
import type {
  ListSessionMachinesQuery,
  SessionDialysisFragment,
  SessionIntervalFragment,
  UpdateDialysisInput,
} from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { recordKey } from '../../shared/patient-panels/record-queries.ts';
import { sessionKeys } from './keys.ts';

/**
 * The dialysis session calls (server: modules/dialysis) shared by the check-in, intra, check-out pages and
 * the dashboard. Weights arrive in grams, cUF and UFR x1000; numbers are sent as typed (the server applies the
 * domain's rules, packages/domain rules/dialysis-session.ts).
 */
graphql(`
  fragment SessionDialysis on Dialysis {
    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime
    startedBy endedBy preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin
    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA membraneUse
    dialysisOrderID notes machineName startedByName endedByName lastUpdatedByName clinicName intervalCount updatedOn
  }
`);

export type Dialysis = SessionDialysisFragment;

/** A reading; symptoms is a JSON list of symptom ids. */
graphql(`
  fragment SessionInterval on DialysisInterval {
    id dialysisID timestamp staffAccountID staffName AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate note
    symptoms updatedOn
  }
`);

export type DialysisInterval = SessionIntervalFragment;

/** Texts of the session form as typed; absent = unchanged, '' = cleared (every field an edit may carry). */
export type SessionFormInput = Omit<UpdateDialysisInput, 'id' | 'updatedOn'>;

const GET_DIALYSIS = graphql(
  `query GetDialysis($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionDialysis } }`,
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

export const START_DIALYSIS = graphql(
  `mutation StartDialysis($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {
  startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionDialysis }
}`,
);

export const UPDATE_DIALYSIS = graphql(
  `mutation UpdateDialysis($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionDialysis } }`,
);

/** SIMPLE check-out, and a FULL one finishing the QuickBooks authorisation it waited for (quickbookURL). */
export const CHECKOUT_DIALYSIS = graphql(
  `mutation CheckoutDialysis($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }`,
);

/** FULL check-out in the refresh-token mode: the centre's stored QuickBooks connection invoices it. */
export const CHECKOUT_DIALYSIS3 = graphql(
  `mutation CheckoutDialysis3($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }`,
);

const LIST_SESSION_MACHINES = graphql(
  `query ListSessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }`,
);

export type SessionMachine = ListSessionMachinesQuery['listSessionMachines'][number];

/** Machines the check-in form may offer in a centre: AVAILABLE and audits not expired. */
export function useSessionMachines(clinicID: number | null) {
  return useQuery({
    queryKey: sessionKeys.machines(clinicID),
    queryFn: async ({ signal }) =>
      (await request(LIST_SESSION_MACHINES, { clinicID: clinicID as number }, signal)).listSessionMachines,
    enabled: clinicID !== null,
  });
}
