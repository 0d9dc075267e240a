import { isTokenExpired } from '@dialysis/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { scopedPatient } from '../../access/patient-scope.ts';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { clinic, qbAccess, qbCustomer } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type {
  QueryListAccountingStatusArgs,
  QueryListQbAccessesArgs,
  QueryPatientInvoicesArgs,
} from '../../graphql/generated/resolvers-types.ts';

/** The centres a call names, each one the user may see (FORBIDDEN otherwise); all of theirs when none. */
export async function namedCentres(
  ctx: Context,
  action: Parameters<Context['access']['assertIn']>[0],
  clinicIDs: readonly number[] | null | undefined,
): Promise<number[]> {
  if (!clinicIDs?.length) {
    ctx.access.assert(action);
    return ctx.access.visibleClinicIds();
  }
  for (const id of clinicIDs) await ctx.access.assertIn(action, id);
  return [...new Set(clinicIDs)];
}

const tokenRecord = {
  id: qbAccess.id,
  expiresIn: qbAccess.expiresIn,
  date: qbAccess.date,
  realmID: qbAccess.realmID,
};

/** listQBAccesses (spec 000/002): the centre's token record (id = centre id), never the tokens. */
export async function listQBAccesses(ctx: Context, args: QueryListQbAccessesArgs) {
  const named = [...(args.filter.id.eq == null ? [] : [args.filter.id.eq]), ...(args.filter.id.in ?? [])];
  if (named.length === 0) throw appError('BAD_USER_INPUT', 'A centre (id) is required.');
  const ids = await namedCentres(ctx, 'accounting:status', named);
  const limit = Math.min(Math.max(args.limit ?? 100, 1), 100);
  const rows = await ctx.db
    .select(tokenRecord)
    .from(qbAccess)
    .where(inArray(qbAccess.id, ids))
    .orderBy(qbAccess.id)
    .limit(limit);
  const result = rows.map((r) => ({ ...r, date: r.date.toISOString() }));
  return { result, count: result.length };
}

/** listAccountingStatus: for each centre, whether it is set up, connected, and expired by the spec's rule. */
export async function listAccountingStatus(ctx: Context, args: QueryListAccountingStatusArgs) {
  const ids = await namedCentres(ctx, 'accounting:status', args.clinicIDs);
  const rows = await ctx.db
    .select({
      clinicID: clinic.id,
      clinicName: clinic.name,
      clientID: clinic.qbClientID,
      hasSecret: clinic.qbClientSecret,
      itemID: clinic.qbItemID,
      expiresIn: qbAccess.expiresIn,
      date: qbAccess.date,
      providerState: qbAccess.providerState,
    })
    .from(clinic)
    .leftJoin(qbAccess, eq(qbAccess.id, clinic.id))
    .where(and(inArray(clinic.id, ids.length ? ids : [-1]), eq(clinic.deleted, 0)))
    .orderBy(clinic.name, clinic.id);
  const now = ctx.clock.now();
  return rows.map((r) => {
    const expired = isTokenExpired({ date: r.date?.toISOString(), expiresIn: r.expiresIn }, now);
    return {
      clinicID: r.clinicID,
      clinicName: r.clinicName,
      configured: Boolean(r.clientID && r.hasSecret && r.itemID),
      connected: r.date !== null,
      expired,
      date: r.date?.toISOString() ?? null,
      // The spec's rule first (what the screens say of an old record), then QuickBooks' last answer.
      state: r.date === null ? 'NOT_CONNECTED' : expired ? 'EXPIRED' : (r.providerState ?? 'CONNECTED'),
    };
  });
}

/** View Invoices (spec 001): the patient's customer page in the centre's QuickBooks, when there is one. */
export async function patientInvoices(ctx: Context, args: QueryPatientInvoicesArgs) {
  const clinicID = await ctx.access.assertIn('invoice:view', args.clinicID);
  await scopedPatient(ctx, args.patientID);
  const [link] = await ctx.db
    .select({ customerID: qbCustomer.customerID })
    .from(qbCustomer)
    .where(and(eq(qbCustomer.clinicID, clinicID), eq(qbCustomer.patientID, args.patientID)))
    .limit(1);
  await auditRead(ctx, {
    action: 'invoice.viewCustomer',
    entity: 'patient',
    entityID: args.patientID,
    clinicID,
    detail: { found: Boolean(link) },
  });
  return {
    patientID: args.patientID,
    clinicID,
    url: link ? ctx.accounting.customerURL(link.customerID) : null,
  };
}
