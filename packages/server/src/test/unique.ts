import { randomBytes } from 'node:crypto';

// Unique across files, workers and runs (the PostgreSQL test database keeps its rows between runs).
const run = randomBytes(4).toString('hex');
let counter = 0;

/** A name no other test (in this run or an earlier one) has used: `prefix-<run>-<n>`. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${run}-${counter}`;
}

export function uniqueEmail(prefix = 'staff'): string {
  return `${unique(prefix)}@test.example`;
}

/**
 * A client address of its own, so that one test's failed sign-ins never count against another's
 * (the per-address throttle keys on it).
 */
export function uniqueAddress(): string {
  counter += 1;
  return `fd00::${run.slice(0, 4)}:${run.slice(4)}:${counter.toString(16)}`;
}

/**
 * An NRIC-shaped value no other test uses (one live patient per NRIC is a rule of the database), ending with
 * `last4` so tests can still assert the masked form '*****' + last4. Nine characters, like a real NRIC.
 */
export function uniqueNric(last4 = '000A'): string {
  counter += 1;
  const middle = (Number.parseInt(run, 16) + counter * 7919) % 10_000;
  return `S${String(middle).padStart(4, '0')}${last4}`;
}
