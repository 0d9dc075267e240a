/**
 * Compile-fail fixtures (issue 28 item 2): `npm run typecheck` compiles this file, and each `@ts-expect-error`
 * below must meet an error, or the typecheck fails. Nothing here runs.
 */
import type { Db } from '../client.ts';
import { patient } from '../schema.ts';
import { versionedUpdate } from '../versioned-update.ts';

declare const db: Db;
const target = { key: patient.id, id: 1, version: '2026-11-27T00:00:00.000Z' };

export function fixtures() {
  // A column of the table compiles.
  void versionedUpdate(db, patient, target, { phoneNo: '6111 1111' }, new Date());
  // @ts-expect-error a misspelt column ('phoneNumber' for phoneNo) does not compile
  void versionedUpdate(db, patient, target, { phoneNumber: '6111 1111' }, new Date());
  const unchecked: Record<string, unknown> = { phoneNo: '6111 1111' };
  // @ts-expect-error a patch whose keys cannot be checked does not compile
  void versionedUpdate(db, patient, target, unchecked, new Date());
}
