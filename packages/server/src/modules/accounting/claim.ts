import { randomUUID } from 'node:crypto';
import type { InvoiceFailure } from '@dialysis/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { type dialysis, dialysisInvoice } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';

type Session = typeof dialysis.$inferSelect;

/** An attempt's hold on a session's invoice: the request id every try of it sends, and whether one was sent. */
export interface Claim {
  requestID: string;
  /** A create request may have reached QuickBooks: look the request id up before creating again. */
  sentAt: Date | null;
  /** The lease this attempt holds (its release names it, so a lapsed attempt cannot free another's). */
  until: Date;
}

/**
 * How long one attempt holds the claim: enough for every call of an invoice (token refresh, customer look-up,
 * creation or reactivation, item, invoice look-up and creation), each bounded by the QuickBooks timeout. An
 * attempt that dies (a crash) lets it lapse; the next one then takes over with the same request id.
 */
const CALLS_PER_ATTEMPT = 8;
export const claimLeaseMs = (timeoutMs: number) => timeoutMs * CALLS_PER_ATTEMPT + 5_000;

/**
 * Claims the session's invoice for this attempt (issue 30 item 3): the first attempt makes the claim row
 * (PENDING, unique per session) with a random request id and holds it; a later attempt takes the row only
 * when no other attempt holds it (an UPDATE whose condition the database re-checks after any lock wait, so two
 * attempts never both win). Null when another attempt holds it, or the invoice is made.
 */
export async function takeClaim(ctx: Context, session: Session): Promise<Claim | null> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + claimLeaseMs(ctx.config.quickbooks.timeoutMs));
  return withWrite(ctx, async (w) => {
    const requestID = randomUUID();
    const [made] = await w.db
      .insert(dialysisInvoice)
      .values({
        dialysisID: session.id,
        clinicID: session.clinicID,
        patientID: session.patientID,
        appointmentID: session.appointmentID,
        requestID,
        status: 'PENDING',
        claimedUntil: until,
        createdBy: ctx.access.user().accountID,
        createdOn: now,
        updatedOn: now,
      })
      .onConflictDoNothing({ target: dialysisInvoice.dialysisID })
      .returning({ requestID: dialysisInvoice.requestID });
    if (made) {
      // The claim is recorded before anything goes to QuickBooks.
      await audit(w, {
        action: 'invoice.pending',
        entity: 'dialysis',
        entityID: session.id,
        clinicID: session.clinicID,
        detail: { patientID: session.patientID, requestID },
      });
      return { requestID: made.requestID, sentAt: null, until };
    }
    const [taken] = await w.db
      .update(dialysisInvoice)
      .set({ claimedUntil: until, updatedOn: now })
      .where(
        and(
          eq(dialysisInvoice.dialysisID, session.id),
          eq(dialysisInvoice.status, 'PENDING'),
          or(isNull(dialysisInvoice.claimedUntil), lt(dialysisInvoice.claimedUntil, now)),
        ),
      )
      .returning({ requestID: dialysisInvoice.requestID, sentAt: dialysisInvoice.sentAt });
    return taken ? { ...taken, until } : null;
  });
}

/** Records that a create request is about to leave (kept from the first one on). */
export async function markSent(ctx: Context, session: Session, claim: Claim): Promise<void> {
  if (claim.sentAt) return;
  const now = ctx.clock.now();
  await withWrite(ctx, (w) =>
    w.db
      .update(dialysisInvoice)
      .set({ sentAt: sql`coalesce(${dialysisInvoice.sentAt}, ${now})`, updatedOn: now })
      .where(eq(dialysisInvoice.dialysisID, session.id)),
  );
  claim.sentAt = now;
}

/** Frees the claim after an attempt without an invoice, with why (the unlinked list shows it). */
export async function releaseClaim(
  ctx: Context,
  session: Session,
  claim: Claim,
  failure: InvoiceFailure | null,
): Promise<void> {
  await withWrite(ctx, (w) =>
    w.db
      .update(dialysisInvoice)
      .set({ claimedUntil: null, lastFailure: failure, updatedOn: ctx.clock.now() })
      .where(
        and(
          eq(dialysisInvoice.dialysisID, session.id),
          eq(dialysisInvoice.status, 'PENDING'),
          eq(dialysisInvoice.claimedUntil, claim.until),
        ),
      ),
  );
}

/** The session's claim row as it is now (null before the first attempt). */
export async function claimRow(ctx: Pick<Context, 'db'>, dialysisID: number) {
  const [row] = await ctx.db
    .select()
    .from(dialysisInvoice)
    .where(eq(dialysisInvoice.dialysisID, dialysisID))
    .limit(1);
  return row ?? null;
}
