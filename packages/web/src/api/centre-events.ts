import { graphql } from './generated/index.ts';

/**
 * The live events of a centre (spec 000 section 4, Live refresh; spec 001 section 7). One document per event for
 * the whole app (operation names are unique): the dashboard, the appointment calendar and the intra page
 * subscribe with them. Only "something changed" matters, so each selects the id.
 */
export const ON_CREATE_APPOINTMENT = graphql(`
  subscription OnCreateAppointment($clinicID: Int!) { onCreateAppointment(clinicID: $clinicID) { id } }
`);

export const ON_UPDATE_APPOINTMENT = graphql(`
  subscription OnUpdateAppointment($clinicID: Int!) { onUpdateAppointment(clinicID: $clinicID) { id } }
`);

export const ON_START_DIALYSIS = graphql(`
  subscription OnStartDialysis($clinicID: Int!) { onStartDialysis(clinicID: $clinicID) { id } }
`);

/** Without dialysisID, every reading of the centre; with it, the readings of that session only. */
export const ON_SUBMIT_DIALYSIS_INTERVAL = graphql(`
  subscription OnSubmitDialysisInterval($clinicID: Int!, $dialysisID: Int) {
    onSubmitDialysisInterval(clinicID: $clinicID, dialysisID: $dialysisID) { id }
  }
`);

export const ON_CHECKOUT_DIALYSIS = graphql(`
  subscription OnCheckoutDialysis($clinicID: Int!) { onCheckoutDialysis(clinicID: $clinicID) { id } }
`);
