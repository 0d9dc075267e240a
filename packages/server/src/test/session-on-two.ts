import { GqlClient } from './graphql.ts';
import { T0, type TestApp, TODAY } from './test-app.ts';

/**
 * A session started today in a new centre of the shared database, and a nurse of it signed in on instance one,
 * with a client carrying the same session on instance two (the suites of several instances).
 */
export async function aSessionOnTwoInstances(one: TestApp, two: TestApp) {
  const centre = await one.aCentre();
  const { dialysis } = await one.aBookedPatient(centre, TODAY, { session: 'started', at: T0 });
  if (!dialysis) throw new Error('no session built');
  const nurse = await one.asNurse([centre]);
  const onTwo = new GqlClient(two.app, { cookie: nurse.cookie });
  return { centre, dialysis, nurse, onTwo };
}
