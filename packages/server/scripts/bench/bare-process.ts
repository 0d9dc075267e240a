/**
 * The bare baseline of the mixed workload (issue 16): a minimal Fastify server with a pg pool of the app's
 * size (10) that, for POST /op/<name>, runs the SQL the app ran for that operation (captured from the app,
 * same text and values, in the same order) and answers the last statement's rows as JSON. No GraphQL, no
 * sessions, no access checks, no audit code: what is left is the database and HTTP, so app / bare is the
 * framework's overhead. A captured transaction is rolled back instead of committed, so writes repeat. The reads
 * come in one variant per centre the mix reaches (their SQL with that centre's values), taken in turn, so the
 * baseline reads the same spread of data as the app, not one centre's rows kept warm in cache.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedQuery, ParentMessage } from './messages.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
let operations: Record<string, CapturedQuery[][]> = {};
/** How many times each operation was served: the next variant to run. */
const served: Record<string, number> = {};
/** Operations whose failure was printed already (once each). */
const reported = new Set<string>();

const app = Fastify({ logger: false });
app.post<{ Params: { name: string } }>('/op/:name', async (request, reply) => {
  const variants = operations[request.params.name];
  if (!variants?.length) return reply.code(404).send({ error: 'unknown operation' });
  const turn = served[request.params.name] ?? 0;
  served[request.params.name] = turn + 1;
  const queries = variants[turn % variants.length] ?? [];
  const client = await pool.connect();
  try {
    let rows: unknown[] = [];
    for (const query of queries) {
      // The app's row-level security scope (db/scope.ts) means nothing to the owner the baseline runs as: the
      // baseline does not pay for it, the app does (as the issue measured it, before the policies).
      if (query.text.startsWith('set app.clinic_ids')) continue;
      const text = /^\s*commit\s*;?\s*$/i.test(query.text) ? 'rollback' : query.text;
      rows = (await client.query(text, query.values)).rows;
    }
    return { data: rows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    if (!reported.has(request.params.name)) console.error(`bare ${request.params.name}: ${String(error)}`);
    reported.add(request.params.name);
    return reply.code(500).send({ error: String(error) });
  } finally {
    client.release();
  }
});
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message: ParentMessage) => {
  if (message.type === 'operations') {
    operations = message.operations;
    process.send?.({ type: 'ready' });
  } else if (message.type === 'stop') {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  }
});
process.send?.({ type: 'listening', port: (app.server.address() as AddressInfo).port });
