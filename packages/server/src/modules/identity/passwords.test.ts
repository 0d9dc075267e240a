import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  configurePasswordHashing,
  dummyPasswordHash,
  hashPassword,
  passwordHashCost,
  STANDARD_HASH_COST,
  TEST_ONLY_HASH_COST,
  verifyPassword,
} from './passwords.ts';

// The password code itself, at the cost production uses (the rest of the API suite hashes at the
// test-only cost, src/test/setup.ts).
beforeEach(() => configurePasswordHashing({ production: false, cost: 'standard' }));

describe('password hashes', () => {
  test("are argon2id at OWASP's baseline (m=19 MiB, t=2, p=1), salted, and verify only the right password", async () => {
    const one = await hashPassword('Correct-Horse-7');
    const two = await hashPassword('Correct-Horse-7');
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(two).not.toBe(one);
    expect(await verifyPassword(one, 'Correct-Horse-7')).toBe(true);
    expect(await verifyPassword(one, 'correct-horse-7')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct-Horse-7')).toBe(false);
  });

  test('the hash an unknown e-mail is checked against costs what an account hash costs', async () => {
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    configurePasswordHashing({ production: false, cost: 'test-only' });
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });

  test('a hash keeps its own cost: one made at the standard cost verifies whatever the cost in effect', async () => {
    const standard = await hashPassword('Correct-Horse-7');
    configurePasswordHashing({ production: false, cost: 'test-only' });
    expect(passwordHashCost()).toEqual(TEST_ONLY_HASH_COST);
    expect(await hashPassword('Correct-Horse-7')).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(standard, 'Correct-Horse-7')).toBe(true);
  });
});

describe('the test-only cost', () => {
  test('is refused in production, at start (loadConfig) and where the cost is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test-only' })).toThrow(
      /PASSWORD_HASH_COST: the test-only argon2id cost is refused in production/,
    );
    expect(() => configurePasswordHashing({ production: true, cost: 'test-only' })).toThrow(
      /refused in production/,
    );
    // Refused means not applied: new hashes keep the standard cost.
    expect(passwordHashCost()).toEqual(STANDARD_HASH_COST);
    expect(() => configurePasswordHashing({ production: true, cost: 'standard' })).not.toThrow();
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashCost).toBe('standard');
  });

  test('stops the server from starting in production', () => {
    const main = path.resolve(import.meta.dirname, '../../main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', PASSWORD_HASH_COST: 'test-only', PORT: '0' },
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('PASSWORD_HASH_COST: the test-only argon2id cost is refused in production');
  }, 30_000);

  test('is what the test suites run with, and nothing by default', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test-only' }).passwordHashCost).toBe('test-only');
  });
});
