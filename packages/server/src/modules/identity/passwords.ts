import { hash, verify } from '@node-rs/argon2';

export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1): about 16 ms a hash on this hardware. Production's only cost. */
export const STANDARD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * For the test suites only (PASSWORD_HASH_COST=test-only): 64 KiB and one pass, well under a millisecond.
 * The API suite signs in about 500 times and creates as many accounts; at the standard cost that is
 * CPU time spent proving nothing about the code under test. The password code's own tests
 * (passwords.test.ts) hash at the standard cost, and loadConfig and configurePasswordHashing refuse this
 * cost in production (docs/decisions/test-suite.md).
 */
export const TEST_ONLY_HASH_COST: PasswordHashCost = { memoryCost: 64, timeCost: 1, parallelism: 1 };

export type PasswordHashCostName = 'standard' | 'test-only';

const COSTS: Record<PasswordHashCostName, PasswordHashCost> = {
  standard: STANDARD_HASH_COST,
  'test-only': TEST_ONLY_HASH_COST,
};

let cost: PasswordHashCost = STANDARD_HASH_COST;

/** Whether a cost is at least the standard one in every parameter (what production requires). */
export function isStandardOrStronger(c: PasswordHashCost): boolean {
  return (
    c.memoryCost >= STANDARD_HASH_COST.memoryCost &&
    c.timeCost >= STANDARD_HASH_COST.timeCost &&
    c.parallelism >= STANDARD_HASH_COST.parallelism
  );
}

/**
 * Sets the cost of the hashes made from now on in this process (the server's start and the CLI, from
 * config; the test setup). In production anything weaker than the standard cost is refused, so a test
 * setting can never reach a real deployment. Hashes already stored keep their own parameters:
 * verification reads them from the hash.
 */
export function configurePasswordHashing(options: { production: boolean; cost: PasswordHashCostName }): void {
  const next = COSTS[options.cost];
  if (options.production && !isStandardOrStronger(next)) {
    throw new Error(
      `PASSWORD_HASH_COST=${options.cost} is weaker than the standard argon2id cost: refused in production`,
    );
  }
  cost = next;
}

/** The cost new hashes are made with. */
export function passwordHashCost(): PasswordHashCost {
  return cost;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, {
    algorithm: 2 /* Argon2id: the package's enum is const, not importable here */,
    ...cost,
  });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so that a miss takes as long as a wrong password: made at the
// cost in effect, as every account's hash is.
const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
export function dummyPasswordHash(): Promise<string> {
  let made = dummyHashes.get(cost);
  if (!made) {
    made = hashPassword('not-a-real-password-just-for-timing');
    dummyHashes.set(cost, made);
  }
  return made;
}
