import pg from 'pg';
import { NURSES_PER_CENTRE, nurseEmail, SCALE_PASSWORD } from '../scale/network-shape.ts';
import { loadCentres } from './centre-state.ts';
import { signIn, type User } from './client.ts';
import { runLoad } from './load.ts';
import { appRequests, emptyTally } from './mix.ts';

const base = 'http://127.0.0.1:3999';
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const centres = await loadCentres(db, 10);
const users: { user: User; centre: (typeof centres)[number] }[] = [];
for (const [i, centre] of centres.entries())
  for (let n = 1; n <= 5; n++)
    users.push({ user: await signIn(base, nurseEmail(i + 1, n), SCALE_PASSWORD), centre });
const tally = emptyTally();
const r = await runLoad({
  url: base,
  connections: 50,
  seconds: Number(process.argv[2] ?? 20),
  requests: appRequests(users, tally, base),
});
console.log(JSON.stringify({ rps: r.requestsPerSecond ?? r, tally }).slice(0, 600));
await db.end();
