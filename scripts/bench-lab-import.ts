/**
 * Lab import benchmark (issue 13): a generated 10,000-row file for 500 patients, read and reviewed as the
 * review page does (papaparse + the domain's checks, then previewLabImport over HTTP in chunks of 2,000),
 * then confirmed as the page does (batches of 30 createLabReport aliases, two in flight). Targets: review
 * ready in <= 3 s, confirm done in <= 15 s.
 *
 *   npm run bench:lab-import                       embedded database in a temporary directory
 *   DATABASE_URL=postgres://... npm run bench:lab-import   a scratch database on that server (dropped after)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.ts';
import { clinic, patient } from '../packages/server/src/db/schema.ts';
import { createStaffAccount } from '../packages/server/src/modules/identity/accounts.ts';
import { startServer } from '../packages/server/src/server.ts';
import { csvTable, readLabTable } from '../packages/web/src/features/lab-import/parse-file.ts';
import {
  batches,
  groupByPatient,
  reportsToSend,
} from '../packages/web/src/features/lab-import/review-model.ts';

const ROWS = 10_000;
const PATIENTS = 500;
const PREVIEW_CHUNK = 2000;
const PARALLEL = 2;
const TARGET_REVIEW_S = 3;
const TARGET_CONFIRM_S = 15;
const PASSWORD = 'Bench-Password-7';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-labs-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' };
let scratch: { admin: string; name: string } | null = null;
if (process.env.DATABASE_URL) {
  const name = `bench_labs_${Date.now()}`;
  const admin = process.env.DATABASE_URL;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  scratch = { admin, name };
}

const server = await startServer(loadConfig(env), { jobs: false });
try {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const db = server.database.db;

  // A centre, its patients and a nurse.
  const [centre] = await db
    .insert(clinic)
    .values({ name: 'Bench Centre', uid: `B${Date.now()}` })
    .returning();
  if (!centre) throw new Error('no centre');
  const nrics = Array.from({ length: PATIENTS }, (_, i) => `S${String(1_000_000 + i).padStart(7, '0')}B`);
  for (let i = 0; i < PATIENTS; i += 100) {
    await db.insert(patient).values(
      nrics.slice(i, i + 100).map((nric, j) => ({
        name: `Bench Patient ${i + j}`,
        nric,
        idType: 'NRIC',
        existingClinicID: centre.id,
      })),
    );
  }
  const email = `bench-nurse-${Date.now()}@example.com`;
  await createStaffAccount(db, {
    email,
    name: 'Bench Nurse',
    group: 'Nurse',
    clinicIDs: [centre.id],
    password: PASSWORD,
    temporary: false,
  });

  let cookie = '';
  async function gql(query: string, variables: Record<string, unknown>) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data ?? {};
  }
  await gql('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { challenge } }', {
    e: email,
    p: PASSWORD,
  });

  // The file: 20 days of results for each of 500 patients, the common renal panel.
  const header =
    'Date,NRIC,Patient Name,Sex,Haemoglobin,K,Na,Urea Pre,Urea Post,Creatinine,Ca,PO4,PTH,HBsAg,HCV,HIV,Albumin,Ferritin';
  const lines = [header];
  for (let r = 0; r < ROWS; r++) {
    const p = r % PATIENTS;
    const day = 1 + Math.floor(r / PATIENTS);
    const v = (base: number, spread: number) => (base + ((r * 7919) % 100) / (100 / spread)).toFixed(1);
    lines.push(
      [
        `${day}/3/2026`,
        nrics[p],
        `Bench Patient ${p}`,
        p % 2 ? 'M' : 'F',
        v(9, 4),
        v(3.5, 3),
        v(135, 8),
        v(18, 10),
        v(5, 3),
        v(600, 400),
        v(2, 0.6),
        v(1.2, 1),
        v(20, 60),
        'Non-Reactive',
        'Non-Reactive',
        'Non-Reactive',
        v(35, 10),
        v(300, 600),
      ].join(','),
    );
  }
  const text = `${lines.join('\n')}\n`;

  // Review ready: read and check every row, then ask the server which patients and rows it knows.
  const reviewStart = performance.now();
  const file = readLabTable('bench.csv', await csvTable(text));
  const source = 'Bench Lab';
  const patients: { nric: string; patientID: number }[] = [];
  const duplicate: boolean[] = [];
  for (let i = 0; i < file.rows.length; i += PREVIEW_CHUNK) {
    const rows = file.rows.slice(i, i + PREVIEW_CHUNK).map((row) => ({
      nric: row.nric,
      date: row.date ?? '',
      source,
      values: JSON.stringify(row.values),
    }));
    const data = await gql(
      'query ($rows: [LabImportRowInput!]!) { previewLabImport(rows: $rows) { patients { nric patientID } duplicate } }',
      { rows },
    );
    const answer = data.previewLabImport as { patients: typeof patients; duplicate: boolean[] };
    patients.push(...answer.patients);
    duplicate.push(...answer.duplicate);
  }
  const groups = groupByPatient(file.rows, { patients, duplicate });
  const reviewSeconds = (performance.now() - reviewStart) / 1000;
  const invalid = file.rows.filter((row) => Object.keys(row.errors).length > 0).length;
  if (invalid > 0 || groups.some((g) => g.patientID === null))
    throw new Error('the generated file should be clean');

  // Confirm: batches of 30, two in flight.
  const confirmStart = performance.now();
  const reports = reportsToSend(groups, new Set(), () => false, source).map((r) => ({
    patientID: r.patientID,
    timestamp: r.timestamp,
    source: r.source,
    name: r.name,
    ...r.values,
  }));
  const parts = batches(reports);
  let next = 0;
  const worker = async () => {
    while (next < parts.length) {
      const part = parts[next++] ?? [];
      const vars = part.map((_, i) => `$c${i}: CreateLabReportInput!`).join(', ');
      const fields = part.map((_, i) => `r${i}: createLabReport(create: $c${i}) { id }`).join(' ');
      await gql(`mutation (${vars}) { ${fields} }`, Object.fromEntries(part.map((r, i) => [`c${i}`, r])));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const confirmSeconds = (performance.now() - confirmStart) / 1000;

  const database = env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL (PGlite)';
  console.log(`Lab import benchmark, ${ROWS} rows for ${PATIENTS} patients, ${database}:`);
  console.log(`  review ready  ${reviewSeconds.toFixed(2)} s (target <= ${TARGET_REVIEW_S} s)`);
  console.log(
    `  confirm done  ${confirmSeconds.toFixed(2)} s in ${parts.length} batches (target <= ${TARGET_CONFIRM_S} s)`,
  );
  if (reviewSeconds > TARGET_REVIEW_S || confirmSeconds > TARGET_CONFIRM_S) process.exitCode = 1;
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (scratch) {
    const client = new pg.Client({ connectionString: scratch.admin });
    await client.connect();
    await client.query(`drop database if exists ${scratch.name} with (force)`);
    await client.end();
  }
}
