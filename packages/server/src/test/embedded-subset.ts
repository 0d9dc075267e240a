/**
 * The API test files CI runs on the embedded database (PGlite, in-process event bus) besides the whole suite on
 * a PostgreSQL server with Redis: the ones whose code paths differ there, each with the difference it proves
 * (docs/decisions/test-suite.md). The rest run the same SQL through the same Drizzle code on both, and the
 * embedded database's one connection is kept on the server run too (one-connection.ts). `npm run test:fast`
 * and `npm run test:api` without DATABASE_URL run every file on the embedded database.
 */
export const EMBEDDED_SUBSET: Record<string, string> = {
  'src/db/write.test.ts': 'transactions: a write and its audit row commit together or not at all',
  'src/db/centre-scoping.test.ts':
    "row-level security on the one connection: every statement in its own handle's centres, none in between",
  'src/db/versioned-update.test.ts':
    "timestamps as PGlite parses them (microseconds against the client's milliseconds), two saves on one connection",
  'src/db/db-errors.test.ts':
    "the driver's error objects (PGlite's are not node-postgres') logged by their codes",
  'src/db/backup.test.ts': 'the embedded backup and restore: a copy of DATA_DIR/pglite',
  'src/audit.test.ts': 'the audit rows written in the transaction of the write they record',
  'src/audit-append-only.test.ts': "the audit trail's append-only rule on the embedded engine",
  'src/modules/labs/labs.test.ts': 'batches: up to 30 aliases of a mutation in one transaction, bulk inserts',
  'src/modules/dialysis-orders/dialysis-orders.test.ts':
    'a refusal audited on the root connection after the refused transaction (one connection)',
  'src/modules/appointments/appointments.test.ts':
    "the dashboard's prepared raw rows as PGlite returns them (numbers, timestamps as text)",
  'src/modules/patient-search/patient-search.plan.test.ts': "the search's plan on PGlite (its own branch)",
  'src/platform/jobs.test.ts': 'scheduled jobs: an advisory lock held in a transaction on the one connection',
  'src/http/operations.test.ts':
    'migrations on a new embedded database at start; shutdown while a PGlite transaction holds the database',
  'src/http/healthz.test.ts': 'health without Redis: the in-process event bus',
  'src/http/subscriptions.test.ts': 'subscriptions over graphql-ws on the in-process event bus',
  'src/modules/dialysis/events.test.ts': "a session's events on the in-process event bus",
  'src/demo/seed.test.ts': 'the demo data, loaded only into an embedded database',
  'src/platform/storage/upload-quota-parallel.test.ts':
    "parallel uploads' quota reservations (an advisory lock in a transaction) on the one connection",
  'src/platform/storage/upload-at-once.test.ts': 'uploads in flight counted in this process (no Redis)',
};
