/**
 * One app instance for the benchmark, in a process of its own (forked by bench.ts), so the load generator
 * never shares its event loop and the instance's RSS is its own. It runs startServer exactly as main.ts does
 * (jobs off: they would add noise), listens on a free port and tells the parent which.
 *
 * On request it records the SQL the app sends (every pg query, text and values) while one operation runs:
 * the benchmark replays exactly that SQL raw and behind the bare baseline server.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { boundHeapGrowth } from '../../src/platform/heap.ts';
import { startServer } from '../../src/server.ts';
import type { CapturedQuery, ParentMessage } from './messages.ts';

let recording: CapturedQuery[] | null = null;
/**
 * Round trips to PostgreSQL so far (one statement each), how many of them only set a connection's centre scope,
 * and how many statements carried their scope in front of them in the same round trip (db/scope.ts queryAfter).
 */
const sent = { statements: 0, scopeSets: 0, scopesCarried: 0 };
// biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; the wrapper passes them through
type AnyQuery = (this: pg.Client, ...args: any[]) => any;
const original = pg.Client.prototype.query as unknown as AnyQuery;
const recordingQuery: AnyQuery = function (this: pg.Client, ...args) {
  // query(text, values), query({ text, values }) or, as drizzle calls it, query({ text, rowMode }, values).
  const [first, second] = args;
  const text = typeof first === 'string' ? first : first?.text;
  sent.statements++;
  if (typeof text === 'string' && text.startsWith('set app.clinic_ids')) sent.scopeSets++;
  if (typeof first?.firstStatement === 'string') sent.scopesCarried++;
  if (recording) {
    const values = Array.isArray(second) ? second : Array.isArray(first?.values) ? first.values : [];
    if (typeof text === 'string') recording.push({ text, values });
  }
  return original.apply(this, args);
};
(pg.Client.prototype as unknown as { query: AnyQuery }).query = recordingQuery;

const config = loadConfig(process.env);
boundHeapGrowth(config.heapGrowingPercent); // as main.ts does
const server = await startServer(config, { jobs: false });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const port = (server.app.server.address() as AddressInfo).port;

// A CPU profile of one section only (the mix: --profile), through the inspector rather than --cpu-prof, which
// covers the whole process (start-up, sign-ins, the captures and the probes).
const profiler = new Session();
const startProfile = async () => {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
};
const stopProfile = async (file: string) => {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  profiler.disconnect();
  process.send?.({ type: 'profiled', file });
};

process.on('message', (message: ParentMessage) => {
  if (message.type === 'count') process.send?.({ type: 'counted', ...sent });
  else if (message.type === 'profile-start') void startProfile();
  else if (message.type === 'profile-stop') void stopProfile(message.file);
  else if (message.type === 'capture-start') recording = [];
  else if (message.type === 'capture-stop') {
    process.send?.({ type: 'captured', queries: recording ?? [] });
    recording = null;
  } else if (message.type === 'stop') {
    void server.close().then(() => process.exit(0));
  }
});
process.send?.({ type: 'listening', port });
