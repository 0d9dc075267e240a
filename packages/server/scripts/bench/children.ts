import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildMessage, ParentMessage } from './messages.ts';

/** A forked server (app-process.ts or bare-process.ts) and the way to talk to it. */
export interface Child {
  process: ChildProcess;
  pid: number;
  base: string;
  send(message: ParentMessage): void;
  /** The next message of the given type. */
  next<T extends ChildMessage['type']>(type: T): Promise<Extract<ChildMessage, { type: T }>>;
  /** Resident set size now, in MB, read from /proc (Linux). */
  rssMB(): number;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
/** The server's young generation as deployed (package.json start, deploy/Dockerfile; docs/performance.md lever 19). */
const SERVER_SEMI_SPACE = '--max-semi-space-size=32';
let bundled = false;

/**
 * The app runs as `npm start` runs it: the esbuild bundle (scripts/build-server.mjs, whose second entry is
 * app-process.ts), built once per benchmark run from today's sources, so its RSS is the shipped server's. The
 * bare baseline runs under tsx (it is the yardstick, not the product).
 */
function command(script: string): { file: string; execArgv: string[] } {
  if (script !== 'app-process.ts') {
    return { file: path.join(import.meta.dirname, script), execArgv: ['--import', 'tsx'] };
  }
  if (!bundled) {
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], { stdio: 'inherit' });
    bundled = true;
  }
  // BENCH_APP_NODE_ARGS passes Node flags to the app processes only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  // for a CPU profile of the app under the benchmark (Node refuses --cpu-prof in NODE_OPTIONS). The young
  // generation is the deployed one (npm start, deploy/Dockerfile) unless they name another.
  const flags = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const execArgv = flags.some((f) => f.startsWith('--max-semi-space-size'))
    ? flags
    : [SERVER_SEMI_SPACE, ...flags];
  return { file: path.join(repoRoot, 'packages/server/dist/bench-app-process.js'), execArgv };
}

/** Forks one of this folder's server scripts and waits until it listens. */
export async function startChild(script: string, env: NodeJS.ProcessEnv): Promise<Child> {
  const { file, execArgv } = command(script);
  const child = fork(file, [], {
    env,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) =>
        reject(new Error(`${script} exited (${code}) before "${type}"`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { port } = await next('listening');
  return {
    process: child,
    pid: child.pid ?? 0,
    base: `http://127.0.0.1:${port}`,
    send: (message) => child.send(message),
    next,
    rssMB: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: 'stop' });
      }),
  };
}
