import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { orExitOnConfigError } from '../config-error.ts';
import { ownerTarget, restoreDatabase } from '../db/backup.ts';

// npm run db:restore -- PATH --yes: replaces the database (DATABASE_URL, or the embedded one under DATA_DIR)
// with a backup of db:backup. Stop the app first. Without --yes it only says what it would do.
const { values, positionals } = parseArgs({ options: { yes: { type: 'boolean' } }, allowPositionals: true });
// A bad setting is one line on stderr and exit 1 (config-error.ts).
const config = orExitOnConfigError(() => loadConfig());
const from = positionals[0];
if (!from) {
  console.error('Usage: npm run db:restore -- <backup path> --yes');
  process.exit(2);
}
const into = config.databaseUrl
  ? 'the PostgreSQL database of DATABASE_URL'
  : `the embedded database in ${config.dataDir}`;
if (!values.yes) {
  console.error(`This replaces ${into} with ${from}. Stop the app, then run again with --yes.`);
  process.exit(2);
}
try {
  await restoreDatabase(ownerTarget(config), from);
  console.log(`Restored ${into} from ${from}.`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
