import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { BulkHandler } from '../db/batch-transaction.ts';
import { resolvers as account } from '../modules/account/resolvers.ts';
import { resolvers as accounting } from '../modules/accounting/resolvers.ts';
import { resolvers as appointments } from '../modules/appointments/resolvers.ts';
import { resolvers as availability } from '../modules/availability/resolvers.ts';
import { resolvers as centres } from '../modules/centres/resolvers.ts';
import { resolvers as certifications } from '../modules/certifications/resolvers.ts';
import { resolvers as clinicalNotes } from '../modules/clinical-notes/resolvers.ts';
import { resolvers as dialysis } from '../modules/dialysis/resolvers.ts';
import { resolvers as dialysisOrders } from '../modules/dialysis-orders/resolvers.ts';
import { resolvers as funderReport } from '../modules/funder-report/resolvers.ts';
import { resolvers as identity } from '../modules/identity/resolvers.ts';
import { resolvers as incidents } from '../modules/incidents/resolvers.ts';
import { resolvers as labs, bulk as labsBulk } from '../modules/labs/resolvers.ts';
import { resolvers as machineStatus } from '../modules/machine-status/resolvers.ts';
import { resolvers as machines } from '../modules/machines/resolvers.ts';
import { resolvers as medication } from '../modules/medication/resolvers.ts';
import { resolvers as milestones } from '../modules/milestones/resolvers.ts';
import { resolvers as patientDocuments } from '../modules/patient-documents/resolvers.ts';
import { resolvers as patientSearch } from '../modules/patient-search/resolvers.ts';
import { resolvers as patients } from '../modules/patients/resolvers.ts';
import { resolvers as quality } from '../modules/quality/resolvers.ts';
import { resolvers as recordHistory } from '../modules/record-history/resolvers.ts';
import { resolvers as referenceLists } from '../modules/reference-lists/resolvers.ts';
import { resolvers as routineOrders } from '../modules/routine-orders/resolvers.ts';
import { resolvers as seats } from '../modules/seats/resolvers.ts';
import { resolvers as staff } from '../modules/staff/resolvers.ts';
import { guardFilterArguments } from './filter-guard.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

const modulesDir = path.resolve(import.meta.dirname, '../modules');

/** Every module's schema.graphql, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(modulesDir, entry.name, 'schema.graphql'))
    .sort()
    .flatMap((file) => {
      try {
        return [readFileSync(file, 'utf8')];
      } catch {
        return [];
      }
    });
}

/** Adding a module: write its schema.graphql and resolvers.ts, then list its resolvers here. */
export const moduleResolvers: Resolvers[] = [
  identity,
  account,
  centres,
  seats,
  appointments,
  availability,
  dialysis,
  dialysisOrders,
  routineOrders,
  certifications,
  staff,
  machineStatus,
  machines,
  referenceLists,
  patients,
  medication,
  milestones,
  recordHistory,
  patientSearch,
  clinicalNotes,
  patientDocuments,
  labs,
  incidents,
  funderReport,
  accounting,
  quality,
];

/** Root fields whose aliases in one request are done in one go (db/batch-transaction.ts). */
export const bulkHandlers: Record<string, BulkHandler> = { ...labsBulk };

export function buildSchema() {
  return guardFilterArguments(
    createSchema<Context>({
      typeDefs: loadTypeDefs(),
      resolvers: moduleResolvers,
    }),
  );
}
