import { randomUUID } from 'node:crypto';
import {
  centreDate,
  customerDisplayName,
  type InvoiceAnswer,
  invoiceLineDescription,
  ACCOUNTING_MESSAGES as M,
} from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { appointment, type dialysis, dialysisInvoice, patient, qbCustomer } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import {
  type AccountingCompany,
  AccountingError,
  type InvoiceDraft,
} from '../../platform/accounting/provider.ts';
import { publishSessionChange } from '../dialysis/events.ts';
import {
  type CentreAccounting,
  centreAccounting,
  recordProviderAnswer,
  usableCompany,
} from './centre-accounting.ts';
import { type Claim, claimRow, markSent, releaseClaim, takeClaim } from './claim.ts';
import { answerFor, noInvoice, ZeroPrice } from './failures.ts';
import { notBillableReason } from './not-billable.ts';

type Session = typeof dialysis.$inferSelect;

/** How often a call that found the claim held looks again whether the other attempt has finished. */
const WAIT_STEP_MS = 100;

/**
 * The one invoice of an ended session (issue 15 item 5, issue 30 item 3). An invoice already made is answered
 * as it is. Else the session is claimed (claim.ts) before any call to QuickBooks: one attempt at a time holds
 * the claim, a concurrent call waits for it (up to the QuickBooks timeout) and answers its invoice, or says the
 * invoice is pending. The claim's request id is random and kept: every retry sends the same one, and a retry
 * after a create request that may have reached QuickBooks first asks QuickBooks for an invoice carrying it.
 * Never throws for the provider: the answer says why not, in words and as a code.
 */
export async function invoiceSession(
  ctx: Context,
  session: Session,
  options: { quietWhenNotConfigured?: boolean } = {},
): Promise<InvoiceAnswer> {
  const made = await madeInvoice(ctx, session);
  if (made) return made;

  const centre = await centreAccounting(ctx, session.clinicID);
  // A centre without QuickBooks settings does not invoice: a check-out there says nothing of it.
  if (!centre?.itemID) {
    return options.quietWhenNotConfigured
      ? { invoiceURL: null, qbMessage: null }
      : noInvoice('not-configured', M.notConfigured);
  }
  // Marked not billable on the unlinked list: no invoice until the mark is taken back (issue 30 item 6).
  if (await notBillableReason(ctx, session.id)) return noInvoice('not-billable', M.notBillable);
  const claim = await claimOrWait(ctx, session);
  if ('invoiceURL' in claim) return claim;
  try {
    const answer = await invoiceUnderClaim(ctx, session, centre, claim);
    await recordProviderAnswer(ctx, centre.clinicID, 'CONNECTED');
    // Every open dashboard of the centre reloads: the card's Create Invoice becomes View Invoice.
    await publishSessionChange(ctx, null, session);
    return answer;
  } catch (error) {
    const answer = answerFor(error, centre);
    await releaseClaim(ctx, session, claim, answer?.failure ?? null);
    if (!answer) throw error;
    ctx.log.warn(
      { failure: answer.failure, reason: (error as Error).message, dialysisID: session.id },
      'invoice not created',
    );
    if (answer.failure === 'auth') await recordProviderAnswer(ctx, centre.clinicID, 'REFUSED');
    return answer;
  }
}

/** The session's invoice when it is made (handing it back is a read of the patient's billing: audited). */
async function madeInvoice(ctx: Context, session: Session): Promise<InvoiceAnswer | null> {
  const done = await claimRow(ctx, session.id);
  if (done?.status !== 'CREATED' || !done.invoiceURL) return null;
  await auditRead(ctx, {
    action: 'invoice.view',
    entity: 'dialysis',
    entityID: session.id,
    clinicID: session.clinicID,
    detail: { patientID: session.patientID, invoiceID: done.invoiceID },
  });
  return { invoiceURL: done.invoiceURL, qbMessage: null };
}

/**
 * The claim for this call; else, while another attempt holds it, waits for that attempt (up to the QuickBooks
 * timeout) and answers its invoice, or that the invoice is pending.
 */
async function claimOrWait(ctx: Context, session: Session): Promise<Claim | InvoiceAnswer> {
  const deadline = Date.now() + ctx.config.quickbooks.timeoutMs;
  for (;;) {
    // Looked at first (a read): a held claim is waited for without a write per look.
    const row = await claimRow(ctx, session.id);
    const held = row?.claimedUntil && row.claimedUntil > ctx.clock.now();
    if (!held && row?.status !== 'CREATED') {
      const claim = await takeClaim(ctx, session);
      if (claim) return claim;
    }
    const made = await madeInvoice(ctx, session);
    if (made) return made;
    if (Date.now() >= deadline) return noInvoice('pending', M.pending);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** The provider calls of an attempt that holds the claim, then the claim completed with the invoice. */
async function invoiceUnderClaim(
  ctx: Context,
  session: Session,
  centre: CentreAccounting,
  claim: Claim,
): Promise<InvoiceAnswer> {
  const itemID = centre.itemID as string;
  const company = await usableCompany(ctx, centre);
  const customerID = await customerOf(ctx, centre, company, session.patientID);
  const date = await sessionDay(ctx, session, centre);
  const { requestID } = claim;
  // A create request of this claim may have reached QuickBooks (a lost answer): ask for it before creating.
  let invoiceID = claim.sentAt
    ? await ctx.accounting.findInvoice(company, { customerID, date, requestID })
    : null;
  if (!invoiceID) {
    const { unitPrice, taxIncluded } = await ctx.accounting.item(company, itemID);
    if (!unitPrice) throw new ZeroPrice();
    const country = centre.taxCodeID ? await ctx.accounting.companyCountry(company) : null;
    const draft: InvoiceDraft = {
      customerID,
      date,
      itemID,
      taxCodeID: centre.taxCodeID,
      unitPrice,
      country,
      taxIncluded,
      description: invoiceLineDescription(date),
      privateNote: `Dialysis session ${session.id}, ${centre.name}`,
    };
    await markSent(ctx, session, claim);
    invoiceID = await createReactivating(ctx, company, draft, requestID);
  }
  const invoiceURL = ctx.accounting.invoiceURL(invoiceID);
  await withWrite(ctx, async (w) => {
    await w.db
      .update(dialysisInvoice)
      .set({
        status: 'CREATED',
        invoiceID,
        invoiceURL,
        claimedUntil: null,
        lastFailure: null,
        updatedOn: ctx.clock.now(),
      })
      .where(eq(dialysisInvoice.dialysisID, session.id));
    if (session.appointmentID) {
      await w.db
        .update(appointment)
        .set({ quickbookInvoiceID: invoiceID, updatedOn: ctx.clock.now() })
        .where(eq(appointment.id, session.appointmentID));
    }
    await audit(w, {
      action: 'invoice.create',
      entity: 'dialysis',
      entityID: session.id,
      clinicID: session.clinicID,
      detail: { patientID: session.patientID, invoiceID, requestID },
    });
  });
  return { invoiceURL, qbMessage: null };
}

/**
 * Creates the invoice; when QuickBooks answers that the customer was made inactive (in QuickBooks, after the
 * link was kept), makes it active again and asks once more with the same request id (issue 30 item 5).
 */
async function createReactivating(
  ctx: Context,
  company: AccountingCompany,
  draft: InvoiceDraft,
  requestID: string,
): Promise<string> {
  try {
    return await ctx.accounting.createInvoice(company, draft, requestID);
  } catch (error) {
    if (!(error instanceof AccountingError) || error.subject !== 'customer-inactive') throw error;
    await ctx.accounting.reactivateCustomer(company, draft.customerID);
    return ctx.accounting.createInvoice(company, draft, requestID);
  }
}

/**
 * The patient's customer in the centre's company: kept on the patient's link to the centre once made. A new
 * one is looked up by its display name first (made earlier, e.g. before a crash, or made inactive: then made
 * active again), then created.
 */
async function customerOf(
  ctx: Context,
  centre: CentreAccounting,
  company: AccountingCompany,
  patientID: number,
): Promise<string> {
  const [known] = await ctx.db
    .select()
    .from(qbCustomer)
    .where(and(eq(qbCustomer.clinicID, centre.clinicID), eq(qbCustomer.patientID, patientID)))
    .limit(1);
  if (known && known.realmID === company.realmID) return known.customerID;
  const [person] = await ctx.db
    .select({ id: patient.id, name: patient.name, namecode: patient.namecode })
    .from(patient)
    .where(eq(patient.id, patientID))
    .limit(1);
  if (!person) throw new AccountingError('refused', 'no such patient');
  const customerID = await findOrCreateCustomer(ctx, company, customerDisplayName(person));
  // The patient's name and id code are now with QuickBooks: the link and its audit row are kept together.
  await withWrite(ctx, async (w) => {
    await w.db
      .insert(qbCustomer)
      .values({
        clinicID: centre.clinicID,
        patientID,
        realmID: company.realmID,
        customerID,
        createdOn: ctx.clock.now(),
      })
      .onConflictDoUpdate({
        target: [qbCustomer.clinicID, qbCustomer.patientID],
        set: { realmID: company.realmID, customerID },
      });
    await audit(w, {
      action: 'invoice.customer',
      entity: 'patient',
      entityID: patientID,
      clinicID: centre.clinicID,
      detail: { realmID: company.realmID, customerID },
    });
  });
  return customerID;
}

/**
 * The customer with that display name (made active again when it was made inactive: QuickBooks keeps names
 * unique across both, so a new one could not take the name), else a new one. Two first invoices of a patient
 * at once: the second create is refused as a duplicate name, and the one the first made is found.
 */
async function findOrCreateCustomer(
  ctx: Context,
  company: AccountingCompany,
  displayName: string,
): Promise<string> {
  const found = await ctx.accounting.findCustomer(company, displayName);
  if (found) {
    if (!found.active) await ctx.accounting.reactivateCustomer(company, found.id);
    return found.id;
  }
  try {
    return await ctx.accounting.createCustomer(company, displayName, randomUUID());
  } catch (error) {
    const again =
      error instanceof AccountingError ? await ctx.accounting.findCustomer(company, displayName) : null;
    if (!again) throw error;
    if (!again.active) await ctx.accounting.reactivateCustomer(company, again.id);
    return again.id;
  }
}

/** The session's day in its centre: its appointment's date, else the day it started. */
async function sessionDay(ctx: Context, session: Session, centre: CentreAccounting): Promise<string> {
  if (session.appointmentID) {
    const [booked] = await ctx.db
      .select({ date: appointment.date })
      .from(appointment)
      .where(eq(appointment.id, session.appointmentID))
      .limit(1);
    if (booked) return booked.date;
  }
  const instant = session.startTime ?? session.endTime ?? ctx.clock.now();
  return centreDate(instant, centre.timezone);
}
