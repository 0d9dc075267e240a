import type { LoadResult } from './load.ts';
import type { Tally } from './mix.ts';
import type { OpenLoopResult } from './open-loop.ts';
import type { Latencies } from './stats.ts';

type Summary = ReturnType<Latencies['summary']>;
/** CPU seconds per 1,000 requests of the server process and of PostgreSQL (cpu.ts). */
type CpuPer1000 = {
  appSecondsPer1000: number;
  /** Of it, in the kernel (absent from reports before 2026-11-28). */
  appSystemSecondsPer1000?: number;
  postgresSecondsPer1000: number;
};
export type RssSummary = { startMB: number; maxMB: number; endMB: number; slopeMBPerMinute: number };

/** What one data set measured: sections 1 to 4 and the app's RSS under the mix. */
export interface DataSetReport {
  dataSet: { centres: number; patients: number; dayAppointments: number };
  dashboard: { api: Summary; raw: Summary; statements: number };
  /** Each search shape through the API and its SQL replayed raw as the app's role (`statements` of them). */
  search: { label: string; found: number; latency: Summary; raw: Summary; statements: number }[];
  live: { event: Summary; reload: Summary };
  mixed: LoadResult & {
    cpu: CpuPer1000;
    connections: number;
    seconds: number;
    tally: Tally;
    /** Statements the app sent to PostgreSQL per request of the mix, and those that only set the centre scope. */
    statements: { perRequest: number; scopeSetsPerRequest: number; scopesCarriedPerRequest: number };
  };
  rss: RssSummary;
}

/** Everything one run measured: printed as tables and written as JSON (bench-results/). */
export interface Report extends DataSetReport {
  startedAt: string;
  smoke: boolean;
  /** The bare baseline's mix (closed loop, the same connections), measured in the same run. */
  bare: LoadResult & { cpu: CpuPer1000 };
  /** The mix sent open loop at half the bare baseline's rate (issue 32 item 2). */
  open: OpenLoopResult & { tally: Tally; rss: RssSummary };
  /**
   * Each kind of the mix sent alone (--per-kind): CPU milliseconds per request of the app and of the bare server
   * for the same SQL, and the kind's share of the mix.
   */
  perKind: {
    kind: string;
    inMix: number;
    app: { cpuMs: number; requestsPerSecond: number };
    bare: { cpuMs: number; requestsPerSecond: number };
  }[];
  /** The same sections on the network-size data set (--network-url; issue 32 item 6). */
  network?: DataSetReport;
  targets: Target[];
  /** The statements the app sent for one request of each kind (for EXPLAIN and for comparing runs). */
  sql: Record<string, string[]>;
  /** The machine's 1, 5 and 15 minute load averages at the start and at the end (the load generator runs here too). */
  loadAverage: { start: number[]; end: number[] };
}

/** One target of the issue: the figure, what it is held against, and whether it holds in this run. */
export interface Target {
  item: string;
  what: string;
  figure: string;
  baseline: string;
  target: string;
  holds: boolean;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.POSITIVE_INFINITY);
const x = (n: number) => `${n.toFixed(2)}x`;

/** The targets of issue 32 items 1, 2 and 6, each against its baseline from the same run. */
export function targetsOf(r: Omit<Report, 'targets'>): Target[] {
  const t: Target[] = [];
  const appCpu = r.mixed.cpu.appSecondsPer1000;
  const bareCpu = r.bare.cpu.appSecondsPer1000;
  t.push({
    item: '1',
    what: 'app-server CPU per 1,000 requests of the mix',
    figure: `${appCpu} s (${x(ratio(appCpu, bareCpu))})`,
    baseline: `bare server ${bareCpu} s`,
    target: '<= 2x bare',
    holds: appCpu <= 2 * bareCpu,
  });
  const rps = ratio(r.mixed.requestsPerSecond, r.bare.requestsPerSecond);
  t.push({
    item: '1',
    what: `mixed throughput, ${r.mixed.connections} connections`,
    figure: `${r.mixed.requestsPerSecond} req/s (${x(rps)})`,
    baseline: `bare ${r.bare.requestsPerSecond} req/s`,
    target: '>= 0.75x bare',
    holds: rps >= 0.75,
  });
  const open = r.open;
  const openBase = `open loop at ${open.targetRate} req/s (half the bare rate), ${open.answered} answered`;
  const openOk = open.errors === 0 && open.non2xx === 0;
  t.push({
    item: '2',
    what: 'mix open loop p95 (corrected)',
    figure: ms(open.corrected.p95),
    baseline: openBase,
    target: '<= 50 ms',
    holds: openOk && open.corrected.p95 <= 50,
  });
  t.push({
    item: '2',
    what: 'mix open loop p99 (corrected)',
    figure: ms(open.corrected.p99),
    baseline: `service time p95 ${ms(open.service.p95)}, p99 ${ms(open.service.p99)}`,
    target: '<= 150 ms',
    holds: openOk && open.corrected.p99 <= 150,
  });
  // Item 3: each search shape's API within its SQL (replayed raw as the app's role) x 1.2 + 1 ms; the broad
  // term's p95 within 10 ms.
  for (const s of r.search) {
    const limit = s.raw.p50 * 1.2 + 1;
    t.push({
      item: '3',
      what: `search ${s.label}: API p50`,
      figure: ms(s.latency.p50),
      baseline: `its SQL p50 ${ms(s.raw.p50)} (${s.statements} statements)`,
      target: `<= ${ms(limit)}`,
      holds: s.latency.p50 <= limit,
    });
  }
  const broad = r.search.find((s) => s.label.startsWith('broad'));
  if (broad)
    t.push({
      item: '3',
      what: `search ${broad.label}: API p95`,
      figure: ms(broad.latency.p95),
      baseline: `its SQL p95 ${ms(broad.raw.p95)}`,
      target: '<= 10 ms',
      holds: broad.latency.p95 <= 10,
    });
  const n = r.network;
  if (n) {
    const within = (what: string, big: number, small: number) =>
      t.push({
        item: '6',
        what: `${n.dataSet.centres} centres: ${what} p95`,
        figure: `${ms(big)} (${x(ratio(big, small))})`,
        baseline: `${r.dataSet.centres} centres ${ms(small)}`,
        target: '<= 1.5x',
        holds: big <= 1.5 * small,
      });
    within('dashboard API', n.dashboard.api.p95, r.dashboard.api.p95);
    for (const s of n.search) {
      const small = r.search.find((q) => q.label === s.label);
      if (small) within(`search ${s.label}`, s.latency.p95, small.latency.p95);
    }
    within('live update (B dashboard reloaded)', n.live.reload.p95, r.live.reload.p95);
    t.push({
      item: '6',
      what: `${n.dataSet.centres} centres: app RSS under the mix, max`,
      figure: `${n.rss.maxMB} MB`,
      baseline: `${r.dataSet.centres} centres ${r.rss.maxMB} MB`,
      target: '<= 300 MB',
      holds: n.rss.maxMB <= 300,
    });
  }
  return t;
}

function table(rows: string[][]): void {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0), 6));
  for (const row of rows)
    console.log(
      row
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

function dataSetRows(r: DataSetReport): string[][] {
  const rows: string[][] = [['measure', 'p50', 'p95', 'p99', 'note']];
  const add = (what: string, s: Summary, note = '') =>
    rows.push([what, ms(s.p50), ms(s.p95), ms(s.p99), note]);
  add('dashboard API (1 user)', r.dashboard.api, `${r.dataSet.dayAppointments} appointments`);
  add(
    `dashboard raw SQL (${r.dashboard.statements} statements)`,
    r.dashboard.raw,
    `API/raw p50 ${x(ratio(r.dashboard.api.p50, r.dashboard.raw.p50))}`,
  );
  for (const s of r.search) {
    add(`search ${s.label}`, s.latency, `${s.found} found`);
    add(`  its SQL raw (${s.statements} statements)`, s.raw);
  }
  add('live: submit on A -> event on B', r.live.event, `${r.live.event.count} rounds`);
  add('live: submit on A -> B dashboard reloaded', r.live.reload);
  add(
    `mixed app, ${r.mixed.connections} conns, closed loop`,
    r.mixed.latency,
    `${r.mixed.requestsPerSecond} req/s`,
  );
  return rows;
}

const tallyLine = (tally: Tally) =>
  Object.entries(tally)
    .map(([k, t]) => `${k} ${t.ok}${t.failed ? `/${t.failed} failed (${t.firstError})` : ''}`)
    .join(', ');
const rssLine = (m: RssSummary) =>
  `${m.startMB} MB at start, max ${m.maxMB} MB, ${m.endMB} MB at end, slope ${m.slopeMBPerMinute} MB/min`;
const cpuLine = (c: CpuPer1000) =>
  `server ${c.appSecondsPer1000} s${c.appSystemSecondsPer1000 === undefined ? '' : ` (${c.appSystemSecondsPer1000} s of it in the kernel)`}, PostgreSQL ${c.postgresSecondsPer1000} s`;
const statementsLine = (m: DataSetReport['mixed']) =>
  `round trips to PostgreSQL per request of the mix: ${m.statements.perRequest}, of which ${m.statements.scopeSetsPerRequest} only set the centre scope (and ${m.statements.scopesCarriedPerRequest} scopes carried in front of a statement)`;

export function printReport(r: Report): void {
  console.log(
    `\nBenchmark ${r.startedAt}${r.smoke ? ' (smoke)' : ''}: ${r.dataSet.centres} centres, ${r.dataSet.patients} patients`,
  );
  const rows = dataSetRows(r);
  rows.push([
    `mixed bare baseline, ${r.mixed.connections} conns`,
    ms(r.bare.latency.p50),
    ms(r.bare.latency.p95),
    ms(r.bare.latency.p99),
    `${r.bare.requestsPerSecond} req/s; app/bare ${x(ratio(r.mixed.requestsPerSecond, r.bare.requestsPerSecond))}`,
  ]);
  rows.push([
    `mixed app, open loop at ${r.open.targetRate} req/s, corrected`,
    ms(r.open.corrected.p50),
    ms(r.open.corrected.p95),
    ms(r.open.corrected.p99),
    `${r.open.achievedRate} req/s answered; max ${ms(r.open.corrected.max)}`,
  ]);
  rows.push([
    '  the same, service time (from the send)',
    ms(r.open.service.p50),
    ms(r.open.service.p95),
    ms(r.open.service.p99),
    `send lag max ${ms(r.open.maxSendLagMs)}, ${r.open.maxInFlight} in flight at most, ${r.open.errors} errors, ${r.open.non2xx} non-2xx`,
  ]);
  table(rows);
  console.log(`mix answered (closed loop): ${tallyLine(r.mixed.tally)}; ${statementsLine(r.mixed)}`);
  console.log(`mix answered (open loop): ${tallyLine(r.open.tally)}`);
  console.log(`app RSS under the mix: ${rssLine(r.rss)}; under the open loop: ${rssLine(r.open.rss)}`);
  console.log(
    `CPU per 1,000 requests of the mix: app: ${cpuLine(r.mixed.cpu)}; bare baseline: ${cpuLine(r.bare.cpu)}`,
  );
  if (r.perKind.length > 0) {
    console.log('\nCPU per request, each kind alone (app against the bare server running its SQL):');
    table([
      ['kind', 'in the mix', 'app', 'bare', 'app/bare', 'app req/s'],
      ...r.perKind.map((k) => [
        k.kind,
        `${Math.round(k.inMix * 100)} %`,
        `${k.app.cpuMs.toFixed(2)} ms`,
        `${k.bare.cpuMs.toFixed(2)} ms`,
        x(ratio(k.app.cpuMs, k.bare.cpuMs)),
        String(k.app.requestsPerSecond),
      ]),
    ]);
  }
  if (r.network) {
    const n = r.network;
    console.log(`\nNetwork data set: ${n.dataSet.centres} centres, ${n.dataSet.patients} patients`);
    table(dataSetRows(n));
    console.log(`mix answered: ${tallyLine(n.mixed.tally)}; ${statementsLine(n.mixed)}`);
    console.log(`app RSS under the mix: ${rssLine(n.rss)}`);
    console.log(`CPU per 1,000 requests of the mix: ${cpuLine(n.mixed.cpu)}`);
  }
  console.log('\nTargets (issue 32), each against its baseline in this run:');
  table([
    ['item', 'measure', 'figure', 'baseline', 'target', 'holds'],
    ...r.targets.map((t) => [t.item, t.what, t.figure, t.baseline, t.target, t.holds ? 'yes' : 'NO']),
  ]);
  console.log(
    `load average at the start: ${r.loadAverage.start.join(' ')}; at the end: ${r.loadAverage.end.join(' ')}`,
  );
}
