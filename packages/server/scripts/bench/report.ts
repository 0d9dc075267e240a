import type { LoadResult } from './load.ts';
import type { Tally } from './mix.ts';
import type { Latencies } from './stats.ts';

type Summary = ReturnType<Latencies['summary']>;
/** CPU seconds per 1,000 requests of the server process and of PostgreSQL (cpu.ts). */
type CpuPer1000 = { appSecondsPer1000: number; postgresSecondsPer1000: number };

/** Everything one run measured: printed as a table and written as JSON (bench-results/). */
export interface Report {
  startedAt: string;
  smoke: boolean;
  dataSet: { centres: number; patients: number; dayAppointments: number };
  dashboard: { api: Summary; raw: Summary; statements: number };
  /** Each search shape through the API and its SQL replayed raw as the app's role (`statements` of them). */
  search: { label: string; found: number; latency: Summary; raw: Summary; statements: number }[];
  live: { event: Summary; reload: Summary };
  mixed: {
    connections: number;
    seconds: number;
    app: LoadResult & { cpu: CpuPer1000 };
    bare: LoadResult & { cpu: CpuPer1000 };
    tally: Tally;
    rss: { startMB: number; maxMB: number; endMB: number; slopeMBPerMinute: number };
  };
  /** The statements the app sent for one request of each kind (for EXPLAIN and for comparing runs). */
  sql: Record<string, string[]>;
  /** The machine's 1, 5 and 15 minute load averages at the end (the load generator runs here too). */
  loadAverage: number[];
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');

export function printReport(r: Report): void {
  const rows: [string, string, string, string][] = [];
  const add = (what: string, p50: string, p95: string, note = '') => rows.push([what, p50, p95, note]);
  add(
    'dashboard API (1 user)',
    ms(r.dashboard.api.p50),
    ms(r.dashboard.api.p95),
    `${r.dataSet.dayAppointments} appointments`,
  );
  add(
    `dashboard raw SQL (${r.dashboard.statements} statements)`,
    ms(r.dashboard.raw.p50),
    ms(r.dashboard.raw.p95),
    `API/raw p50 ${ratio(r.dashboard.api.p50, r.dashboard.raw.p50)}`,
  );
  for (const s of r.search) {
    // Issue 32 item 3: the API within its SQL x 1.2 + 1 ms (p50); the broad term's p95 within 10 ms.
    const limit = s.raw.p50 * 1.2 + 1;
    add(
      `search ${s.label}`,
      ms(s.latency.p50),
      ms(s.latency.p95),
      `${s.found} found; API p50 ${s.latency.p50 <= limit ? '<=' : '>'} SQL x 1.2 + 1 ms (${ms(limit)})`,
    );
    add(`  its SQL raw (${s.statements} statements)`, ms(s.raw.p50), ms(s.raw.p95));
  }
  add(
    'live: submit on A -> event on B',
    ms(r.live.event.p50),
    ms(r.live.event.p95),
    `${r.live.event.count} rounds`,
  );
  add('live: submit on A -> B dashboard reloaded', ms(r.live.reload.p50), ms(r.live.reload.p95));
  const { app, bare } = r.mixed;
  add(
    `mixed app, ${r.mixed.connections} conns`,
    ms(app.latency.p50),
    ms(app.latency.p95),
    `${app.requestsPerSecond} req/s`,
  );
  add(
    `mixed bare baseline, ${r.mixed.connections} conns`,
    ms(bare.latency.p50),
    ms(bare.latency.p95),
    `${bare.requestsPerSecond} req/s; app/bare ${ratio(app.requestsPerSecond, bare.requestsPerSecond)}`,
  );

  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0), 8));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    `\nBenchmark ${r.startedAt}${r.smoke ? ' (smoke)' : ''}: ${r.dataSet.centres} centres, ${r.dataSet.patients} patients`,
  );
  console.log(line(['measure', 'p50', 'p95', 'note']));
  for (const row of rows) console.log(line(row));
  const mix = Object.entries(r.mixed.tally)
    .map(([k, t]) => `${k} ${t.ok}${t.failed ? `/${t.failed} failed (${t.firstError})` : ''}`)
    .join(', ');
  console.log(`mix answered: ${mix}`);
  const m = r.mixed.rss;
  console.log(
    `app RSS under the mix: ${m.startMB} MB at start, max ${m.maxMB} MB, ${m.endMB} MB at end, slope ${m.slopeMBPerMinute} MB/min`,
  );
  const cpu = (c: CpuPer1000) => `server ${c.appSecondsPer1000} s, PostgreSQL ${c.postgresSecondsPer1000} s`;
  console.log(`CPU per 1,000 requests of the mix: app: ${cpu(app.cpu)}; bare baseline: ${cpu(bare.cpu)}`);
  console.log(`load average at the end: ${r.loadAverage.join(' ')}`);
}
