import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { funderReportPdfPath, funderReportZipPath } from '@dialysis/domain';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect } from 'vitest';
import { appointment, auditLog, dialysis } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../http/session-cookie.ts';
import { apiTest } from '../../test/api-test.ts';
import { expectData, expectRefused } from '../../test/expect.ts';
import { graphql } from '../../test/generated/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { unique } from '../../test/unique.ts';

const REPORT = graphql(`
  query FunderReport($clinicID: Int!, $startDate: String!, $endDate: String!, $offset: Int) {
    listFunderReport(clinicID: $clinicID, startDate: $startDate, endDate: $endDate, timezoneOffsetMinutes: $offset) {
      clinicID
      clinicName
      timezone
      startDate
      endDate
      patients {
        patientID
        name
        vwoSupport
        sessions { dialysisID date startTime endTime durationMinutes endedByName }
        missed { appointmentID date shift }
        totals { sessions minutes missed }
      }
    }
  }
`);

const FEBRUARY = { startDate: '2030-02-01', endDate: '2030-02-28', offset: 480 };

/** The text of each page of a PDF. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

async function pdfText(bytes: Buffer): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}

async function download(
  t: TestApp,
  url: string,
  cookie?: string | null,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    headers,
    ...(cookie ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
  });
}

const test = apiTest(async (t) => {
  const [A, B] = await Promise.all([
    t.aCentre({ timezone: 'Asia/Singapore', address: '1 Tampines Ave', phoneNo: '6123 4567' }),
    t.aCentre(),
  ]);
  const [alpha, beta] = await t.somePatients(A, [
    { name: unique('Alpha'), vwoSupport: 'NKF' },
    { name: unique('Beta') },
  ]);
  const [elsewhere] = await t.somePatients(B, [{ name: unique('Gamma') }]);
  // January's only patient: a session every day, so the report runs over more than one page.
  const [daily] = await t.somePatients(A, [
    { name: unique('Delta'), namecode: 'D0042', dob: '1961-05-20', nric: 'S7654321Z' },
  ]);
  if (!alpha || !beta || !elsewhere || !daily) throw new Error('no patients');
  const manager = await t.signedInAs('ManagingNurse', [A]);
  const nurse = await t.signedInAs('Nurse', [A]);
  const booked = (patientID: number, clinicID: number, date: string, over: { deleted?: number } = {}) => ({
    patientID,
    clinicID,
    date,
    shift: 'M' as const,
    ...over,
  });
  const [feb1, , feb14] = await t.db
    .insert(appointment)
    .values([
      booked(alpha.id, A.id, '2030-02-01'),
      booked(alpha.id, A.id, '2030-02-10'),
      booked(alpha.id, A.id, '2030-02-14'),
      booked(alpha.id, A.id, '2030-02-17', { deleted: 1 }),
      booked(beta.id, A.id, '2030-02-20'),
      booked(beta.id, A.id, '2030-03-11'),
      booked(beta.id, A.id, '2030-03-20'),
      booked(elsewhere.id, B.id, '2030-02-14'),
    ])
    .returning();
  if (!feb1 || !feb14) throw new Error('no appointments');
  const session = (
    startTime: string,
    endTime: string | null,
    over: Partial<typeof dialysis.$inferInsert> = {},
  ) => ({
    patientID: alpha.id,
    clinicID: A.id,
    startTime: new Date(startTime),
    endTime: endTime ? new Date(endTime) : null,
    endedBy: manager.staff.accountID,
    ...over,
  });
  await t.db.insert(dialysis).values([
    // 1 Feb 01:30 in Singapore, still 31 January in UTC: February's. 240 minutes.
    session('2030-01-31T17:30:00Z', '2030-01-31T21:30:00Z', { appointmentID: feb1.id }),
    // Checked in without its booking, on the booked day: the day is attended. 225 minutes, ended by a name.
    session('2030-02-10T01:00:00Z', '2030-02-10T04:45:00Z', { endedBy: 'Old Name' }),
    // 1 March 01:00 in Singapore, 28 February in UTC: March's.
    session('2030-02-28T17:00:00Z', '2030-02-28T21:00:00Z'),
    session('2030-02-12T01:00:00Z', '2030-02-12T05:00:00Z', { deleted: 1 }),
    session('2030-02-14T01:00:00Z', null, { startTime: null }),
    session('2030-02-14T01:00:00Z', '2030-02-14T05:00:00Z', { patientID: elsewhere.id, clinicID: B.id }),
  ]);
  await t.db.insert(dialysis).values(
    Array.from({ length: 31 }, (_, d) => {
      const day = `2030-01-${String(d + 1).padStart(2, '0')}`;
      return session(`${day}T01:00:00Z`, `${day}T05:00:00Z`, { patientID: daily.id });
    }),
  );
  return { A, B, alpha, beta, daily, manager, nurse, feb14 };
});

describe('listFunderReport', () => {
  test("answers the month's sessions, missed appointments and totals per patient treated, in the centre's days", async ({
    given: { A, alpha, manager, feb14 },
  }) => {
    const report = expectData(
      await manager.request(REPORT, { clinicID: A.id, ...FEBRUARY }),
    ).listFunderReport;
    expect(report).toMatchObject({
      clinicID: A.id,
      timezone: 'Asia/Singapore',
      startDate: FEBRUARY.startDate,
      endDate: FEBRUARY.endDate,
    });
    expect(report.patients).toEqual([
      {
        patientID: alpha.id,
        name: alpha.name,
        vwoSupport: 'NKF',
        sessions: [
          expect.objectContaining({
            date: '2030-02-01',
            startTime: '2030-01-31T17:30:00.000Z',
            endTime: '2030-01-31T21:30:00.000Z',
            durationMinutes: 240,
            endedByName: manager.staff.name,
          }),
          expect.objectContaining({ date: '2030-02-10', durationMinutes: 225, endedByName: 'Old Name' }),
        ],
        missed: [{ appointmentID: feb14.id, date: '2030-02-14', shift: 'M' }],
        totals: { sessions: 2, minutes: 465, missed: 1 },
      },
    ]);
    // Beta was booked (and missed 20 February) but had no session that month: no claim, not in the report.
  });

  test("counts neither today's nor a later booking as missed", async ({ given: { A, alpha, manager } }) => {
    const report = expectData(
      await manager.request(REPORT, { clinicID: A.id, startDate: '2030-03-01', endDate: '2030-03-31' }),
    ).listFunderReport;
    // Beta's March bookings are still to come and were not dialysed: Beta is not in March's report.
    expect(report.patients.map((p) => [p.patientID, p.totals])).toEqual([
      [alpha.id, { sessions: 1, minutes: 240, missed: 0 }],
    ]);
  });

  test('refuses another centre, a Nurse, and a range longer than a month', async ({
    given: { A, B, manager, nurse },
  }) => {
    expectRefused(await manager.request(REPORT, { clinicID: B.id, ...FEBRUARY }), 'FORBIDDEN');
    expectRefused(await nurse.request(REPORT, { clinicID: A.id, ...FEBRUARY }), 'FORBIDDEN');
    expectRefused(
      await manager.request(REPORT, { clinicID: A.id, startDate: '2030-01-01', endDate: '2030-02-28' }),
      'BAD_USER_INPUT',
    );
    expectRefused(
      await manager.request(REPORT, { clinicID: A.id, startDate: '2030-02-01', endDate: '2030-02-30' }),
      'BAD_USER_INPUT',
      'Not a valid date.',
    );
  });

  test('audits the read with the patients it answered', async ({ t, given: { A, alpha } }) => {
    const director = await t.signedInAs('MedicalDirector', [A]);
    expectData(await director.request(REPORT, { clinicID: A.id, ...FEBRUARY }));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listFunderReport'), eq(auditLog.accountID, director.staff.accountID)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      role: 'MedicalDirector',
      clinicID: A.id,
      entity: 'clinic',
      entityID: String(A.id),
      detail: { from: '2030-02-01', to: '2030-02-28', patientIDs: [alpha.id] },
    });
  });
});

describe('funder report downloads', () => {
  test("answers a patient's PDF with the centre, the patient, funding and totals", async ({
    t,
    given: { A, alpha, manager },
  }) => {
    const res = await download(t, funderReportPdfPath(A.id, '2030-02', alpha.id), manager.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(alpha.name);
    expect(text).toContain(A.name);
    expect(text).toContain('1 Tampines Ave');
    expect(text).toContain('NKF');
    expect(text).toContain('Funder Report: February 2030');
    expect(text).toContain('14 Feb 2030');
    expect(text).toContain('Page 1 of 1');
    // Printed on the centre's clock (01:30 UTC is 09:30 in Singapore), by the user who took it.
    expect(text).toContain(`Printed 11 Mar 2030 09:30 by ${manager.staff.name}`);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'funderReport.pdf'), eq(auditLog.entityID, String(alpha.id))));
    expect(row).toMatchObject({ accountID: manager.staff.accountID, clinicID: A.id });
  });

  test('names the patient (full NRIC), the centre, the page of how many and who printed it when on every page', async ({
    t,
    given: { A, daily, manager },
  }) => {
    const res = await download(t, funderReportPdfPath(A.id, '2030-01', daily.id), manager.cookie);
    expect(res.statusCode).toBe(200);
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const identity = `${daily.name} · ID D0042 · DOB 20 May 1961 · NRIC S7654321Z`;
    const printed = `Printed 11 Mar 2030 09:30 by ${manager.staff.name}`;
    pages.forEach((page, i) => {
      expect(page).toContain(identity);
      expect(page).toContain(A.name);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain(printed);
      // Not a page of the header alone: the report goes on under it.
      const body = [identity, A.name, `Page ${i + 1} of ${pages.length}`, printed]
        .reduce((rest, part) => rest.replace(part, ''), page)
        .trim();
      expect(body.length).toBeGreaterThan(20);
    });
    // Nothing is lost to the header: the last session and the totals are there.
    expect(pages.join('\n')).toContain('31 Jan 2030');
    expect(pages.at(-1)).toContain('Sessions: 31');
  });

  test('refuses a PDF without a session, for another centre, to a Nurse, and for a patient not in it', async ({
    t,
    given: { A, B, alpha, beta, manager, nurse },
  }) => {
    expect((await download(t, funderReportPdfPath(A.id, '2030-02', alpha.id))).statusCode).toBe(401);
    const other = await download(t, funderReportPdfPath(B.id, '2030-02', alpha.id), manager.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You do not have access to this centre.' },
    });
    expect((await download(t, funderReportPdfPath(A.id, '2030-02', alpha.id), nurse.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await download(t, funderReportPdfPath(A.id, '2030-04', alpha.id), manager.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await download(t, funderReportPdfPath(A.id, '2030-13', alpha.id), manager.cookie)).statusCode,
    ).toBe(404);
    // Booked but never dialysed in February: no claim to print.
    expect(
      (await download(t, funderReportPdfPath(A.id, '2030-02', beta.id), manager.cookie)).statusCode,
    ).toBe(404);
  });

  test("answers the month's zip with one PDF per patient with a session that month (not one only booked), and audits it", async ({
    t,
    given: { A, alpha, beta, manager },
  }) => {
    const res = await download(t, funderReportZipPath(A.id, '2030-02'), manager.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const dir = mkdtempSync(path.join(tmpdir(), 'funder-zip-'));
    try {
      const file = path.join(dir, 'report.zip');
      writeFileSync(file, res.rawPayload);
      const listing = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
      // Alpha had sessions in February; Beta only a booking (missed): Beta is left out.
      expect(listing).toEqual([
        `funder-report_2030-02_${alpha.name.replace(/[^A-Za-z0-9]+/g, '_')}_${alpha.id}.pdf`,
      ]);
      expect(listing.some((name) => name.endsWith(`_${beta.id}.pdf`))).toBe(false);
      const only = execFileSync('unzip', ['-p', file, listing[0] ?? '']);
      expect(await pdfText(only)).toContain(alpha.name);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'funderReport.zip'), eq(auditLog.accountID, manager.staff.accountID)));
    expect(rows[0]).toMatchObject({
      clinicID: A.id,
      detail: { month: '2030-02', patientIDs: [alpha.id] },
    });
  });

  test('refuses the zip without a session and for another centre', async ({ t, given: { B, manager } }) => {
    expect((await download(t, funderReportZipPath(B.id, '2030-02'))).statusCode).toBe(401);
    expect((await download(t, funderReportZipPath(B.id, '2030-02'), manager.cookie)).statusCode).toBe(403);
  });

  test("refuses a link from another site or origin before reading anything, and serves the app's own page", async ({
    t,
    given: { A, alpha, manager },
  }) => {
    const url = funderReportPdfPath(A.id, '2030-02', alpha.id);
    const audited = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.action, 'funderReport.pdf'), eq(auditLog.accountID, manager.staff.accountID)),
          )
      ).length;
    const before = await audited();
    // A link on another site: SameSite=Lax sends the cookie with a top-level navigation.
    for (const site of ['cross-site', 'same-site']) {
      const res = await download(t, url, manager.cookie, { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Cross-origin request refused.' } });
    }
    const zip = await download(t, funderReportZipPath(A.id, '2030-02'), manager.cookie, {
      'sec-fetch-site': 'cross-site',
    });
    expect(zip.statusCode).toBe(403);
    const sibling = await download(t, url, manager.cookie, { origin: 'https://blog.example.org' });
    expect(sibling.statusCode).toBe(403);
    expect(await audited()).toBe(before);
    // The app's own link (the web's Preview PDF / Download all) and a typed address.
    for (const site of ['same-origin', 'none']) {
      const res = await download(t, url, manager.cookie, { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(200);
    }
    expect(await audited()).toBe(before + 2);
  });
});
