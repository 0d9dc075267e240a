import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../test/api-test.ts';
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
    const saved = await withWrite(
      systemWriter(t.db, () => t.clock.now()),
      (w) =>
        versionedUpdate(
          w,
          clinic,
          { key: clinic.id, id: centre.id, version: '2030-03-11T01:00:00.123Z' },
          { name: 'Renamed' },
          t.clock.now(),
        ),
    );
    expect(saved.name).toBe('Renamed');
    await expect(
      withWrite(
        systemWriter(t.db, () => t.clock.now()),
        (w) =>
          versionedUpdate(
            w,
            clinic,
            { key: clinic.id, id: centre.id, version: 'not a date' },
            { name: 'Again' },
            t.clock.now(),
          ),
      ),
    ).rejects.toMatchObject({ extensions: { code: 'VERSION_CONFLICT' } });
  });
});
