import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds spent so far (user + system) by one process, or by every process of a command name (PostgreSQL's
 * backends are all `postgres`), read from /proc (Linux). The benchmark takes the difference over a run and
 * divides by the requests answered: CPU time per request does not depend on what else the machine is doing,
 * so it is the sizing input (docs/operations.md, Sizing), where requests per second on this shared machine
 * are not.
 */
export function cpuSecondsOfPid(pid: number): number {
  return ticksOf(readFileSync(`/proc/${pid}/stat`, 'utf8')) / clockTicksPerSecond();
}

/** The kernel's share of it (stime): socket writes on loopback are charged here, with the receiver's wake-up. */
function systemSecondsOfPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[12]) / clockTicksPerSecond();
}

/**
 * CPU seconds so far of each process of a command name, by pid. A run's CPU is the sum over the processes alive
 * at its end of what each spent since the start (0 for one started meanwhile): a backend that ended during the run
 * (a pool closing idle connections) would otherwise take its whole past CPU out of the sum.
 */
export function cpuSecondsByPid(command: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command) {
        seconds.set(Number(entry), ticksOf(stat) / clockTicksPerSecond());
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seconds;
}

function spentSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** utime + stime: fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis. */
function ticksOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

let ticks: number | undefined;

/** The kernel's clock ticks per second for /proc's CPU times (`getconf CLK_TCK`; 100 on Linux by default). */
function clockTicksPerSecond(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** CPU seconds per 1,000 requests of a process and of PostgreSQL over `run` (an autocannon load). */
export async function cpuPerThousand<T extends { requests: number }>(
  pid: number,
  run: () => Promise<T>,
): Promise<
  T & { cpu: { appSecondsPer1000: number; appSystemSecondsPer1000: number; postgresSecondsPer1000: number } }
> {
  const app0 = cpuSecondsOfPid(pid);
  const system0 = systemSecondsOfPid(pid);
  const pg0 = cpuSecondsByPid('postgres');
  const result = await run();
  const per1000 = (seconds: number) =>
    result.requests > 0 ? Math.round((seconds / result.requests) * 1000 * 100) / 100 : 0;
  return {
    ...result,
    cpu: {
      appSecondsPer1000: per1000(cpuSecondsOfPid(pid) - app0),
      appSystemSecondsPer1000: per1000(systemSecondsOfPid(pid) - system0),
      postgresSecondsPer1000: per1000(spentSince(pg0, cpuSecondsByPid('postgres'))),
    },
  };
}
