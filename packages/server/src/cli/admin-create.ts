import { parseArgs } from 'node:util';
import { isValidEmail } from '@dialysis/domain';
import { loadConfig } from '../config.ts';
import { orExitOnConfigError } from '../config-error.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createStaffAccount, findAccountByEmail, temporaryPassword } from '../modules/identity/accounts.ts';
import { configurePasswordHashing } from '../modules/identity/passwords.ts';

/**
 * Creates a Medical Director with a temporary password (production's first administrator):
 *   npm run admin:create -- --email X --name Y
 * The password is printed once; the NEW_PASSWORD_REQUIRED form asks for a new one at first sign-in.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
if (!values.email || !isValidEmail(values.email) || !values.name?.trim()) {
  console.error('Usage: npm run admin:create -- --email someone@example.org --name "Full Name"');
  process.exit(2);
}

// A bad setting is one line on stderr and exit 1 (config-error.ts).
const config = orExitOnConfigError(() => loadConfig());
configurePasswordHashing({ production: config.production, cost: config.passwordHashCost });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  if (await findAccountByEmail(database.db, values.email)) {
    console.error('An account with the email already exists.');
    process.exitCode = 1;
  } else {
    const password = temporaryPassword();
    await createStaffAccount(database.db, {
      email: values.email,
      name: values.name.trim(),
      group: 'MedicalDirector',
      password,
      temporary: true,
    });
    console.log(`Medical Director ${values.email} created.`);
    console.log(`Temporary password (shown once, must be changed at first sign-in): ${password}`);
  }
} finally {
  await database.close();
}
