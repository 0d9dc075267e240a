import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The modes of what the app writes under DATA_DIR: patients' files, database copies and secrets are for the
 * service's user only. Node's default (0666/0777 under the usual umask 022) left them readable by every
 * local account; PGlite even writes its files 0666, so its folder must be closed.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Creates `dir` and any missing parent 0700 (folders that already exist keep their mode). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
}

/** A folder of the app's own (DATA_DIR/pglite, DATA_DIR/backups): created, or narrowed, to 0700. */
export function ownPrivateDir(dir: string): void {
  makePrivateDir(dir);
  chmodSync(dir, PRIVATE_DIR);
}

/** Every folder under `root` (and itself) 0700, every file 0600: a copied tree keeps its source's modes. */
export function makeTreePrivate(root: string): void {
  chmodSync(root, PRIVATE_DIR);
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const where = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(where, PRIVATE_DIR);
    else if (entry.isFile()) chmodSync(where, PRIVATE_FILE);
  }
}
