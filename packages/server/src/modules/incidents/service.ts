import {
  centreDate,
  DEFAULT_TIMEZONE,
  INCIDENT_MESSAGES,
  INCIDENT_PAGE_SIZE,
  type IncidentEventCategory,
  incidentCategoryOf,
  incidentResponseProblem,
  isIncidentEventType,
  maskNric,
  seesIncidentOrder,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scopedPatient } from '../../access/patient-scope.ts';
import { audit } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  compileFilter,
  compilePage,
  type FieldFilter,
  type Filter,
  type ListSpec,
  runList,
} from '../../db/list.ts';
import { clinic, incidentReport, patient, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { versionedUpdate } from '../../db/versioned-update.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateIncidentReportInput,
  QueryListIncidentReportArgs,
  QueryListIncidentReportSummaryArgs,
  UpdateIncidentReportInput,
} from '../../graphql/generated/resolvers-types.ts';
import { instantInput } from '../common/date-input.ts';
import { assertNotFuture, invalid, optionalText, requiredText } from '../common/manage-input.ts';

const reporter = alias(staff, 'incident_reporter');
const responder = alias(staff, 'incident_responder');

const listSpec: ListSpec = {
  fields: {
    patientID: incidentReport.patientID,
    clinicID: incidentReport.clinicID,
    eventCategory: incidentReport.eventCategory,
    eventType: incidentReport.eventType,
    patientName: patient.name,
    patientNric: patient.nric,
    datetimeOccurred: incidentReport.datetimeOccurred,
    id: incidentReport.id,
  },
  // Newest first (spec 001 section 7: order id desc).
  defaultOrder: [desc(incidentReport.id)],
  tiebreaker: incidentReport.id,
  defaultLimit: INCIDENT_PAGE_SIZE,
};

type Row = typeof incidentReport.$inferSelect;
interface Selected {
  row: Row;
  patientName: string | null;
  patientNric: string | null;
  clinicName: string | null;
  reportedByName: string | null;
  responseByName: string | null;
}

function selectRows(db: Db) {
  return db
    .select({
      row: incidentReport,
      patientName: patient.name,
      patientNric: patient.nric,
      clinicName: clinic.name,
      reportedByName: reporter.name,
      responseByName: responder.name,
    })
    .from(incidentReport)
    .leftJoin(patient, eq(patient.id, incidentReport.patientID))
    .leftJoin(clinic, eq(clinic.id, incidentReport.clinicID))
    .leftJoin(reporter, eq(reporter.accountID, incidentReport.reportedBy))
    .leftJoin(responder, eq(responder.accountID, incidentReport.responseBy));
}

function countRows(db: Db, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(incidentReport)
    .leftJoin(patient, eq(patient.id, incidentReport.patientID))
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * A report as answered to this user: the masked NRIC, and the Medical Director's additional orders only to a
 * Medical Director (spec 001 section 6, enforced here: another login type reads null).
 */
function toApi(ctx: Context, s: Selected) {
  const { deleted: _d, deletedOn: _do, createdBy: _c, order, ...rest } = s.row;
  return {
    ...serialize(rest),
    order: seesIncidentOrder(ctx.access.user().group) ? order : null,
    patientName: s.patientName,
    patientNric: s.patientNric === null ? null : maskNric(s.patientNric),
    clinicName: s.clinicName,
    reportedByName: s.reportedByName,
    responseByName: s.responseByName,
  };
}

/** Every centre a filter names (clinicID eq or in, at any depth of `or`): each must be one of the user's. */
function namedCentres(filter: Filter | null | undefined): number[] {
  if (!filter) return [];
  const field = filter.clinicID as FieldFilter | null | undefined;
  const own = [field?.eq, ...(field?.in ?? [])].filter((id): id is number => typeof id === 'number');
  return [...own, ...(filter.or ?? []).flatMap(namedCentres)];
}

/** The patients a filter names by id (patientID eq, at any depth): each is checked like a record panel's. */
function namedPatients(filter: Filter | null | undefined): number[] {
  if (!filter) return [];
  const field = filter.patientID as FieldFilter | null | undefined;
  const own = typeof field?.eq === 'number' ? [field.eq] : [];
  return [...own, ...(filter.or ?? []).flatMap(namedPatients)];
}

/**
 * Checks what a filter names (a centre outside the user's list: FORBIDDEN; a patient of another centre: 'Invalid
 * Patient', as every patient call) and answers the scope every list is cut to: the user's centres, not deleted.
 */
async function scopeOf(ctx: Context, filter: Filter | null | undefined): Promise<SQL> {
  for (const id of new Set(namedCentres(filter))) await ctx.access.assertIn('incidentReport:list', id);
  for (const id of new Set(namedPatients(filter))) await scopedPatient(ctx, id);
  return and(await ctx.access.clinicScope(incidentReport.clinicID), eq(incidentReport.deleted, 0)) as SQL;
}

/** The patient list, a centre's list and the centre search of the summary (spec 001 section 7). Audited. */
export async function listIncidentReport(ctx: Context, input: QueryListIncidentReportArgs) {
  const scope = await scopeOf(ctx, input.filter as Filter);
  const list = await runList(
    listSpec,
    { filter: input.filter as Filter, pagination: input.pagination, scope },
    {
      rows: ({ where, order, limit, offset }) =>
        selectRows(ctx.db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      count: (where) => countRows(ctx.db, where),
    },
  );
  const patients = namedPatients(input.filter as Filter);
  await audit(ctx, {
    action: 'incidentReport.list',
    entity: patients.length === 1 ? 'patient' : 'incidentReport',
    entityID: patients.length === 1 ? patients[0] : null,
    clinicID: namedCentres(input.filter as Filter)[0] ?? null,
    detail: { filter: input.filter, count: list.result.length },
  });
  return { result: list.result.map((s) => toApi(ctx, s)), count: list.count };
}

/**
 * Incident Report Summary by patient (spec 001 section 7): reports of patients (patientID exists) matching the
 * filter (the 'or' of patientName / patientNric contains), grouped by patient, the patient with the latest
 * occurrence first; a page is `limit` patients. Audited.
 */
export async function listIncidentReportSummary(ctx: Context, input: QueryListIncidentReportSummaryArgs) {
  const filter = input.filter as Filter | null | undefined;
  const scope = await scopeOf(ctx, filter);
  const where = and(scope, isNotNull(incidentReport.patientID), compileFilter(listSpec, filter));
  const { limit, offset } = compilePage(listSpec, input.pagination);
  const lastOccurred = sql<Date>`max(${incidentReport.datetimeOccurred})`;
  const grouped = ctx.db
    .select({ patientID: incidentReport.patientID, lastOccurred })
    .from(incidentReport)
    .leftJoin(patient, eq(patient.id, incidentReport.patientID))
    .where(where)
    .groupBy(incidentReport.patientID);
  const [cards, [total]] = await Promise.all([
    grouped.orderBy(desc(lastOccurred), desc(incidentReport.patientID)).limit(limit).offset(offset),
    ctx.db
      .select({ n: sql<number>`count(distinct ${incidentReport.patientID})::int` })
      .from(incidentReport)
      .leftJoin(patient, eq(patient.id, incidentReport.patientID))
      .where(where),
  ]);
  const ids = cards.map((c) => c.patientID).filter((id): id is number => id !== null);
  const rows = ids.length
    ? await selectRows(ctx.db)
        .where(and(where, inArray(incidentReport.patientID, ids)))
        .orderBy(desc(incidentReport.datetimeOccurred), desc(incidentReport.id))
    : [];
  const result = cards.flatMap((card) => {
    const mine = rows.filter((r) => r.row.patientID === card.patientID);
    const first = mine[0];
    if (!first || card.patientID === null) return [];
    return [
      {
        patientID: card.patientID,
        patientName: first.patientName ?? '',
        patientNric: first.patientNric === null ? null : maskNric(first.patientNric),
        clinicID: first.row.clinicID,
        lastOccurred: new Date(card.lastOccurred).toISOString(),
        reports: mine.map((s) => toApi(ctx, s)),
      },
    ];
  });
  await audit(ctx, {
    action: 'incidentReport.summary',
    entity: 'incidentReport',
    entityID: null,
    detail: { filter: input.filter ?? null, patients: ids },
  });
  return { result, count: total?.n ?? 0 };
}

/** Date/Time: 'Required.' when missing, 'Not a valid date.' when not a real date and time (one parser). */
function occurred(text: string | null | undefined): Date {
  if (!text?.trim()) throw invalid('datetimeOccurred', INCIDENT_MESSAGES.required);
  return instantInput('datetimeOccurred', text);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reporter chosen in the form: a staff member who exists (not deleted). */
async function reporterOf(ctx: Context, accountID: string | null | undefined) {
  const id = accountID?.trim() ?? '';
  if (!id) throw invalid('reportedBy', INCIDENT_MESSAGES.required);
  const [found] = UUID.test(id)
    ? await ctx.db
        .select({ accountID: staff.accountID, name: staff.name })
        .from(staff)
        .where(and(eq(staff.accountID, id), eq(staff.deleted, 0)))
        .limit(1)
    : [];
  if (!found) throw invalid('reportedBy', 'Unknown reporter.');
  return found;
}

async function selectOne(ctx: Context, id: number): Promise<Selected | undefined> {
  const [found] = await selectRows(ctx.db)
    .where(and(eq(incidentReport.id, id), eq(incidentReport.deleted, 0)))
    .limit(1);
  return found;
}

/**
 * Raise an incident report (spec 001 section 5 'Incident create'): location, date/time, reporter, event type and
 * description required ('Required.'), the reporting centre one of the user's; a patient report names a patient
 * of the user's centres. The category follows the patient. The row and its audit row commit together.
 */
export async function createIncidentReport(ctx: Context, input: CreateIncidentReportInput) {
  const viewer = ctx.access.user();
  const clinicID = await ctx.access.assertIn('incidentReport:create', input.clinicID);
  const category: IncidentEventCategory = incidentCategoryOf(input.patientID);
  const patientRow = category === 'PatientEvent' ? await scopedPatient(ctx, input.patientID) : null;
  const location = requiredText('location', input.location, TEXT_LIMITS.line);
  const when = occurred(input.datetimeOccurred);
  const [centre] = await ctx.db
    .select({ timezone: clinic.timezone })
    .from(clinic)
    .where(eq(clinic.id, clinicID));
  const now = ctx.clock.now();
  assertNotFuture('datetimeOccurred', when, now, centreDate(now, centre?.timezone ?? DEFAULT_TIMEZONE));
  const who = await reporterOf(ctx, input.reportedBy);
  const eventType = requiredText('eventType', input.eventType, TEXT_LIMITS.line);
  if (!isIncidentEventType(category, eventType))
    throw invalid('eventType', INCIDENT_MESSAGES.invalidEventType);
  const description = requiredText('description', input.description, TEXT_LIMITS.multiline);

  return withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(incidentReport)
      .values({
        patientID: patientRow?.id ?? null,
        clinicID,
        location,
        datetimeOccurred: when,
        eventCategory: category,
        eventType,
        description,
        reportedBy: who.accountID,
        createdBy: viewer.accountID,
        createdOn: now,
        updatedOn: now,
      })
      .returning();
    if (!row) throw new Error('incident_report not inserted');
    await audit(w, {
      action: 'incidentReport.create',
      entity: 'incidentReport',
      entityID: row.id,
      clinicID,
      detail: { patientID: row.patientID, eventCategory: category, eventType, reportedBy: who.accountID },
    });
    const saved = await selectOne(w, row.id);
    if (!saved) throw new Error('incident_report not read back');
    return toApi(w, saved);
  });
}

const notFound = () => appError('NOT_FOUND', INCIDENT_MESSAGES.retrieveFailed);

/**
 * Write a response (spec 001 sections 4 and 5): at least one field filled, else 'No message to update.'; a field
 * left out is kept, an empty one cleared. Additional orders only from a Medical Director (FORBIDDEN otherwise).
 * responseBy and responseTimestamp are the signed-in user and now, never the client's. The input has no centre
 * or patient: a report stays where it was raised. A report of another centre answers as an unknown one.
 */
export async function updateIncidentReport(ctx: Context, update: UpdateIncidentReportInput) {
  const viewer = ctx.access.user();
  const hasOrder = update.order !== undefined && update.order !== null;
  if (hasOrder && !seesIncidentOrder(viewer.group)) {
    throw appError('FORBIDDEN', INCIDENT_MESSAGES.orderForbidden);
  }
  const problem = incidentResponseProblem(update);
  if (problem) throw appError('BAD_USER_INPUT', problem);
  const current = await selectOne(ctx, update.id);
  if (!current) throw notFound();
  await ctx.access.assertRecordIn(current.row.clinicID, notFound, {
    entity: 'incidentReport',
    id: update.id,
  });

  const now = ctx.clock.now();
  const patch: Partial<typeof incidentReport.$inferInsert> = {
    responseBy: viewer.accountID,
    responseTimestamp: now,
  };
  if (update.cause !== undefined) patch.cause = optionalText(update.cause, 'cause');
  if (update.action !== undefined) patch.action = optionalText(update.action, 'action');
  if (update.eventOutcome !== undefined)
    patch.eventOutcome = optionalText(update.eventOutcome, 'eventOutcome');
  if (update.furtherAction !== undefined)
    patch.furtherAction = optionalText(update.furtherAction, 'furtherAction');
  if (hasOrder) patch.order = optionalText(update.order, 'order');

  return withWrite(ctx, async (w) => {
    const target = { key: incidentReport.id, id: update.id, version: update.updatedOn };
    await versionedUpdate(w.db, incidentReport, target, patch, now);
    const { responseTimestamp: _t, ...detail } = patch;
    await audit(w, {
      action: 'incidentReport.respond',
      entity: 'incidentReport',
      entityID: update.id,
      clinicID: current.row.clinicID,
      detail: { ...detail, order: hasOrder ? detail.order : undefined },
    });
    const saved = await selectOne(w, update.id);
    if (!saved) throw new Error('incident_report not read back');
    return toApi(w, saved);
  });
}
