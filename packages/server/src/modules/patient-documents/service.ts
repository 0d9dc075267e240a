import { HOSPITAL_ENTRY_MESSAGES } from '@dialysis/domain';
import { and, desc, eq } from 'drizzle-orm';
import { listedPatientID, scopedPatient } from '../../access/patient-scope.ts';
import { audit, auditRead } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { ReadDb } from '../../db/client.ts';
import { type ListSpec, runList, tableQueries } from '../../db/list.ts';
import { patientDocument, staff, storedFile } from '../../db/schema.ts';
import { serialize } from '../../db/serialize.ts';
import { withWrite } from '../../db/write.ts';
import type {
  CreatePatientDocumentInput,
  QueryListPatientDocumentArgs,
} from '../../graphql/generated/resolvers-types.ts';
import { ownUpload } from '../../platform/storage/files.ts';
import { invalid, optionalText } from '../common/manage-input.ts';

/** Spec 001 section 9: patient documents 10 per page. */
export const PATIENT_DOCUMENTS_PAGE_SIZE = 10;
export const DOCUMENT_NOT_FOUND = 'The document was not found. Please attach it again.';

const listSpec: ListSpec = {
  fields: {
    patientID: patientDocument.patientID,
    title: patientDocument.title,
    createdOn: patientDocument.createdOn,
  },
  defaultOrder: [desc(patientDocument.createdOn), desc(patientDocument.id)],
  tiebreaker: patientDocument.id,
  defaultLimit: PATIENT_DOCUMENTS_PAGE_SIZE,
};

function selectRows(db: ReadDb) {
  return db
    .select({
      row: patientDocument,
      staffName: staff.name,
      fileName: storedFile.originalName,
      contentType: storedFile.contentType,
    })
    .from(patientDocument)
    .leftJoin(staff, eq(staff.accountID, patientDocument.staffAccountID))
    .leftJoin(storedFile, eq(storedFile.key, patientDocument.key));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

function toApi({ row, ...joined }: Selected) {
  const { deleted: _d, deletedOn: _do, updatedOn: _u, ...rest } = row;
  return { ...serialize(rest), ...joined };
}
export type ApiPatientDocument = ReturnType<typeof toApi>;

/** The documents page: one patient's documents, newest first, paged in SQL; an audited patient-record read. */
export async function listPatientDocument(ctx: Context, input: QueryListPatientDocumentArgs) {
  const patient = await scopedPatient(ctx, listedPatientID(input.filter));
  const scope = and(eq(patientDocument.patientID, patient.id), eq(patientDocument.deleted, 0));
  const list = await runList(
    listSpec,
    { ...input, scope },
    tableQueries(ctx.db, patientDocument, () => selectRows(ctx.db).$dynamic()),
  );
  await auditRead(ctx, {
    action: 'patientDocument.list',
    entity: 'patient',
    entityID: patient.id,
    clinicID: patient.clinicID,
    detail: { count: list.result.length },
  });
  return { result: list.result.map(toApi), count: list.count };
}

/**
 * Upload Document: title and one file required ('Required.'). The file must be one the caller uploaded as a
 * patient document, so nobody can file somebody else's upload under a patient; bucket and region come from
 * the stored file, not the client. The row and its audit row commit together.
 */
export async function createPatientDocument(ctx: Context, input: CreatePatientDocumentInput) {
  const viewer = ctx.access.user();
  const patient = await scopedPatient(ctx, input.patientID);
  const title = optionalText(input.title, 'title', 200);
  if (!title) throw invalid('title', HOSPITAL_ENTRY_MESSAGES.required);
  if (!input.key) throw invalid('key', HOSPITAL_ENTRY_MESSAGES.required);
  const file = await ownUpload(ctx, input.key, 'patientDocument');
  if (!file) throw invalid('key', DOCUMENT_NOT_FOUND);
  const now = ctx.clock.now();

  return withWrite(ctx, async (w) => {
    const [row] = await w.db
      .insert(patientDocument)
      .values({
        patientID: patient.id,
        staffAccountID: viewer.accountID,
        title,
        key: file.key,
        bucket: file.bucket,
        region: file.region,
        createdOn: now,
        updatedOn: now,
      })
      .returning();
    if (!row) throw new Error('patient_document not inserted');
    await audit(w, {
      action: 'patientDocument.create',
      entity: 'patientDocument',
      entityID: row.id,
      clinicID: patient.clinicID,
      detail: { patientID: patient.id, title, key: file.key },
    });
    return toApi({ row, staffName: viewer.name, fileName: file.originalName, contentType: file.contentType });
  });
}
