import { configurePasswordHashing } from '../modules/identity/passwords.ts';

// Runs before every API test file (vitest.config.ts, setupFiles): password hashes at the test-only argon2id
// cost, a fraction of a millisecond instead of about 16 ms each. The password code's own tests
// (modules/identity/passwords.test.ts) set the standard cost back; production refuses this one
// (docs/decisions/test-suite.md).
configurePasswordHashing({ production: false, cost: 'test-only' });
