import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Viewer } from './viewer.ts';

/**
 * A refused attempt to reach another centre's data leaves an audit row ('access.refused'), like a read
 * does. Written on the request's root connection, never inside the service's transaction (which the
 * refusal rolls back), and not awaited by the refusal: on PGlite's single connection a write awaited
 * inside an open transaction would wait for it forever. A failed write is dropped (the refusal stands).
 */
export function auditRefusal(
  db: Db,
  viewer: Viewer | null,
  entry: { clinicID?: number | null; entity: string; entityID?: string | number | null; reason: string },
): Promise<void> {
  return db
    .insert(auditLog)
    .values({
      accountID: viewer?.accountID ?? null,
      role: viewer?.group ?? null,
      clinicID: entry.clinicID ?? null,
      action: 'access.refused',
      entity: entry.entity,
      entityID: entry.entityID === undefined || entry.entityID === null ? null : String(entry.entityID),
      detail: { reason: entry.reason },
    })
    .then(
      () => undefined,
      () => undefined,
    );
}
