import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { orExitOnConfigError } from '../config-error.ts';
import { backupDatabase, ownerTarget } from '../db/backup.ts';

// npm run db:backup [-- --out PATH]: pg_dump of DATABASE_URL, or a copy of the embedded database (stop the
// server first for that one). docs/operations.md has the restore drill.
const { values } = parseArgs({ options: { out: { type: 'string' } } });
// A bad setting is one line on stderr and exit 1 (config-error.ts).
const config = orExitOnConfigError(() => loadConfig());
try {
  const where = await backupDatabase(ownerTarget(config), values.out);
  console.log(`Backup written to ${where}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
