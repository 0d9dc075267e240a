import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports.ts';

const run = promisify(execFile);

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL under ${root}`);
  return path.join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL cluster of the test's own (initdb into a temp dir, a spare port), so that a test can stop and
 * start it without touching the machine's shared server. PostgreSQL refuses to run as root: as root the
 * commands run as the `postgres` user, which owns the temp dir.
 */
export class PrivateCluster {
  readonly #bin = binDir();
  readonly #dir = mkdtempSync(path.join(tmpdir(), 'dialysis-pg-'));
  private constructor(readonly port: number) {}

  static async create(): Promise<PrivateCluster> {
    const cluster = new PrivateCluster(await freePort());
    await cluster.#run('initdb', [
      '-D',
      cluster.#data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    await cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  get #data() {
    return path.join(this.#dir, 'data');
  }

  // Asynchronous, so that the app under test keeps answering while the cluster stops and starts.
  async #run(command: string, args: string[]) {
    const program = path.join(this.#bin, command);
    if (process.getuid?.() === 0) {
      chownSync(this.#dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
      await run('runuser', ['-u', 'postgres', '--', program, ...args]);
    } else {
      await run(program, args);
    }
  }

  start() {
    const options = `-p ${this.port} -k ${this.#dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    return this.#run('pg_ctl', [
      '-D',
      this.#data,
      '-o',
      options,
      '-w',
      '-l',
      path.join(this.#dir, 'log'),
      'start',
    ]);
  }

  /** Fast shutdown, as a restart does: every connection is ended (57P01). */
  stop() {
    return this.#run('pg_ctl', ['-D', this.#data, '-m', 'fast', '-w', 'stop']);
  }

  async destroy() {
    await this.stop().catch(() => undefined); // already stopped
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
