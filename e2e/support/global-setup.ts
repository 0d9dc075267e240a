import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Environment, launchChromium, prepareBuild, prepareData, startServer } from './environment.ts';

declare module 'vitest' {
  export interface ProvidedContext extends Environment {}
}

/**
 * The journeys' environment: one server on a fresh embedded database with demo data, one Chromium, the demo
 * logins signed in once (support/environment.ts).
 *
 * `npm run test:e2e` (e2e/run.mjs) starts it once for all its runs and names it in E2E_ENVIRONMENT (a JSON
 * file), so its parallel lanes share one server and one Chromium. A run of its own (`npx vitest run --config
 * e2e/vitest.config.ts journeys/x.test.ts`) starts one here, building the web app and the server bundle from
 * this working tree unless E2E_WEB_DIST and E2E_SERVER_BUNDLE name built ones.
 */
export default async function setup(project: TestProject) {
  const shared = process.env.E2E_ENVIRONMENT;
  if (shared) {
    provide(project, JSON.parse(readFileSync(shared, 'utf8')) as Environment);
    return;
  }
  const buildDir = mkdtempSync(path.join(tmpdir(), 'dialysis-e2e-build-'));
  try {
    const build = prepareBuild(buildDir);
    const { dataDirs, accounts } = prepareData(build);
    const chromium = await launchChromium();
    const server = await startServer(build, chromium.wsEndpoint(), {
      dataDir: dataDirs[0] as string,
      accounts,
    }).catch(async (error) => {
      await chromium.close();
      throw error;
    });
    provide(project, server.environment);
    return async () => {
      await server.stop();
      await chromium.close();
      rmSync(buildDir, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(buildDir, { recursive: true, force: true });
    throw error;
  }
}

function provide(project: TestProject, environment: Environment) {
  project.provide('baseURL', environment.baseURL);
  project.provide('wsEndpoint', environment.wsEndpoint);
  project.provide('tempAccount', environment.tempAccount);
  project.provide('recoveryAccount', environment.recoveryAccount);
  project.provide('serverLog', environment.serverLog);
  project.provide('sessions', environment.sessions);
  project.provide('centres', environment.centres);
}
