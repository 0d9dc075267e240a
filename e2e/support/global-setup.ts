import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const repoRoot = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** An account created by `npm run admin:create` with a temporary password. */
    tempAccount: { email: string; password: string };
    /** An account of its own for the forgot-password journey (its password gets reset). */
    recoveryAccount: { email: string };
    /**
     * The server's console output, kept in a file: the e-mail outbox prints each message there outside
     * production (the embedded database can only be read by the server process itself).
     */
    serverLog: string;
  }
}

function freePort(): Promise<number> {
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
 * Builds the web app of this working tree into a private folder (so parallel runs never share one),
 * creates a temporary-password account, then starts the real server on a fresh embedded database.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dialysis-e2e-'));
  const webDist = path.join(dataDir, 'web');
  execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'packages/web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };

  const email = `first.admin.${Date.now()}@example.org`;
  const out = execFileSync(
    'npx',
    ['tsx', 'packages/server/src/cli/admin-create.ts', '--email', email, '--name', 'First Admin'],
    {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    },
  );
  const password = /Temporary password[^:]*: (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${out}`);
  const recoveryEmail = `forgetful.${Date.now()}@example.org`;
  execFileSync(
    'npx',
    [
      'tsx',
      'packages/server/src/cli/admin-create.ts',
      '--email',
      recoveryEmail,
      '--name',
      'Forgetful Director',
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The server as `npm start` runs it: bundled from today's sources (about a second), then node itself (not
  // npx), so SIGTERM reaches the server, not a wrapper that leaves it running.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
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
  await waitForHealth(baseURL, server, 90_000);
  project.provide('baseURL', baseURL);
  project.provide('tempAccount', { email, password });
  project.provide('recoveryAccount', { email: recoveryEmail });
  project.provide('serverLog', serverLog);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    logFile.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
