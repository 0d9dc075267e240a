import { describe } from 'vitest';
import { apiTest } from '../../test/api-test.ts';
import { expectHistoryOf } from './test-history.ts';
import { RECORD_CASES } from './test-record-cases.ts';

const test = apiTest();

describe('each write of a record keeps its history: who, when, which record, each changed field before and after', () => {
  test.for(RECORD_CASES)('$record: created, edited and deleted through the API', async (c, { t }) => {
    const centre = await t.aCentre();
    const as = await t.signedInAs(c.by, c.everyCentre ? [] : [centre]);
    const s = await c.scenario(t, centre, as);
    const id = await expectHistoryOf(t, c, s, as, s.create);
    for (const change of s.changes) await expectHistoryOf(t, c, s, as, change, id);
  });
});
