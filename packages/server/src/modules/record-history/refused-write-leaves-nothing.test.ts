import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import type { StaffClient, TestApp } from '../../test/test-app.ts';
import {
  aRefusedWriter,
  auditsBy,
  historyBy,
  type RecordCase,
  refuseAuditsAfterAChange,
  type Scenario,
  type Sent,
} from './test-history.ts';
import { RECORD_CASES } from './test-record-cases.ts';

const test = apiTest(async (t) => {
  await refuseAuditsAfterAChange(t);
  return {};
});

/** The case's scenario in a centre of its own, its writer, and a refused writer of the same login type. */
async function arrange(t: TestApp, c: RecordCase) {
  const centre = await t.aCentre();
  const centres = c.everyCentre ? [] : [centre.id];
  const [as, refused] = await Promise.all([t.signedInAs(c.by, centres), aRefusedWriter(t, c.by, centres)]);
  return { as, refused, s: await c.scenario(t, centre, as) };
}

/** The refused writer's write fails and leaves the records as they were, with no audit row and no history. */
async function expectLeavesNothing(t: TestApp, s: Scenario, refused: StaffClient, send: () => Promise<Sent>) {
  const state = async () => ({
    records: await s.stored(),
    audits: await auditsBy(t, refused),
    history: await historyBy(t, refused),
  });
  const before = await state();
  const res = await send();
  expect(res.errors?.map((e) => e.message)).toEqual(['Unexpected error.']);
  expect(await state()).toEqual(before);
  expect(before.history).toEqual([]);
}

/**
 * The record created by its writer, then each of its changes sent by the refused writer; a
 * record that has none is created by the refused writer.
 */
async function expectRefusedWritesLeaveNothing(t: TestApp, c: RecordCase) {
  const { as, refused, s } = await arrange(t, c);
  if (s.changes.length === 0) {
    await expectLeavesNothing(t, s, refused, () => s.create.send(refused, ''));
    return;
  }
  const created = await s.create.send(as, '');
  expect(created.errors).toBeUndefined();
  for (const change of s.changes) {
    await expectLeavesNothing(t, s, refused, () => change.send(refused, created.id as string));
  }
}

describe('a write that fails after it changed the record leaves neither the change, nor its audit row, nor its history', () => {
  test.for(RECORD_CASES)('$record', async (c, { t }) => {
    await expectRefusedWritesLeaveNothing(t, c);
  });
});
