// `npm start` serves the built web app: build it when there is no build yet, or when the web app's (or the
// shared domain rules') sources changed since it was built, so a pull never serves yesterday's screens.
// Set REBUILD_WEB=1 to force a new build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtFile = path.join(root, 'packages/web/dist/index.html');
const SOURCES = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/vite-plugins.ts',
  'packages/web/package.json',
  'packages/domain/src',
];

/** The newest modification time of a file, or of anything under a folder (0 when missing). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((max, name) => Math.max(max, newest(path.join(file, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newest(path.join(root, source))));
if (builtAt === 0 || changedAt > builtAt || process.env.REBUILD_WEB === '1') {
  console.log(
    builtAt === 0
      ? 'Building the web app (first start)...'
      : 'Rebuilding the web app (its sources changed)...',
  );
  // Always a production build, whatever NODE_ENV the caller runs under (Vitest sets it to 'test').
  // vite build alone: `npm start` serves whatever the sources are; the JavaScript budget is the build's
  // and CI's check (npm run build), not a reason to refuse to start.
  execSync('npx vite build', {
    cwd: path.join(root, 'packages/web'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
