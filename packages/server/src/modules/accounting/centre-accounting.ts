import { isTokenExpired, ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { clinic, qbAccess } from '../../db/schema.ts';
import { type WritableContext, type WriteTx, withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import {
  type AccountingApp,
  type AccountingCompany,
  AccountingError,
  type AccountingTokens,
} from '../../platform/accounting/provider.ts';

type Services = Pick<Context, 'db' | 'secrets' | 'clock' | 'accounting' | 'log'>;

/** A centre's QuickBooks settings, with its client secret opened (server memory only). */
export interface CentreAccounting {
  clinicID: number;
  name: string;
  timezone: string;
  app: AccountingApp;
  realmID: string | null;
  itemID: string | null;
  taxCodeID: string | null;
}

/** Refresh a little before the access token runs out, so a call never starts on a token about to lapse. */
const REFRESH_MARGIN_MS = 120_000;

/** The token record counts as expired by the spec's rule: the user must sign in to QuickBooks again. */
export class TokenExpired extends Error {
  constructor() {
    super(M.tokenExpiredServer);
  }
}

/** The centre is set up but has never connected (or was disconnected): the invoice waits for a connection. */
export class NotConnected extends Error {
  constructor() {
    super(M.notConnected);
  }
}

/**
 * Records the last answer QuickBooks gave for the centre's connection (issue 30 item 4), only when it changes
 * (a write per change, not per call): REFUSED when it refused the tokens, CONNECTED when it took them again.
 */
export async function recordProviderAnswer(
  ctx: Services & Pick<WritableContext, 'access'>,
  clinicID: number,
  state: 'CONNECTED' | 'REFUSED',
): Promise<void> {
  const now = ctx.clock.now();
  await withWrite(ctx, (w) =>
    w.db
      .update(qbAccess)
      .set({ providerState: state, providerStateOn: now })
      .where(and(eq(qbAccess.id, clinicID), ne(qbAccess.providerState, state))),
  );
}

/** The centre's settings, or null when it has no client id and secret (it does not invoice). */
export async function centreAccounting(ctx: Services, clinicID: number): Promise<CentreAccounting | null> {
  const [row] = await ctx.db.select().from(clinic).where(eq(clinic.id, clinicID)).limit(1);
  if (!row?.qbClientID || !row.qbClientSecret) return null;
  const secret = ctx.secrets.isSealed(row.qbClientSecret)
    ? ctx.secrets.open(row.qbClientSecret)
    : row.qbClientSecret;
  return {
    clinicID: row.id,
    name: row.name,
    timezone: row.timezone,
    app: { clientID: row.qbClientID, clientSecret: secret },
    realmID: row.qbRealmID,
    itemID: row.qbItemID,
    taxCodeID: row.qbTaxCodeID,
  };
}

/** Like centreAccounting, for the calls that cannot go on without settings. */
export async function configuredCentre(ctx: Services, clinicID: number, message: string) {
  const centre = await centreAccounting(ctx, clinicID);
  if (!centre) throw appError('ACCOUNTING_NOT_CONFIGURED', message);
  return centre;
}

/** Stores (sealed) the tokens of a new connection or a refresh; `date` is now. */
export async function storeTokens(
  ctx: Services & Pick<WritableContext, 'access'>,
  w: WriteTx,
  clinicID: number,
  realmID: string,
  tokens: AccountingTokens,
): Promise<void> {
  const now = ctx.clock.now();
  const values = {
    realmID,
    accessToken: ctx.secrets.seal(tokens.accessToken),
    refreshToken: ctx.secrets.seal(tokens.refreshToken),
    expiresIn: tokens.expiresIn,
    refreshExpiresIn: tokens.refreshExpiresIn,
    date: now,
    updatedOn: now,
    providerState: 'CONNECTED' as const,
    providerStateOn: now,
  };
  await w.db
    .insert(qbAccess)
    .values({ id: clinicID, ...values, connectedBy: ctx.access.viewer?.accountID ?? null, createdOn: now })
    .onConflictDoUpdate({
      target: qbAccess.id,
      set: { ...values, connectedBy: ctx.access.viewer?.accountID ?? null },
    });
}

/**
 * A company and an access token the centre may use now: the stored one, or a refreshed one when it is about
 * to lapse, or when QuickBooks refused the stored one last time (a refresh may revive it). The refresh runs
 * under a row lock and re-reads the record first, so two instances refreshing at once do not spend the
 * single-use refresh token twice. No record is NotConnected; a record expired by the spec's rule, or a
 * refresh QuickBooks refuses, is TokenExpired (and the refusal is recorded: the status shows Refused).
 */
export async function usableCompany(
  ctx: Services & Pick<WritableContext, 'access'>,
  centre: CentreAccounting,
  options: { refreshWithin?: number } = {},
): Promise<AccountingCompany> {
  const [record] = await ctx.db.select().from(qbAccess).where(eq(qbAccess.id, centre.clinicID)).limit(1);
  const now = ctx.clock.now();
  if (!record) throw new NotConnected();
  if (isTokenExpired({ date: record.date.toISOString(), expiresIn: record.expiresIn }, now)) {
    throw new TokenExpired();
  }
  const margin = options.refreshWithin ?? REFRESH_MARGIN_MS;
  const fresh = now.getTime() < record.date.getTime() + record.expiresIn * 1000 - margin;
  if (fresh && record.providerState !== 'REFUSED') {
    return { realmID: record.realmID, accessToken: ctx.secrets.open(record.accessToken) };
  }
  await refreshConnection(ctx, centre, record.date);
  const [current] = await ctx.db.select().from(qbAccess).where(eq(qbAccess.id, centre.clinicID)).limit(1);
  if (!current) throw new NotConnected();
  return { realmID: current.realmID, accessToken: ctx.secrets.open(current.accessToken) };
}

/**
 * Refreshes the centre's tokens now, whatever their age (the refresh job): a refusal is recorded (the status
 * shows Refused) and thrown as TokenExpired.
 */
export async function refreshConnection(
  ctx: Services & Pick<WritableContext, 'access'>,
  centre: CentreAccounting,
  seen: Date,
): Promise<void> {
  try {
    await refreshed(ctx, centre, seen);
  } catch (error) {
    if (error instanceof TokenExpired) await recordProviderAnswer(ctx, centre.clinicID, 'REFUSED');
    throw error;
  }
}

/** The refresh of usableCompany, under the record's row lock. */
function refreshed(
  ctx: Services & Pick<WritableContext, 'access'>,
  centre: CentreAccounting,
  seen: Date,
): Promise<AccountingCompany> {
  return withWrite(ctx, async (w) => {
    const [locked] = await w.db
      .select()
      .from(qbAccess)
      .where(eq(qbAccess.id, centre.clinicID))
      .for('update')
      .limit(1);
    if (!locked) throw new TokenExpired();
    if (locked.date.getTime() !== seen.getTime()) {
      // Another request refreshed it while this one waited for the lock.
      return { realmID: locked.realmID, accessToken: ctx.secrets.open(locked.accessToken) };
    }
    let tokens: AccountingTokens;
    try {
      tokens = await ctx.accounting.refresh(centre.app, ctx.secrets.open(locked.refreshToken));
    } catch (error) {
      if (error instanceof AccountingError && error.kind === 'auth') throw new TokenExpired();
      throw error;
    }
    await storeTokens(ctx, w, centre.clinicID, locked.realmID, tokens);
    return { realmID: locked.realmID, accessToken: tokens.accessToken };
  });
}
