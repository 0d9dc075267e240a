/** One step of closing the server: its name in the logs, its time limit, and what to do when it overruns. */
export interface CloseStep {
  name: string;
  seconds: number;
  run: () => unknown;
  /** Called when the step overran, before the next one starts (e.g. cut the connections still open). */
  onOverrun?: () => void;
}

export interface CloseLog {
  warn(obj: object, msg: string): void;
}

/**
 * Runs the steps one after the other, each bounded by its own seconds: a step that hangs (a request that
 * never ends, a pool waiting on a stuck query) is logged by name and left behind, so the next steps still
 * close Redis and the database before the process exits. A SIGTERM once hung its whole 25 s with nothing in
 * the log to say where; `pending()` names the step running now, for the overall deadline's message.
 */
export function closeInSteps(steps: readonly CloseStep[], log: CloseLog) {
  let pending: string | null = null;
  const run = async () => {
    for (const step of steps) {
      pending = step.name;
      let timer: NodeJS.Timeout | undefined;
      const overrun = new Promise<'overrun'>((resolve) => {
        timer = setTimeout(() => resolve('overrun'), step.seconds * 1000);
        timer.unref();
      });
      const done = Promise.resolve()
        .then(step.run)
        .then(
          () => 'done' as const,
          (error: unknown) => {
            log.warn({ err: error, step: step.name }, 'shutdown step failed: going on');
            return 'failed' as const;
          },
        );
      try {
        if ((await Promise.race([done, overrun])) === 'overrun') {
          log.warn(
            { step: step.name, seconds: step.seconds },
            `shutdown step '${step.name}' did not finish in ${step.seconds} s: going on without it`,
          );
          step.onOverrun?.();
        }
      } finally {
        clearTimeout(timer);
      }
    }
    pending = null;
  };
  return { run, pending: () => pending };
}
