import { sql } from 'drizzle-orm';
import { withWrite } from '../../db/write.ts';
import { asSystem, type Job } from '../jobs.ts';
import { deleteExpiredReservations } from './quota.ts';
import { removeStaleStaged } from './staging.ts';

const DAY = 24 * 3_600_000;

/**
 * Uploads that no record took within a day are removed, bytes and metadata: an upload is only ever
 * attached right after it is made (a profile picture, a patient picture, a document, a machine audit
 * document), so a day-old file no row references never will be. The record columns that hold keys are
 * listed here; a new kind of attachment adds its column. Idempotent: a second run finds nothing.
 * Expired upload reservations and day-old staged files (what a crash in the middle of uploads leaves) go too.
 */
export const unattachedUploadsJob: Job = {
  name: 'unattached-uploads',
  intervalMs: 60 * 60_000,
  async run(services) {
    const { clock, storage } = services;
    const dayAgo = new Date(clock.now().getTime() - DAY);
    const result = (await withWrite(asSystem(services), (w) =>
      w.db.execute(sql`
      delete from stored_file f
      where f.created_on < ${dayAgo.toISOString()}::timestamptz
        and not exists (select 1 from staff s where s.profile_picture_key = f.key)
        and not exists (select 1 from patient p where p.photo_key = f.key)
        and not exists (select 1 from patient_document d where d.file_key = f.key)
        and not exists (select 1 from machine_status m where m.file_key = f.key)
      returning f.key`),
    )) as unknown as { rows: { key: string }[] };
    // The rows go first, in their write; the bytes after (a failed delete of bytes leaves an orphan file on
    // disk, never a row pointing at nothing).
    for (const { key } of result.rows) await storage?.delete(key).catch(() => undefined);
    // What a process stopped in the middle of uploads left: its quota reservations (expired by now) and its
    // staged files (an upload takes its staged file within its own request, long before a day).
    await withWrite(asSystem(services), (w) => deleteExpiredReservations(w, clock.now()));
    // Their age is the file's, stamped by the system clock: compared with that clock, not the app's.
    if (storage) await removeStaleStaged(storage.stagingDir, new Date(Date.now() - DAY));
  },
};
