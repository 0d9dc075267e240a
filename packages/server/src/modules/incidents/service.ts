import {
  centreDate,
  currentIncidentResponse,
  DEFAULT_TIMEZONE,
  INCIDENT_CENTRE_SEARCH_LIMIT,
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
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scopedPatient } from '../../access/patient-scope.ts';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import {
  compileFilter,
  compilePage,
  type FieldFilter,
  type Filter,
  type ListSpec,
  runList,
} from '../../db/list.ts';
import { clinic, incidentReport, incidentResponse, patient, staff } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import { appError } from '../../errors.ts';
import type {
  CreateIncidentReportInput,
  QueryListIncidentReportArgs,
  QueryListIncidentReportCentreSummaryArgs,
  QueryListIncidentReportSummaryArgs,
  UpdateIncidentReportInput,
} from '../../graphql/generated/resolvers-types.ts';
import { instantInput } from '../common/date-input.ts';
import { assertNotFuture, invalid, optionalText, requiredText } from '../common/manage-input.ts';

const reporter = alias(staff, 'incident_reporter');

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
}

function selectRows(db: ReadDb) {
  return db
    .select({
      row: incidentReport,
      patientName: patient.name,
      patientNric: patient.nric,
      clinicName: clinic.name,
      reportedByName: reporter.name,
    })
    .from(incidentReport)
    .leftJoin(patient, eq(patient.id, incidentReport.patientID))
    .leftJoin(clinic, eq(clinic.id, incidentReport.clinicID))
    .leftJoin(reporter, eq(reporter.accountID, incidentReport.reportedBy));
}

type ResponseRow = typeof incidentResponse.$inferSelect & { responseByName: string | null };

/** The responses of these reports, oldest first, with their authors' names: one query for a whole page. */
async function responsesOf(db: ReadDb, reports: readonly Selected[]): Promise<Map<number, ResponseRow[]>> {
  const byReport = new Map<number, ResponseRow[]>();
  if (!reports.length) return byReport;
  const rows = await db
    .select({ row: incidentResponse, responseByName: staff.name })
    .from(incidentResponse)
    .leftJoin(staff, eq(staff.accountID, incidentResponse.responseBy))
    .where(
      inArray(
        incidentResponse.incidentReportID,
        reports.map((r) => r.row.id),
      ),
    )
    // Oldest first by when they were written (rows loaded in bulk, e.g. the demo's, need not be in id order).
    .orderBy(
      asc(incidentResponse.incidentReportID),
      asc(incidentResponse.responseTimestamp),
      asc(incidentResponse.id),
    );
  for (const { row, responseByName } of rows) {
    const list = byReport.get(row.incidentReportID) ?? [];
    list.push({ ...row, responseByName });
    byReport.set(row.incidentReportID, list);
  }
  return byReport;
}

function countRows(db: ReadDb, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(incidentReport)
    .leftJoin(patient, eq(patient.id, incidentReport.patientID))
    .where(where)
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * Reports as answered to this user, with their responses (one more query for the lot): the masked NRIC; the
 * spec's response fields read from the responses (domain `currentIncidentResponse`); the Medical Director's
 * additional orders only to a Medical Director (spec 001 section 6, enforced here: another login type reads
 * null, in the report and in each response).
 */
async function toApi(ctx: Context, reports: readonly Selected[]) {
  const responses = await responsesOf(ctx.db, reports);
  const director = seesIncidentOrder(ctx.access.user().group);
  return reports.map((s) => {
    const { deleted: _d, deletedOn: _do, createdBy: _c, ...rest } = s.row;
    const own = (responses.get(s.row.id) ?? []).map(({ incidentReportID: _r, ...r }) => ({
      ...r,
      order: director ? r.order : null,
    }));
    const current = currentIncidentResponse(own);
    return {
      ...serialize(rest),
      ...current,
      responseTimestamp: current.responseTimestamp?.toISOString() ?? null,
      responseByName: own.at(-1)?.responseByName ?? null,
      responses: own.map((r) => serialize(r)),
      patientName: s.patientName,
      patientNric: s.patientNric === null ? null : maskNric(s.patientNric),
      clinicName: s.clinicName,
      reportedByName: s.reportedByName,
    };
  });
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
  await auditRead(ctx, {
    action: 'incidentReport.list',
    entity: patients.length === 1 ? 'patient' : 'incidentReport',
    entityID: patients.length === 1 ? patients[0] : null,
    clinicID: namedCentres(input.filter as Filter)[0] ?? null,
    detail: { filter: input.filter, count: list.result.length },
  });
  return { result: await toApi(ctx, list.result), count: list.count };
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
  const answered = await toApi(ctx, rows);
  const result = cards.flatMap((card) => {
    const reports = answered.filter((r) => r.patientID === card.patientID);
    const first = reports[0];
    if (!first || card.patientID === null) return [];
    return [
      {
        patientID: card.patientID,
        patientName: first.patientName ?? '',
        patientNric: first.patientNric,
        clinicID: first.clinicID,
        lastOccurred: new Date(card.lastOccurred).toISOString(),
        reports,
      },
    ];
  });
  await auditRead(ctx, {
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

/** A report just written, as answered (inside the write's transaction). */
async function readBack(w: Context, id: number) {
  const saved = await selectOne(w, id);
  const [answered] = saved ? await toApi(w, [saved]) : [];
  if (!answered) throw new Error('incident_report not read back');
  return answered;
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
    return readBack(w, row.id);
  });
}

const notFound = () => appError('NOT_FOUND', INCIDENT_MESSAGES.retrieveFailed);

/**
 * Write a response (spec 001 sections 4 and 5): at least one field filled, else 'No message to update.'.
 * Additional orders only from a Medical Director (FORBIDDEN otherwise). The response is added to the report's
 * responses (issue 27: a second response no longer overwrites the first), with the signed-in user and now as its
 * author and time, never the client's; a field written empty is stored as nothing written. `updatedOn` is not
 * checked: a response written meanwhile is kept beside this one. The input has no centre or patient: a report
 * stays where it was raised. A report of another centre answers as an unknown one (audited refusal).
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
  if (!current) throw await ctx.access.unseen(ctx.db, notFound, { entity: 'incidentReport', id: update.id });
  await ctx.access.assertRecordIn(current.row.clinicID, notFound, {
    entity: 'incidentReport',
    id: update.id,
  });

  const now = ctx.clock.now();
  const written = {
    cause: optionalText(update.cause, 'cause'),
    action: optionalText(update.action, 'action'),
    eventOutcome: optionalText(update.eventOutcome, 'eventOutcome'),
    furtherAction: optionalText(update.furtherAction, 'furtherAction'),
    order: hasOrder ? optionalText(update.order, 'order') : null,
  };

  return withWrite(ctx, async (w) => {
    const [response] = await w.db
      .insert(incidentResponse)
      .values({
        incidentReportID: update.id,
        ...written,
        responseBy: viewer.accountID,
        responseTimestamp: now,
      })
      .returning({ id: incidentResponse.id });
    if (!response) throw new Error('incident_response not inserted');
    await w.db.update(incidentReport).set({ updatedOn: now }).where(eq(incidentReport.id, update.id));
    await audit(w, {
      action: 'incidentReport.respond',
      entity: 'incidentReport',
      entityID: update.id,
      clinicID: current.row.clinicID,
      detail: { responseID: response.id, ...written },
    });
    return readBack(w, update.id);
  });
}

/**
 * The Incident Report Summary's centre search (spec 001 sections 2 and 7, issue 27): the centre reports of the
 * centres the filter names, one card per centre that has any, each with its total and its 10 newest reports
 * (id DESC). Two queries for the cards (counts per centre; the newest per centre by a window in SQL) and one for
 * the responses, whatever the number of centres. A card counts its centre's reports, not the page it shows (the
 * card said '10 incident reports' when the centres' shared page of 10 held 10 of 12). Audited.
 */
export async function listIncidentReportCentreSummary(
  ctx: Context,
  input: QueryListIncidentReportCentreSummaryArgs,
) {
  const filter = input.filter as Filter;
  const centres = [...new Set(namedCentres(filter))];
  if (!centres.length) throw invalid('clinicID', INCIDENT_MESSAGES.required);
  const scope = await scopeOf(ctx, filter);
  const where = and(scope, isNull(incidentReport.patientID), compileFilter(listSpec, filter));
  const counts = await ctx.db
    .select({ clinicID: incidentReport.clinicID, clinicName: clinic.name, n: count() })
    .from(incidentReport)
    .leftJoin(patient, eq(patient.id, incidentReport.patientID))
    .innerJoin(clinic, eq(clinic.id, incidentReport.clinicID))
    .where(where)
    .groupBy(incidentReport.clinicID, clinic.name)
    .orderBy(asc(clinic.name), asc(incidentReport.clinicID));
  const ranked = ctx.db
    .select({
      id: incidentReport.id,
      rank: sql<number>`row_number() over (partition by ${incidentReport.clinicID} order by ${incidentReport.id} desc)`.as(
        'rank',
      ),
    })
    .from(incidentReport)
    .leftJoin(patient, eq(patient.id, incidentReport.patientID))
    .where(where)
    .as('ranked');
  const newest = counts.length
    ? await selectRows(ctx.db)
        .innerJoin(ranked, eq(ranked.id, incidentReport.id))
        .where(lte(ranked.rank, INCIDENT_CENTRE_SEARCH_LIMIT))
        .orderBy(desc(incidentReport.id))
    : [];
  const answered = await toApi(ctx, newest);
  const result = counts.map((c) => ({
    clinicID: c.clinicID,
    clinicName: c.clinicName,
    count: c.n,
    reports: answered.filter((r) => r.clinicID === c.clinicID),
  }));
  await auditRead(ctx, {
    action: 'incidentReport.centreSummary',
    entity: 'incidentReport',
    entityID: null,
    clinicID: centres.length === 1 ? centres[0] : null,
    detail: { filter: input.filter, counts: result.map((c) => [c.clinicID, c.count]) },
  });
  return { result, count: result.length };
}
