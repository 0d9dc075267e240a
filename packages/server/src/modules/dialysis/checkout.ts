import {
  CHECK_IN_REQUIRED,
  FULL_CHECKOUT_FIELDS,
  hasEnded,
  isCheckoutException,
  DIALYSIS_MESSAGES as M,
  SIMPLE_CHECKOUT_FIELDS,
  sessionPhase,
  sessionTimesError,
} from '@dialysis/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { dialysis, dialysisInterval } from '../../db/schema.ts';
import { isAtVersion } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import type { CheckoutDialysisInput } from '../../graphql/generated/resolvers-types.ts';
import { invoiceSession } from '../accounting/invoice.ts';
import { AUTH_FAILED, connectIfAsked } from '../accounting/link.ts';
import { invalid } from '../common/manage-input.ts';
import { recomputeForDialysis } from '../labs/calculated.ts';
import { publishCalculated } from '../labs/events.ts';
import { publishSessionChange } from './events.ts';
import { assertSessionWrite } from './phase.ts';
import { editOf, saveSessionEdit, sessionCalendar, versionConflict } from './session-edits.ts';
import { parseSessionFields, parseTime } from './session-input.ts';
import { savedSession, sessionForWrite } from './session-reads.ts';

/** SIMPLE takes the post data (and the dialyser and notes); FULL every field of the form. */

/**
 * Check-out of a session in progress: saves the form's fields (on the version it was loaded with), then
 * endTime = server now and endedBy = the signed-in user, whatever the client sent; dischargeTime is the one
 * recorded on the form (not before the end, not in the future) or the check-out time. Fewer than 8 readings
 * is a check-out exception: notes (Additional Notes) must then be given or already saved. Answers the
 * spec's JSON text {invoiceURL, qbMessage, dialysis}. A FULL check-out then invoices the session
 * (modules/accounting), after the session is saved: QuickBooks being slow, down or unauthorised never holds
 * the check-out, the answer says why there is no invoice. quickbookURL, when given, is the query string of the
 * authorisation the browser was sent to because the centre had no connection: it is finished first.
 */
export async function checkoutDialysis(ctx: Context, checkout: CheckoutDialysisInput) {
  const viewer = ctx.access.user();
  if (checkout.mode !== 'SIMPLE' && checkout.mode !== 'FULL') {
    throw invalid('mode', M.checkoutMode);
  }
  const row = await sessionForWrite(ctx, checkout.id);
  // Sent again after its first answer was let go (issue 31): this account's check-out with this key is done;
  // the answer is the session checked out (its invoice, for a FULL one, is on the dashboard's card).
  if (ctx.writeKey && row.checkOutKey === ctx.writeKey && row.endedBy === viewer.accountID) {
    return JSON.stringify({
      invoiceURL: null,
      qbMessage: null,
      dialysis: await savedSession(ctx.db, row.id),
    });
  }
  const now = ctx.clock.now();
  assertSessionWrite(row, 'checkout', now);
  if (!isAtVersion(row.updatedOn, checkout.updatedOn)) throw versionConflict();

  const values = parseSessionFields(
    checkout,
    checkout.mode === 'FULL' ? FULL_CHECKOUT_FIELDS : SIMPLE_CHECKOUT_FIELDS,
  );
  const { changed, set, newMachine } = editOf(row, values, 'checkout');
  // FULL saves the whole form: every check-in field must be filled after it (an older row may lack one).
  // SIMPLE does not carry the pre data, so it cannot be asked to complete it.
  if (checkout.mode === 'FULL') {
    for (const field of CHECK_IN_REQUIRED) {
      const after = field in set ? set[field] : row[field];
      if (after === null || after === undefined) throw invalid(field, M.required);
    }
  }
  // The discharge (issue 25): the check-out time unless the nurse records another, never before the end (now).
  const discharge = checkout.dischargeTime ? parseTime('dischargeTime', checkout.dischargeTime) : null;
  if (discharge) {
    const { timeZone, sessionDay } = await sessionCalendar(ctx, row);
    const times = {
      arriveTime: row.arriveTime,
      startTime: row.startTime as Date,
      endTime: now,
      dischargeTime: discharge,
    };
    const error = sessionTimesError(times, ['dischargeTime'], sessionDay, timeZone, now);
    if (error) throw invalid(error.field, error.message);
  }

  const saved = await withWrite(ctx, async (w) => {
    const db = w.db;
    const [readings] = await db
      .select({ n: count() })
      .from(dialysisInterval)
      .where(and(eq(dialysisInterval.dialysisID, row.id), eq(dialysisInterval.deleted, 0)));
    const intervalCount = readings?.n ?? 0;
    const exception = isCheckoutException(intervalCount);
    const notes = 'notes' in set ? set.notes : row.notes;
    if (exception && !notes?.trim()) throw invalid('notes', M.exceptionNotesRequired);
    const after = await saveSessionEdit(w, row, {
      updatedOn: checkout.updatedOn,
      set: {
        ...set,
        endTime: now,
        endedBy: viewer.accountID,
        dischargeTime: discharge ?? now,
        checkOutKey: ctx.writeKey ?? null,
      },
      newMachine,
      accountID: viewer.accountID,
      now,
      also: isNull(dialysis.endTime),
    });
    await audit(w, {
      action: 'checkoutDialysis',
      entity: 'dialysis',
      entityID: row.id,
      clinicID: row.clinicID,
      detail: {
        patientID: row.patientID,
        mode: checkout.mode,
        fields: changed,
        intervalCount,
        exception,
        dischargeTime: after.dischargeTime?.toISOString() ?? null,
        version: after.updatedOn.toISOString(),
      },
    });
    // A check-out, or an edit of an ended session, recomputes the day's adequacy (modules/labs).
    const recomputed = hasEnded(sessionPhase(after)) ? await recomputeForDialysis(w, after.id) : false;
    return { ...after, recomputed };
  });

  await publishSessionChange(ctx, 'onCheckoutDialysis', saved);
  if (saved.recomputed) {
    publishCalculated(ctx, { patientID: saved.patientID, dialysisID: saved.id, clinicID: saved.clinicID });
  }
  const invoice =
    checkout.mode === 'FULL'
      ? (await connectIfAsked(ctx, saved.clinicID, checkout.quickbookURL, checkout.redirectURL))
        ? await invoiceSession(ctx, saved, { quietWhenNotConfigured: true })
        : AUTH_FAILED
      : { invoiceURL: null, qbMessage: null };
  const answer = await savedSession(ctx.db, saved.id);
  return JSON.stringify({ ...invoice, dialysis: answer });
}
