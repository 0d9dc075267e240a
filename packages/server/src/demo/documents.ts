import { and, asc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/client.ts';
import { clinic, patient, patientDocument, storedFile } from '../db/schema.ts';
import { buildKey } from '../platform/storage/keys.ts';
import { UPLOAD_PURPOSES } from '../platform/storage/purposes.ts';
import type { Storage } from '../platform/storage/storage.ts';
import type { DemoStaffIDs } from './history.ts';

/** The documents a demo patient has: every one a referral letter, every third a consent form too. */
const DOCUMENTS = [
  { title: 'Referral letter', file: 'referral-letter.pdf', every: 1, daysAgo: 360 },
  { title: 'Consent for haemodialysis', file: 'consent-haemodialysis.pdf', every: 3, daysAgo: 355 },
] as const;

/** A one-page PDF that says what it stands for (the same for every patient: a demo, not a record). */
function demoPdf(title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', info: { Title: title, Author: 'Dialysis centre demo' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(title);
    doc
      .moveDown()
      .font('Helvetica')
      .fontSize(11)
      .text('Demo document: invented for the demonstration, no real patient.');
    doc.end();
  });
}

/**
 * Patient documents, stored through the storage interface as an upload would be (the file, its stored_file
 * row, the document row), so View and Download work. Without storage (tests of the seed) nothing is added.
 */
export async function seedDocuments(db: Db, storage: Storage, now: Date, staff: DemoStaffIDs): Promise<void> {
  const patients = await db
    .select({ id: patient.id })
    .from(patient)
    .innerJoin(clinic, eq(clinic.id, patient.existingClinicID))
    .where(and(eq(patient.deleted, 0)))
    .orderBy(asc(patient.id));
  const { folder, prefix } = UPLOAD_PURPOSES.patientDocument;
  for (const document of DOCUMENTS) {
    const bytes = await demoPdf(document.title);
    const at = new Date(now.getTime() - document.daysAgo * 86_400_000);
    const owners = patients.filter((_, k) => k % document.every === 0);
    const refs = await Promise.all(
      owners.map(async (owner) => ({
        owner,
        ref: await storage.put(
          buildKey({ folder, prefix, owner: String(owner.id), at, originalName: document.file }),
          bytes,
          'application/pdf',
        ),
      })),
    );
    if (refs.length === 0) continue;
    await db.insert(storedFile).values(
      refs.map(({ ref }) => ({
        key: ref.key,
        bucket: ref.bucket,
        region: ref.region,
        contentType: 'application/pdf',
        size: bytes.length,
        originalName: document.file,
        uploadedBy: staff.nurse,
        createdOn: at,
      })),
    );
    await db.insert(patientDocument).values(
      refs.map(({ owner, ref }) => ({
        patientID: owner.id,
        staffAccountID: staff.nurse,
        title: document.title,
        key: ref.key,
        bucket: ref.bucket,
        region: ref.region,
        createdOn: at,
        updatedOn: at,
      })),
    );
  }
}
