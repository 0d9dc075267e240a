import {
  DIALYSIS_MESSAGES,
  hasEnded,
  type InvoiceAnswer,
  ACCOUNTING_MESSAGES as M,
  sessionPhase,
} from '@dialysis/domain';
import type { Context } from '../../context.ts';
import { appError } from '../../errors.ts';
import type {
  MutationLinkAppointmentToQuickbooks3Args,
  MutationLinkAppointmentToQuickbooksArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { sessionForWrite } from '../dialysis/session-reads.ts';
import { invoiceSession } from './invoice.ts';
import { finishAuthorisation } from './oauth.ts';

export const AUTH_FAILED: InvoiceAnswer = { invoiceURL: null, qbMessage: M.authFailed, failure: 'auth' };

/**
 * Finishes the authorisation QuickBooks sent back, when the call carries one (quickbookURL: its query string),
 * for the session's centre. False when it did not take: the invoice answer then says authentication failed.
 */
export async function connectIfAsked(
  ctx: Context,
  clinicID: number,
  quickbookURL: string | null | undefined,
  redirectURL: string | null | undefined,
): Promise<boolean> {
  if (!quickbookURL?.trim()) return true;
  const result = await finishAuthorisation(ctx, [clinicID], quickbookURL, redirectURL ?? '');
  if (!result.ok) ctx.log.warn({ reason: result.reason, clinicID }, 'QuickBooks authorisation not finished');
  return result.ok;
}

/**
 * linkAppointmentToQuickbooks and linkAppointmentToQuickbooks3 (spec 000): the invoice of an ended session of
 * the user's centres, from the dashboard's Create Invoice or the unlinked list. Answers JSON text
 * {invoiceURL, qbMessage}; another centre's session answers as an unknown one.
 */
export async function linkAppointmentToQuickbooks(
  ctx: Context,
  args: MutationLinkAppointmentToQuickbooksArgs | MutationLinkAppointmentToQuickbooks3Args,
): Promise<string> {
  const session = await sessionForWrite(ctx, args.dialysisID);
  if (session.patientID !== args.patientID) throw appError('NOT_FOUND', DIALYSIS_MESSAGES.retrieve);
  if (!hasEnded(sessionPhase(session))) throw appError('CONFLICT', M.createFailed);
  const connected = await connectIfAsked(ctx, session.clinicID, args.quickbookURL, args.redirectURL);
  const answer = connected ? await invoiceSession(ctx, session) : AUTH_FAILED;
  return JSON.stringify(answer);
}
