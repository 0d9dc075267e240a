import { spawnSync } from 'node:child_process';

/** main.ts started with `env` on top of a clean environment: its exit code and what it wrote to stderr. */
export function startWith(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: `${import.meta.dirname}/../..`,
    env: { PATH: process.env.PATH, DATA_DIR: '/nonexistent-never-written', ...env },
    encoding: 'utf8',
    // Generous: tsx compiles the server on a loaded 2-core machine before the setting is judged.
    timeout: 120_000,
  });
  return { status: run.status, stderr: run.stderr };
}
