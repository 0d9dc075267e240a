import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePrivateDir, PRIVATE_FILE } from './private-files.ts';

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
  makePrivateDir(dataDir);
  try {
    writeFileSync(where, randomBytes(32).toString('hex'), { flag: 'wx', mode: PRIVATE_FILE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(where, 'utf8').trim();
}
