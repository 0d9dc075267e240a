import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNTING_MESSAGES as M,
  QUICKBOOKS_LINK_REDIRECT_PATH,
  QUICKBOOKS_REDIRECT_PATH,
  type QuickbooksLoginAnswer,
} from '@dialysis/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { qbOAuthState } from '../../db/schema.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  MutationLoginQuickbooksArgs,
  MutationQuickbooksAuthorizeUrlArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { AccountingError } from '../../platform/accounting/provider.ts';
import { invalid } from '../common/manage-input.ts';
import { type CentreAccounting, configuredCentre, storeTokens } from './centre-accounting.ts';

/** An authorisation is finished within minutes, or started again. */
const STATE_TTL_MS = 10 * 60_000;
const REDIRECT_PATHS: readonly string[] = [QUICKBOOKS_REDIRECT_PATH, QUICKBOOKS_LINK_REDIRECT_PATH];

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * The redirect address QuickBooks sends the browser back to: one of the two redirect pages, on the app's own
 * origin (the Host the browser asked for, or a listed origin). Anything else would let a crafted request send
 * a code to another site.
 */
export function checkedRedirectURL(ctx: Pick<Context, 'client' | 'config'>, redirectURL: string): string {
  let url: URL;
  try {
    url = new URL(redirectURL);
  } catch {
    throw invalid('redirectURL', 'Invalid redirect address');
  }
  // The Host header as the URL parser would write it (a default port dropped).
  const ownHost = ctx.client.host && url.host === new URL(`${url.protocol}//${ctx.client.host}`).host;
  const listed = ctx.config.allowedOrigins.includes(url.origin);
  if (!REDIRECT_PATHS.includes(url.pathname) || url.search || url.hash || !(ownHost || listed)) {
    throw invalid('redirectURL', 'Invalid redirect address');
  }
  return url.toString();
}

/** quickbooksAuthorizeURL: a one-time state for this user, centre and address, and the provider's page. */
export async function quickbooksAuthorizeURL(
  ctx: Context,
  args: MutationQuickbooksAuthorizeUrlArgs,
): Promise<string> {
  const clinicID = await ctx.access.assertIn('accounting:connect', args.clinicID);
  const redirectURL = checkedRedirectURL(ctx, args.redirectURL);
  const centre = await configuredCentre(ctx, clinicID, M.connectFailed);
  const state = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await withWrite(ctx, async (w) => {
    // Housekeeping: states never used are dropped once stale.
    await w.db.delete(qbOAuthState).where(lt(qbOAuthState.expiresAt, now));
    await w.db.insert(qbOAuthState).values({
      stateHash: hash(state),
      clinicID,
      accountID: ctx.access.user().accountID,
      redirectURL,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      createdOn: now,
    });
    await audit(w, { action: 'quickbooks.authorize', entity: 'clinic', entityID: clinicID, clinicID });
  });
  return ctx.accounting.authorizeURL(centre.app.clientID, redirectURL, state);
}

/** The parts of the query string QuickBooks sends back. */
function callbackOf(quickbookURL: string) {
  const query = quickbookURL.includes('?') ? quickbookURL.slice(quickbookURL.indexOf('?') + 1) : quickbookURL;
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  return {
    code: params.get('code'),
    state: params.get('state'),
    realmId: params.get('realmId'),
    error: params.get('error'),
  };
}

/**
 * Finishes an authorisation: the state must be one this user started for one of `clinicIDs` and this
 * redirect address, not yet used or stale (it is used up here, whatever follows); then the code is exchanged
 * and the tokens stored, sealed, for each centre. A company other than the centre's configured realm is
 * refused: its invoices would land in another company's books. Answers the centre the state was for.
 */
export async function finishAuthorisation(
  ctx: Context,
  clinicIDs: readonly number[],
  quickbookURL: string,
  redirectURL: string,
): Promise<{ ok: true; centre: CentreAccounting } | { ok: false; reason: string }> {
  const redirect = checkedRedirectURL(ctx, redirectURL);
  const callback = callbackOf(quickbookURL);
  if (callback.error || !callback.code || !callback.state || !callback.realmId) {
    return { ok: false, reason: callback.error ?? 'incomplete answer' };
  }
  const now = ctx.clock.now();
  const state = hash(callback.state);
  // The state is used up in a write of its own: once, whatever happens next.
  const [stored] = await withWrite(ctx, (w) =>
    w.db
      .delete(qbOAuthState)
      .where(
        and(
          eq(qbOAuthState.stateHash, state),
          eq(qbOAuthState.accountID, ctx.access.user().accountID),
          gt(qbOAuthState.expiresAt, now),
        ),
      )
      .returning(),
  );
  if (!stored || stored.redirectURL !== redirect || !clinicIDs.includes(stored.clinicID)) {
    ctx.access.recordRefusal({
      clinicID: stored?.clinicID ?? clinicIDs[0] ?? null,
      entity: 'clinic',
      entityID: stored?.clinicID ?? null,
      reason: 'oauth-state',
    });
    return { ok: false, reason: 'unknown, used or stale state' };
  }
  const centres: CentreAccounting[] = [];
  for (const clinicID of clinicIDs) {
    const centre = await configuredCentre(ctx, clinicID, M.connectFailed);
    if (centre.realmID && centre.realmID !== callback.realmId) {
      return { ok: false, reason: `company ${callback.realmId} is not the centre's` };
    }
    centres.push(centre);
  }
  const first = centres.find((c) => c.clinicID === stored.clinicID) as CentreAccounting;
  let tokens: Awaited<ReturnType<Context['accounting']['exchangeCode']>>;
  try {
    tokens = await ctx.accounting.exchangeCode(first.app, redirect, callback.code);
  } catch (error) {
    if (error instanceof AccountingError) return { ok: false, reason: error.message };
    throw error;
  }
  await withWrite(ctx, async (w) => {
    for (const centre of centres) {
      await storeTokens(ctx, w, centre.clinicID, callback.realmId as string, tokens);
      await audit(w, {
        action: 'quickbooks.connect',
        entity: 'clinic',
        entityID: centre.clinicID,
        clinicID: centre.clinicID,
        detail: { realmID: callback.realmId },
      });
    }
  });
  return { ok: true, centre: first };
}

const loginAnswer = (answer: QuickbooksLoginAnswer) => JSON.stringify(answer);

/** loginQuickbooks (spec 002): clinicID or clinicIDs; answers JSON text {success} (QuickbooksLoginAnswer). */
export async function loginQuickbooks(ctx: Context, args: MutationLoginQuickbooksArgs): Promise<string> {
  const named = [...new Set([...(args.clinicID == null ? [] : [args.clinicID]), ...(args.clinicIDs ?? [])])];
  if (named.length === 0) throw appError('BAD_USER_INPUT', 'A centre (clinicID) is required.');
  for (const clinicID of named) await ctx.access.assertIn('accounting:connect', clinicID);
  const result = await finishAuthorisation(ctx, named, args.quickbookURL, args.redirectURL);
  if (!result.ok) {
    ctx.log.warn({ reason: result.reason, clinicIDs: named }, 'QuickBooks connection refused');
    return loginAnswer({ success: false, message: M.connectFailed });
  }
  return loginAnswer({ success: true });
}
