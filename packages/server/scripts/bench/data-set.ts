import pg from 'pg';
import { linearRegression } from 'simple-statistics';
import { DIRECTOR_EMAIL, NURSES_PER_CENTRE, nurseEmail, SCALE_PASSWORD } from '../scale/network-shape.ts';
import { type CentreState, loadCentres, nextBooking } from './centre-state.ts';
import { type Child, startChild } from './children.ts';
import { gql, signIn, type User } from './client.ts';
import { cpuPerThousand } from './cpu.ts';
import { measureLive } from './live.ts';
import { runLoad } from './load.ts';
import type { CapturedQuery } from './messages.ts';
import { appRequests, type Kind, type Recycle, type Tally } from './mix.ts';
import * as op from './operations.ts';
import type { DataSetReport, RssSummary } from './report.ts';
import { timeEach } from './stats.ts';

/** How long each part runs: a full run, or --smoke's second or two. */
export interface Timing {
  /** Seconds per latency probe (the dashboard, each search shape). */
  probeSeconds: number;
  liveRounds: number;
  /** The closed-loop mix. */
  mixSeconds: number;
  connections: number;
}

/**
 * One scale data set under test: its database (as the owner, for reading state and replaying SQL), the app
 * running on it in a child process (as the app's role), and the staff signed in.
 */
export interface DataSet {
  db: pg.Client;
  env: NodeJS.ProcessEnv;
  app: Child;
  centres: CentreState[];
  first: CentreState;
  /** One nurse per connection of the mix, a few per centre, in centre order. */
  users: { user: User; centre: CentreState }[];
  director: User;
  patients: number;
  /** Stops the app and closes the connection. */
  close(): Promise<void>;
}

/** The benchmark's environment for the app processes on `ownerUrl`'s database. */
export async function appEnv(db: pg.Client, ownerUrl: string, dataDir: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    // As deployed (docs/operations.md): DATABASE_URL's owner migrates, the app and the bare baseline run as a
    // role that owns nothing (production refuses to run as the owner).
    DATABASE_URL: process.env.BENCH_APP_DATABASE_URL ?? (await appRoleUrl(db, ownerUrl)),
    MIGRATION_DATABASE_URL: ownerUrl,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    // The app as deployed: production mode (graphql-js skips its development checks, no GraphiQL, masked errors).
    NODE_ENV: 'production',
    // autocannon drops its connections at the end of each run, mid-request: the app logs every one as an
    // error ("Premature close"). Failures the benchmark cares about are counted from the answers instead.
    LOG_LEVEL: 'fatal',
    // One benchmark nurse sends thousands of requests a minute, far past a person's budget
    // (http/request-budget.ts, 429 after 1,200): the benchmark measures the app's speed, not its refusals.
    REQUEST_BUDGET_PER_MINUTE: '100000000',
    REQUEST_BUDGET_ANONYMOUS_PER_MINUTE: '100000000',
  };
}

/** Opens a seeded database, starts the app on it and signs the benchmark's staff in. */
export async function openDataSet(options: {
  ownerUrl: string;
  centres: number;
  connections: number;
  dataDir: string;
}): Promise<DataSet> {
  const db = new pg.Client({ connectionString: options.ownerUrl });
  await db.connect();
  const children: Child[] = [];
  try {
    const centres = await loadCentres(db, options.centres);
    const [first] = centres;
    if (!first) throw new Error('no scale centres in this database: run npm run seed:scale first');
    // Today's sessions are seeded for the centres' day at the time of the seed (their time zone, not UTC's):
    // once that day has passed, check-in refuses the old day's appointments ('Invalid Appointment.').
    const { rows: seeded } = await db.query<{ day: string | null }>(
      `select to_char(max(a.date), 'YYYY-MM-DD') as day from dialysis d join appointment a on a.id = d.appointment_id
       where d.clinic_id = $1 and d.deleted = 0 and d.start_time is not null and d.end_time is null`,
      [first.clinicID],
    );
    const seededDay = seeded[0]?.day;
    if (seededDay && seededDay !== first.today) {
      throw new Error(
        `the data set was seeded for ${seededDay} but the centres' day is now ${first.today}: run npm run seed:scale again`,
      );
    }
    const env = await appEnv(db, options.ownerUrl, options.dataDir);
    const app = await startChild('app-process.ts', env);
    children.push(app);
    // Nurses enough for one connection each (a few per centre), and the director for the network search.
    const perCentre = Math.min(NURSES_PER_CENTRE, Math.ceil(options.connections / centres.length));
    const users: DataSet['users'] = [];
    for (const [i, centre] of centres.entries()) {
      for (let n = 1; n <= perCentre; n++) {
        users.push({ user: await signIn(app.base, nurseEmail(i + 1, n), SCALE_PASSWORD), centre });
      }
    }
    const director = await signIn(app.base, DIRECTOR_EMAIL, SCALE_PASSWORD);
    const [{ n: patients } = { n: 0 }] = (
      await db.query<{ n: number }>('select count(*)::int as n from patient')
    ).rows;
    return {
      db,
      env,
      app,
      centres,
      first,
      users: users.slice(0, Math.max(options.connections, 1)),
      director,
      patients,
      close: async () => {
        await app.stop();
        await db.end();
      },
    };
  } catch (error) {
    for (const child of children) await child.stop();
    await db.end();
    throw error;
  }
}

/** The SQL the app sends while `run` runs (every pg query, text and values), recorded in the app process. */
export async function recordSql(ds: DataSet, run: () => Promise<unknown>): Promise<CapturedQuery[]> {
  ds.app.send({ type: 'capture-start' });
  await run();
  const done = ds.app.next('captured');
  ds.app.send({ type: 'capture-stop' });
  return (await done).queries;
}

const asUser = (ds: DataSet, user: User) => (body: op.GqlBody) => gql(ds.app.base, user.cookie, body);

/**
 * The SQL of one request of each kind of the mix, as the app sent it (replayed by the bare baseline), and the
 * reads once more for every other centre the mix reaches (one connection per nurse, in users' order), with that
 * centre's nurse and rows: the bare baseline takes the variants in turn, so it reads the same spread of data as
 * the app. The writes keep their one capture (replayed and rolled back).
 */
export async function captureMix(ds: DataSet): Promise<Record<Kind, CapturedQuery[][]>> {
  const { first, db } = ds;
  const nurse = ds.users[0]?.user as User;
  const asNurse = asUser(ds, nurse);
  const running = first.running[0];
  const waiting = first.waiting[0];
  if (!running || !waiting) throw new Error('centre 1 has no session in progress or to start: seed again');
  const captures: [Kind, () => Promise<unknown>][] = [
    ['dashboard', () => asNurse(op.dashboard(first.clinicID, first.today))],
    ['record', () => asNurse(op.patientRecord(first.patients[0] ?? 0))],
    ['session', () => asNurse(op.session(running.patientID, running.id))],
    ['readings', () => asNurse(op.readings(running.id))],
    ['search', () => asNurse(op.search(first.clinicID, 'Tan', 'centre'))],
    ['reading', () => asNurse(op.submitReading(running.id, 0))],
    [
      'checkOut',
      async () => {
        const done = first.running.shift();
        if (!done) throw new Error('no session to check out');
        await asNurse(op.checkOut(done.id, done.updatedOn));
        first.freeMachines.push(done.machineID);
      },
    ],
    [
      'checkIn',
      async () => {
        // The machine the check-out just freed (a run leaves the centre's free machines as it found them).
        first.waiting.shift();
        const machine = first.freeMachines.pop();
        if (!machine) throw new Error('no free machine in centre 1');
        const { data } = await asNurse(op.checkIn(waiting.appointmentID, machine));
        // Soft-deleted again (as the app deletes), so the bare baseline's replay of this check-in inserts
        // its session without meeting this one, and the machine is free for the mix.
        const s = data.startDialysis as { id: number };
        await db.query('update dialysis set deleted = 1, deleted_on = now() where id = $1', [s.id]);
        first.freeMachines.push(machine);
      },
    ],
    [
      'booking',
      async () => {
        const b = nextBooking(first);
        await asNurse(op.book(b.patientID, first.clinicID, b.date, b.shift));
        // Cancelled again (as the app cancels), so the bare baseline's replay of this booking inserts its row
        // without meeting this one: one live appointment per patient and day (appointment_patient_day_key).
        await db.query(
          'update appointment set deleted = 1 where patient_id = $1 and date = $2 and deleted = 0',
          [b.patientID, b.date],
        );
      },
    ],
  ];
  const variants = {} as Record<Kind, CapturedQuery[][]>;
  for (const [kind, run] of captures) variants[kind] = [await recordSql(ds, run)];

  const reached = [...new Set(ds.users.map((u) => u.centre))].filter((c) => c !== first);
  for (const c of reached) {
    const inCentre = asUser(ds, ds.users.find((u) => u.centre === c)?.user ?? nurse);
    const sessionOf = c.running[0];
    const reads: [Kind, () => Promise<unknown>][] = [
      ['dashboard', () => inCentre(op.dashboard(c.clinicID, c.today))],
      ['record', () => inCentre(op.patientRecord(c.patients[0] ?? 0))],
      ['search', () => inCentre(op.search(c.clinicID, 'Tan', 'centre'))],
      ...(sessionOf
        ? ([
            ['session', () => inCentre(op.session(sessionOf.patientID, sessionOf.id))],
            ['readings', () => inCentre(op.readings(sessionOf.id))],
          ] as [Kind, () => Promise<unknown>][])
        : []),
    ];
    for (const [kind, run] of reads) variants[kind].push(await recordSql(ds, run));
  }
  return variants;
}

/**
 * Sections 1 to 3: the dashboard day of a full centre (the API, one user at a time, and the same SQL raw), the
 * patient search over the network (the director sees every centre: four shapes of the first page), and live
 * updates across two instances on the same PostgreSQL and Redis.
 */
export async function probe(
  ds: DataSet,
  timing: Timing,
  dashboardSql: CapturedQuery[],
): Promise<Omit<DataSetReport, 'mixed' | 'rss' | 'dataSet'> & { dayAppointments: number }> {
  const { first, db, app, director } = ds;
  const nurse = ds.users[0]?.user as User;
  console.log('  dashboard ...');
  const dashboardApi = await runLoad({
    url: app.base,
    connections: 1,
    seconds: timing.probeSeconds,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        ...jsonRequest(op.dashboard(first.clinicID, first.today), nurse, app.base),
      },
    ],
  });
  const rawRuns = Math.max(20, Math.min(2000, dashboardApi.requests));
  const dashboardRaw = await timeEach(rawRuns, async () => {
    for (const q of dashboardSql) await db.query(q.text, q.values);
  });
  const [{ n: dayAppointments } = { n: 0 }] = (
    await db.query<{ n: number }>(
      'select count(*)::int as n from appointment where clinic_id = $1 and date = $2 and deleted = 0',
      [first.clinicID, first.today],
    )
  ).rows;

  // Each shape through the API, and its SQL replayed raw (issue 32 item 3: API p50 <= SQL p50 x 1.2 + 1 ms). The
  // replay runs as the app's role in the director's scope (every centre), as the app's own statements do, so the
  // row-level security the app pays is in both; the scope is set once, not replayed with each request.
  console.log('  patient search ...');
  const someone = first.names[7] ?? 'Tan';
  const shapes: [string, string][] = [
    ['broad "Tan"', 'Tan'],
    ['a full name', someone],
    ['NRIC', first.nrics[7] ?? 'S0000000A'],
    ['empty first page', ''],
  ];
  const asApp = new pg.Client({ connectionString: ds.env.DATABASE_URL });
  await asApp.connect();
  const search = [];
  try {
    const { rows: every } = await db.query<{ ids: string }>(
      `select '{' || string_agg(id::text, ',' order by id) || '}' as ids from clinic`,
    );
    await asApp.query(`set app.clinic_ids = '${every[0]?.ids ?? '{}'}'`);
    for (const [label, text] of shapes) {
      const body = op.search(first.clinicID, text, 'all');
      const result = await runLoad({
        url: app.base,
        connections: 1,
        seconds: timing.probeSeconds,
        requests: [{ method: 'POST', path: '/graphql', ...jsonRequest(body, director, app.base) }],
      });
      const statements = (await recordSql(ds, () => gql(app.base, director.cookie, body))).filter(
        (q) => !/^\s*set app\.clinic_ids/i.test(q.text),
      );
      const raw = await timeEach(Math.max(20, Math.min(2000, result.requests)), async () => {
        for (const q of statements) await asApp.query(q.text, q.values);
      });
      const { data } = await gql(app.base, director.cookie, body);
      const found = (data.listPatient as { count: number }).count;
      search.push({
        label,
        found,
        latency: result.latency,
        raw: raw.summary(),
        statements: statements.length,
      });
    }
  } finally {
    await asApp.end();
  }

  console.log('  live update ...');
  const b = await startChild('app-process.ts', ds.env);
  let live: Awaited<ReturnType<typeof measureLive>>;
  try {
    live = await measureLive({
      a: app.base,
      b: b.base,
      user: nurse,
      clinicID: first.clinicID,
      today: first.today,
      sessions: first.running.map((s) => s.id),
      rounds: timing.liveRounds,
    });
  } finally {
    await b.stop();
  }
  return {
    dayAppointments,
    dashboard: { api: dashboardApi.latency, raw: dashboardRaw.summary(), statements: dashboardSql.length },
    search,
    live: { event: live.event.summary(), reload: live.reload.summary() },
  };
}

/** RSS of the app process, read each second while `run` runs: start, max, end and the least-squares slope. */
export async function withRss<T>(app: Child, run: () => Promise<T>): Promise<[T, RssSummary]> {
  const rss: { s: number; mb: number }[] = [];
  const t0 = performance.now();
  const sample = () => rss.push({ s: (performance.now() - t0) / 1000, mb: app.rssMB() });
  sample();
  const sampler = setInterval(sample, 1000);
  try {
    const result = await run();
    sample();
    return [result, summariseRss(rss)];
  } finally {
    clearInterval(sampler);
  }
}

function summariseRss(rss: { s: number; mb: number }[]): RssSummary {
  const slope = rss.length >= 2 ? linearRegression(rss.map((r) => [r.s, r.mb])).m * 60 : 0;
  return {
    startMB: Math.round(rss[0]?.mb ?? 0),
    maxMB: Math.round(Math.max(0, ...rss.map((r) => r.mb))),
    endMB: Math.round(rss.at(-1)?.mb ?? 0),
    slopeMBPerMinute: Math.round(slope * 10) / 10,
  };
}

/**
 * Puts a checked-out session back for check-in (mix.ts Recycle), one at a time on the data set's one client (pg
 * deprecates overlapping queries on a client): the mix stays the same however long it runs.
 */
export function recycler(db: pg.Client): Recycle {
  let recycling: Promise<unknown> = Promise.resolve();
  return async (sessionID) => {
    const next = recycling.then(() =>
      db.query<{ appointmentID: number; patientID: number }>(
        `update dialysis set deleted = 1, deleted_on = now() where id = $1 and end_time is not null
         returning appointment_id as "appointmentID", patient_id as "patientID"`,
        [sessionID],
      ),
    );
    recycling = next.catch(() => undefined);
    return (await next).rows[0] ?? null;
  };
}

/**
 * Section 4: the mixed nurse workload on the app, closed loop (each connection sends its next request when the
 * last is answered), with the app's RSS and its CPU per 1,000 requests; `profile` writes a CPU profile of the
 * app over this section.
 */
export async function mixed(ds: DataSet, timing: Timing, tally: Tally, profile?: string) {
  console.log(`  mixed workload, ${timing.connections} connections, ${timing.mixSeconds} s ...`);
  const stopProfile = profile ? startProfile(ds.app, profile) : undefined;
  const before = await statementsSent(ds.app);
  const [result, rss] = await withRss(ds.app, () =>
    cpuPerThousand(ds.app.pid, () =>
      runLoad({
        url: ds.app.base,
        connections: timing.connections,
        seconds: timing.mixSeconds,
        requests: appRequests(ds.users, tally, ds.app.base, recycler(ds.db)),
      }),
    ),
  );
  const after = await statementsSent(ds.app);
  const perRequest = (n: number) => Math.round((n / Math.max(1, result.requests)) * 100) / 100;
  const statements = {
    perRequest: perRequest(after.statements - before.statements),
    scopeSetsPerRequest: perRequest(after.scopeSets - before.scopeSets),
    scopesCarriedPerRequest: perRequest(after.scopesCarried - before.scopesCarried),
  };
  await stopProfile?.();
  return { ...result, rss, statements };
}

/** A CPU profile of the app from now until the answered function is called (written to `file`). */
export function startProfile(app: DataSet['app'], file: string): () => Promise<void> {
  app.send({ type: 'profile-start' });
  return async () => {
    const written = app.next('profiled');
    app.send({ type: 'profile-stop', file });
    console.log(`  CPU profile: ${(await written).file}`);
  };
}

/** How many statements the app process has sent so far (app-process.ts counts them). */
async function statementsSent(
  app: Child,
): Promise<{ statements: number; scopeSets: number; scopesCarried: number }> {
  const counted = app.next('counted');
  app.send({ type: 'count' });
  return counted;
}

/** The headers and body of one fixed GraphQL request of a signed-in user, for autocannon. */
function jsonRequest(body: op.GqlBody, user: User, origin: string) {
  return {
    headers: { 'content-type': 'application/json', cookie: user.cookie, origin },
    body: JSON.stringify(body),
  };
}

/**
 * The URL of the benchmark's application role on the server of `ownerUrl`, created once (a login role without
 * a password: this machine's PostgreSQL trusts local connections; elsewhere set BENCH_APP_DATABASE_URL).
 */
async function appRoleUrl(owner: pg.Client, ownerUrl: string): Promise<string> {
  const role = 'dialysis_bench_app';
  const { rowCount } = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
  if (!rowCount) await owner.query(`create role ${role} login`);
  const url = new URL(ownerUrl);
  url.username = role;
  url.password = '';
  return url.toString();
}
