import { DIALYSIS_MESSAGES, hasEnded, sessionPhase, TEXT_LIMITS } from '@dialysis/domain';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { invoiceNotBillable } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  MutationMarkNotBillableArgs,
  MutationUnmarkNotBillableArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { invalid, limitedText } from '../common/manage-input.ts';
import { sessionForWrite } from '../dialysis/session-reads.ts';
import { claimRow } from './claim.ts';

/** The reason a session is not billable, or null (it may be invoiced). */
export async function notBillableReason(ctx: Pick<Context, 'db'>, dialysisID: number) {
  const [row] = await ctx.db
    .select({ reason: invoiceNotBillable.reason })
    .from(invoiceNotBillable)
    .where(eq(invoiceNotBillable.dialysisID, dialysisID))
    .limit(1);
  return row?.reason ?? null;
}

/**
 * "Not billable" (issue 30 item 6): an ended session of the user's centres (another centre's answers as an
 * unknown one) with no invoice made is marked, with a reason, by those who work the unlinked list; audited.
 */
export async function markNotBillable(ctx: Context, args: MutationMarkNotBillableArgs): Promise<boolean> {
  const reason = limitedText('reason', args.reason.trim(), TEXT_LIMITS.line);
  if (!reason) throw invalid('reason', DIALYSIS_MESSAGES.required);
  const session = await sessionForWrite(ctx, args.dialysisID);
  if (!hasEnded(sessionPhase(session))) throw appError('CONFLICT', 'Only an ended session can be marked.');
  if ((await claimRow(ctx, session.id))?.status === 'CREATED') {
    throw appError('CONFLICT', 'The session has an invoice: it is billed.');
  }
  await withWrite(ctx, async (w) => {
    await w.db
      .insert(invoiceNotBillable)
      .values({
        dialysisID: session.id,
        clinicID: session.clinicID,
        reason,
        markedBy: ctx.access.user().accountID,
        markedOn: ctx.clock.now(),
      })
      .onConflictDoUpdate({ target: invoiceNotBillable.dialysisID, set: { reason } });
    await audit(w, {
      action: 'invoice.notBillable',
      entity: 'dialysis',
      entityID: session.id,
      clinicID: session.clinicID,
      detail: { patientID: session.patientID, reason },
    });
  });
  return true;
}

/** Takes the mark back (audited): the session is listed and may be invoiced again. */
export async function unmarkNotBillable(ctx: Context, args: MutationUnmarkNotBillableArgs): Promise<boolean> {
  const session = await sessionForWrite(ctx, args.dialysisID);
  await withWrite(ctx, async (w) => {
    const removed = await w.db
      .delete(invoiceNotBillable)
      .where(eq(invoiceNotBillable.dialysisID, session.id))
      .returning({ reason: invoiceNotBillable.reason });
    if (removed.length === 0) return;
    await audit(w, {
      action: 'invoice.billable',
      entity: 'dialysis',
      entityID: session.id,
      clinicID: session.clinicID,
      detail: { patientID: session.patientID, was: removed[0]?.reason },
    });
  });
  return true;
}
