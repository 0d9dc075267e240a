import { isInvoiceSearchValid, isRealDate, ACCOUNTING_MESSAGES as M, maskNric } from '@dialysis/domain';
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import { compilePage, containsPattern } from '../../db/list.ts';
import {
  appointment,
  clinic,
  dialysis,
  dialysisInvoice,
  invoiceNotBillable,
  patient,
  staff,
} from '../../db/schema.ts';
import type { QueryListUnlinkedInvoiceArgs } from '../../graphql/generated/resolvers-types.ts';
import { invalid } from '../common/manage-input.ts';
import { endedSession } from '../dialysis/phase.ts';
import { namedCentres } from './reads.ts';

const PAGE = { fields: {}, defaultOrder: [], tiebreaker: dialysis.id, defaultLimit: 100, maxLimit: 100 };
const ender = alias(staff, 'ender');

/**
 * Unlinked invoices (spec 002): ended sessions of the user's centres (or those named) without a made invoice,
 * newest first, 100 per page. One query with the count in SQL (a window), on the partial index of ended
 * sessions per centre; the search is on name, patient code or NRIC.
 */
export async function listUnlinkedInvoice(ctx: Context, args: QueryListUnlinkedInvoiceArgs) {
  const ids = await namedCentres(ctx, 'invoice:unlinked', args.filter?.clinicIDs);
  const search = args.filter?.search?.trim() ?? '';
  if (!isInvoiceSearchValid(search)) throw invalid('search', M.searchAlphanumeric);
  const ask = askOf(ids, search, args.filter);
  const page = compilePage(PAGE, args.pagination);
  const rows = await ctx.db
    .select({
      dialysisID: dialysis.id,
      appointmentID: dialysis.appointmentID,
      patientID: dialysis.patientID,
      clinicID: dialysis.clinicID,
      clinicName: clinic.name,
      name: patient.name,
      namecode: patient.namecode,
      nric: patient.nric,
      date: SESSION_DAY,
      shift: appointment.shift,
      startTime: dialysis.startTime,
      endTime: dialysis.endTime,
      endedByName: ender.name,
      // A create request may have reached QuickBooks: the next attempt looks for it before creating (issue 30).
      pending: sql<boolean>`${dialysisInvoice.sentAt} is not null`,
      lastFailure: dialysisInvoice.lastFailure,
      notBillableReason: invoiceNotBillable.reason,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(dialysis)
    .innerJoin(clinic, eq(clinic.id, dialysis.clinicID))
    .innerJoin(patient, eq(patient.id, dialysis.patientID))
    .leftJoin(appointment, eq(appointment.id, dialysis.appointmentID))
    .leftJoin(ender, sql`${ender.accountID}::text = ${dialysis.endedBy}`)
    .leftJoin(dialysisInvoice, eq(dialysisInvoice.dialysisID, dialysis.id))
    .leftJoin(invoiceNotBillable, eq(invoiceNotBillable.dialysisID, dialysis.id))
    .where(unlinkedWhere(ask))
    .orderBy(desc(dialysis.endTime), desc(dialysis.id))
    .limit(page.limit)
    .offset(page.offset);
  await auditRead(ctx, {
    action: 'invoice.listUnlinked',
    entity: 'patient',
    detail: { clinicIDs: ids, search: search || null, patients: [...new Set(rows.map((r) => r.patientID))] },
  });
  return {
    result: rows.map(({ count: _count, nric, startTime, endTime, ...row }) => ({
      ...row,
      nric: maskNric(nric),
      startTime: startTime?.toISOString() ?? null,
      endTime: (endTime as Date).toISOString(),
    })),
    count: rows[0]?.count ?? (page.offset > 0 ? await countOnly(ctx, ask) : 0),
  };
}

/** A page past the end has no row to carry the window count: count alone. */
async function countOnly(ctx: Context, ask: Ask): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(dialysis)
    .innerJoin(clinic, eq(clinic.id, dialysis.clinicID))
    .innerJoin(patient, eq(patient.id, dialysis.patientID))
    .leftJoin(appointment, eq(appointment.id, dialysis.appointmentID))
    .leftJoin(dialysisInvoice, eq(dialysisInvoice.dialysisID, dialysis.id))
    .leftJoin(invoiceNotBillable, eq(invoiceNotBillable.dialysisID, dialysis.id))
    .where(unlinkedWhere(ask));
  return row?.n ?? 0;
}

/** The session's day in its centre: its appointment's date, else the day it started there. */
const SESSION_DAY = sql<string>`coalesce(${appointment.date}::text, (${dialysis.startTime} at time zone ${clinic.timezone})::date::text)`;

interface Ask {
  ids: readonly number[];
  search: string;
  from: string | null;
  to: string | null;
  notBillable: boolean;
}

/** The filter, checked: the days are real dates (issue 30 item 6), the search the spec's characters. */
function askOf(ids: readonly number[], search: string, filter: QueryListUnlinkedInvoiceArgs['filter']): Ask {
  const day = (field: 'from' | 'to') => {
    const text = filter?.[field]?.trim();
    if (!text) return null;
    if (!isRealDate(text)) throw invalid(field, 'Invalid date');
    return text;
  };
  return { ids, search, from: day('from'), to: day('to'), notBillable: filter?.notBillable === true };
}

/**
 * Ended, not deleted sessions of the centres with no made invoice, matching the search and the days; those
 * marked not billable only when asked for (and then only they).
 */
function unlinkedWhere({ ids, search, from, to, notBillable }: Ask) {
  const like = containsPattern(search);
  return and(
    inArray(dialysis.clinicID, ids.length ? [...ids] : [-1]),
    eq(dialysis.deleted, 0),
    endedSession(),
    or(isNull(dialysisInvoice.status), ne(dialysisInvoice.status, 'CREATED')),
    notBillable ? isNotNull(invoiceNotBillable.dialysisID) : isNull(invoiceNotBillable.dialysisID),
    from ? gte(SESSION_DAY, from) : undefined,
    to ? lte(SESSION_DAY, to) : undefined,
    search
      ? or(ilike(patient.name, like), ilike(patient.namecode, like), ilike(patient.nric, like))
      : undefined,
  );
}
