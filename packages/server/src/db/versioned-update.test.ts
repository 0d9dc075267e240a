import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.ts';
import type { TestApp } from '../test/test-app.ts';
import { clinic } from './schema.ts';
import { STALE_RECORD, versionedUpdate } from './versioned-update.ts';
import { systemWriter, withWrite } from './write.ts';

const test = apiTest();

describe('versionedUpdate: the version is in the UPDATE', () => {
  test('of two saves made on one version exactly one lands; the other is a VERSION_CONFLICT', async ({
    t,
  }) => {
    const centre = await t.aCentre({ name: 'Before' });
    const version = await t.version(clinic, centre.id);
    const save = (name: string, at: number) =>
      withWrite(
        systemWriter(t.db, () => t.clock.now()),
        (w) =>
          versionedUpdate(
            w,
            clinic,
            { key: clinic.id, id: centre.id, version },
            { name },
            new Date(t.clock.now().getTime() + at),
          ),
      );
    const results = await Promise.allSettled([save('One', 1000), save('Two', 2000)]);
    const landed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(landed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      message: STALE_RECORD,
      extensions: { code: 'VERSION_CONFLICT' },
    });
    const [row] = await t.db.select().from(clinic).where(eq(clinic.id, centre.id));
    expect(row?.name).toBe((landed[0] as PromiseFulfilledResult<{ name: string }>).value.name);
  });

  test('a version with microseconds (a row stamped by the database) matches the client’s milliseconds', async ({
    t,
  }) => {
    const centre = await t.aCentre();
    await t.db.execute(
      `update clinic set updated_on = '2030-03-11 01:00:00.123456+00' where id = ${centre.id}`,
    );
    const saved = await rename(t, centre.id, '2030-03-11T01:00:00.123Z', 'Renamed');
    expect(saved.name).toBe('Renamed');
    await expect(rename(t, centre.id, 'not a date', 'Again')).rejects.toMatchObject({
      extensions: { code: 'VERSION_CONFLICT' },
    });
  });

  test('every save makes a new version, even in the millisecond of the last one', async ({ t }) => {
    const centre = await t.aCentre();
    const first = await t.version(clinic, centre.id);
    // The clock stands still at the version's own millisecond (two saves in one instant, or a clock behind).
    t.clock.set(first);
    const saved = await rename(t, centre.id, first, 'Once');
    expect(saved.updatedOn.toISOString()).not.toBe(first);
    // A second save made on the first version is stale, not a silent overwrite of 'Once'.
    await expect(rename(t, centre.id, first, 'Twice')).rejects.toMatchObject({
      extensions: { code: 'VERSION_CONFLICT' },
    });
    const again = await rename(t, centre.id, saved.updatedOn.toISOString(), 'Twice');
    expect(again.updatedOn.getTime()).toBeGreaterThan(saved.updatedOn.getTime());
  });
});

/** Renames the centre through the one versioned update, in a write of its own, at the test clock's time. */
function rename(t: TestApp, id: number, version: string, name: string) {
  return withWrite(
    systemWriter(t.db, () => t.clock.now()),
    (w) => versionedUpdate(w, clinic, { key: clinic.id, id, version }, { name }, t.clock.now()),
  );
}
