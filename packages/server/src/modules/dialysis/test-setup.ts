import { afterAll, beforeAll, expect } from 'vitest';
import type { AnyData } from '../../test/graphql.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { aReadyCheckIn, checkInForm, START } from './test-documents.ts';

/**
 * The setup the dialysis session test files share: one test app per file with two centres, A and B (B is the
 * centre the users of A may not see). Live bindings: set by the file's beforeAll (startDialysisTestApp), read
 * by its tests.
 */
export let t: TestApp;
export let A: { id: number };
export let B: { id: number };

/** Starts the test app and its two centres before the file's tests; closes it after them. */
export function startDialysisTestApp() {
  beforeAll(async () => {
    t = await startTestApp();
    [A, B] = await Promise.all([t.aCentre(), t.aCentre()]);
  });
  afterAll(() => t.close());
}

/** A session started through the API by a nurse of the centre (running; its version is its updatedOn). */
export async function aRunningSession(centre: { id: number } = A) {
  const nurse = await t.asNurse([centre]);
  const ready = await aReadyCheckIn(t, centre);
  const res = await nurse.request(START, {
    create: checkInForm(ready.machine.id),
    appointmentID: ready.appointment.id,
  });
  expect(res.errors).toBeUndefined();
  return { ...ready, nurse, session: res.data?.startDialysis as AnyData };
}
