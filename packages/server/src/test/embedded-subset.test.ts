import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { EMBEDDED_SUBSET } from './embedded-subset.ts';

describe('the embedded subset (CI runs these files on the embedded database too)', () => {
  test('names only files that exist, each with the difference it proves', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    for (const [file, why] of Object.entries(EMBEDDED_SUBSET)) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(file).toMatch(/\.test\.ts$/);
      expect(file).not.toMatch(/\.pg\.test\.ts$/);
      expect(why.length, file).toBeGreaterThan(20);
    }
  });
});
