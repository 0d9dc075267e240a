import { graphql } from '../../test/generated/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { TODAY } from '../../test/test-app.ts';

/** GraphQL documents and fixtures shared by the dialysis session tests. */

graphql(`
  fragment SessionFields on Dialysis {
    id patientID clinicID appointmentID sessionMonth arriveTime startTime endTime dischargeTime startedBy endedBy
    preWeight lastWeight postWeight dryWeight height preTemp preEdema preSBP preDBP preHRT preRenalin
    ufTargetStart postTemp postEdema postSBP postDBP postHRT postRenalin KTVonline machineID dialyser MSA
    membraneUse dialysisOrderID notes lastUpdatedBy updatedOn machineName startedByName endedByName
    lastUpdatedByName clinicName intervalCount deleted
  }
`);

export const START = graphql(`
  mutation StartSession($create: StartDialysisInput!, $appointmentID: Int!, $redirectURL: String) {
    startDialysis(create: $create, appointmentID: $appointmentID, redirectURL: $redirectURL) { ...SessionFields }
  }
`);

export const UPDATE = graphql(`
  mutation UpdateSession($update: UpdateDialysisInput!) { updateDialysis(update: $update) { ...SessionFields } }
`);

export const CHECKOUT = graphql(`
  mutation CheckoutSession($checkout: CheckoutDialysisInput!) { checkoutDialysis(checkout: $checkout) }
`);

export const GET = graphql(`
  query GetSession($patientID: Int!, $id: Int!) { getDialysis(patientID: $patientID, id: $id) { ...SessionFields } }
`);

export const LIST = graphql(`
  query ListSessions($filter: DialysisFilter!, $pagination: Pagination) {
    listDialysis(filter: $filter, pagination: $pagination) { count result { ...SessionFields } }
  }
`);

graphql(`
  fragment IntervalFields on DialysisInterval {
    id dialysisID clinicID timestamp staffAccountID AP VP SBP DBP HR CDT KTV cUF QB DFLOW UFR temp tmp hepRate
    note symptoms lastUpdatedBy updatedOn staffName deleted
  }
`);

export const LIST_INTERVALS = graphql(`
  query ListSessionIntervals($filter: DialysisIntervalFilter!, $pagination: Pagination) {
    listDialysisInterval(filter: $filter, pagination: $pagination) { count result { ...IntervalFields } }
  }
`);

export const MACHINES = graphql(`
  query SessionMachines($clinicID: Int!) { listSessionMachines(clinicID: $clinicID) { id name serialNo inUse } }
`);

export const SUBMIT_INTERVAL = graphql(`
  mutation SubmitInterval($create: CreateDialysisIntervalInput!, $medications: [IntervalMedicationInput!]) {
    submitDialysisInterval(create: $create, medications: $medications) { ...IntervalFields }
  }
`);

export const UPDATE_INTERVAL = graphql(`
  mutation UpdateInterval($update: UpdateDialysisIntervalInput!) {
    updateDialysisInterval(update: $update) { ...IntervalFields }
  }
`);

/** Every reading the interval form requires (cUF and UFR as stored, x1000). */
export const READINGS = {
  SBP: 130,
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
};

/** The simple check-out of a session as read (its version), stopped early: Additional Notes given. */
export function aSimpleCheckout(session: { id?: unknown; updatedOn?: unknown }) {
  return {
    id: session.id as number,
    updatedOn: session.updatedOn as string,
    mode: 'SIMPLE' as const,
    postWeight: '60',
    notes: 'Stopped early.',
  };
}

/** A check-in form filled as a nurse would type it. */
export function checkInForm(machineID: number, over: Record<string, unknown> = {}) {
  return {
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
    ...over,
  };
}

/** A usable machine of the centre (AVAILABLE, a passed audit a year ahead). */
export async function aUsableMachine(t: TestApp, centre: { id: number }) {
  const m = await t.aMachine(centre);
  await t.aMachineStatus(m);
  return m;
}

/** A patient of the centre booked today with a dialysis order, and a free machine: ready to check in. */
export async function aReadyCheckIn(t: TestApp, centre: { id: number }, date = TODAY) {
  const patient = await t.aPatient(centre);
  const appointment = await t.anAppointment(patient, { date });
  const order = await t.aDialysisOrder(patient);
  const machine = await aUsableMachine(t, centre);
  return { patient, appointment, order, machine };
}
