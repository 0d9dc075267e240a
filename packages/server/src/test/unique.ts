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
 *
 * The first five vary: a letter and four digits, 260,000 values, from this file's random start in steps of
 * 7,919 (prime to 260,000, so a file never repeats itself). Files running side by side on one PostgreSQL
 * draw their starts apart; with the digits alone (10,000 values) two files once drew the same NRIC in CI.
 */
export function uniqueNric(last4 = '000A'): string {
  counter += 1;
  const n = (Number.parseInt(run, 16) + counter * 7919) % 260_000;
  const letter = String.fromCharCode(65 + Math.floor(n / 10_000));
  return `${letter}${String(n % 10_000).padStart(4, '0')}${last4}`;
}
