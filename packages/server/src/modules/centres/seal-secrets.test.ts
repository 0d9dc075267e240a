import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clinic } from '../../db/schema.ts';
import { accountingSecretBox } from '../../platform/secret-box.ts';
import { apiTest } from '../../test/api-test.ts';
import { sealLegacyClientSecrets } from './seal-secrets.ts';

const test = apiTest();

test('a client secret stored in clear before encryption is sealed at start, once', async ({ t }) => {
  const box = accountingSecretBox(t.config);
  const legacy = await t.aCentre({ qbClientSecret: 'stored-in-clear' });
  const sealedAlready = await t.aCentre({ qbClientSecret: box.seal('sealed-before') });
  expect(await sealLegacyClientSecrets(t.db, box)).toBeGreaterThanOrEqual(1);
  const secretOf = async (id: number) =>
    (await t.db.select({ s: clinic.qbClientSecret }).from(clinic).where(eq(clinic.id, id)))[0]?.s ?? '';
  const now = await secretOf(legacy.id);
  expect(now).not.toContain('stored-in-clear');
  expect(box.open(now)).toBe('stored-in-clear');
  expect(box.open(await secretOf(sealedAlready.id))).toBe('sealed-before');
  // A second run changes nothing.
  await sealLegacyClientSecrets(t.db, box);
  expect(await secretOf(legacy.id)).toBe(now);
});
