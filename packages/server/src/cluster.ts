import cluster, { type Worker } from 'node:cluster';

/**
 * CLUSTER_WORKERS > 1 (docs/operations.md, Network deployment): the primary process only forks and watches;
 * each worker is a whole server (main.ts) sharing the port. Node runs JavaScript on one core, and the app keeps
 * nothing in memory another process needs (sessions in PostgreSQL, events through Redis), so one worker per
 * core uses the machine as several instances would.
 *
 * The first worker starts alone: it applies the migrations (under their advisory lock anyway), creates the
 * generated secrets under DATA_DIR if needed and loads demo data when asked; the others start once it listens.
 * A worker that dies is replaced; one that dies before the first has listened stops everything (a broken
 * configuration must not restart in a loop). SIGTERM or SIGINT is passed to every worker, which shuts down
 * gracefully as a single process does; the primary exits when they all have.
 */
export function runPrimary(workers: number, log: (line: string) => void = console.log): void {
  let stopping = false;
  let started = false;
  const fork = () => cluster.fork();

  cluster.on('message', (_worker: Worker, message: unknown) => {
    if (started || (message as { listening?: boolean } | null)?.listening !== true) return;
    started = true;
    for (let i = 1; i < workers; i++) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!started) {
      log(`server process ${worker.process.pid} exited (${signal ?? code}) before listening: stopping`);
      process.exit(1);
    }
    log(`server process ${worker.process.pid} exited (${signal ?? code}): starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const running = Object.values(cluster.workers ?? {});
      if (running.length === 0) process.exit(0);
      for (const worker of running) worker?.process.kill(signal);
    });
  }
  log(`starting ${workers} server processes (CLUSTER_WORKERS)`);
  fork();
}
