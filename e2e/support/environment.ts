import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserServer, chromium } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The demo logins (packages/server/src/demo/seed.ts), each signed in once per environment. */
export const DEMO_EMAILS = [
  'director@example.com',
  'manager@example.com',
  'doctor@example.com',
  'nurse@example.com',
] as const;
const DEMO_PASSWORD = 'dialysis-demo';

/** What the journeys of one run share: one server on a fresh embedded database, and its accounts. */
export interface Environment {
  baseURL: string;
  /** The one Chromium of the run (chromium.launchServer): each journey file connects to it. */
  wsEndpoint: string;
  /** An account created by `npm run admin:create` with a temporary password. */
  tempAccount: { email: string; password: string };
  /** An account of its own for the forgot-password journey (its password gets reset). */
  recoveryAccount: { email: string };
  /**
   * The server's console output, kept in a file: the e-mail outbox prints each message there outside
   * production (the embedded database can only be read by the server process itself).
   */
  serverLog: string;
  /** Each demo login's session cookie, signed in once for the run (support/actions.ts signInToCentre). */
  sessions: Record<string, { name: string; value: string }>;
  /** The demo centres' ids by name. */
  centres: Record<string, number>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

/**
 * The web app and the server bundle the journeys run. CI has just built both (`npm run build`) and names
 * them (E2E_WEB_DIST, E2E_SERVER_BUNDLE); otherwise they are built from this working tree, the web app into
 * a private folder under `into` (so parallel runs never share one).
 */
export function prepareBuild(into: string): { webDist: string; serverBundle: string } {
  let webDist = process.env.E2E_WEB_DIST;
  if (webDist) {
    webDist = path.resolve(repoRoot, webDist);
  } else {
    webDist = path.join(into, 'web');
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: path.join(repoRoot, 'packages/web'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  let serverBundle = process.env.E2E_SERVER_BUNDLE;
  if (serverBundle) {
    serverBundle = path.resolve(repoRoot, serverBundle);
  } else {
    // The server as `npm start` runs it: bundled from today's sources (about a second).
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    serverBundle = path.join(repoRoot, 'packages/server/dist/main.js');
  }
  return { webDist, serverBundle };
}

/** The one Chromium of a run, served to every journey file (each connects and opens its own contexts). */
export function launchChromium(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

async function signInThroughApi(baseURL: string, email: string): Promise<{ name: string; value: string }> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      // Stay logged in: no idle timeout (30 minutes otherwise), however long a lane runs without this login.
      query:
        'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password, stayLoggedIn: true) { me { accountID } } }',
      variables: { email, password: DEMO_PASSWORD },
    }),
  });
  const [pair = ''] = (res.headers.get('set-cookie') ?? '').split(';');
  const at = pair.indexOf('=');
  if (!res.ok || at < 1) throw new Error(`${email} could not sign in (${res.status})`);
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

async function demoCentres(baseURL: string, cookie: { name: string; value: string }) {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${cookie.name}=${cookie.value}` },
    body: JSON.stringify({ query: '{ listClinic { result { id name } } }' }),
  });
  const body = (await res.json()) as { data?: { listClinic: { result: { id: number; name: string }[] } } };
  const list = body.data?.listClinic.result ?? [];
  if (list.length === 0) throw new Error('no demo centres');
  return Object.fromEntries(list.map((c) => [c.name, c.id]));
}

type Accounts = Pick<Environment, 'tempAccount' | 'recoveryAccount'>;

/** The environment variables of the journeys' server and of admin:create on its data folder. */
function serverEnv(dataDir: string, webDist: string) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: 'test-only',
    // Lanes of journeys share a handful of demo accounts and one address, faster than any person: the request
    // budget (docs/decisions/request-limits.md) is for people and is tested by the API suite.
    REQUEST_BUDGET_PER_MINUTE: '100000',
    REQUEST_BUDGET_ANONYMOUS_PER_MINUTE: '100000',
  };
}

/**
 * A new data folder with a migrated embedded database holding two Medical Directors with temporary passwords,
 * made by admin:create (production's way to the first administrator). `copies` more folders start from the
 * same database (a copy of the folder: the migration and the accounts are made once); each server then loads
 * its own demo data on first start.
 */
export function prepareData(
  build: { webDist: string; serverBundle: string },
  copies = 0,
): { dataDirs: string[]; accounts: Accounts } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-e2e-'));
  const env = serverEnv(dataDir, build.webDist);
  // admin:create as bundled beside the server (scripts/build-server.mjs).
  const cli = path.join(path.dirname(build.serverBundle), 'admin-create.js');
  const adminCreate = (email: string, name: string) =>
    execFileSync(process.execPath, [cli, '--email', email, '--name', name], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
  const email = `first.admin.${Date.now()}@example.org`;
  const out = adminCreate(email, 'First Admin');
  const password = /Temporary password[^:]*: (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${out}`);
  const recoveryEmail = `forgetful.${Date.now()}@example.org`;
  adminCreate(recoveryEmail, 'Forgetful Director');
  const dataDirs = [dataDir];
  for (let i = 0; i < copies; i++) {
    const copy = mkdtempSync(path.join(tmpdir(), 'dialysis-e2e-'));
    cpSync(path.join(dataDir, 'pglite'), path.join(copy, 'pglite'), { recursive: true });
    dataDirs.push(copy);
  }
  return {
    dataDirs,
    accounts: { tempAccount: { email, password }, recoveryAccount: { email: recoveryEmail } },
  };
}

/**
 * Starts the real server (the bundle) on a data folder of prepareData, which loads the demo data on this first
 * start, and signs each demo login in once. Password hashes at the test-only cost (PASSWORD_HASH_COST; the
 * server refuses it in production).
 */
export async function startServer(
  build: { webDist: string; serverBundle: string },
  wsEndpoint: string,
  { dataDir, accounts }: { dataDir: string; accounts: Accounts },
  /**
   * A journey that restarts its own server (offline-readings: the queue sends after a restart) names the port
   * (the page's origin must not change) and keeps the data folder when it stops.
   */
  options: { port?: number; keepData?: boolean } = {},
) {
  const env = serverEnv(dataDir, build.webDist);
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  // node itself (not npx), so SIGTERM reaches the server, not a wrapper that leaves it running.
  const server = spawn(process.execPath, [build.serverBundle], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Shown as before, and also kept for the journeys that read what the server printed (the mail outbox).
  const serverLog = path.join(dataDir, 'server.log');
  const logFile = createWriteStream(serverLog);
  server.stdout?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    logFile.write(chunk);
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    logFile.end();
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A journey server loads the demo year (docs/decisions/demo-data.md: the app is up in 8.5 s on a quiet machine);
    // on a machine loaded by other work both lanes' servers start together and took 88-107 s, past the old 90 s
    // limit. A server that never starts still fails the run, three minutes in.
    await waitForHealth(baseURL, server, 180_000);
    const sessions = Object.fromEntries(
      await Promise.all(DEMO_EMAILS.map(async (e) => [e, await signInThroughApi(baseURL, e)] as const)),
    );
    const director = sessions['director@example.com'];
    if (!director) throw new Error('the demo director did not sign in');
    const centres = await demoCentres(baseURL, director);
    const environment: Environment = {
      baseURL,
      wsEndpoint,
      ...accounts,
      serverLog,
      sessions,
      centres,
    };
    return { environment, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
