import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountingSecretBox, secretBox } from './secret-box.ts';

const KEY = 'k'.repeat(40);

describe('the secret box (accounting secrets at rest)', () => {
  it('seals to a text that does not hold the secret, and opens it again', () => {
    const box = secretBox(KEY);
    const sealed = box.seal('intuit-client-secret');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('intuit');
    expect(box.seal('intuit-client-secret')).not.toBe(sealed); // a fresh IV every time
    expect(box.open(sealed)).toBe('intuit-client-secret');
    expect(box.isSealed(sealed)).toBe(true);
    expect(box.isSealed('intuit-client-secret')).toBe(false);
  });

  it('refuses a changed value, another key, and a value never sealed', () => {
    const box = secretBox(KEY);
    const sealed = box.seal('secret');
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => secretBox('x'.repeat(40)).open(sealed)).toThrow();
    expect(() => box.open('secret')).toThrow('not a sealed value');
    expect(() => secretBox('short')).toThrow(/at least 32/);
  });

  it('generates its key under DATA_DIR once, private to the owner, and keeps using it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
    const sealed = accountingSecretBox({ dataDir }).seal('kept');
    expect(accountingSecretBox({ dataDir }).open(sealed)).toBe('kept');
    expect(statSync(path.join(dataDir, 'accounting-secret-key')).mode & 0o777).toBe(0o600);
    expect(accountingSecretBox({ dataDir, accountingSecretKey: KEY }).isSealed(sealed)).toBe(true);
  });
});
