import type { InvoiceAnswer } from '@dialysis/domain';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';

/** The accounting calls of the web (issue 15; specs 000, 001, 002). Operation names are the spec's where given. */
export const ACCOUNTING_STATUS = graphql(`
  query AccountingStatus($clinicIDs: [Int!]) {
    listAccountingStatus(clinicIDs: $clinicIDs) { clinicID clinicName configured connected expired date state }
  }
`);

export const LIST_QB_ACCESSES = graphql(`
  query ListQBAccesses($id: Int!) {
    listQBAccesses(filter: { id: { eq: $id } }, limit: 1) { result { id expiresIn date } }
  }
`);

const AUTHORIZE_URL = graphql(`
  mutation QuickbooksAuthorizeURL($clinicID: Int!, $redirectURL: String!) {
    quickbooksAuthorizeURL(clinicID: $clinicID, redirectURL: $redirectURL)
  }
`);

/** Disconnect (issue 30 item 4): revokes the centre's tokens at Intuit and removes them. */
export const DISCONNECT_QUICKBOOKS = graphql(`
  mutation DisconnectQuickbooks($clinicID: Int!) { disconnectQuickbooks(clinicID: $clinicID) }
`);

export const LOGIN_QUICKBOOKS = graphql(`
  mutation LoginQuickbooks($quickbookURL: String!, $redirectURL: String!, $clinicID: Int) {
    loginQuickbooks(quickbookURL: $quickbookURL, redirectURL: $redirectURL, clinicID: $clinicID)
  }
`);

/** The invoice of a checked-out session, finishing the authorisation QuickBooks sent back (issue 30 item 1). */
export const LINK_TO_QUICKBOOKS = graphql(`
  mutation LinkAppointmentToQuickbooks($patientID: Int!, $dialysisID: Int!, $quickbookURL: String!, $redirectURL: String!) {
    linkAppointmentToQuickbooks(patientID: $patientID, dialysisID: $dialysisID, quickbookURL: $quickbookURL, redirectURL: $redirectURL)
  }
`);

export const LINK_TO_QUICKBOOKS3 = graphql(`
  mutation LinkAppointmentToQuickbooks3($patientID: Int!, $dialysisID: Int!) {
    linkAppointmentToQuickbooks3(patientID: $patientID, dialysisID: $dialysisID)
  }
`);

export const PATIENT_INVOICES = graphql(`
  query PatientInvoices($patientID: Int!, $clinicID: Int!) {
    patientInvoices(patientID: $patientID, clinicID: $clinicID) { url }
  }
`);

/** The redirect page's address on this origin: QuickBooks sends the browser back there. */
export function redirectAddress(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * The centre a connection window is for: the link redirect page sends it with loginQuickbooks. In localStorage,
 * which the window QuickBooks returns to shares with the page that opened it.
 */
export const CONNECT_CENTRE_KEY = 'dialysis.quickbooksConnectCentre';

/** Asks the server for the provider's authorisation page (with a one-time state it keeps) for a centre. */
export async function authorizeURL(clinicID: number, redirectPath: string): Promise<string> {
  const data = await request(AUTHORIZE_URL, { clinicID, redirectURL: redirectAddress(redirectPath) });
  window.localStorage.setItem(CONNECT_CENTRE_KEY, String(clinicID));
  return new URL(data.quickbooksAuthorizeURL, window.location.origin).toString();
}

/** The spec's invoice answer (check-out and link): JSON text, typed once in the domain for server and web. */
export type { InvoiceAnswer };

export function parseInvoiceAnswer(text: string): InvoiceAnswer {
  const parsed = JSON.parse(text) as Partial<InvoiceAnswer>;
  return {
    invoiceURL: parsed.invoiceURL ?? null,
    qbMessage: parsed.qbMessage ?? null,
    failure: parsed.failure ?? null,
  };
}
