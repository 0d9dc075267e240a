import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR/<file> (mode 0600), generated on first start so a new install needs no set-up.
 * Created with 'wx': when two processes race, the loser reads the winner's secret. Instances that share data
 * (files, encrypted columns) must share it: set the environment variable instead in production.
 */
export function dataDirSecret(dataDir: string, file: string): string {
  const where = path.join(dataDir, file);
  try {
    return readFileSync(where, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(where, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(where, 'utf8').trim();
}
