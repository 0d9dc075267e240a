/**
 * Compile-fail fixtures (issue 28 item 2): `npm run typecheck` compiles this file, and each `@ts-expect-error`
 * below must meet an error, or the typecheck fails. Nothing here runs.
 */
import { audit, auditMany } from '../../audit.ts';
import type { Context } from '../../context.ts';
import type { Db } from '../client.ts';
import { auditLog, patient } from '../schema.ts';
import { versionedUpdate } from '../versioned-update.ts';
import { type Write, withWrite } from '../write.ts';

declare const ctx: Context;
declare const db: Db;
const target = { key: patient.id, id: 1, version: '2026-11-27T00:00:00.000Z' };
const entry = { action: 'fixture', entity: 'patient', entityID: 1 };

export function fixtures() {
  // Inside withWrite: a versioned update of a column of the table, an insert and the audit row compile.
  void withWrite(ctx, async (w) => {
    await versionedUpdate(w, patient, target, { phoneNo: '6111 1111' }, new Date());
    await w.db.insert(auditLog).values({ action: 'fixture' });
    await audit(w, entry);
    // @ts-expect-error a misspelt column ('phoneNumber' for phoneNo) does not compile
    await versionedUpdate(w, patient, target, { phoneNumber: '6111 1111' }, new Date());
    const unchecked: Record<string, unknown> = { phoneNo: '6111 1111' };
    // @ts-expect-error a patch whose keys cannot be checked does not compile
    await versionedUpdate(w, patient, target, unchecked, new Date());
  });

  // Outside withWrite, every write fails to compile:
  // @ts-expect-error a request's db is for reading: no insert
  void ctx.db.insert(patient);
  // @ts-expect-error no update
  void ctx.db.update(patient);
  // @ts-expect-error no delete
  void ctx.db.delete(patient);
  // @ts-expect-error no transaction of its own (withWrite opens it)
  void ctx.db.transaction(async () => undefined);
  // @ts-expect-error a versioned update needs a write context, not a database handle
  void versionedUpdate({ db }, patient, target, { phoneNo: '6111 1111' }, new Date());
  // @ts-expect-error the audit row of a write is written in the write, not beside it
  void audit(ctx, entry);
  // @ts-expect-error nor several
  void auditMany(ctx, [entry]);
  // @ts-expect-error a write context cannot be made by hand
  const forged: Write = { db, access: ctx.access, clock: ctx.clock };
  void forged;
}
