// `npm start` serves the built web app: build it once on a fresh clone, then reuse it.
// Set REBUILD_WEB=1 to force a new build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync(new URL('../packages/web/dist/index.html', import.meta.url));
if (!built || process.env.REBUILD_WEB === '1') {
  console.log('Building the web app (first start only)...');
  // Always a production build, whatever NODE_ENV the caller runs under (Vitest sets it to 'test').
  execSync('npm run build --workspace @dialysis/web', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
