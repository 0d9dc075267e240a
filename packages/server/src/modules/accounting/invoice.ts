import {
  centreDate,
  customerDisplayName,
  customerRequestID,
  type InvoiceAnswer,
  invoiceLineDescription,
  invoiceRequestID,
  ACCOUNTING_MESSAGES as M,
} from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { appointment, type dialysis, dialysisInvoice, patient, qbCustomer } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { type AccountingCompany, AccountingError } from '../../platform/accounting/provider.ts';
import { publishSessionChange } from '../dialysis/events.ts';
import { type CentreAccounting, centreAccounting, TokenExpired, usableCompany } from './centre-accounting.ts';

/** Why no invoice, as the user reads it (the provider's own words go to the log only). */
const WHY = {
  auth: M.authFailed,
  unavailable: 'QuickBooks did not answer. Create the invoice later from the dashboard or Unlinked Invoices.',
  refused: 'QuickBooks refused the invoice. Check the centre’s item and tax code.',
  notConfigured: 'QuickBooks is not set up for this centre.',
} as const;

type Session = typeof dialysis.$inferSelect;

/**
 * The one invoice of an ended session (issue 15 item 5). An invoice already made is answered as it is. Else the
 * session's row in dialysis_invoice is claimed (PENDING; the unique dialysis id makes it one per session), the
 * patient's customer found or made, and the invoice asked for with a requestid derived from the session: a
 * retry after a lost answer, a double click or two staff at once all ask for the same invoice, and QuickBooks
 * answers the one it made. Only then is the row completed (CREATED) with the appointment's invoice id, in one
 * transaction. A failure at any point leaves at most a PENDING row, which the next attempt completes.
 * Never throws for the provider: the answer says why not.
 */
export async function invoiceSession(
  ctx: Context,
  session: Session,
  options: { quietWhenNotConfigured?: boolean } = {},
): Promise<InvoiceAnswer> {
  const [done] = await ctx.db
    .select()
    .from(dialysisInvoice)
    .where(eq(dialysisInvoice.dialysisID, session.id))
    .limit(1);
  if (done?.status === 'CREATED' && done.invoiceURL) {
    // Handing back a patient's invoice is a read of their billing: audited like the first link.
    await auditRead(ctx, {
      action: 'invoice.view',
      entity: 'dialysis',
      entityID: session.id,
      clinicID: session.clinicID,
      detail: { patientID: session.patientID, invoiceID: done.invoiceID },
    });
    return { invoiceURL: done.invoiceURL, qbMessage: null };
  }

  const centre = await centreAccounting(ctx, session.clinicID);
  // A centre without QuickBooks settings does not invoice: a check-out there says nothing of it.
  if (!centre?.itemID) {
    return { invoiceURL: null, qbMessage: options.quietWhenNotConfigured ? null : WHY.notConfigured };
  }
  try {
    const company = await usableCompany(ctx, centre);
    const requestID = invoiceRequestID(session.clinicID, session.id);
    await withWrite(ctx, async (w) => {
      const [pending] = await w.db
        .insert(dialysisInvoice)
        .values({
          dialysisID: session.id,
          clinicID: session.clinicID,
          patientID: session.patientID,
          appointmentID: session.appointmentID,
          requestID,
          status: 'PENDING',
          createdBy: ctx.access.user().accountID,
          createdOn: ctx.clock.now(),
          updatedOn: ctx.clock.now(),
        })
        .onConflictDoNothing({ target: dialysisInvoice.dialysisID })
        .returning({ id: dialysisInvoice.id });
      // The first try of a session is recorded before anything goes to QuickBooks; a retry finds it.
      if (pending) {
        await audit(w, {
          action: 'invoice.pending',
          entity: 'dialysis',
          entityID: session.id,
          clinicID: session.clinicID,
          detail: { patientID: session.patientID, requestID },
        });
      }
    });
    const customerID = await customerOf(ctx, centre, company, session.patientID);
    const date = await sessionDay(ctx, session, centre);
    const unitPrice = (await ctx.accounting.itemPrice(company, centre.itemID)) ?? 0;
    const invoiceID = await ctx.accounting.createInvoice(
      company,
      {
        customerID,
        date,
        itemID: centre.itemID,
        taxCodeID: centre.taxCodeID,
        unitPrice,
        description: invoiceLineDescription(date),
        privateNote: `Dialysis session ${session.id}, ${centre.name}`,
      },
      requestID,
    );
    const invoiceURL = ctx.accounting.invoiceURL(invoiceID);
    await withWrite(ctx, async (w) => {
      await w.db
        .update(dialysisInvoice)
        .set({ status: 'CREATED', invoiceID, invoiceURL, updatedOn: ctx.clock.now() })
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
    // Every open dashboard of the centre reloads: the card's Create Invoice becomes View Invoice.
    await publishSessionChange(ctx, null, session);
    return { invoiceURL, qbMessage: null };
  } catch (error) {
    if (error instanceof TokenExpired) return { invoiceURL: null, qbMessage: M.tokenExpiredServer };
    if (error instanceof AccountingError) {
      ctx.log.warn(
        { kind: error.kind, reason: error.message, dialysisID: session.id },
        'invoice not created',
      );
      return { invoiceURL: null, qbMessage: WHY[error.kind] };
    }
    throw error;
  }
}

/**
 * The patient's customer in the centre's company: kept on the patient's link to the centre once made. A new
 * one is looked up by its display name first (made earlier, e.g. before a crash), then created with a
 * requestid of its own, so two first invoices at once make one customer.
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
  const displayName = customerDisplayName(person);
  const customerID =
    (await ctx.accounting.findCustomer(company, displayName)) ??
    (await ctx.accounting.createCustomer(
      company,
      displayName,
      customerRequestID(centre.clinicID, patientID),
    ));
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
